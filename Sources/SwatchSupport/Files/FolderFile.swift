/// One file of a folder swatch writes (an export, a diff's colour chips) with its bytes gathered in memory (tests,
/// `PaletteFormat.export`); a folder is written from a `StreamedFolder`, its files made as they are written.
public struct FolderFile: Sendable, Equatable {
    /// The path inside the folder, `/`-separated, e.g. `Brand/Primary.colorset/Contents.json`.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]

    /// A file at `path` holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The most bytes one file or folder name may have: `NAME_MAX` on Linux and macOS.
    static let maxNameBytes = 255

    /// Why `name` cannot be one file or folder name inside a written folder, or nil when it can: empty,
    /// `.` or `..` (the folder itself or the one above), holding `/` or NUL (which end or split a path),
    /// another control character (C0, DEL, C1: `ls` and a shell would show or run it, `\e[31m.colorset`),
    /// or longer than `maxNameBytes`. Names that come from a palette (an asset catalog's folders) are
    /// checked with this, so no name can put a file outside the folder.
    package static func problem(withName name: String) -> MessageText? {
        // Printable ASCII but the slash, short and not `.` or `..`: every name swatch makes, told fine at a glance.
        if name.utf8.count <= maxNameBytes, name != ".", name != "..",
           name.utf8.allSatisfy({ (0x20 ..< 0x7F).contains($0) && $0 != UInt8(ascii: "/") }), !name.isEmpty { return nil }
        if name.isEmpty { return "a folder or file name would be empty" }
        if name == "." || name == ".." { return "\"\(name)\" would name \(name == "." ? "the folder itself" : "the folder above")" }
        if name.unicodeScalars.contains("\u{0}") { return "\"\(name)\" holds a NUL character" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "\"\(name)\" holds a control character"
        }
        if name.contains("/") { return "\"\(name)\" holds a slash" }
        if name.utf8.count > maxNameBytes { return "a name of \(name.utf8.count) bytes is longer than \(maxNameBytes)" }
        return nil
    }

    /// Why `path` cannot be written inside the folder, or nil: the problem of its first part that is not a plain name.
    package var problem: MessageText? { Self.problem(inPath: path) }

    /// Why `path` (a file's path inside a folder) cannot be written inside it, or nil: the problem of its first part
    /// that is not a plain name.
    package static func problem(inPath path: String) -> MessageText? {
        // Split as bytes: a slash is one byte in UTF-8, and splitting by Character would look at graphemes.
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if let problem = problem(withName: String(Substring(part))) { return problem }
        }
        return nil
    }
}
