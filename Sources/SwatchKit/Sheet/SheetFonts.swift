/// The font faces one painter uses, opened once per thread (FreeType faces are not thread-safe).
final class SheetFonts {
    private let fonts: FontSet
    private let scale: Int
    private var faces: [FaceKey: FontFace] = [:]

    private struct FaceKey: Hashable {
        let semibold: Bool
        let points: Double
    }

    init(fonts: FontSet, scale: Int) {
        self.fonts = fonts
        self.scale = scale
    }

    /// The face for `points` at the sheet's scale; opened on first use.
    func face(points: Double, semibold: Bool = false) throws(SwatchError) -> FontFace {
        let key = FaceKey(semibold: semibold, points: points)
        if let face = faces[key] { return face }
        let face = try FontFace(path: semibold ? fonts.semibold : fonts.regular, pixelSize: points * Double(scale))
        faces[key] = face
        return face
    }
}
