import ArgumentParser
import SwatchKit

// SwatchKit's choices are the command line's choices: each enum's raw values are what the options take,
// and help lists its cases.
extension AppearanceSelection.Mode: ExpressibleByArgument {}
extension SystemStyle: ExpressibleByArgument {}
extension Contrast: ExpressibleByArgument {}
extension Level: ExpressibleByArgument {}
extension TableStyle: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension SheetArrangement: ExpressibleByArgument {}
extension HexRounding: ExpressibleByArgument {}
extension ContrastLevel: ExpressibleByArgument {}
extension TextPolicy: ExpressibleByArgument {}
extension SimulationChoice: ExpressibleByArgument {}
extension SwiftAccess: ExpressibleByArgument {}
extension SwiftNamespaces: ExpressibleByArgument {}
extension SwiftValues: ExpressibleByArgument {}

/// `--format` takes the name of any format in `PaletteFormat.all`.
extension PaletteFormat: ExpressibleByArgument {
    public init?(argument: String) {
        guard let format = PaletteFormat.named(argument) else { return nil }
        self = format
    }

    public static var allValueStrings: [String] { all.map(\.name) }

    public var defaultValueDescription: String { name }
}
