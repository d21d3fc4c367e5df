import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct ModeDecisionTests {
    /// Every cell of seed 002's decision table.
    @Test(arguments: [
        (DarkModeOption.auto, SystemStyle.unspecified, Appearance.light),
        (.auto, .light, .light),
        (.auto, .dark, .dark),
        (.on, .unspecified, .dark),
        (.on, .light, .dark),
        (.on, .dark, .dark),
        (.off, .unspecified, .light),
        (.off, .light, .light),
        (.off, .dark, .light),
    ])
    func decisionTable(option: DarkModeOption, system: SystemStyle, expected: Appearance) {
        #expect(ModeDecision.appearance(option: option, system: system) == expected)
    }
}
