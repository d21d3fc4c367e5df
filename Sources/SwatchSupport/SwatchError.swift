/// Every failure swatch reports: what kind of problem it is, and one line for stderr that names the
/// option, file, key path or value involved.
///
/// Library calls throw only this type, so a caller handles one error; `kind` tells a bad option from a bad
/// input file, an unreadable image or font, and a file that could not be written.
public struct SwatchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, broadly.
    public enum Kind: String, Sendable, CaseIterable {
        /// An option or argument that cannot be used: out of range, an unknown name, a bad combination.
        case usage
        /// A palette file (asset catalog, theme, text list) or the built-in catalog that cannot be read.
        case palette
        /// A PNG that cannot be decoded or encoded.
        case image
        /// A font that cannot be found or opened.
        case font
        /// A file or folder that cannot be written.
        case output
        /// The run would need more memory than the process may use (`MemoryBudget`): exit 2 for every command.
        case memory
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// One line, without a trailing newline: `--scale 50 is out of range: use 1, 2 or 3`.
    public let message: String
    /// The file the message starts with, whole, as the reader that made it names it (`MessageText.place`).
    package let place: String?

    /// An error of `kind` saying `message`, a literal whose every value is quoted (`MessageText`).
    public init(_ kind: Kind, _ message: MessageText) {
        self.kind = kind
        self.message = message.text
        place = message.place
    }

    /// Two errors are the same when they are of one kind and read the same.
    public static func == (first: SwatchError, second: SwatchError) -> Bool {
        first.kind == second.kind && first.message == second.message
    }

    /// The message.
    public var description: String { message }

    /// The same error with every mention of `temporary` replaced by `path`: a failure while writing a
    /// temporary sibling names the file the user asked for.
    /// A mention is the temporary path as a path is quoted (`VisibleText.quotedPath`, a long one's end) or as a value.
    /// The path form first: a short temporary is both, and is named as the path it stands for (a long `HEAD:` folder keeps
    /// its end, not its start: H18-1).
    package func naming(_ path: String, for temporary: String) -> SwatchError {
        let named = message.replacingOccurrences(of: VisibleText.quotedPath(temporary), with: VisibleText.quotedPath(path))
        return SwatchError(kind, MessageText(verbatim: named.replacingOccurrences(of: VisibleText.quoted(temporary), with: VisibleText.quoted(path))))
    }

    /// `message` (an error's or a warning's) with `name` at its start (`p.txt:3: …`, `p.txt: …`) replaced by `path` as
    /// `VisibleText.quotedPath` shows it (`brand/p.txt:3: …`): a file a reader names by its own name, named as the user gave it.
    package static func naming(start name: String, as path: String, in message: String) -> String {
        let start = VisibleText.quoted(name) + ":"
        guard path != name, message.hasPrefix(start) else { return message }
        return VisibleText.quotedPath(path) + message.dropFirst(start.count - 1)
    }

    /// What follows `path` and `: ` at the start of `message`, `path` shown as a path is (`VisibleText.quotedPath`, a long
    /// one's end) or as a value (`VisibleText.quoted`, its start): readers name a file either way. Nil when it does not start so.
    package static func rest(of message: String, after path: String) -> Substring? {
        [VisibleText.quotedPath(path), VisibleText.quoted(path)].lazy.compactMap { shown in
            message.hasPrefix(shown + ": ") ? message.dropFirst(shown.count + 2) : nil
        }.first
    }

    /// An output named by the empty string (`-o ''`): `role` is what it is (`the sheet`, `the report`).
    package static func emptyName(of role: String) -> SwatchError {
        SwatchError(.usage, "\(role) has an empty file name: give a file name")
    }

    /// `path` cannot be written because its folder `folder` is missing, or is a file (`isFile`).
    static func noFolder(for path: String, folder: String, isFile: Bool) -> SwatchError {
        SwatchError(.output, isFile ? "cannot write \(path: path): \(path: folder) is not a folder"
                                    : "cannot write \(path: path): folder \(path: folder) does not exist")
    }

    /// `path` (a file or folder to write) cannot be written because the folder it goes in, `resolvedFolder` (its
    /// folder with links followed, a link to nothing included), is missing or is a file (`isFile`). The folder is
    /// named as written, unless that is there and a link to nothing leads on into one missing: then as resolved
    /// (`L -> nod/T`: `folder /work/nod does not exist`, not the current folder's empty name), or it goes through a
    /// link to nothing: then the first folder missing beyond it (`lnk/y.png`, `lnk -> nod/deeper`: `/work/nod`).
    static func noFolder(for path: String, resolvedFolder: String, isFile: Bool) -> SwatchError {
        let written = PathText.folder(of: path)
        var info = stat()
        let writtenIsThere = stat(written.isEmpty ? "." : written, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        let shown = writtenIsThere ? resolvedFolder : CreatedFolders.missingBeyondLink(above: path) ?? written
        return noFolder(for: path, folder: shown.isEmpty ? "." : shown, isFile: isFile)
    }
}

import Foundation
