import Foundation

/// A palette as it was at a git revision: `git:REV:PATH` on the command line. The files are read with
/// `git show` from the repository that holds PATH, into a temporary folder; the work tree is never touched.
public final class GitRevision: Sendable {
    /// The palette's files at the revision, under the same name as PATH (so its format is recognised).
    public let path: String
    private let folder: String

    /// Whether `argument` names a palette at a revision (`git:origin/main:App/Assets.xcassets`).
    public static func isRevision(_ argument: String) -> Bool { argument.hasPrefix("git:") }

    /// Reads `git:REV:PATH` (or `revision` and `path` given apart).
    public convenience init(_ argument: String) throws(SwatchError) {
        let parts = argument.dropFirst(4).split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw SwatchError(.usage, "\(argument): give git:REVISION:PATH, e.g. git:origin/main:App/Assets.xcassets")
        }
        try self.init(revision: String(parts[0]), path: String(parts[1]))
    }

    /// Reads `path` (relative to the current folder) as it is at `revision`.
    public init(revision: String, path: String) throws(SwatchError) {
        let absolute = PathIdentity.resolved(path).path
        let parent = (absolute as NSString).deletingLastPathComponent
        var start = parent
        while !FileManager.default.fileExists(atPath: start), start != "/" { start = (start as NSString).deletingLastPathComponent }
        let top = try Self.git(["rev-parse", "--show-toplevel"], in: start, about: path).trimmingCharacters(in: .whitespacesAndNewlines)
        let realTop = PathIdentity.resolved(top).path
        guard absolute.hasPrefix(realTop + "/") else { throw SwatchError(.usage, "\(path): not inside the git repository at \(top)") }
        let relative = String(absolute.dropFirst(realTop.count + 1))
        let listing = try Self.git(["ls-tree", "-r", "--name-only", revision, "--", relative], in: realTop, about: "\(revision):\(path)")
        let files = listing.split(separator: "\n").map(String.init)
        guard !files.isEmpty else { throw SwatchError(.palette, "\(revision):\(path): no such file or folder at that revision") }

        TemporaryFiles.removeStale(in: NSTemporaryDirectory())
        folder = try TemporaryFiles.createFolder(shownAs: "a temporary copy of \(revision):\(path)")
        FileManager.default.createFile(atPath: (folder as NSString).appendingPathComponent(FolderWrite.marker), contents: nil)
        let base = (relative as NSString).deletingLastPathComponent
        self.path = (folder as NSString).appendingPathComponent((relative as NSString).lastPathComponent)
        do {
            for file in files {
                let inside = base.isEmpty ? file : String(file.dropFirst(base.count + 1))
                let target = (folder as NSString).appendingPathComponent(inside)
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                let data = try Self.gitData(["show", "\(revision):\(file)"], in: realTop, about: "\(revision):\(file)")
                guard FileManager.default.createFile(atPath: target, contents: data) else {
                    throw SwatchError(.output, "cannot write a temporary copy of \(revision):\(file)")
                }
            }
        } catch let error as SwatchError {
            Self.remove(folder)
            throw error
        } catch {
            Self.remove(folder)
            throw SwatchError(.output, "cannot copy \(revision):\(path): \(error.localizedDescription)")
        }
    }

    deinit { Self.remove(folder) }

    private static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)  // a leftover is removed by the next run
        TemporaryFiles.forget(folder)
    }

    private static func git(_ arguments: [String], in directory: String, about what: String) throws(SwatchError) -> String {
        String(decoding: try gitData(arguments, in: directory, about: what), as: UTF8.self)
    }

    /// Runs git; its first line of stderr becomes the message when it fails.
    private static func gitData(_ arguments: [String], in directory: String, about what: String) throws(SwatchError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw SwatchError(.usage, "\(what): cannot run git: \(error.localizedDescription)")
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let line = message.split(separator: "\n").first.map(String.init) ?? "git failed"
            throw SwatchError(.usage, "\(what): \(line)")
        }
        return data
    }
}
