import Foundation

/// `.swatch-export`, the file swatch leaves in every folder it writes, and what it says: which files of the folder
/// are swatch's, so a later run replaces the folder without `--force` only when nothing else is in it.
///
///     swatch-export 1 xcassets
///     # written by swatch 1.4.0 from Assets.xcassets: the files listed are swatch's; swatch replaces them
///     Brand/Contents.json
///     Brand/Primary.colorset/Contents.json
///
/// Line 1 names the marker's layout (`swatch-export 1`) and the format that wrote the folder; line 2 is for a
/// person; every line after it is the path of one file swatch wrote, relative to the folder, with `%`, LF and CR
/// written `%25`, `%0A` and `%0D`, so a name holding a line break stays one line. The list is written as the files
/// are (`Writer`), never gathered in memory, and read back a buffer at a time into `FolderPaths`.
///
/// Earlier releases left an empty marker, or one line `written by swatch X from SOURCE`: swatch's, but without
/// the list of what it wrote (`Contents.unlisted`).
package enum FolderMarker {
    /// The marker's file name, at the top of the folder.
    package static var name: String { FolderWrite.marker }
    /// How line 1 starts; the format's name follows.
    static let header = "swatch-export 1 "
    /// The most bytes a marker may hold: a palette file's limit, some 1.4 million colour sets' paths.
    static let limit = InputFiles.maxFileBytes
    /// The longest line a marker may hold: a path of 4,096 bytes, every byte escaped.
    static let longestLine = 3 * 4096

    /// What a folder's marker says about it.
    package enum Contents {
        /// Swatch wrote the folder as `format` (line 1's name: `xcassets`, `chips`), these files and no others.
        case listed(FolderPaths, format: String)
        /// An earlier release wrote the folder; which files it wrote is not known.
        case unlisted
        /// Not swatch's: why (`no .swatch-export`, `.swatch-export is a symbolic link`).
        case foreign(MessageText)
    }

    /// Reads the marker of the folder at `folder` (its real path): it must be a regular file (never a link, folder or
    /// pipe, which is not followed or opened) of at most `limit` bytes, and parse. Throws only when there is not memory
    /// enough for its list; anything else wrong is `.foreign`.
    package static func read(in folder: String) throws(SwatchError) -> Contents {
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return .foreign(errno == ENOENT ? "no \(name)" : "\(name) cannot be read: \(MessageText(errno: errno))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: return .foreign("\(name) is a symbolic link")
        case S_IFDIR: return .foreign("\(name) is a folder")
        default: return .foreign("\(name) is not a regular file")
        }
        var parser = Parser(shownAs: path)
        do throws(SwatchError) {
            try InputFiles.stream(path, shownAs: name, limit: limit) { (bytes) throws(SwatchError) in try parser.take(bytes) }
            try parser.end()
        } catch let error where error.kind == .memory {
            throw error
        } catch {
            return .foreign(parser.problem ?? "\(error)")
        }
        return parser.contents
    }

    /// Reads a marker's lines as they come: the header, the line for a person, then one path a line.
    private struct Parser {
        /// The marker as a refusal for want of memory names it.
        let shownAs: String
        private var line: [UInt8] = []
        private var number = 0
        private(set) var problem: MessageText?
        private var kind: Kind = .empty
        private var paths = FolderPaths()
        /// The format line 1 names.
        private var format = ""
        private enum Kind { case empty, unlisted, listed }

        init(shownAs: String) {
            self.shownAs = shownAs
        }

        var contents: Contents {
            switch kind {
            case .empty, .unlisted: .unlisted
            case .listed: .listed(paths, format: format)
            }
        }

        /// Takes the next bytes of the marker; throws (with `problem` set) at the first line that does not parse.
        mutating func take(_ bytes: ArraySlice<UInt8>) throws(SwatchError) {
            var rest = bytes
            while let end = rest.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                try append(rest[..<end])
                try endLine()
                rest = rest[(end + 1)...]
            }
            try append(rest)
        }

        /// Adds `part` to the line gathered, which may grow to `longestLine` bytes.
        private mutating func append(_ part: ArraySlice<UInt8>) throws(SwatchError) {
            guard line.count + part.count <= FolderMarker.longestLine else { try fail("line \(number + 1) of \(FolderMarker.name) is too long") }
            line.append(contentsOf: part)
        }

        /// The end of the marker: a last line without a line break counts.
        mutating func end() throws(SwatchError) {
            try endLine()
            if kind == .listed, number < 2 { try fail("\(FolderMarker.name) ends before its list of files") }
        }

        /// Reads the line gathered; empty lines (a CRLF's second half) are passed over.
        private mutating func endLine() throws(SwatchError) {
            guard !line.isEmpty else { return }
            defer { line.removeAll(keepingCapacity: true) }
            number += 1
            switch (number, kind) {
            case (1, _):
                if line.starts(with: Array("written by swatch ".utf8)) { kind = .unlisted; return }
                let named = line.dropFirst(FolderMarker.header.utf8.count)
                guard line.starts(with: Array(FolderMarker.header.utf8)), !named.isEmpty,
                      named.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }) else {
                    try fail("\(FolderMarker.name) is not swatch's (line 1)")
                }
                kind = .listed
                format = String(decoding: named, as: UTF8.self)
            case (_, .unlisted): return  // the rest of an earlier release's line: a source name holding a line break
            case (2, _):
                guard line.starts(with: Array("# ".utf8)) else { try fail("\(FolderMarker.name) is not swatch's (line 2)") }
            default:
                guard let path = FolderMarker.path(fromLine: line) else { try fail("line \(number) of \(FolderMarker.name) is not a file swatch writes") }
                try paths.insert(file: path, at: "\(shownAs): line \(number)")
            }
        }

        private mutating func fail(_ problem: MessageText) throws(SwatchError) -> Never {
            self.problem = problem
            throw SwatchError(.output, problem)
        }
    }

    /// The path a marker's line names, or nil when it names none swatch writes: `%XX` (two hex digits) undone, UTF-8, a path
    /// inside the folder (`FolderFile.problem(inPath:)`), and not the marker itself.
    static func path(fromLine line: [UInt8]) -> String? {
        guard line.contains(UInt8(ascii: "%")) else { return checked(line) }  // most lines: nothing escaped
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "%") {
                guard index + 2 < line.endIndex else { return nil }
                let digits = line[index + 1 ... index + 2]  // exactly two hex digits: `UInt8(_:radix:)` alone takes `+2`
                guard digits.allSatisfy({ UnicodeScalar($0).properties.isASCIIHexDigit }),
                      let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                index += 3
            } else {
                bytes.append(line[index])
                index += 1
            }
        }
        return checked(bytes)
    }

    /// `bytes` as a path inside the folder that is not the marker, or nil.
    private static func checked(_ bytes: [UInt8]) -> String? {
        guard let path = String(validating: bytes, as: UTF8.self), FolderFile.problem(inPath: path) == nil, path != name else { return nil }
        return path
    }

    /// `path` as a line of the marker, its line break included.
    static func line(for path: String) -> String {
        var line = ""
        line.unicodeScalars.reserveCapacity(path.unicodeScalars.count + 1)
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%": line += "%25"
            case "\n": line += "%0A"
            case "\r": line += "%0D"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line + "\n"
    }

    /// Writes a marker as a folder is filled: its header first, then each file's path once the file is written.
    package final class Writer {
        private let file: BufferedFileWriter

        /// Writes the header of a folder of `format` made from `source` through `file`, which it finishes.
        package init(_ file: BufferedFileWriter, format: String, source: String) throws(SwatchError) {
            self.file = file
            try file.write((FolderMarker.header + format + "\n").utf8)
            try file.write("# written by \(SwatchVersion.software) from \(VisibleText.escaped(source)): the files listed are swatch's; swatch replaces them\n".utf8)
        }

        /// Adds the file at `path`, just written.
        package func add(_ path: String) throws(SwatchError) {
            try file.write(FolderMarker.line(for: path).utf8)
        }

        /// Writes what is buffered and closes the marker.
        package func finish() throws(SwatchError) {
            try file.finish()
        }
    }
}
