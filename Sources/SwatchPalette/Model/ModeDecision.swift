/// The system's own appearance, as a user or `SWATCH_SYSTEM_STYLE` reports it for `--mode auto`.
public enum SystemStyle: String, CaseIterable, Sendable {
    case unspecified
    case light
    case dark
}

/// The app's dark-mode setting, as in the dark-mode library of seed 002: follow the system, force dark, force light.
enum DarkModeOption: String, CaseIterable, Sendable {
    case auto
    case on
    case off
}

/// The decision table of seed 002: which appearance an app shows for its setting and the system's style.
///
/// |             | auto    | on   | off   |
/// |-------------|---------|------|-------|
/// | unspecified | default | dark | light |
/// | light       | light   | dark | light |
/// | dark        | dark    | dark | light |
///
/// The default for an unspecified system style is light.
enum ModeDecision {
    static let defaultAppearance = Appearance.light

    static func appearance(option: DarkModeOption, system: SystemStyle) -> Appearance {
        switch (option, system) {
        case (.on, _): .dark
        case (.off, _): .light
        case (.auto, .unspecified): defaultAppearance
        case (.auto, .light): .light
        case (.auto, .dark): .dark
        }
    }
}
