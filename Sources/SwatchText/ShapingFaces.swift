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
    /// memory line when the file could not be mapped for want of memory (HarfBuzz says only "empty"), and the one line of
    /// a file that is not a regular file (a pipe or device swapped in for the font after it was checked).
    static func face(for source: FontSource) throws(SwatchError) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[source] { return hb_face_reference(face) }
        // The one mapping of the file: FreeType reads it too (`FontFace`), a fallback (Noto CJK, 19 MB) at every size.
        guard let blob = try mappedBlob(source) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, UInt32(source.index)),
              hb_face_get_glyph_count(face) > 0 else { return nil }
        faces[source] = face
        return hb_face_reference(face)
    }

    /// A mapping of `source`'s file as a HarfBuzz blob, made from the descriptor `InputFiles` opened and checked (HarfBuzz's
    /// own `hb_blob_create_from_file` opens the path again, blocking on a pipe put there); nil for an empty file or one
    /// that cannot be mapped.
    private static func mappedBlob(_ source: FontSource) throws(SwatchError) -> OpaquePointer? {
        let descriptor = try InputFiles.openRegularFile(source.path, shown: source.shown, kind: .font)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0 else { return nil }
        let length = Int(info.st_size)
        try MemoryBudget.check(needing: length, for: source.shown.text)
        guard length <= Int(UInt32.max), let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            if errno == ENOMEM { throw MemoryBudget.exhausted(needing: length, for: source.shown) }
            return nil
        }
        let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
        mapping.initialize(to: Mapping(base: base, length: length))
        return hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(length), HB_MEMORY_MODE_READONLY, mapping) { data in
            guard let mapping = data?.assumingMemoryBound(to: Mapping.self) else { return }
            munmap(mapping.pointee.base, mapping.pointee.length)
            mapping.deinitialize(count: 1)
            mapping.deallocate()
        }
    }

    /// A file's mapping, for the blob that holds it to unmap when it is destroyed.
    private struct Mapping {
        let base: UnsafeMutableRawPointer
        let length: Int
    }
}
