import Foundation
import SwatchSupport
import SwatchText

/// The fonts of one render's painters, shared by its threads: the light and the dark sheet, painted at the
/// same time, lay out the same names in the same fonts, so each line is shaped and its glyphs rendered once.
/// A `FontStack` is not thread-safe, so every use holds the lock; a thread asking for a line another is
/// laying out waits for it instead of making it again.
final class SheetFonts: @unchecked Sendable {
    private let fonts: FontSet
    private let lock = NSLock()
    private var stacks: [FaceKey: FontStack] = [:]

    private struct FaceKey: Hashable {
        let semibold: Bool
        let pixelSize: Double
    }

    init(fonts: FontSet) {
        self.fonts = fonts
    }

    /// `text` laid out in the font (with its fallbacks) for `points` at `scale`, cut to `maxWidth` pixels
    /// (keeping its end with `keepingEnd`); the font is opened on first use.
    func line(_ text: String, points: Double, scale: Int, semibold: Bool = false, maxWidth: Double?,
              keepingEnd: Bool = false) throws(SwatchError) -> TextLine {
        try withStack(points: points, scale: scale, semibold: semibold) { $0.layoutLine(text, maxWidth: maxWidth, keepingEnd: keepingEnd) }
    }

    /// Whether the regular font for `points` at `scale` has a glyph for every character of `text`.
    func hasGlyphs(for text: String, points: Double, scale: Int) throws(SwatchError) -> Bool {
        try withStack(points: points, scale: scale, semibold: false) { $0.hasGlyphs(for: text) }
    }

    /// What opening the fallback fonts `texts` need will add to the process, in the regular font at `points` and the
    /// semibold at `semiboldPoints` (their fallbacks are looked up by weight); found without opening them.
    func unmappedFallbackBytes(for texts: [String], points: Double, semiboldPoints: Double, scale: Int) throws(SwatchError) -> Int {
        try withStack(points: points, scale: scale, semibold: false) { stack throws(SwatchError) in try stack.unmappedFallbackBytes(for: texts) }
            + withStack(points: semiboldPoints, scale: scale, semibold: true) { stack throws(SwatchError) in try stack.unmappedFallbackBytes(for: texts) }
    }

    private func withStack<T>(points: Double, scale: Int, semibold: Bool, _ body: (FontStack) throws(SwatchError) -> T) throws(SwatchError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = FaceKey(semibold: semibold, pixelSize: points * Double(scale))
        let stack: FontStack
        if let opened = stacks[key] {
            stack = opened
        } else {
            stack = try FontStack(path: semibold ? fonts.semibold : fonts.regular, pixelSize: key.pixelSize, bold: semibold)
            stacks[key] = stack
        }
        let result = try body(stack)
        if let failure = stack.stoppingFailure { throw failure }
        return result
    }
}
