import Foundation
import SwatchSupport

/// The folder beside a resolver document or `$themes.json` at a revision, made as its reader asks for files
/// (`InputFiles.prepare`): a path is walked through the revision's trees as the file system would walk it in a
/// work tree (`..`, links followed), and only what it passes is made: the folders on the way, each link as a link
/// (so the reader, following it, finds what it would find in a work tree) and the file at its end. A folder of a
/// whole repository costs what its reader opens, and its other entries (names that are not UTF-8, a file too large,
/// a link no file system can hold) matter only when read, as in a work tree.
final class GitBesideFolder: DeferredFolder, @unchecked Sendable {  // every use holds `lock`
    private let copy: GitTreeCopy
    /// The folder's tree, its path from the top of the repository and its name.
    private let tree: String, around: [String], name: String
    /// The copy of the folder, open.
    let descriptor: Int32
    /// Files and links made so far (paths inside the folder), and each link's target.
    private var madeFiles: Set<[UInt8]> = [], targets: [[UInt8]: [UInt8]] = [:]
    /// Folders made so far, by their paths' bytes.
    private var madeFolders: Set<[UInt8]> = []
    /// What each path asked for made, by its bytes: a `$ref` repeated 5,000 times is walked once (H17-5).
    private var walked: [[UInt8]: DeferredFolders.Made] = [:]
    /// Each folder listing walked, by tree id: its entries by name's bytes, and the names another entry's equals as
    /// Unicode (twins), found once a listing, not once a step (a step scanned 100,000 entries: H17-5, H17-15).
    private var listings: [String: (byName: [[UInt8]: GitTree.Entry], twins: Set<[UInt8]>)] = [:]
    private let lock = NSLock()

    /// The most links one path follows before the file system calls it a loop (Linux's MAXSYMLINKS).
    static let mostLinks = 40

    /// The folder `tree` at `around`, named `name`, whose copy is open at `descriptor` (closed with this).
    init(_ copy: GitTreeCopy, tree: String, at around: [String], name: String, descriptor: Int32) {
        self.copy = copy
        self.tree = tree
        self.around = around
        self.name = name
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Records the file `name`, at the top of the folder, as made already (the resolver document itself).
    func noteMade(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        madeFiles.insert(Array(name.utf8))
    }

    /// Ends the revision's git process: nothing more is made.
    func finish() throws(SwatchError) {
        lock.lock()
        defer { lock.unlock() }
        try copy.finish()
    }

    /// Makes what `components` leads to at the revision (`DeferredFolder.make`). A walk that leaves the folder is
    /// outside it, unless its next step names the folder again (`../tokens/x.json` from `tokens`); an absolute link
    /// is outside. A missing name, a submodule, a file where a folder should be or too many links stop the walk with
    /// nothing more made: the file system then says why, as it would in a work tree.
    func make(_ components: [String]) throws(SwatchError) -> DeferredFolders.Made {
        lock.lock()
        defer { lock.unlock() }
        let key = Array(components.joined(separator: "/").utf8)
        if let known = walked[key] { return known }
        // Past PATH_MAX the file system walks nothing (ENAMETOOLONG): neither does this.
        guard key.count < Int(PATH_MAX) else { return .inside }
        let made = try walk(components)
        walked[key] = made
        return made
    }

    /// `make`'s walk, uncached.
    private func walk(_ components: [String]) throws(SwatchError) -> DeferredFolders.Made {
        var pending = Array(components.reversed())  // the next step last
        var trail: [(id: String, name: String)] = []  // the folders walked into below this one
        var above = false
        var links = 0
        while let step = pending.popLast() {
            if step.isEmpty || step == "." { continue }
            if above {
                // Bytes, not `String`'s `==`: `cafe\u{301}` is another folder than `café` (H17-1).
                guard step.utf8.elementsEqual(name.utf8) else { return .outside }
                above = false
                continue
            }
            if step == ".." {
                if trail.popLast() == nil { above = true }
                continue
            }
            // No depth limit: the walk goes no deeper than the path's names and its links' (a work tree reads any depth).
            let at = around + trail.map(\.name)
            let listing = try self.listing(trail.last?.id ?? tree, at: at)
            let bytes = Array(step.utf8)
            guard let entry = listing.byName[bytes] else { return .inside }
            // Names equal as Unicode are one file on macOS (and one name to a reader): the one asked for is refused.
            if listing.twins.contains(bytes) { throw copy.twice(step, at: at) }
            let inside = (trail.map(\.name) + [step]).joined(separator: "/")
            switch entry.kind {
            case .folder:
                if madeFolders.insert(Array(inside.utf8)).inserted {
                    let folder = try open(trail, creating: step, at: at)
                    close(folder)
                }
                trail.append((entry.id, step))
            case .file:
                if !madeFiles.contains(Array(inside.utf8)) {
                    let folder = try open(trail, at: at)
                    defer { close(folder) }
                    // A file over a budget is not copied: the reader refuses it in its own words, naming its reference.
                    let made = try copy.copyFileWithin(entry.id, named: step, in: folder, at: at + [step]).made
                    guard made == .inside else { return made }
                    try counted()
                    madeFiles.insert(Array(inside.utf8))
                }
                return .inside  // a step after a file: the file system says it is not a folder
            case .symbolicLink:
                let target: [UInt8]
                if let known = targets[Array(inside.utf8)] {
                    target = known
                } else {
                    try counted()
                    let folder = try open(trail, at: at)
                    defer { close(folder) }
                    // A link no file system holds is left out, as git's checkout leaves it: the path leads nowhere.
                    guard let made = try copy.copyLink(entry.id, named: step, in: folder, at: at + [step]) else { return .inside }
                    target = made
                    targets[Array(inside.utf8)] = target
                }
                links += 1
                guard links <= Self.mostLinks else { return .inside }  // the file system calls it a loop
                guard target.first != UInt8(ascii: "/") else { return .outside }
                // Split as bytes: a `/` before a combining mark is still a `/` to the file system (H17-2).
                pending += target.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).reversed().map { String(decoding: $0, as: UTF8.self) }
            case .submodule:
                return .inside  // its files are not in this repository: as a work tree without them
            }
        }
        return above ? .outside : .inside
    }

    /// The listing of the tree `id` (the folder `at`), indexed once.
    private func listing(_ id: String, at: [String]) throws(SwatchError) -> (byName: [[UInt8]: GitTree.Entry], twins: Set<[UInt8]>) {
        if let known = listings[id] { return known }
        let entries = try copy.entries(id, at: at)
        var byName: [[UInt8]: GitTree.Entry] = [:]
        var spellings: [String: [[UInt8]]] = [:]  // `String` keys compare as Unicode: twins share one
        for entry in entries {
            byName[entry.name] = entry
            spellings[String(decoding: entry.name, as: UTF8.self), default: []].append(entry.name)
        }
        let indexed = (byName, Set(spellings.values.filter { $0.count > 1 }.joined()))
        listings[id] = indexed
        return indexed
    }

    /// Opens the made folder `trail` leads to (and, given `creating`, makes and opens that folder in it).
    private func open(_ trail: [(id: String, name: String)], creating: String? = nil, at: [String]) throws(SwatchError) -> Int32 {
        var current = dup(descriptor)
        for step in trail.map(\.name) + (creating.map { [$0] } ?? []) {
            let inner = FolderDescriptor.createFolder(step, in: current, existing: true)
            close(current)
            guard inner >= 0 else { throw copy.cannotWrite(copy.shown(at + [step])) }
            current = inner
        }
        guard current >= 0 else { throw copy.cannotWrite(copy.shown(at)) }
        return current
    }

    /// Counts one more entry made, within `Limits.entries`.
    private func counted() throws(SwatchError) {
        copy.madeEntries += 1
        guard copy.madeEntries <= copy.limits.entries else {
            throw SwatchError(.palette, "\(copy.shown(around)): its reader asks for more than \(copy.limits.entries) files and folders, the most swatch copies for one palette")
        }
    }
}
