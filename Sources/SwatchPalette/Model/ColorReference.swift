import SwatchColor
import SwatchSupport

/// A colour as a user names it on the command line: a palette colour (`systemRed`) or a literal (`#FF3B30`).
public enum ColorReference: Sendable, Hashable, CustomStringConvertible {
    case named(String)
    case literal(RGBA8)

    /// Reads `#RRGGBB[AA]` as a literal and anything else as a name; nil for a malformed hex code.
    public init?(parsing text: String) {
        if text.hasPrefix("#") {
            guard let color = RGBA8(hex: text) else { return nil }
            self = .literal(color)
        } else {
            guard !text.isEmpty else { return nil }
            self = .named(text)
        }
    }

    public var description: String {
        switch self {
        case .named(let name): name
        case .literal(let color): color.hex
        }
    }

    /// The colour for `appearance`; `option` names the flag in the error for an unknown name.
    public func resolve(in palette: Palette, for appearance: Appearance, option: String) throws(SwatchError) -> RGBA8 {
        switch self {
        case .literal(let color):
            return color
        case .named(let name):
            guard let color = palette.color(named: name) else {
                throw SwatchError(.usage, "\(option): unknown colour '\(name)'" + suggestion(for: name, in: palette))
            }
            return color.value(for: appearance)
        }
    }

    /// Whether a row showing `color` is this reference (by name, or by value for a literal).
    package func matches(_ color: NamedColor, value: RGBA8) -> Bool {
        switch self {
        case .named(let name): name == color.name
        case .literal(let literal): literal == value
        }
    }

    private func suggestion(for name: String, in palette: Palette) -> MessageText {
        NameSuggestion.hint(for: name, among: palette.colorNames).map { " (\($0))" } ?? ""
    }
}
