/// One trait combination a dynamic colour resolves for; raw values are the facts file's keys.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast
    case darkElevated
    case darkElevatedHighContrast

    public var isDark: Bool {
        switch self {
        case .light, .lightHighContrast: false
        case .dark, .darkHighContrast, .darkElevated, .darkElevatedHighContrast: true
        }
    }

    /// Where UIKit looks when a colour has no value for this appearance:
    /// high contrast falls back to normal contrast, elevated to base, dark to light.
    var fallback: Appearance? {
        switch self {
        case .light: nil
        case .dark: .light
        case .lightHighContrast: .light
        case .darkHighContrast: .dark
        case .darkElevated: .dark
        case .darkElevatedHighContrast: .darkElevated
        }
    }
}
