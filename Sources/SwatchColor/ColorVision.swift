import Foundation

/// A colour-vision deficiency swatch can simulate.
public enum ColorVisionDeficiency: String, CaseIterable, Sendable, Codable {
    /// No working L (long-wavelength, "red") cones.
    case protanopia
    /// No working M (medium-wavelength, "green") cones: the most common form.
    case deuteranopia
    /// No working S (short-wavelength, "blue") cones.
    case tritanopia
    /// No cone vision at all (rod monochromacy): only lightness is left.
    case achromatopsia

    /// `Deuteranopia`; at a severity below 1 the anomalous form, `Deuteranomaly`.
    public func title(severity: Double = 1) -> String {
        guard severity < 1 else { return rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        switch self {
        case .protanopia: return "Protanomaly"
        case .deuteranopia: return "Deuteranomaly"
        case .tritanopia: return "Tritanomaly"
        case .achromatopsia: return "Achromatomaly"
        }
    }
}

/// How a colour looks with a colour-vision deficiency of some severity, computed in linear-light sRGB (the
/// matrices are defined there: applying them to gamma-encoded values would darken and shift every colour).
///
/// - Severity 1 (dichromacy): Viénot, Brettel & Mollon 1999 for protanopia and deuteranopia, Brettel,
///   Viénot & Mollon 1997 for tritanopia, as DaltonLens recommends (Viénot's single plane is inaccurate
///   for tritans).
/// - Severity below 1 (anomalous trichromacy): Machado, Oliveira & Fernandes 2009, their published
///   matrices at each tenth, interpolated linearly between tenths.
/// - Achromatopsia: every channel becomes the Rec. 709 luminance; a severity below 1 mixes that linearly
///   with the colour.
///
/// Severity 0 is normal vision: the colour is returned unchanged.
public struct ColorVisionSimulation: Sendable, Hashable {
    /// Which deficiency.
    public let deficiency: ColorVisionDeficiency
    /// 0 (normal vision) ... 1 (the full deficiency, dichromacy).
    public let severity: Double

    /// A simulation; `severity` is clamped into 0...1.
    public init(_ deficiency: ColorVisionDeficiency, severity: Double = 1) {
        self.deficiency = deficiency
        self.severity = severity.isNaN ? 1 : min(max(severity, 0), 1)
    }

    /// `Deuteranopia`, or `Deuteranomaly 60%` below full severity.
    public var title: String {
        let name = deficiency.title(severity: severity)
        guard severity < 1 else { return name }
        return "\(name) \(String(format: "%g", (severity * 1000).rounded() / 10))%"
    }

    /// The linear-light transform: one matrix, or Brettel's two half-planes.
    enum Transform: Sendable, Hashable {
        case matrix(RGBMatrix)
        case halfPlanes(first: RGBMatrix, second: RGBMatrix, separation: [Double])

        @inline(__always)
        func apply(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            switch self {
            case .matrix(let m):
                return m.apply(r, g, b)
            case .halfPlanes(let first, let second, let n):
                return (n[0] * r + n[1] * g + n[2] * b >= 0 ? first : second).apply(r, g, b)
            }
        }
    }

    /// The transform this deficiency and severity use.
    var transform: Transform {
        switch (deficiency, severity >= 1) {
        case (.protanopia, true): return .matrix(ColorVisionMatrices.vienotProtanopia)
        case (.deuteranopia, true): return .matrix(ColorVisionMatrices.vienotDeuteranopia)
        case (.tritanopia, true):
            let brettel = ColorVisionMatrices.brettelTritanopia
            return .halfPlanes(first: brettel.first, second: brettel.second,
                               separation: [brettel.separation.0, brettel.separation.1, brettel.separation.2])
        case (.protanopia, false): return .matrix(ColorVisionMatrices.machado(ColorVisionMatrices.machadoProtanomaly, severity: severity))
        case (.deuteranopia, false): return .matrix(ColorVisionMatrices.machado(ColorVisionMatrices.machadoDeuteranomaly, severity: severity))
        case (.tritanopia, false): return .matrix(ColorVisionMatrices.machado(ColorVisionMatrices.machadoTritanomaly, severity: severity))
        case (.achromatopsia, _):
            return .matrix(severity >= 1 ? ColorVisionMatrices.luminance : RGBMatrix.identity.mixed(with: ColorVisionMatrices.luminance, severity))
        }
    }

    /// The simulated colour of linear-light sRGB components, unclamped (a dichromat's colour can fall a
    /// little outside the sRGB gamut; `simulate(_:)` clamps when it encodes).
    public func simulate(linear red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        let (r, g, b) = transform.apply(red, green, blue)
        return (r, g, b)
    }

    /// The simulated 8-bit colour: linearised, transformed, clamped to 0...1 and encoded to the nearest
    /// byte; alpha is kept. The same function draws a simulated sheet's pixels.
    public func simulate(_ color: RGBA8) -> RGBA8 {
        ColorVisionFilter(self).simulate(color)
    }
}
