import ArgumentParser
import Foundation
import SwatchKit

/// Which `swatch.yml` a command reads: the one named, else the one in the current folder or at the top of
/// the git work tree, or none. Shared by every command that takes settings from it.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Settings from this file instead of swatch.yml in the current folder or the git work tree's top.", valueName: "swatch.yml"),
            completion: .file())
    var config: String?

    @Flag(help: "Read no swatch.yml.")
    var noConfig = false

    func validate() throws {
        if config != nil, noConfig { throw SwatchError(.usage, "--config and --no-config cannot be given together") }
    }

    /// The config for this run, or nil when there is none or --no-config.
    func load() throws(SwatchError) -> SwatchConfig? {
        try SwatchConfig.load(named: config, disabled: noConfig)
    }
}
