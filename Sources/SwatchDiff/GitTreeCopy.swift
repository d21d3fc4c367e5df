import Foundation
import SwatchPalette
import SwatchSupport

/// Copies one path of a revision into a temporary folder this process made, by the rules `GitRevision`
/// lists: `FOLDER/.swatch-unfinished` (the marker that lets a later run remove it once this process is dead)
/// and the copy in `FOLDER/copy/`, so the marker never sits among the palette's files. The folder beside a
/// resolver document is made on demand (`GitBesideFolder`), so it keeps its git process until `finish`.
final class GitTreeCopy {
    private let objects: GitObjects
    private let folder: String
    private let revision: String
    let limits: GitRevision.Limits
    private let what: String
    /// The palette as the user typed it (`git:HEAD:p.txt`), for a path the revision does not have.
    private let typed: String
    /// Bytes of files and of folder listings read so far.
    private var fileBytes = 0, treeBytes = 0
    /// Folder listings read so far, by tree id: a folder that recurs is read once.
    private var listings: [String: [GitTree.Entry]] = [:]
    /// Files and folders under each tree counted so far, by tree id.
    private var counts: [String: Int] = [:]
    /// Files, folders and links made in the folder beside a resolver so far.
    var madeEntries = 0

    /// Starts reading objects from the repository at `top`; `what` names the palette in errors, `typed` a path not there.
    init(into folder: String, from top: String, revision: String, limits: GitRevision.Limits, about what: String, typed: String) throws(SwatchError) {
        self.typed = typed
        self.folder = folder
        self.revision = revision
        self.limits = limits
        self.what = what
        objects = try GitObjects(in: top, about: what)
    }

    /// Ends the git process once nothing more is read.
    func finish() throws(SwatchError) {
        try objects.close(shownAs: what)
    }

    /// Finds `inside` (path components from the top) under the tree `root` and copies it as `copy/name`;
    /// returns the copy's path. A file that reads the files beside it (`PaletteReader.readsFilesBeside`: a resolver
    /// document) is copied into a folder named `folderName` whose other files are made as its reader asks for them
    /// (`GitBesideFolder`, returned with the folder's path); the objects stay open until `finish`.
    func copy(_ inside: [String], from root: String, as name: String, folderName: String)
        throws(SwatchError) -> (path: String, folder: (path: String, files: GitBesideFolder)?) {
        let descriptor = try openFolder(folder)
        defer { close(descriptor) }
        try createFile(TemporaryFiles.unfinishedMarker, in: descriptor, shownAs: what) { _ throws(SwatchError) in }
        let target = try find(inside, from: root)
        let copy = try createFolder("copy", in: descriptor)
        defer { close(copy) }
        let copied = (folder as NSString).appendingPathComponent("copy")
        if target.kind == .file, PaletteReader.readsFilesBeside(name) {
            let around = Array(inside.dropLast())
            let folderID = around.isEmpty ? root : try find(around, from: root).id  // a folder: `inside` was found through it
            let files = try besideFolder(folderID, at: around, named: folderName, in: copy, document: (name, target.id))
            let made = (copied as NSString).appendingPathComponent(folderName)
            return ((made as NSString).appendingPathComponent(name), (made, files))
        }
        // A folder read through its resolver or `$themes.json` is made as that reads it too (H17-11: copied whole, an
        // entry it never read refused it, as H16-4 found beside a resolver named itself).
        if target.kind == .folder, let document = try tokenDocument(of: target.id, at: inside, named: name) {
            let files = try besideFolder(target.id, at: inside, named: name, in: copy, document: document)
            let made = (copied as NSString).appendingPathComponent(name)
            return (made, (made, files))
        }
        // A Figma export, one file per collection and mode, is made of those files alone: an entry its reader never opens
        // (a link to nothing, a name that is not UTF-8) no longer refuses the folder (H18-10).
        if target.kind == .folder, let files = try figmaModeFolder(target.id, at: inside, named: name, in: copy) {
            let made = (copied as NSString).appendingPathComponent(name)
            return (made, (made, files))
        }
        switch target.kind {
        case .file: try copyFile(target.id, named: name, in: copy, at: inside)
        case .folder: try copyFolder(target.id, named: name, in: copy, at: inside)
        case .symbolicLink, .submodule: throw refusal(target.kind, at: inside)
        }
        try objects.close(shownAs: what)
        return (((folder as NSString).appendingPathComponent("copy") as NSString).appendingPathComponent(name), nil)
    }

    /// Makes the folder `name` in `copy` for the tree `id` (the folder `at`) as its reader asks (`GitBesideFolder`), with
    /// `document` (its name and blob: the resolver or `$themes.json` read first) copied into it now.
    private func besideFolder(_ id: String, at: [String], named name: String, in copy: Int32,
                              document: (name: String, id: String)) throws(SwatchError) -> GitBesideFolder {
        let files = GitBesideFolder(self, tree: id, at: at, name: name, descriptor: try createFolder(name, in: copy))
        try copyFile(document.id, named: document.name, in: files.descriptor, at: at + [document.name])  // refused in a revision's words
        files.noteMade(document.name)
        return files
    }

    /// The folder `id` (at `at`, named `name`) made in `copy` with the token files its reader lists and opens, when it is
    /// read as Figma's export of one file per collection and mode (`PaletteReader.figmaModeFiles(among:inFolderNamed:)`);
    /// nil when it is read otherwise. Each is made as a reader's path to it would be (a link followed inside the folder,
    /// `GitBesideFolder`); a link whose end is not made (nowhere, outside, over a limit) is made as the link, so the
    /// reader lists it and refuses it as in a work tree; a file over a limit is refused here, where the reader would
    /// not list it.
    private func figmaModeFolder(_ id: String, at: [String], named name: String, in copy: Int32) throws(SwatchError) -> GitBesideFolder? {
        let entries = try entries(id, at: at)
        var names: [String] = []
        for entry in entries {
            do throws(GitTree.Problem) {
                names.append(try GitTree.fileName(entry.name))
            } catch {
                // A name that is not UTF-8 is never a token file the reader lists, unless it ends as one.
                guard entry.name.count >= 12, String(decoding: entry.name.suffix(12), as: UTF8.self).lowercased() == ".tokens.json" else { continue }
                throw SwatchError(.palette, "\(shown(at)): \(error.message)")
            }
        }
        guard let modeFiles = PaletteReader.figmaModeFiles(among: names, inFolderNamed: name) else { return nil }
        let files = GitBesideFolder(self, tree: id, at: at, name: name, descriptor: try createFolder(name, in: copy))
        for file in modeFiles {
            _ = try files.make([file])
            var info = stat()
            guard fstatat(files.descriptor, file, &info, AT_SYMLINK_NOFOLLOW) != 0,
                  let entry = entries.first(where: { $0.name.elementsEqual(file.utf8) }) else { continue }
            switch entry.kind {
            case .file: try copyFile(entry.id, named: file, in: files.descriptor, at: at + [file])  // over a limit: refused
            case .symbolicLink: _ = try copyLink(entry.id, named: file, in: files.descriptor, at: at + [file])
            case .folder, .submodule: close(try createFolder(file, in: files.descriptor))  // listed, then "is a folder", as in a work tree
            }
        }
        return files
    }

    /// The resolver or `$themes.json` (a file) the folder `id` (at `at`, named `name`) is read through, by the rule a
    /// folder on disk is (`PaletteReader.tokenDocument(among:inFolderNamed:)`); nil when it is read otherwise.
    private func tokenDocument(of id: String, at: [String], named name: String) throws(SwatchError) -> (name: String, id: String)? {
        let entries = try entries(id, at: at)
        let names = entries.compactMap { String(validating: $0.name, as: UTF8.self) }
        guard let document = PaletteReader.tokenDocument(among: names, inFolderNamed: name),
              let entry = entries.first(where: { $0.name.elementsEqual(document.utf8) }), entry.kind == .file else { return nil }
        return (document, entry.id)
    }

    /// The entry at `inside`, walking down from the tree `root` by exact names. A link or submodule on
    /// the way is refused; a missing name, or a file where a folder should be, is "no such file".
    private func find(_ inside: [String], from root: String) throws(SwatchError) -> (kind: GitTree.Kind, id: String) {
        var current: (kind: GitTree.Kind, id: String) = (.folder, root)
        for (depth, component) in inside.enumerated() {
            let at = Array(inside[..<depth])
            switch current.kind {
            case .folder: break
            case .file: throw SwatchError(.palette, "\(path: typed): no such file or folder at that revision")
            case .symbolicLink, .submodule: throw refusal(current.kind, at: at)
            }
            let matches = try entries(current.id, at: at).filter { $0.name.elementsEqual(component.utf8) }
            guard let match = matches.first else { throw SwatchError(.palette, "\(path: typed): no such file or folder at that revision") }
            guard matches.count == 1 else { throw twice(component, at: at) }
            current = (match.kind, match.id)
        }
        return current
    }

    /// Copies the folder `id` (at `at`) as `name` in `copy`, once its files and folders are known to be few enough.
    private func copyFolder(_ id: String, named name: String, in copy: Int32, at: [String]) throws(SwatchError) {
        guard try entryCount(id, at: at, depth: 0) <= limits.entries else {
            throw SwatchError(.palette, "\(what): holds more than \(limits.entries) files and folders, the most swatch copies for one palette")
        }
        let inner = try createFolder(name, in: copy)
        defer { close(inner) }
        try copyFolder(id, into: inner, at: at, depth: 0)
    }

    private func copyFolder(_ id: String, into descriptor: Int32, at: [String], depth: Int) throws(SwatchError) {
        guard depth <= limits.depth else { throw SwatchError(.palette, "\(shown(at)): folders nested deeper than \(limits.depth)") }
        var names: Set<String> = []
        for entry in try entries(id, at: at) {
            let name: String
            do throws(GitTree.Problem) { name = try GitTree.fileName(entry.name) } catch { throw SwatchError(.palette, "\(shown(at)): \(error.message)") }
            // Names equal as Unicode are one file on macOS (and to a reader comparing names): refused as twins.
            guard names.insert(name).inserted else { throw twice(name, at: at) }
            switch entry.kind {
            case .file: try copyFile(entry.id, named: name, in: descriptor, at: at + [name])
            case .folder:
                guard !AssetCatalogFolders.otherAssetTypes.contains((name as NSString).pathExtension) else { continue }
                let inner = try createFolder(name, in: descriptor, shownAs: shown(at + [name]))
                defer { close(inner) }
                try copyFolder(entry.id, into: inner, at: at + [name], depth: depth + 1)
            case .symbolicLink, .submodule: throw refusal(entry.kind, at: at + [name])
            }
        }
    }

    /// Makes the link `name` in the folder open at `descriptor` hold what the blob `id` holds, as git checks a link
    /// out, and returns that target; one no file system could hold (a target with NUL, or longer than a path) is not
    /// made, as git's checkout leaves it out: nil.
    func copyLink(_ id: String, named name: String, in descriptor: Int32, at: [String]) throws(SwatchError) -> [UInt8]? {
        let size = try objects.open(id, type: "blob", shownAs: shown(at))
        guard size < Int(PATH_MAX), case let target = try objects.read(shownAs: shown(at)), !target.isEmpty, !target.contains(0) else {
            return nil
        }
        guard FolderDescriptor.createLink(name, to: target, in: descriptor) == 0 else { throw cannotWrite(shown(at)) }
        return target
    }

    /// The files and folders the copy of tree `id` (the folder `at`) would hold, each tree counted once
    /// (memoised), stopping as soon as the count passes `limits.entries`.
    private func entryCount(_ id: String, at: [String], depth: Int) throws(SwatchError) -> Int {
        if let known = counts[id] { return known }
        guard depth <= limits.depth else { throw SwatchError(.palette, "\(shown(at)): folders nested deeper than \(limits.depth)") }
        var count = 0
        for entry in try entries(id, at: at) where count <= limits.entries {
            count += 1
            guard entry.kind == .folder, let name = String(validating: entry.name, as: UTF8.self),
                  !AssetCatalogFolders.otherAssetTypes.contains((name as NSString).pathExtension) else { continue }
            count += try entryCount(entry.id, at: at + [name], depth: depth + 1)
        }
        counts[id] = count
        return count
    }

    /// Copies the blob `id` as the new file `name` in the folder open at `descriptor`, after checking its
    /// size against the budgets; a file over one is refused in a revision's words.
    func copyFile(_ id: String, named name: String, in descriptor: Int32, at: [String]) throws(SwatchError) {
        let copied = try copyFileWithin(id, named: name, in: descriptor, at: at)
        switch copied.made {
        case .tooLarge: throw SwatchError(.palette, "\(shown(at)): is \(copied.size) bytes; swatch reads at most \(limits.fileBytes) bytes from one palette file")
        case .overTotal: throw SwatchError(.palette, "\(what): its files come to more than \(limits.totalBytes) bytes, the most swatch reads for one palette")
        case .inside, .outside: break
        }
    }

    /// `copyFile` for a reader that words the refusal itself (the folder beside a resolver, `GitBesideFolder`): the
    /// blob's size, and `.inside` once copied, or which budget it is over, nothing copied.
    func copyFileWithin(_ id: String, named name: String, in descriptor: Int32, at: [String]) throws(SwatchError) -> (size: Int, made: DeferredFolders.Made) {
        let size = try objects.open(id, type: "blob", shownAs: shown(at))
        if size > limits.fileBytes { return (size, .tooLarge(limit: limits.fileBytes)) }
        if size > limits.totalBytes - fileBytes { return (size, .overTotal(limit: limits.totalBytes)) }
        fileBytes += size
        try createFile(name, in: descriptor, shownAs: shown(at)) { file throws(SwatchError) in
            try objects.copy(to: file, shownAs: shown(at), file: "a temporary copy of \(shown(at))")
        }
        return (size, .inside)
    }

    /// The entries of the tree `id` (the folder `at`), after checking its size against the budget.
    func entries(_ id: String, at: [String]) throws(SwatchError) -> [GitTree.Entry] {
        if let listed = listings[id] { return listed }
        let size = try objects.open(id, type: "tree", shownAs: shown(at))
        guard size <= limits.treeBytes - treeBytes else {
            throw SwatchError(.palette, "\(what): its folder listings come to more than \(limits.treeBytes) bytes, the most swatch reads for one palette")
        }
        treeBytes += size
        let bytes = try objects.read(shownAs: shown(at))
        do throws(GitTree.Problem) {
            let listed = try GitTree.entries(bytes, idLength: id.utf8.count / 2)
            listings[id] = listed
            return listed
        } catch {
            throw SwatchError(.palette, "\(shown(at)): \(error.message)")
        }
    }

    /// Creates the file `name` in the folder open at `descriptor` exclusively, without following a link,
    /// and hands its descriptor to `write`.
    private func createFile(_ name: String, in descriptor: Int32, shownAs: String,
                            _ write: (Int32) throws(SwatchError) -> Void) throws(SwatchError) {
        let file = FolderDescriptor.createFile(name, in: descriptor)
        guard file >= 0 else { throw cannotWrite(shownAs) }
        defer { close(file) }
        try write(file)
    }

    /// Creates the folder `name` in the folder open at `descriptor` and opens it, without following a link.
    func createFolder(_ name: String, in descriptor: Int32, shownAs: String? = nil) throws(SwatchError) -> Int32 {
        let inner = FolderDescriptor.createFolder(name, in: descriptor)
        guard inner >= 0 else { throw cannotWrite(shownAs ?? what) }
        return inner
    }

    /// Opens the temporary folder this process made.
    private func openFolder(_ path: String) throws(SwatchError) -> Int32 {
        let descriptor = FolderDescriptor.openMade(path)
        guard descriptor >= 0 else { throw cannotWrite(what) }
        return descriptor
    }

    /// The path `at` (components from the top of the repository) as messages name it: `REV:a/b`.
    func shown(_ at: [String]) -> String {
        "\(revision):\(at.isEmpty ? "." : at.map { GitTree.printable(Array($0.utf8)) }.joined(separator: "/"))"
    }

    /// The refusal of a symbolic link or submodule at `at`.
    private func refusal(_ kind: GitTree.Kind, at: [String]) -> SwatchError {
        SwatchError(.palette, "\(shown(at)): is a \(kind == .submodule ? "submodule" : "symbolic link"); swatch reads only files and folders from a revision")
    }

    /// The refusal of a folder holding `name` twice.
    func twice(_ name: String, at: [String]) -> SwatchError {
        SwatchError(.palette, "\(shown(at)): holds two entries named \(GitTree.quoted(Array(name.utf8)))")
    }

    /// `cannot write a temporary copy of WHAT: reason` from `errno`.
    func cannotWrite(_ shownAs: String) -> SwatchError {
        SwatchError(.output, "cannot write a temporary copy of \(shownAs): \(MessageText(errno: errno))")
    }
}
