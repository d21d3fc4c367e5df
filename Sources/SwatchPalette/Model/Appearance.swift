/// One trait combination a dynamic colour resolves for; raw values are the facts file's keys.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast
    case darkElevated
    case darkElevatedHighContrast

    /// Whether this is one of the dark appearances.
    public var isDark: Bool {
        switch self {
        case .light, .lightHighContrast: false
        case .dark, .darkHighContrast, .darkElevated, .darkElevatedHighContrast: true
        }
    }

    /// Position in the facts file's key order: light, dark, lightHighContrast, ...
    var sortIndex: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

    /// The appearance for a trait combination. Light has no elevated form (UIKit's light elevated colours
    /// equal the base ones), so `level` only matters in dark.
    public init(dark: Bool, contrast: Contrast, level: Level) {
        switch (dark, contrast, level) {
        case (false, .normal, _): self = .light
        case (false, .high, _): self = .lightHighContrast
        case (true, .normal, .base): self = .dark
        case (true, .high, .base): self = .darkHighContrast
        case (true, .normal, .elevated): self = .darkElevated
        case (true, .high, .elevated): self = .darkElevatedHighContrast
        }
    }

    /// Where UIKit looks, in order, when a colour has no value for this appearance: high contrast falls
    /// back to normal contrast, elevated to base, dark to light. Elevated high contrast tries high contrast
    /// first, because tint colours have contrast variants but no elevated ones.
    package var fallbacks: [Appearance] {
        switch self {
        case .light: []
        case .dark: [.light]
        case .lightHighContrast: [.light]
        case .darkHighContrast: [.dark, .light]
        case .darkElevated: [.dark, .light]
        case .darkElevatedHighContrast: [.darkHighContrast, .darkElevated, .dark, .light]
        }
    }
}

/// `UITraitCollection.accessibilityContrast`: Increase Contrast off or on.
public enum Contrast: String, CaseIterable, Sendable {
    case normal
    case high
}

/// `UITraitCollection.userInterfaceLevel`: base, or elevated (sheets, popovers, multitasking windows).
public enum Level: String, CaseIterable, Sendable {
    case base
    case elevated
}

extension Appearance {
    /// Name for titles: `Light`, `Dark high contrast`, ...
    public var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .lightHighContrast: "Light · High contrast"
        case .darkHighContrast: "Dark · High contrast"
        case .darkElevated: "Dark · Elevated"
        case .darkElevatedHighContrast: "Dark · Elevated · High contrast"
        }
    }
}

extension Appearance {
    /// The suffix in file names: `light`, `dark`, `light-high-contrast`, `dark-elevated`, ...
    public var fileSuffix: String {
        var suffix = ""  // by hand: a regex here was a render's only one, and making it cost 0.35 ms of CPU
        for character in rawValue {
            if character.isUppercase { suffix += "-" + character.lowercased() } else { suffix.append(character) }
        }
        return suffix
    }
}
