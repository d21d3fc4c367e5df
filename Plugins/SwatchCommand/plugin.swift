import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory swatch export` (or `swatch check`, `swatch verify`, ...):
/// runs the package's swatch with the given arguments in the package's folder, so `swatch export` with no other
/// arguments writes every export the package's `swatch.yml` lists. When the folder holds a `swatch.yml` and the
/// arguments name no `--config` or `--no-config`, `--config swatch.yml` is passed after the subcommand, so the
/// package's own file is used even inside a larger repository. swatch's exit status becomes the plugin's.
@main
struct SwatchCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SwatchRun(swatch: context.tool(named: "swatch").url, folder: context.package.directoryURL, arguments: arguments).run()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SwatchCommand: XcodeCommandPlugin {
    /// In an Xcode project: runs in the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try SwatchRun(swatch: context.tool(named: "swatch").url, folder: context.xcodeProject.directoryURL, arguments: arguments).run()
    }
}
#endif

/// One run of swatch in a folder.
struct SwatchRun {
    let swatch: URL
    let folder: URL
    let arguments: [String]

    /// The subcommands that read `swatch.yml` (`compare` reads it for the files its diff image may not overwrite; `help`
    /// takes no `--config`). A plugin cannot import the executable, so the list is kept here; PackagingTests checks it
    /// against `swatch --help`.
    static let configurable: Set<String> = ["render", "list", "export", "check", "diff", "compare", "verify", "config"]

    /// The arguments with `--config FOLDER/swatch.yml` after the subcommand, when that file exists, none was named
    /// and the subcommand reads one.
    var fullArguments: [String] {
        let config = folder.appending(path: "swatch.yml")
        let named = arguments.contains { $0 == "--config" || $0.hasPrefix("--config=") || $0 == "--no-config" }
        guard let subcommand = arguments.first, Self.configurable.contains(subcommand), !named,
              FileManager.default.fileExists(atPath: config.path(percentEncoded: false)) else { return arguments }
        return [subcommand, "--config", config.path(percentEncoded: false)] + arguments.dropFirst()
    }

    func run() throws {
        let process = Process()
        process.executableURL = swatch
        process.arguments = fullArguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw SwatchFailed(status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal, arguments: fullArguments)
        }
    }
}

/// swatch exited with an error or a finding (`export --check` found stale files, `check` a failing pair), or was killed.
struct SwatchFailed: Error, CustomStringConvertible {
    /// The exit status, or the signal that killed it (`killed`).
    let status: Int32
    let killed: Bool
    let arguments: [String]
    var description: String {
        "swatch \(arguments.joined(separator: " ")) " + (killed ? "was killed by signal \(status)" : "exited with status \(status)")
    }
}
