import SwatchColor

/// What `swatch render --simulate` draws: the sheet as seen with one colour-vision deficiency, or all of
/// them beside the normal sheet.
public enum SimulationChoice: String, CaseIterable, Sendable {
    /// Protanopia (no L cones).
    case protanopia
    /// Deuteranopia (no M cones).
    case deuteranopia
    /// Tritanopia (no S cones).
    case tritanopia
    /// Achromatopsia (lightness only).
    case achromatopsia
    /// The normal sheet and the four simulations side by side, one PNG; one row of them per appearance.
    case all

    /// The sheets drawn per appearance, left to right: nil is normal vision.
    public func simulations(severity: Double) -> [ColorVisionSimulation?] {
        switch self {
        case .protanopia: [ColorVisionSimulation(.protanopia, severity: severity)]
        case .deuteranopia: [ColorVisionSimulation(.deuteranopia, severity: severity)]
        case .tritanopia: [ColorVisionSimulation(.tritanopia, severity: severity)]
        case .achromatopsia: [ColorVisionSimulation(.achromatopsia, severity: severity)]
        case .all: [nil] + ColorVisionDeficiency.allCases.map { ColorVisionSimulation($0, severity: severity) }
        }
    }

    /// Severities `--severity` accepts: 0 (normal vision) to 1 (the full deficiency).
    public static let severities: ClosedRange<Double> = 0...1
}
