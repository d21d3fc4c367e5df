import SwatchSupport
import SwatchText

/// The fonts one painter uses, opened once per thread (FreeType faces are not thread-safe).
final class SheetFonts {
    private let fonts: FontSet
    private let scale: Int
    private var stacks: [FaceKey: FontStack] = [:]

    private struct FaceKey: Hashable {
        let semibold: Bool
        let points: Double
    }

    init(fonts: FontSet, scale: Int) {
        self.fonts = fonts
        self.scale = scale
    }

    /// The font (with its fallbacks) for `points` at the sheet's scale; opened on first use.
    func face(points: Double, semibold: Bool = false) throws(SwatchError) -> FontStack {
        let key = FaceKey(semibold: semibold, points: points)
        if let stack = stacks[key] { return stack }
        let stack = try FontStack(path: semibold ? fonts.semibold : fonts.regular, pixelSize: points * Double(scale),
                                  bold: semibold)
        stacks[key] = stack
        return stack
    }
}
