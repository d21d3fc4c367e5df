import Foundation
import SwatchSupport
internal import CHarfBuzz

/// Which font a sheet's text was drawn with: the file's name, the family and version its `name` table gives,
/// and the SHA-256 of the file. Recorded in every sheet's manifest and PNG, so a reference drawn on another
/// machine (SF on a Mac, Inter on Linux) can say which font it needs.
public struct FontIdentity: Sendable, Hashable, Codable {
    /// `regular` (titles and subtitles) or `semibold` (the title line and plain headers).
    public let role: String
    /// The file's name, without its folder: `Inter-Regular.otf`.
    public let file: String
    /// The family (`Inter`), from the typographic family name, else the family name.
    public let family: String
    /// The version string (`Version 4.000`), empty when the font has none.
    public let version: String
    /// The SHA-256 of the font file, 64 hex digits: what tells two fonts apart.
    public let sha256: String

    /// `Inter Version 4.000 (Inter-Regular.otf, sha256 3a1f0b9c2d4e)`, each part quoted: a reference's PNG says what it
    /// was drawn with, and a file anyone made can say anything there.
    public var summary: MessageText {
        "\(family)\(verbatim: version.isEmpty ? "" : " ")\(version) (\(file), sha256 \(sha256.prefix(12)))"
    }

    /// The faces of `fonts`: the regular one, and the semibold one when it is another file.
    public static func of(_ fonts: FontSet) throws(SwatchError) -> [FontIdentity] {
        var faces = [try of(file: fonts.regular, role: "regular")]
        if fonts.semibold != fonts.regular { faces.append(try of(file: fonts.semibold, role: "semibold")) }
        return faces
    }

    /// The identity of the font file at `path`, hashed from the mapping HarfBuzz shapes with (the file is
    /// read once) and remembered for the run.
    static func of(file path: String, role: String) throws(SwatchError) -> FontIdentity {
        guard let found = try ShapingFaces.identity(of: FontSource(path: path)) else {
            throw SwatchError(.font, "\(path): \(FontFace.notAFont)")
        }
        return FontIdentity(role: role, file: URL(fileURLWithPath: path).lastPathComponent, family: found.family,
                            version: found.version, sha256: found.sha256)
    }

    /// The identities as a PNG text chunk holds them: JSON with every character beyond ASCII escaped, since
    /// a `tEXt` chunk holds Latin-1.
    public static func chunkText(_ faces: [FontIdentity]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(faces)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        var ascii = ""
        for unit in json.utf16 {
            if unit < 0x80 { ascii.unicodeScalars.append(Unicode.Scalar(UInt8(unit))) } else { ascii += String(format: "\\u%04x", unit) }
        }
        return ascii
    }

    /// The identities a PNG text chunk written by `chunkText` holds; nil when it is not such a list.
    public static func parse(chunkText text: String) -> [FontIdentity]? {
        try? JSONDecoder().decode([FontIdentity].self, from: Data(text.utf8))
    }

    /// The key of the PNG text chunk that holds the fonts.
    public static let chunkKey = "Fonts"
}

extension ShapingFaces {
    /// The family, version and SHA-256 of `source`'s file, from the face HarfBuzz has mapped; nil when it
    /// cannot read the file, the memory line when it could not for want of memory.
    static func identity(of source: FontSource) throws(SwatchError) -> (family: String, version: String, sha256: String)? {
        guard let face = try face(for: source) else { return nil }
        defer { hb_face_destroy(face) }
        identityLock.lock()
        defer { identityLock.unlock() }
        if let found = identities[source] { return found }
        let blob = hb_face_reference_blob(face)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        let sha256 = SHA256.hex(of: UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(length)))
        let family = name(hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY), of: face) ?? name(hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), of: face)
            ?? URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
        let found = (family: family, version: name(hb_ot_name_id_t(HB_OT_NAME_ID_VERSION_STRING), of: face) ?? "", sha256: sha256)
        identities[source] = found
        return found
    }

    private static let identityLock = NSLock()
    /// The identities computed so far, by face.
    nonisolated(unsafe) private static var identities: [FontSource: (family: String, version: String, sha256: String)] = [:]

    /// Entry `id` of the face's `name` table in the default language, at most 128 bytes; nil when absent.
    private static func name(_ id: hb_ot_name_id_t, of face: OpaquePointer) -> String? {
        var buffer = [CChar](repeating: 0, count: 129)
        var size = UInt32(buffer.count)
        let length = hb_ot_name_get_utf8(face, id, nil, &size, &buffer)
        guard length > 0 else { return nil }
        let text = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : VisibleText.escaped(text)
    }
}
