import SwatchKit

extension NamedColor {
    /// Hex codes by appearance key, only for the values the colour has.
    public var hexValues: [String: String] {
        Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value.hex) })
    }
}
