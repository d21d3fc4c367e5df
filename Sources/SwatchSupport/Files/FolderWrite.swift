import Foundation

/// Writes a folder of files (an asset catalog, Android resources, a diff's colour chips) all or none: into
/// a temporary folder beside the target, renamed into place when complete. A folder that is already there
/// is replaced only if it holds nothing but what swatch wrote there (`FolderOwnership`, by its `marker`), or when
/// the caller forces it.
public enum FolderWrite {
    /// The file swatch leaves in every folder it writes, listing the files it wrote (`FolderMarker`), so a later
    /// export may replace it.
    public static let marker = ".swatch-export"

    /// Writes `folder`'s files as the folder `path`, of `format` (named in its marker); `inputs` are files of the
    /// run no file may overwrite. `warn` gets a warning line (its values quoted) when the folder it replaced is left
    /// beside it (`Staged.finish`): the folder is written all the same.
    public static func write(_ folder: StreamedFolder, to path: String, format: String, source: String, force: Bool,
                             inputs: [RunFile] = [], warn: @escaping (String) -> Void = { _ in }) throws(SwatchError) {
        let staged = try Staged(folder, to: path, format: format, source: source, force: force, inputs: inputs, warn: warn)
        try OutputBeforeFiles.commit { () throws(SwatchError) in
            try TemporaryFiles.puttingInPlace { () throws(SwatchError) in
                try staged.install()
                staged.finish()
            }
        }
    }

    /// A folder written to its temporary name, waiting to be put in place; a run that writes files too
    /// installs it just before committing them and undoes it if they fail. Dropped before `finish()`,
    /// it removes its temporary folder and, after `install()`, puts the folder it replaced back.
    package final class Staged {
        /// The folder as the run's other outputs must keep clear of it: its role and path as given.
        let file: RunFile
        private let path: String, target: String, temporary: String, replaced: String?
        /// The folder found at the target when it was checked, by device and inode, with every folder it held then: only
        /// that folder is moved aside and removed, never one swapped in at its name since, and its removal enters only
        /// the folders it held, never one exchanged in for one of them since.
        private let record: FolderRecord?
        /// `record`'s own device and inode.
        private var replacing: FileIdentity? { record?.root }
        /// What a folder at the target must be to be replaced: swatch's, of this run's format (nil: `--force`).
        private let owner: Owner?
        /// Where a warning of the run goes: the command line's console (`warn`).
        private let warn: (String) -> Void
        private var installed = false, finished = false

        /// Checks `path` (not a file, not a folder of another format or holding anything swatch did not write unless `force`, not holding
        /// an input, its parent a folder) and writes `folder`'s files, each as it is made, and the marker naming
        /// `format` and `source` and listing them into the temporary folder.
        /// `unforced` is what the refusal of a folder swatch did not write tells the user to do; `role`
        /// names the folder in refusals (`the export`, `the chips folder`); `overFile` ends the refusal of a file at
        /// `path`. `derived`: swatch made the name up (the chips beside a report), so a symbolic link there, to a
        /// folder or to nothing, is refused as a file is, never followed into a folder the user never named.
        /// `warn` gets the warning of a replaced folder left aside (`finish`).
        package init(_ folder: StreamedFolder, to path: String, format: String, source: String, force: Bool, inputs: [RunFile],
             unforced: String = "--force replaces it", role: String = "the export",
             overFile: String = "this format writes a folder: give a folder name", derived: Bool = false,
             warn: @escaping (String) -> Void) throws(SwatchError) {
            guard !path.isEmpty, path != "-" else { throw SwatchError(.usage, "a folder format needs -o PATH") }
            var link = stat()
            if derived, lstat(path.hasSuffix("/") ? String(path.dropLast()) : path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                throw SwatchError(.usage, "\(path): is a symbolic link, and \(overFile)")
            }
            try PathIdentity.requireNoLinkLoop(path)
            let target = (path.hasSuffix("/") ? String(path.dropLast()) : path)
            try PathIdentity.checkClear(RunFile(role, path), at: PathIdentity(target),
                                        of: inputs.map { (file: $0, identity: PathIdentity(input: $0.path)) })
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isFolder)
            if exists, !isFolder.boolValue {
                throw SwatchError(.usage, "\(path): is a file, and \(overFile)")
            }
            let owner = force ? nil : Owner(writing: folder, format: format, unforced: unforced)
            if exists {
                try owner?.check(PathIdentity.resolved(target).path, shownAs: path)
                try LinkedInputs.check(folder: target, shownAs: path, role: role, inputs: inputs)
            }
            let parent = PathIdentity.resolved(target).directory
            var parentIsFolder: ObjCBool = false
            let parentExists = FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsFolder)
            guard parentExists, parentIsFolder.boolValue else {
                throw SwatchError.noFolder(for: path, resolvedFolder: parent, isFile: parentExists)
            }
            if FileTransaction.nameIsTooLong(PathIdentity.resolved(target).path, in: parent) {
                throw SwatchError(.output, "cannot write \(path: path): \(MessageText(errno: ENAMETOOLONG))")  // before a report is printed (H24-8)
            }
            TemporaryFiles.removeStale(in: parent)
            self.file = RunFile(role, path)
            self.path = path
            self.target = PathIdentity.resolved(target).path
            self.temporary = try TemporaryFiles.createFolder(in: parent, shownAs: path)
            self.replaced = exists ? TemporaryFiles.name(in: parent) : nil
            self.record = exists ? FolderRecord(self.target) : nil
            self.owner = owner
            self.warn = warn
            do throws(SwatchError) {
                try Self.fill(temporary, with: folder, format: format, source: source, shownAs: path)
            } catch {
                // Its temporary unreachable because a folder the run made above it was replaced: that is the reason.
                throw CreatedFolders.replaced(above: path, in: parent) ?? error
            }
        }

        deinit {
            putBack()
            TemporaryFiles.remove(temporary)  // gone already once installed
            if let replaced { TemporaryFiles.forget(replaced) }  // removed by `finish()`, or put back
        }

        /// Renames the folder into place, the one it replaces aside; refuses as `init` does when the one aside is no
        /// longer swatch's (something put in it since `init` checked it), putting it back.
        func install() throws(SwatchError) {
            if let replaced = CreatedFolders.replaced(above: path, in: PathText.folder(of: target)) { throw replaced }
            // Finished: a dead run's cleanup would remove a folder still holding the marker.
            let folder = FolderDescriptor.openMade(temporary)
            guard folder >= 0 else { throw SwatchError(.output, "cannot write \(path: path): \(errno == EEXIST ? Self.swapped : MessageText(errno: errno))") }
            let unmarked = unlinkat(folder, TemporaryFiles.unfinishedMarker, 0) == 0 ? 0 : errno
            close(folder)
            guard unmarked == 0 else { throw SwatchError(.output, "cannot write \(path: path): \(MessageText(errno: unmarked))") }
            // Every rename here is to a name that should be empty at that moment: exclusive (`FileRename`), so a
            // folder made there in the instant before is never replaced.
            if let replaced {
                guard FileRename.exclusive(target, replaced) == 0 else { throw SwatchError(.output, "cannot replace \(path): \(MessageText(errno: errno))") }
                TemporaryFiles.register(replaced, in: PathText.folder(of: target))  // with what is there now; signals wait (`puttingInPlace`)
                // What was moved aside must be the folder checked, not one put at the name since.
                guard FileIdentity(replaced) == replacing else {
                    FileRename.exclusive(replaced, target)
                    TemporaryFiles.forget(replaced)
                    throw SwatchError(.output, "cannot replace \(path): another folder was put there while swatch wrote it")
                }
                // Checked again, now moved aside where its old path adds nothing to it: what was dropped in since is kept.
                do throws(SwatchError) {
                    try owner?.check(replaced, shownAs: path)
                } catch {
                    putBack(replaced)
                    TemporaryFiles.forget(replaced)
                    throw error
                }
            }
            if let hook = Self.hookLock.withLock({ Self.hooks[target] }) { hook() }
            // The temporary's name must still hold the folder swatch made and filled, before and after the rename.
            let made = TemporaryFiles.identity(of: temporary)
            guard TemporaryFiles.holdsWhatWasMade(temporary), FileRename.exclusive(temporary, target) == 0 else {
                let reason = !TemporaryFiles.holdsWhatWasMade(temporary) ? Self.swapped
                    : FileRename.wasTaken(errno) ? Self.taken : MessageText(errno: errno)
                if let replaced { putBack(replaced) }  // kept aside, not over what is there now
                throw SwatchError(.output, "cannot write \(path: path): \(reason)")
            }
            installed = true
            guard FileIdentity(target) == made else {
                FileRename.exclusive(target, temporary)  // what was swapped in goes back where it was found
                if let replaced { putBack(replaced) }
                installed = false
                throw SwatchError(.output, "cannot write \(path: path): \(Self.swapped)")
            }
        }

        /// Moves the folder set aside at `replaced` back to the output's name, when it is still the one checked: a folder
        /// exchanged in at the hidden name since (another's, moved there) stays where it was put, not at the output's name.
        private func putBack(_ replaced: String) {
            if FileIdentity(replaced) == replacing { FileRename.exclusive(replaced, target) }
        }

        /// Tests' hooks by target (a real path), each run just before the folder is renamed into place there: a folder
        /// made at the name then must stay. None in a run.
        nonisolated(unsafe) private static var hooks: [String: () -> Void] = [:]
        private static let hookLock = NSLock()

        /// Runs `hook` (a test's) just before a folder is installed at `path`; nil removes it.
        package static func beforeInstall(at path: String, _ hook: (() -> Void)?) {
            let target = PathIdentity.resolved(path).path
            hookLock.withLock { hooks[target] = hook }
        }

        /// Whose folder may be replaced without `--force`: one swatch wrote as `format` (`FolderOwnership`).
        private struct Owner {
            /// What the run writes, `format`, and what a refusal tells the user to do instead.
            let writing: StreamedFolder, format: String, unforced: String

            /// Throws the refusal of replacing the folder at `folder` (a real path), shown as `path`, unless it is swatch's.
            func check(_ folder: String, shownAs path: String) throws(SwatchError) {
                if let problem = try FolderOwnership.problem(in: folder, writing: writing, format: format) {
                    throw SwatchError(.usage, problem.refusal(of: path, unforced: unforced))
                }
            }
        }

        /// Why a folder whose temporary name was given to another is not installed.
        private static let swapped: MessageText = "its temporary folder was replaced while swatch wrote it"
        /// Why a folder is not installed where something was put at its name while it was written.
        private static let taken: MessageText = "something was put there while swatch wrote it"

        /// Keeps the installed folder; the one it replaced goes, while its name still holds the folder moved aside, and
        /// inside it only the folders it held when it was checked (`record`): a folder exchanged in for one of them since
        /// is left whole, where it was put. Without `--force`, only what is swatch's in it: a file put in after it was
        /// checked, through a handle inside it (a shell's working folder), is kept there with the folder. Whatever is
        /// left at the name aside is one warning naming it, and the run still succeeds: the new folder is in place, whole.
        func finish() {
            finished = true
            guard let replaced else { return }
            let aside = TemporaryFiles.identity(of: replaced)
            let scope = FolderRemoval.Scope(known: record?.folders ?? [])
            if TemporaryFiles.holdsWhatWasMade(replaced) {
                if let owner {
                    _ = FolderOwnership.removeSwatchs(replaced, identity: aside, scope: scope, writing: owner.writing, format: owner.format)
                } else {
                    _ = FolderRemoval.remove(replaced, expected: aside, scope: scope)
                }
                TemporaryFiles.forget(replaced)
            }
            if let left = Self.leftover(replaced, aside: aside, shownAs: path, owned: owner != nil, unknown: scope.unknown) { warn(left.text) }
        }

        /// The warning for what is at `replaced` after `finish` removed the folder moved aside there (`aside`), or nil
        /// when nothing is: it names the name beside `path` (short, so a long path cannot cut it off), and why it is left;
        /// `unknown` is the first folder inside that it did not hold when it was checked, and so was not entered.
        private static func leftover(_ replaced: String, aside: FileIdentity?, shownAs path: String, owned: Bool, unknown: String?) -> MessageText? {
            guard let there = FileIdentity(replaced) else { return nil }
            let name = (replaced as NSString).lastPathComponent
            guard there == aside else {
                return "\(path) is written, but \(name) beside it is left: the folder it replaced was moved aside to that name, and another folder was put there while swatch wrote, so swatch did not remove it"
            }
            let why: MessageText = unknown.map { "it holds \($0), a folder put there after swatch checked it, which swatch did not enter" }
                ?? (owned ? "it holds files swatch did not write" : "swatch could not remove all of it")
            return "\(path) is written, but the folder it replaced is left beside it as \(name): \(why)"
        }

        /// Once installed and not finished (the run's other outputs failed): puts the replaced folder back.
        func putBack() {
            if installed, !finished { undo() }
        }

        /// Puts the replaced folder back (or removes the new one where there was none).
        private func undo() {
            if let made = TemporaryFiles.identity(of: temporary) { _ = FolderRemoval.remove(target, expected: made) }
            if let replaced { FileRename.exclusive(replaced, target) }
            installed = false
        }

        /// Writes `files` into `folder`, a temporary folder this run just made, through a descriptor of it, each
        /// file as it is made and through the descriptor that created it: each file created exclusively and each
        /// folder made inside it, none by path. Every path is checked by `FolderFile.problem(inPath:)` before its file
        /// is made (the formats make their names safe and say which colour is at fault; this keeps any file inside
        /// the folder). `TemporaryFiles.unfinishedMarker` comes first, so a run killed mid-way (SIGKILL) leaves a
        /// folder the next run removes; swatch's `marker` next, each file's path added to it once the file is written.
        private static func fill(_ folder: String, with files: StreamedFolder, format: String, source: String, shownAs path: String) throws(SwatchError) {
            let root = FolderDescriptor.openMade(folder)
            guard root >= 0 else {
                throw SwatchError(.output, "cannot write \(path: path): \(errno == EEXIST ? swapped : MessageText(errno: errno))")
            }
            // Only the folders above the file being written stay open (a catalog has a folder per colour, more
            // than the open-file limit allows at once): the chain is cut back to what the next file shares.
            var chain: [(name: String, descriptor: Int32)] = []
            defer {
                for (_, descriptor) in chain { close(descriptor) }
                close(root)
            }
            func create(_ relative: String) throws(SwatchError) -> BufferedFileWriter {
                if let problem = FolderFile.problem(inPath: relative) { throw SwatchError(.output, "cannot write \(path: path + "/" + relative): \(problem)") }
                func failed() -> SwatchError { SwatchError(.output, "cannot write \(path: path + "/" + relative): \(MessageText(errno: errno))") }
                var parts = relative.split(separator: "/").map(String.init)
                let name = parts.removeLast()
                let shared = zip(chain, parts).prefix { $0.name == $1 }.count
                while chain.count > shared { close(chain.removeLast().descriptor) }
                for part in parts.dropFirst(shared) {
                    let inner = FolderDescriptor.createFolder(part, in: chain.last?.descriptor ?? root, existing: true)
                    guard inner >= 0 else { throw failed() }
                    chain.append((part, inner))
                }
                let created = FolderDescriptor.createFile(name, in: chain.last?.descriptor ?? root)
                guard created >= 0 else { throw failed() }
                return BufferedFileWriter(created: created, shownAs: "\(path)/\(relative)")
            }
            try create(TemporaryFiles.unfinishedMarker).finish()
            let listing = try FolderMarker.Writer(create(marker), format: format, source: source)
            try files.forEach { (file) throws(SwatchError) in
                let writer = try create(file.path)
                try file.text.write(writer)
                try writer.finish()
                try listing.add(file.path)
                return true
            }
            try listing.finish()
        }
    }
}
