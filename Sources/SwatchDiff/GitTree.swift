import SwatchSupport

/// The entries of one git tree object, parsed from its raw bytes (`git cat-file --batch-command` prints them):
/// `<octal mode> SP <name> NUL <object id, 20 or 32 bytes>`, repeated. Pure, so the fuzzer can call it.
///
/// A tree comes from the repository being reviewed, so it is hostile: `git hash-object -t tree --literally`
/// makes a tree with any bytes, names `..`, `.`, `a/b` or invalid UTF-8 included, and git lists them as they
/// are. `fileName(_:)` is the one check that a name is safe to create inside a folder.
public enum GitTree {
    /// What an entry is, from its mode's type bits (git's `canon_mode`).
    public enum Kind: Sendable, Equatable {
        /// A blob: a regular file (mode 100644 or 100755).
        case file
        /// Another tree (mode 040000).
        case folder
        /// A blob holding a link's target (mode 120000).
        case symbolicLink
        /// A commit of another repository (mode 160000).
        case submodule
    }

    /// One entry of a tree.
    public struct Entry: Sendable, Equatable {
        /// What it is.
        public let kind: Kind
        /// Its name's bytes, unchecked: `fileName(_:)` says whether they are safe.
        public let name: [UInt8]
        /// Its object id in lower-case hex, as `git cat-file --batch-command` takes it.
        public let id: String
    }

    /// Why a tree or a name cannot be used: the text after `REV:PATH: `.
    public struct Problem: Error, Equatable, Sendable {
        /// One line, e.g. `holds an entry named ".." (not a file name)`.
        public let message: MessageText
    }

    /// The entries of the tree object `bytes` whose object ids are `idLength` bytes (20 for SHA-1, 32 for
    /// SHA-256). A truncated entry, a mode that is not octal or of no git type, or a name without its NUL is
    /// a problem; names are not checked.
    public static func entries(_ bytes: [UInt8], idLength: Int) throws(Problem) -> [Entry] {
        var entries: [Entry] = []
        var index = 0
        while index < bytes.count {
            guard let space = bytes[index...].firstIndex(of: 0x20), space > index, space - index <= maxModeDigits else {
                throw Problem(message: "is not a tree object (an entry's mode is missing)")
            }
            var mode: UInt32 = 0
            for digit in bytes[index ..< space] {
                guard (0x30 ... 0x37).contains(digit) else { throw Problem(message: "is not a tree object (an entry's mode is not octal)") }
                mode = mode << 3 | UInt32(digit - 0x30)
            }
            guard let nul = bytes[(space + 1)...].firstIndex(of: 0), bytes.count - (nul + 1) >= idLength else {
                throw Problem(message: "is not a tree object (an entry is cut short)")
            }
            let name = Array(bytes[(space + 1) ..< nul])
            guard let kind = kind(of: mode) else {
                throw Problem(message: "holds an entry \(quoted(name)) of mode \(String(mode, radix: 8)), which is no git type")
            }
            let id = bytes[(nul + 1) ..< (nul + 1 + idLength)]
            entries.append(Entry(kind: kind, name: name, id: hex(id)))
            index = nul + 1 + idLength
        }
        return entries
    }

    /// `name` as a file name that stays inside the folder it is created in: UTF-8, not empty, not `.` or
    /// `..`, without `/` or NUL. Anything else is a problem naming it.
    public static func fileName(_ name: [UInt8]) throws(Problem) -> String {
        guard let text = String(validating: name, as: UTF8.self) else {
            throw Problem(message: "holds an entry whose name is not UTF-8 (\(quoted(name)))")
        }
        guard !text.isEmpty, text != ".", text != "..", !name.contains(0x2F), !name.contains(0) else {
            throw Problem(message: "holds an entry named \(quoted(name)) (not a file name)")
        }
        return text
    }

    /// Most octal digits of a mode git writes (`100644`); a longer one is not a tree.
    private static let maxModeDigits = 7

    /// The kind of entry a mode's type bits give, as git reads them; nil for bits of no git type.
    private static func kind(of mode: UInt32) -> Kind? {
        switch mode & 0o170000 {
        case 0o100000: .file
        case 0o040000: .folder
        case 0o120000: .symbolicLink
        case 0o160000: .submodule
        default: nil
        }
    }

    /// A name for a message, in quotes: see `printable(_:)`.
    static func quoted(_ name: [UInt8]) -> String { "\"\(printable(name))\"" }

    /// A name or path for a one-line message, as a message quotes every value (`VisibleText.quoted`): bytes that
    /// are not UTF-8 as `\xE9` (`VisibleText.decoded`), control, line-separator and invisible characters as
    /// `\u{A}`, and past 80 characters its start and length, so a hostile name cannot break the line, hide what it
    /// is or fill the screen.
    public static func printable(_ name: [UInt8]) -> String {
        VisibleText.quoted(VisibleText.decoded(name))
    }

    /// Lower-case hex of `bytes`.
    static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }
}
