import Foundation
import SwatchSupport
internal import CHarfBuzz

/// HarfBuzz's parsed font files, one per face for the whole process: `hb_face_t` is immutable and
/// thread-safe, so every size and thread shares one copy of the file instead of each reading its own
/// (FreeType's faces read the same copy).
enum ShapingFaces {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var faces: [FontSource: OpaquePointer] = [:]

    /// Whether `source` is read already, so opening it at another size costs no more memory.
    static func isRead(_ source: FontSource) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return faces[source] != nil
    }

    /// A new reference to the face of `source` (the caller destroys it), or nil if HarfBuzz cannot read it; throws the
    /// memory line when the file could not be read for want of memory (HarfBuzz says only "empty"), and the one line of
    /// a file that is not a regular file (a pipe or device swapped in for the font after it was checked).
    static func face(for source: FontSource) throws(SwatchError) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[source] { return hb_face_reference(face) }
        // The one copy of the file: FreeType reads it too (`FontFace`), a fallback (Noto CJK, 19 MB) at every size.
        guard let blob = try readBlob(source) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, UInt32(source.index)),
              hb_face_get_glyph_count(face) > 0 else { return nil }
        faces[source] = face
        return hb_face_reference(face)
    }

    /// `source`'s file as a HarfBuzz blob of its bytes, read from the descriptor `InputFiles` opened and checked (HarfBuzz's
    /// own `hb_blob_create_from_file` opens the path again, blocking on a pipe put there: H23-1). Read, not mapped: a file
    /// cut short while mapped faults every later read of it (SIGBUS, the twenty-fourth hostile pass's H24-1), and a font
    /// changed while it is read is refused, not half read. Nil for an empty file.
    private static func readBlob(_ source: FontSource) throws(SwatchError) -> OpaquePointer? {
        let descriptor = try InputFiles.openRegularFile(source.path, shown: source.shown, kind: .font)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0 else { return nil }
        let length = Int(info.st_size)
        try MemoryBudget.check(needing: length, for: source.shown.text)
        guard length <= Int(UInt32.max), let bytes = malloc(length) else { throw MemoryBudget.exhausted(needing: length, for: source.shown) }
        var filled = 0
        while filled < length {
            let got = pread(descriptor, bytes + filled, length - filled, off_t(filled))
            if got < 0, errno == EINTR { continue }
            if got < 0 {
                let failure = errno
                free(bytes)
                throw SwatchError(.font, "\(source.shown): \(MessageText(errno: failure))")
            }
            guard got > 0 else { break }
            filled += got
        }
        var more: UInt8 = 0
        guard filled == length, pread(descriptor, &more, 1, off_t(length)) == 0 else {
            free(bytes)
            throw SwatchError(.font, "\(source.shown): changed while swatch read it")
        }
        return hb_blob_create(bytes.assumingMemoryBound(to: CChar.self), UInt32(length), HB_MEMORY_MODE_READONLY, bytes) { free($0) }
    }
}
