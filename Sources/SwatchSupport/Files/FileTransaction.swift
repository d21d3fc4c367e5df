import Foundation

/// The files one run writes, written all or none.
///
/// Before anything is drawn, every output is resolved (symbolic links, `..`, the file system's case rule)
/// and checked: it must name a file, not a folder; its folder must exist; and it must not be an input of
/// the run or another output. Each output is then written to a short temporary name beside the file it
/// replaces (the target of a symbolic link, so the link stays), and `commit()` renames them all into place,
/// keeping an existing file's permission bits. If any step fails, or the transaction is dropped without a
/// commit, the temporaries are removed and every existing file is left as it was. A device or named pipe
/// (`-o /dev/null`) is written in place: it holds no file to lose, and a rename would replace it.
package final class FileTransaction: @unchecked Sendable {  // `staged` is guarded by `lock`; the rest is immutable
    private struct Output {
        let file: RunFile
        /// Where the bytes go: the output path with symbolic links resolved.
        let target: String
        /// The folder the temporary is created in: the target's.
        let folder: String
        /// Permission bits of the file being replaced, kept on the new one.
        let mode: mode_t?
        /// The target is a device, FIFO or socket (`/dev/null`, a named pipe): written in place, since
        /// renaming over it would replace the device with a file.
        let direct: Bool
    }

    private let outputs: [Output]
    /// The temporary file made for each output path so far (created exclusively when first asked for).
    private var staged: [String: String] = [:]
    private let lock = NSLock()
    private var finished = false
    /// The token of the files this transaction replaces, kept apart from the fonts the run draws with (`DrawnFiles`).
    private let drawnFilesToken: Int

    /// Plans writing `outputs`; throws a usage error naming the paths when one clashes with an input or
    /// another output or is a folder, and an output error when its folder does not exist. With `createsFolders`, a
    /// folder missing as the path is written (`refs/new/a.png`) is not an error: the caller makes it (`CreatedFolders`)
    /// once the paths are checked, before anything is written; one missing beyond a link (`ln -s nod/T L`) still is.
    /// With `standardOutput`, an output named `-` is written to standard output, in place (a render's one sheet, `-o -`).
    /// With `reportOnStandardOutput` (compare and verify write their report there), an output that is standard output by
    /// any name (`/dev/stdout`, the file it is redirected to) is refused: the report would follow its bytes (H19-6).
    package init(outputs: [RunFile], inputs: [RunFile] = [], createsFolders: Bool = false, standardOutput: Bool = false,
                 reportOnStandardOutput: Bool = false) throws(SwatchError) {
        var planned: [Output] = []
        let read = inputs.map { (file: $0, identity: PathIdentity(input: $0.path)) }
        var seen: [RunFile] = []
        for file in outputs {
            let path = file.path
            guard !path.isEmpty else { throw SwatchError.emptyName(of: file.role) }
            if reportOnStandardOutput, path != OutputDescriptor.standardOutput, StandardStreams.isOutputFile(path) {
                throw PathIdentity.twiceError(file, RunFile("the report", path))
            }
            // A name of standard output (`/dev/stdout`, `/dev/fd/1`) is written as `-` is: through descriptor 1, refused
            // when it is closed (opened by name, it would reach the `/dev/null` swatch put there, and "wrote" nothing).
            if path == OutputDescriptor.standardOutput || StandardStreams.isOutput(named: path) {
                // "-" is standard input where swatch reads; where it writes, standard output if the command takes it there.
                guard standardOutput || path != OutputDescriptor.standardOutput else {
                    throw SwatchError(.usage, "-: \(file.role) cannot go to standard output: give a file name")
                }
                try StandardStreams.requireOutput()  // before any other output is written (`render -o - --manifest m.json >&-`)
                let standard = OutputDescriptor.standardOutput
                if let other = planned.first(where: { $0.target == standard }) {
                    throw PathIdentity.twiceError(file, other.file)
                }
                planned.append(Output(file: file, target: standard, folder: "", mode: nil, direct: true))
                continue
            }
            try PathIdentity.requireNoLinkLoop(path)
            if let folder = Self.folderNotFile(path) { throw folder }
            if let link = PathIdentity.linkToFolderName(path) {
                // A user who wrote `t/` meant a folder: neither a file `t` nor a folder made for the link.
                throw SwatchError(.usage, "\(path): links to \(link), which can only be a folder: give a file name")
            }
            let resolved = PathIdentity.resolved(path)
            var folderIsFolder: ObjCBool = false
            let folderExists = FileManager.default.fileExists(atPath: resolved.directory, isDirectory: &folderIsFolder)
            guard (folderExists && folderIsFolder.boolValue) || (createsFolders && !folderExists && CreatedFolders.wouldMake(above: path)) else {
                throw SwatchError.noFolder(for: path, resolvedFolder: resolved.directory, isFile: folderExists)
            }
            if Self.nameIsTooLong(resolved.path, in: resolved.directory) {
                throw SwatchError(.output, "cannot write \(path: path): \(MessageText(errno: ENAMETOOLONG))")
            }
            try PathIdentity.checkClear(file, at: PathIdentity(path), of: read)
            seen.append(file)
            var info = stat()
            let exists = stat(resolved.path, &info) == 0
            let direct = exists && (info.st_mode & S_IFMT) != S_IFREG
            planned.append(Output(file: file, target: resolved.path, folder: resolved.directory,
                                  mode: exists && !direct ? info.st_mode & 0o7777 : nil, direct: direct))
        }
        try PathIdentity.checkApart(seen.map { ($0, false) })
        self.drawnFilesToken = try DrawnFiles.plan(planned.filter { $0.mode != nil }.map { ($0.file, $0.target) })
        self.outputs = planned
        for directory in Set(planned.map(\.folder)) where !directory.isEmpty && FileManager.default.fileExists(atPath: directory) {
            TemporaryFiles.removeStale(in: directory)
        }
    }

    /// Whether the file name `path` ends in is longer than the file system of `folder` takes (255 bytes on most; where the
    /// folder is yet to be made, 255): such a name fails only when its temporary is renamed to it, after the run's report
    /// is printed (`compare --diff`'s said "diff image: …" of an image never written: the twenty-third pass's H23-2).
    static func nameIsTooLong(_ path: String, in folder: String) -> Bool {
        let longest = pathconf(folder, Int32(_PC_NAME_MAX))
        return (path as NSString).lastPathComponent.utf8.count > (longest > 0 ? longest : Int(NAME_MAX))
    }

    /// The error of an output file named `path` when it names a folder: one there, or a name ending in `/` (which
    /// names one whether or not it is there yet). Nil for a file name.
    package static func folderNotFile(_ path: String) -> SwatchError? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue {
            return SwatchError(.usage, "\(path): is a folder: give a file name")
        }
        // Nothing there (the twelfth hostile pass: `-o m/n/` was told it is a folder).
        return path.hasSuffix("/") ? SwatchError(.usage, "\(path): ends in /, which names a folder: give a file name") : nil
    }

    /// Whether an output is standard output, by any of its names (`-`, `/dev/stdout`, a link to it): written while drawing.
    package var writesStandardOutput: Bool { outputs.contains { $0.target == OutputDescriptor.standardOutput } }

    deinit {
        if !finished { rollback() }
        DrawnFiles.unplan(drawnFilesToken)
    }

    /// The temporary file to write `path`'s bytes to, created empty (exclusively, under a name no one can
    /// predict) the first time it is asked for; a device or pipe is its own. `path` must be one of the
    /// outputs. Open it with `OutputDescriptor.open`, which copies the descriptor that created it.
    package func temporary(for path: String) throws(SwatchError) -> String {
        guard let output = outputs.first(where: { $0.file.path == path }) else {
            preconditionFailure("\(path) is not an output of this transaction")  // a programming error, not input
        }
        if output.direct { return output.target }
        if let made = lock.withLock({ staged[path] }) { return made }
        let temporary = try TemporaryFiles.createFile(in: output.folder, shownAs: path)
        lock.withLock { staged[path] = temporary }
        return temporary
    }

    /// Writes `text` to `path`'s temporary file as it is made, which is then finished (`finishing`).
    func write(_ text: StreamedText, to path: String) throws(SwatchError) {
        let temporary = try temporary(for: path)
        defer { finishing(temporary, of: path) }
        try text.write(to: temporary, shownAs: path)
    }

    /// Gives the finished temporary of `path` the permission bits of the file it replaces and closes its
    /// descriptor (`TemporaryFiles.release`), so a run of thousands of files stays within the open-file limit.
    private func finishing(_ temporary: String, of path: String) {
        keepMode(temporary, of: path)
        TemporaryFiles.release(temporary)
    }

    /// Sets the permission bits of the file `path` replaces on its temporary, through the temporary's own
    /// descriptor (chmod(2) by name would follow a link swapped in at it); nothing once it is released.
    private func keepMode(_ temporary: String, of path: String) {
        guard let mode = outputs.first(where: { $0.file.path == path })?.mode,
              let (descriptor, _) = TemporaryFiles.descriptor(of: temporary), descriptor >= 0 else { return }
        fchmod(descriptor, mode)
        close(descriptor)
    }

    /// Copies what `source` (a descriptor of an input, from `InputFiles`) holds from where it stands to its end
    /// into `path`'s temporary file, a chunk at a time; `sourceShownAs` names the input in a read error.
    package func copy(from source: Int32, sourceShownAs: String, to path: String) throws(SwatchError) {
        let temporary = try temporary(for: path)
        let descriptor = try OutputDescriptor.open(temporary, shownAs: path)
        defer { close(descriptor); finishing(temporary, of: path) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(source, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SwatchError(.image, "\(sourceShownAs): \(MessageText(errno: errno))") }
            if count == 0 { return }
            try OutputDescriptor.writeAll(Array(chunk[0 ..< count]), to: descriptor, shownAs: path)
        }
    }

    /// Renames every written temporary into place. If one rename fails, or a temporary's name no longer
    /// holds the file swatch made and wrote (something was swapped in at it), the files already replaced
    /// are put back from hard-link backups and the rest are left untouched. While the run's standard output
    /// is still to be written, this waits for it (`OutputBeforeFiles`).
    package func commit() throws(SwatchError) {
        try OutputBeforeFiles.commit { [self] () throws(SwatchError) in try commitNow() }
    }

    /// `commit` without waiting: a caller that holds the run's output itself (`RunExtras`).
    func commitNow() throws(SwatchError) {
        try TemporaryFiles.puttingInPlace { () throws(SwatchError) in try renameIntoPlace() }
    }

    /// `commit`'s renames, with a signal's cleanup held off.
    private func renameIntoPlace() throws(SwatchError) {
        let written = lock.withLock { outputs.compactMap { output in staged[output.file.path].map { (output, $0) } } }
        var backups: [(target: String, backup: String?)] = []
        defer {
            for case let (_, backup?) in backups { TemporaryFiles.remove(backup) }
        }
        for (output, temporary) in written {
            keepMode(temporary, of: output.file.path)
            // A folder the run made above it replaced: renamed by name, the file would go through the link.
            if let replaced = CreatedFolders.replaced(above: output.file.path, in: output.folder) {
                restore(backups)
                rollback()
                throw replaced
            }
            guard TemporaryFiles.holdsWhatWasMade(temporary) else {
                restore(backups)
                rollback()
                throw Self.swapped(output.file.path)
            }
            var backup: String?
            if output.mode != nil {
                let name = TemporaryFiles.name(in: output.folder)
                // link(2) creates its new name exclusively. A file system without hard links gets no backup;
                // the rename itself is still atomic.
                if link(output.target, name) == 0 {
                    backup = name
                    TemporaryFiles.register(name, in: output.folder)
                }
            }
            // A new file goes only where nothing is yet (`FileRename`): one put at its name while swatch wrote stays.
            if (output.mode == nil ? FileRename.exclusive(temporary, output.target) : rename(temporary, output.target)) != 0 {
                let reason: MessageText = output.mode == nil && FileRename.wasTaken(errno)
                    ? "something was put there while swatch wrote it" : MessageText(errno: errno)
                restore(backups)
                rollback()
                throw SwatchError(.output, "cannot write \(path: output.file.path): \(reason)")
            }
            // Swapped between the check and the rename: what was renamed is not swatch's, so it goes back.
            guard FileIdentity(output.target) == TemporaryFiles.identity(of: temporary) else {
                FileRename.exclusive(output.target, temporary)  // what was swapped in goes back where it was found
                if let backup { rename(backup, output.target); TemporaryFiles.forget(backup) }
                restore(backups)
                rollback()
                throw Self.swapped(output.file.path)
            }
            TemporaryFiles.forget(temporary)
            lock.withLock { _ = staged.removeValue(forKey: output.file.path) }
            backups.append((output.target, backup))
        }
        finished = true
    }

    /// Removes every temporary (only where its name still holds what swatch made); existing files are untouched.
    package func rollback() {
        let made = lock.withLock { () -> [String] in
            defer { staged = [:] }
            return Array(staged.values)
        }
        for temporary in made { TemporaryFiles.remove(temporary) }
        finished = true
    }

    /// The error of a temporary whose name was given to another file while swatch wrote it.
    private static func swapped(_ path: String) -> SwatchError {
        SwatchError(.output, "cannot write \(path: path): its temporary file was replaced while swatch wrote it")
    }

    /// Puts back the files replaced so far: the backup where there was a file, nothing where there was none.
    private func restore(_ replaced: [(target: String, backup: String?)]) {
        for (target, backup) in replaced.reversed() {
            if let backup {
                rename(backup, target)
                TemporaryFiles.forget(backup)
            } else {
                unlink(target)
            }
        }
    }
}
