/// Which appearances a command draws or lists: `--mode`, `--contrast` and `--level` together.
public struct AppearanceSelection: Sendable, Hashable {
    /// `--mode`: one appearance, both, the one `auto` decides, or all of them.
    public enum Mode: String, CaseIterable, Sendable {
        case light, dark, both, auto
        /// Every appearance: light, dark, and their high-contrast and elevated forms.
        case all
    }

    /// Which appearances.
    public var mode: Mode
    /// Increase Contrast off or on.
    public var contrast: Contrast
    /// Base or elevated (dark sheets and popovers).
    public var level: Level
    /// The system style `auto` follows.
    public var system: SystemStyle

    /// A selection; `system` only matters for `.auto`.
    public init(mode: Mode, contrast: Contrast = .normal, level: Level = .base, system: SystemStyle = .unspecified) {
        self.mode = mode
        self.contrast = contrast
        self.level = level
        self.system = system
    }

    /// The appearances, in the facts file's order.
    public var appearances: [Appearance] {
        switch mode {
        case .light: [Appearance(dark: false, contrast: contrast, level: level)]
        case .dark: [Appearance(dark: true, contrast: contrast, level: level)]
        case .both: [Appearance(dark: false, contrast: contrast, level: level), Appearance(dark: true, contrast: contrast, level: level)]
        case .auto: [Appearance(dark: ModeDecision.appearance(option: .auto, system: system).isDark, contrast: contrast, level: level)]
        case .all: Appearance.allCases
        }
    }
}

extension Palette {
    /// The appearances some colour of the palette has a value of its own for, in the facts file's order.
    public var appearances: [Appearance] {
        let present = Set(sections.flatMap { $0.colors.flatMap { $0.values.keys } })
        return Appearance.allCases.filter(present.contains)
    }
}
