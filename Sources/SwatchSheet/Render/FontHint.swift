import SwatchLayout
import SwatchPNG
import SwatchSupport
import SwatchText

/// Why a reference may differ although nothing changed: it was drawn with another font, or in another look.
/// Sheets record their fonts (`FontIdentity`) and look in PNG text chunks; when a check fails, the reference's
/// are compared with the run's.
public enum FontHint {
    /// The key of the PNG text chunk that holds the look a sheet imitates (`ios26`).
    public static let lookChunkKey = "Look"

    /// Lines saying how the reference at `path` was drawn otherwise than this run (with `fonts`, in `look`):
    /// the font and the look, each when it differs; empty when neither does or the reference does not say.
    public static func lines(reference path: String, fonts: FontSet, look: TableLook) -> [MessageText] {
        var lines = text(reference: path, fonts: fonts).map { [$0] } ?? []
        do throws(SwatchError) {
            if let drawn = try PNGImage.textChunks(ofFile: path).first(where: { $0.key == lookChunkKey })?.value, drawn != look.rawValue {
                lines.append("the reference was drawn in the \(drawn) look, this run in the \(look.rawValue) look: "
                    + "pin it with --look, or look: in swatch.yml")
            }
        } catch {}
        return lines
    }

    /// A line saying the reference at `path` was drawn with other font files than `fonts` and how to pin
    /// them; nil when the fonts are the same, or the reference does not say (drawn before swatch recorded
    /// fonts, or not a file that can be read again, such as a pipe).
    public static func text(reference path: String, fonts: FontSet) -> MessageText? {
        do throws(SwatchError) {
            guard let chunk = try PNGImage.textChunks(ofFile: path).first(where: { $0.key == FontIdentity.chunkKey }),
                  let drawn = FontIdentity.parse(chunkText: chunk.value), let first = drawn.first else { return nil }
            let current = try FontIdentity.of(fonts)
            guard drawn.map(\.sha256) != current.map(\.sha256), let now = current.first else { return nil }
            return "the reference was drawn with \(first.summary), this run with \(now.summary): "
                + "pin the font with --font PATH, or font: in swatch.yml"
        } catch {
            return nil
        }
    }
}
