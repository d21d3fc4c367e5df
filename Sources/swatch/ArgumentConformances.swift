import ArgumentParser
import SwatchKit

/// A fixed set of choices whose raw values are what an option takes, accepted in any case (`--mode Dark`,
/// `--wcag-level aaa`); help lists the raw values.
public protocol CaseInsensitiveChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension CaseInsensitiveChoice {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = match
    }

    // ArgumentParser's defaults make the same strings through a key path and `String(describing:)`, whose first
    // uses cost the Swift runtime conformance look-ups on every run (help text is built for every parse).
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    // A value's description is its raw value, so ArgumentParser's default (a description for each case whose
    // description differs from its raw value) is always empty: said here, not found by comparing every case's
    // two strings on every parse.
    public static var allValueDescriptions: [String: String] { [:] }

    public var defaultValueDescription: String { rawValue }
}

// SwatchKit's choices are the command line's choices: each enum's raw values are what the options take,
// and help lists its cases.
extension AppearanceSelection.Mode: CaseInsensitiveChoice {}
extension SystemStyle: CaseInsensitiveChoice {}
extension Contrast: CaseInsensitiveChoice {}
extension Level: CaseInsensitiveChoice {}
extension TableStyle: CaseInsensitiveChoice {}
extension TableLook: CaseInsensitiveChoice {}
extension LayoutDirection: CaseInsensitiveChoice {}
extension SheetArrangement: CaseInsensitiveChoice {}
extension HexRounding: CaseInsensitiveChoice {}
extension ContrastLevel: CaseInsensitiveChoice {}
extension TextPolicy: CaseInsensitiveChoice {}
extension SimulationChoice: CaseInsensitiveChoice {}
extension SwiftAccess: CaseInsensitiveChoice {}
extension SwiftNamespaces: CaseInsensitiveChoice {}
extension SwiftValues: CaseInsensitiveChoice {}
extension XcodeSymbols: CaseInsensitiveChoice {}
extension CSSTheme: CaseInsensitiveChoice {}

/// `--format` takes the name of any format in `PaletteFormat.all`, in any case.
extension PaletteFormat: ExpressibleByArgument {
    public init?(argument: String) {
        guard let format = PaletteFormat.all.first(where: { $0.name.lowercased() == argument.lowercased() }) else { return nil }
        self = format
    }

    public static var allValueStrings: [String] { all.map(\.name) }

    /// Shell completions offer the format names.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { name }
}
