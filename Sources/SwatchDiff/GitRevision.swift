import Foundation
import SwatchSupport

/// A palette as it was at a git revision: `git:REV:PATH` on the command line. The files are copied from the
/// repository that holds PATH into a temporary folder; the work tree is never touched.
///
/// The revision's files come from whoever wrote the commit, so they are hostile. The rules (`GitTreeCopy`
/// applies them):
/// - The revision is never taken as an option of git's: one starting with `-` is refused, and it is passed
///   after `--end-of-options`. It is resolved once to a tree id, and every object after that is read by id.
/// - Trees are read as objects and parsed by `GitTree`, so an entry's name is exactly its bytes: a name that
///   is not UTF-8, empty, `.`, `..`, or holds `/`, two entries of one name, a symbolic link or a submodule
///   is refused with one line naming it. Files and folders are created inside the temporary folder
///   exclusively, relative to their folder's descriptor, never through a link. The folder beside a resolver
///   document or `$themes.json` is made as its reader asks (`GitBesideFolder`): only the files it opens, and the
///   folders and links on their way (a link made as a link, which the reader follows only inside the folder, as in
///   a work tree); a submodule is as missing, and the rules above apply to what is read.
/// - Each object's size is known before it is read: a file over `Limits.fileBytes`, files over
///   `Limits.totalBytes` in all, folder listings over `Limits.treeBytes` or folders nested deeper than
///   `Limits.depth` are refused. Files stream from git to disk in 64 KiB pieces.
/// - Folders of Xcode's other asset types (`.imageset`, `.appiconset`, ...) in a copied folder are not copied: the
///   asset catalog reader never enters them, and their images would count against the budget.
public final class GitRevision: Sendable {
    /// The palette's files at the revision, under the same name as PATH (so its format is recognised).
    public let path: String
    /// The palette as messages name it: `REV:PATH`, PATH from the top of the repository (`.` for the top).
    public let shownAs: String
    private let folder: String
    /// The copy of the folder around a file that reads the files beside it, that folder as messages name it, and
    /// its files, made as they are read.
    private let besideFolder: (copy: String, shownAs: String, files: GitBesideFolder)?

    /// How much of a revision swatch copies; each default is the constant of the same meaning.
    public struct Limits: Sendable {
        /// Most bytes of one file.
        public var fileBytes = GitRevision.maxFileBytes
        /// Most bytes of all files together.
        public var totalBytes = GitRevision.maxTotalBytes
        /// Most bytes of the folder listings (tree objects) read, which are held in memory.
        public var treeBytes = GitRevision.maxTreeBytes
        /// Most folders nested inside the palette's folder.
        public var depth = GitRevision.maxDepth
        /// Most files and folders in the copy, counted before anything is copied.
        public var entries = GitRevision.maxEntries

        /// The defaults.
        public init() {}
    }

    /// Most bytes of one palette file at a revision: the limit for any palette file (`InputFiles`), 64 MiB.
    public static let maxFileBytes = InputFiles.maxFileBytes
    /// Most bytes of a palette's files at a revision together: the limit for one palette read, 256 MiB.
    public static let maxTotalBytes = InputFiles.maxTotalBytes
    /// Most bytes of a palette's folder listings at a revision: 16 MiB, some 200,000 entries.
    public static let maxTreeBytes = 16 << 20
    /// Most levels of folders inside a palette folder at a revision: 64 (an asset catalog has a few).
    public static let maxDepth = 64
    /// Most files and folders swatch copies from a revision for one palette: 100,000 (a catalog of 20,000
    /// colours has 40,000). Counted over the tree first, each folder once however often it recurs, so a
    /// commit whose folders all point at one another is refused before a file is copied.
    public static let maxEntries = 100_000

    /// Whether `argument` names a palette at a revision (`git:origin/main:App/Assets.xcassets`).
    public static func isRevision(_ argument: String) -> Bool { argument.hasPrefix("git:") }

    /// Reads `git:REV:PATH` (or `revision` and `path` given apart).
    public convenience init(_ argument: String, limits: Limits = Limits()) throws(SwatchError) {
        let parts = argument.dropFirst(4).split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw SwatchError(.usage, "\(argument): give git:REVISION:PATH, e.g. git:origin/main:App/Assets.xcassets")
        }
        try self.init(revision: String(parts[0]), path: String(parts[1]), limits: limits)
    }

    /// Reads `path` (relative to the current folder) as it is at `revision`.
    public init(revision: String, path: String, limits: Limits = Limits()) throws(SwatchError) {
        let given = "git:\(revision):\(path)"  // as typed: failures before the copy name it so
        guard !revision.hasPrefix("-") else { throw SwatchError(.usage, "\(given): a revision cannot start with -") }
        let place = try Self.locate(path, about: given)
        let shownAs = "\(revision):\(place.inside.isEmpty ? "." : place.inside.joined(separator: "/"))"
        let root = try Self.tree(of: revision, in: place.top, about: given)

        TemporaryFiles.removeStale(in: NSTemporaryDirectory())
        let folder = try TemporaryFiles.createFolder(shownAs: "a temporary copy of \(shownAs)")
        let copied: (path: String, folder: (path: String, files: GitBesideFolder)?)
        do throws(SwatchError) {
            let copy = try GitTreeCopy(into: folder, from: place.top, revision: revision, limits: limits, about: shownAs, typed: given)
            copied = try copy.copy(place.inside, from: root, as: place.name, folderName: place.folderName)
        } catch {
            Self.remove(folder)
            throw error
        }
        self.path = copied.path
        self.folder = folder
        self.shownAs = shownAs
        // The folder named itself (`git:HEAD:tokens`), or the one around the file named.
        let folderShown = copied.folder?.path == copied.path ? shownAs
            : "\(revision):\(place.inside.count < 2 ? "." : place.inside.dropLast().joined(separator: "/"))"
        besideFolder = copied.folder.map { ($0.path, folderShown, $0.files) }
        if let besideFolder { DeferredFolders.add(besideFolder.files, at: besideFolder.copy) }
    }

    deinit {
        if let besideFolder {
            DeferredFolders.remove(at: besideFolder.copy)
            try? besideFolder.files.finish()  // its reads are over: how git ends no longer matters
        }
        Self.remove(folder)
    }

    /// `error` with the temporary copy's path replaced by `shownAs` (and the copy of the folder beside it by that
    /// folder's name at the revision): a palette error names the file at the revision.
    public func naming(_ error: SwatchError) -> SwatchError {
        let named = error.naming(shownAs, for: path)
        return besideFolder.map { named.naming($0.shownAs, for: $0.copy) } ?? named
    }

    private static func remove(_ folder: String) {
        TemporaryFiles.remove(folder)  // a leftover is removed by the next run
    }

    /// The repository holding `path`, and `path` inside it: its components from the top (none for the top
    /// itself), the name to copy it under and the name of its folder (to copy a file that reads the files beside it
    /// with them, `GitTreeCopy.copy`). The folders leading to `path` are resolved on disk (they may
    /// be links in the work tree); `path`'s own last component is not, since it is whatever the revision
    /// holds under that name (a link there is refused), and it need not exist in the work tree at all.
    private static func locate(_ path: String, about what: String) throws(SwatchError)
        -> (top: String, inside: [String], name: String, folderName: String) {
        let absolute = (path as NSString).isAbsolutePath
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        var folders = absolute.split(separator: "/").map(String.init)
        var rest: [String] = []
        if let last = folders.last, last != ".", last != ".." { rest = [folders.removeLast()] }
        // Folders deleted since the revision are not on disk: the deepest folder that is anchors the path.
        var existing: String?
        while existing == nil {
            existing = realPath("/" + folders.joined(separator: "/"))
            var info = stat()
            if let real = existing, stat(real, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR { existing = nil }
            if existing == nil, let last = folders.popLast() { rest.insert(last, at: 0) }
        }
        guard let real = existing, !rest.contains(where: { $0 == "." || $0 == ".." }) else {
            throw SwatchError(.usage, "\(what): \(path) goes through a folder that does not exist")
        }
        // The git folders too: a `diff git:` reads them after it cleans the temporary folder, which must not take a dead
        // run's leftover holding them (a `gitdir:` file, a `.git` link, GIT_DIR) for its own (the twenty-ninth pass's H29-1).
        let output = try GitCommand.run(["rev-parse", "--show-toplevel", "--absolute-git-dir", "--git-common-dir"], in: real, about: what)
        let lines = output.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
        let top = lines.first ?? ""
        InputFiles.noteNamed(lines.map { $0.hasPrefix("/") ? $0 : real + "/" + $0 })  // the common folder may be relative
        let realTop = realPath(top) ?? top
        let inside: [String]
        if let below = PathText.below(real, realTop) {
            inside = below + rest
        } else {
            throw SwatchError(.usage, "\(what): not inside the git repository at \(top)")
        }
        let topName = (realTop as NSString).lastPathComponent
        let named = { (name: String) in name.isEmpty || name == "/" ? "repository" : name }
        return (realTop, inside, named(inside.last ?? topName), named(inside.dropLast().last ?? topName))
    }

    /// The id of the tree `revision` names, resolved once so every later read is of fixed objects.
    private static func tree(of revision: String, in top: String, about what: String) throws(SwatchError) -> String {
        let git = try GitCommand(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{tree}"], in: top, about: what)
        let output = git.readAll(limit: 256)
        let (status, line) = git.finish(stopping: output == nil)
        guard status == 0, let output else {
            throw SwatchError(.usage, "\(what): \(GitFailure.reason(status: status, line: line, fallback: "no such revision"))")
        }
        let id = String(decoding: output.prefix { $0 != 0x0A }, as: UTF8.self)
        guard id.count == 40 || id.count == 64, id.utf8.allSatisfy({ (0x30 ... 0x39).contains($0) || (0x61 ... 0x66).contains($0) }) else {
            throw SwatchError(.usage, "\(what): git rev-parse answered \(GitTree.quoted(Array(id.utf8)))")
        }
        return id
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
