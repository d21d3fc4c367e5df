import Foundation
import SwatchSupport
internal import CHarfBuzz

/// HarfBuzz's parsed font files, one per face for the whole process: `hb_face_t` is immutable and
/// thread-safe, so every size and thread shares one mapping of the file instead of each mapping its own
/// (FreeType's faces read the same mapping).
enum ShapingFaces {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var faces: [FontSource: OpaquePointer] = [:]

    /// Whether `source` is mapped already, so opening it at another size costs no more memory.
    static func isMapped(_ source: FontSource) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return faces[source] != nil
    }

    /// A new reference to the face of `source` (the caller destroys it), or nil if HarfBuzz cannot read it; throws the
    /// memory line when the file could not be mapped or read for want of memory (HarfBuzz says only "empty").
    static func face(for source: FontSource) throws(SwatchError) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[source] { return hb_face_reference(face) }
        // The one mapping of the file: FreeType reads it too (`FontFace`), a fallback (Noto CJK, 19 MB) at every size.
        let fileBytes = FontFace.fileBytes(source.path)
        try MemoryBudget.check(needing: fileBytes, for: source.shown.text)
        errno = 0
        let blob = hb_blob_create_from_file(source.path)
        defer { hb_blob_destroy(blob) }
        if hb_blob_get_length(blob) == 0, errno == ENOMEM {
            throw MemoryBudget.exhausted(needing: fileBytes, for: source.shown)
        }
        guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, UInt32(source.index)),
              hb_face_get_glyph_count(face) > 0 else { return nil }
        faces[source] = face
        return hb_face_reference(face)
    }
}
