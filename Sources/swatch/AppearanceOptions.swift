import ArgumentParser
import Foundation
import SwatchKit

/// Which appearances a command draws or lists. Shared by render and list.
struct AppearanceOptions: ParsableArguments {
    @Option(help: "Which appearance: light, dark, both, auto (follows --system-style) or all (every light, dark, high-contrast and elevated variant).")
    var mode: AppearanceSelection.Mode = .both

    @Option(help: "The system appearance --mode auto follows (default: $\(Self.systemStyleVariable), else unspecified, which means light).")
    var systemStyle: SystemStyle?

    @Option(help: "Increase Contrast off (normal) or on (high).")
    var contrast: Contrast = .normal

    @Option(help: "Interface level: base, or elevated (sheets and popovers; changes dark backgrounds).")
    var level: Level = .base

    /// The environment variable `--mode auto` reads when `--system-style` is not given.
    static let systemStyleVariable = "SWATCH_SYSTEM_STYLE"

    func validate() throws {
        _ = try selection()
    }

    /// The appearances chosen. The environment is read only when `--mode auto` needs it.
    func selection(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SwatchError) -> AppearanceSelection {
        var system = SystemStyle.unspecified
        if let systemStyle {
            system = systemStyle
        } else if mode == .auto {
            system = try Self.systemStyle(in: environment)
        }
        return AppearanceSelection(mode: mode, contrast: contrast, level: level, system: system)
    }

    private static func systemStyle(in environment: [String: String]) throws(SwatchError) -> SystemStyle {
        guard let value = environment[systemStyleVariable], !value.isEmpty else { return .unspecified }
        guard let style = SystemStyle(rawValue: value.lowercased()) else {
            throw SwatchError(.usage, "\(systemStyleVariable)='\(value)' is not one of \(list: SystemStyle.allCases.map(\.rawValue)) (it is read for --mode auto)")
        }
        return style
    }
}
