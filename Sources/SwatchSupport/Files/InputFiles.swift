import Foundation

/// The one place swatch opens the files it reads, and the record of what one read has opened.
///
/// The rules it holds for every reader (palette files, the files a resolver or a Tokens Studio theme refers
/// to, colour sets, pairs files, fonts):
/// - **Reads stay inside what the user named.** A file the user named may be anywhere (a link to anywhere);
///   every file it leads to (a resolver's `$ref`, a Tokens Studio set, an asset catalog's `Contents.json`
///   and colour sets) must resolve, symbolic links and `..` followed, inside the named folder, or the folder
///   of the named file. One outside is refused before it is opened, so no message ever quotes it.
/// - **Only what can be read whole.** A referenced file must be a regular file; the file the user named may
///   also be a pipe (`--palette <(git show HEAD:colors.txt)`). Devices and folders are refused, and a named
///   pipe is never opened where it would block the run (a FIFO planted in a catalog).
/// - **Bounded.** One file holds at most `maxFileBytes`, all the files of one read `maxTotalBytes`.
/// - **Recorded.** Every file and folder read is in `files`, so no output of the run may be, contain or lie
///   inside one (`FileTransaction`).
package final class InputFiles {  // one per palette read, used on one thread
    /// The most bytes swatch reads from one palette file: 64 MiB, some hundred times a large app's catalog.
    package static let maxFileBytes = 64 << 20
    /// The most bytes one palette read takes from all its files together: 256 MiB.
    package static let maxTotalBytes = 256 << 20

    /// The real path of the folder every referenced file must lie in.
    let confinement: String
    /// How the user named it, for messages: `Assets.xcassets`, or the folder of `brand.resolver.json`.
    package let confinementShown: String
    /// Every file and folder read, as the user would name it: what the run's outputs must keep clear of.
    package private(set) var files: [RunFile] = []
    private var total = 0
    /// The folder made on demand that the confinement folder is (a revision's folder beside a resolver); nil for a
    /// folder on disk.
    private let deferred: (any DeferredFolder)?

    /// Reads under what the user named as `path`: a folder confines reads to itself, a file to its folder.
    package init(named path: String) {
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            ? path : PathText.folder(of: path)
        confinement = PathIdentity.resolved(folder.isEmpty ? "." : folder).path
        confinementShown = folder.isEmpty ? "." : folder
        deferred = DeferredFolders.folder(real: confinement)
    }

    /// Before a reader looks at `path` (a file a palette refers to): refuses it, as `readReferenced` does, when it leads out
    /// of the confinement folder, its message starting `shownAs:`; in a folder made on demand, makes what it leads to
    /// there first (`DeferredFolder`), so the reader finds what the folder whole would hold.
    package func prepare(_ path: String, shownAs: @autoclosure () -> MessageText) throws(SwatchError) {
        _ = try confined(path, shownAs: shownAs())
    }

    /// `prepare`'s work: the real path `path` leads to inside the confinement folder, or nil and why the file system
    /// cannot resolve it (a missing file inside, a loop of links). One realpath(3) for a file on disk, which every colour
    /// set of a catalog is.
    private func confined(_ path: String, shownAs: @autoclosure () -> MessageText) throws(SwatchError) -> (real: String?, failure: Int32) {
        // A NUL ends the path the C library sees: it names no file (`x.json\u{0}y` opened `x.json`: H17-7).
        guard !path.utf8.contains(0) else { throw SwatchError(.palette, "\(shownAs()): \(MessageText(errno: ENOENT))") }
        // The kernel refuses a path of PATH_MAX bytes at once; resolving one part by part took time quadratic in its length
        // (a 20 KB `$ref` 27 s: H18-2).
        guard path.utf8.count < Int(PATH_MAX) else { throw SwatchError(.palette, "\(shownAs()): \(MessageText(errno: ENAMETOOLONG))") }
        if let deferred {
            // The names below the folder: however the reader spelt the folder (as given, a URL's standardised form, through
            // a link in TMPDIR: H17-4), its longest leading part that the file system resolves to the folder is the folder.
            let names = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard let count = (1 ... names.count).reversed().first(where: { count in
                PathIdentity.realPath(names.prefix(count).joined(separator: "/")).map { $0.utf8.elementsEqual(confinement.utf8) } ?? false
            }) else { throw leadsOutside(shownAs()) }
            switch try deferred.make(Array(names.dropFirst(count))) {
            case .inside: break
            case .outside: throw leadsOutside(shownAs())
            case .tooLarge(let limit): throw Self.tooLarge(shownAs(), limit: limit)
            case .overTotal(let limit): throw Self.overTotal(shownAs(), limit: limit)
            }
        }
        // Only the file system's answer: `resolved` reads a missing path's `..` as text, and opened what that named
        // (`dl/../x.json` with `dl` a link: H17-13).
        if let found = realpath(path, nil) {
            let decoded = String(validatingCString: found)
            free(found)
            // A link to a name that is not UTF-8 (`good -> n\xFF`): read as text, the path would name another file (H17-16, H19-3).
            guard let real = decoded else { throw SwatchError(.palette, "\(shownAs()): leads through a name that is not UTF-8; swatch takes file names in UTF-8") }
            guard contains(real: real) else { throw leadsOutside(shownAs()) }
            return (real, 0)
        }
        let failure = errno
        // Missing: confined by the path's text, so whether a file outside exists is never told (H17-10). A loop of links is
        // left to the read, which names it (that guess would call it outside: H18-3).
        if failure != ELOOP, !contains(real: PathIdentity.resolved(path).path) { throw leadsOutside(shownAs()) }
        return (nil, failure)
    }

    /// Records a folder read as a whole (an asset catalog, a folder of token files): its files are covered.
    package func recordFolder(_ path: String, role: String) {
        files.append(RunFile(role, path))
        Self.noteRead(path)
    }

    /// Every file and folder any read of this process recorded, as named (resolved only when asked: `holdsInput`).
    nonisolated(unsafe) private static var everRead: [String] = []
    private static let everReadLock = NSLock()

    private static func noteRead(_ path: String) {
        everReadLock.withLock { everRead.append(path) }
    }

    /// Records paths the user named (every command-line argument, the paths swatch.yml gives) as inputs for `holdsInput`:
    /// a file of a leftover's name that the command reads later (a compare image, a reference, a font) is not cleaned up
    /// before it is read (the twenty-fifth hostile pass's H25-4).
    package static func noteNamed(_ paths: [String]) {
        everReadLock.withLock { everRead += paths.filter { !$0.isEmpty } }
    }

    /// Whether `path` (itself, not where a link leads) is, or is a folder holding, a file or folder this process has read
    /// or the user named: a killed run's leftover that a user read a palette from is not cleaned up under it (the twelfth
    /// hostile pass's H12-7). By device and inode, so a second path to it (a bind mount, a hard link) is the same (H26-3),
    /// and one lookup: the identities are found once for what was read or named so far (H26-4: every path was resolved
    /// again for every leftover, 57 s for 2,000 leftovers and 990 arguments).
    package static func holdsInput(_ path: String) -> Bool {
        guard let identity = FileIdentity(path) else { return false }
        return everReadLock.withLock { () -> Set<FileIdentity> in
            if inputIdentities.paths != everRead.count {
                inputIdentities = (everRead.count, identities(holding: everRead))
            }
            return inputIdentities.identities
        }.contains(identity)
    }

    /// The identities `holdsInput` looks in, and how many paths of `everRead` they were found for.
    nonisolated(unsafe) private static var inputIdentities: (paths: Int, identities: Set<FileIdentity>) = (-1, [])

    /// The identities of `paths` (each as named, and where a link leads) and of every folder physically above each.
    private static func identities(holding paths: [String]) -> Set<FileIdentity> {
        var identities = Set<FileIdentity>(), climbed = Set<FileIdentity>()
        for path in Set(paths) {
            if let named = FileIdentity(path) { identities.insert(named) }
            if let followed = FileIdentity(following: path) { identities.insert(followed) }
            climb(above: path, into: &identities, climbed: &climbed)
        }
        return identities
    }

    /// Adds the folders physically above `path` to `identities`: descended to by descriptor as far as `path` exists (links
    /// and `..` taken as the kernel takes them, and a link as the last name followed by hand: H28-1, a palette named by a link
    /// into a leftover folder), then climbed by `..` to the root or a folder climbed from before (`climbed`), so each path
    /// costs its depth, not its depth squared (the twenty-seventh hostile pass's H27-1: 495 arguments 1,000 folders deep
    /// took 80 s when every prefix was resolved and looked up by its whole path).
    private static func climb(above path: String, into identities: inout Set<FileIdentity>, climbed: inout Set<FileIdentity>) {
        var folder = Foundation.open(path.hasPrefix("/") ? "/" : ".", searchFlags)
        guard folder >= 0 else { return }
        var names = Array(path.split(separator: "/").map(String.init).reversed())  // still to descend, the next last
        var links = 0
        while let name = names.popLast() {
            if names.isEmpty {
                // The last name: a link is followed (at most 40, as the kernel does), anything else is what the path names.
                guard links < 40, let target = linkTarget(name, in: folder) else { break }
                links += 1
                if target.hasPrefix("/") {
                    let root = Foundation.open("/", searchFlags)
                    guard root >= 0 else { break }
                    close(folder)
                    folder = root
                }
                names = Array(target.split(separator: "/").map(String.init).reversed())
                continue
            }
            let next = openat(folder, name, searchFlags)
            guard next >= 0 else { break }
            close(folder)
            folder = next
        }
        while let identity = FileIdentity(descriptor: folder), climbed.insert(identity).inserted {
            identities.insert(identity)
            let parent = openat(folder, "..", searchFlags)
            guard parent >= 0 else { break }
            close(folder)
            folder = parent
        }
        close(folder)
    }

    /// What the symbolic link `name` in the folder open at `folder` holds; nil when it is no link.
    private static func linkTarget(_ name: String, in folder: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0 ..< count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// How `climb` opens a folder: only to find its identity and go on from it.
    #if os(Linux)
    private static let searchFlags = 0o10000000 | O_DIRECTORY | O_CLOEXEC  // O_PATH (Linux's value), which Glibc's module does not export
    #else
    private static let searchFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    #endif

    /// Whether `path` resolves (links and `..` followed) inside the confinement folder.
    package func isInside(_ path: String) -> Bool {
        contains(real: PathIdentity.resolved(path).path)
    }

    /// Whether `real`, a resolved path, is the confinement folder or lies inside it.
    private func contains(real: String) -> Bool {
        PathText.lies(real, within: confinement)
    }

    /// The bytes of the file the user named: a regular file or a pipe (unless not `allowsPipe`), anywhere.
    /// Errors start `shownAs:`. `limit` bounds a file smaller than a palette's (a config file) and names it.
    package func readNamed(_ path: String, shownAs: String, role: String = "the palette", allowsPipe: Bool = true,
                   limit: (bytes: Int, of: String)? = nil) throws(SwatchError) -> [UInt8] {
        let bytes = try Self.read(path, shown: "\(path: shownAs)", allowsPipe: allowsPipe, followsLink: true,
                                  budget: min(Self.maxTotalBytes - total, limit?.bytes ?? Int.max), limitOf: limit?.of)
        total += bytes.count
        files.append(RunFile(role, path))
        Self.noteRead(path)
        return bytes
    }

    /// The bytes of a file the palette refers to: it must resolve inside the confinement folder and be a
    /// regular file. `shownAs` says where the reference is (`brand.resolver.json: sets.base.sources[0].$ref:
    /// "theme/dark.tokens.json"`); errors start with it and never quote the file. `recorded` is false for a
    /// file inside a folder already recorded.
    package func readReferenced(_ path: String, shownAs: MessageText, role: String = "a palette file", recorded: Bool = true) throws(SwatchError) -> [UInt8] {
        let found = try confined(path, shownAs: shownAs)
        guard let real = found.real else { throw SwatchError(.palette, "\(shownAs): \(MessageText(errno: found.failure))") }
        // The real path, opened without following a link, so a link swapped in after the check fails.
        let bytes = try Self.read(real, shown: shownAs, allowsPipe: false, followsLink: false,
                                  budget: Self.maxTotalBytes - total)
        total += bytes.count
        if recorded {
            files.append(RunFile(role, shown(path)))
            Self.noteRead(real)
        }
        return bytes
    }

    /// The refusal of a file the palette refers to, at `shownAs`, that resolves outside the confinement folder.
    private func leadsOutside(_ shownAs: MessageText) -> SwatchError {
        SwatchError(.palette, "\(shownAs): leads outside \(path: confinementShown); swatch reads only files inside it")
    }

    /// `path`, inside the confinement folder, as the user would name it: `tokens/dark.tokens.json`.
    private func shown(_ path: String) -> String {
        let real = PathIdentity.resolved(path).path
        guard real.count > confinement.count else { return confinementShown }
        let relative = real.dropFirst(confinement == "/" ? 1 : confinement.count + 1)
        return confinementShown == "." ? String(relative) : (confinementShown as NSString).appendingPathComponent(String(relative))
    }

    /// What a file of type `kind` (`st_mode & S_IFMT`) is when a file is wanted (`is a device, not a file`); nil for a
    /// regular file, and for a named pipe when `allowsPipe`.
    package static func notAFile(_ kind: mode_t, allowsPipe: Bool = false) -> String? {
        switch kind {
        case S_IFREG: nil
        case S_IFIFO where allowsPipe: nil
        case S_IFIFO: "is a named pipe, not a file"
        case S_IFDIR: "is a folder, not a file"
        case S_IFCHR, S_IFBLK: "is a device, not a file"
        default: "is not a regular file"
        }
    }

    /// Checks that `path` is a regular file that can be opened (a font FreeType maps, a PNG read twice),
    /// without reading it: a folder, device or pipe is refused with one line starting `shownAs:`.
    package static func requireRegularFile(_ path: String, shownAs: String, kind: SwatchError.Kind) throws(SwatchError) {
        close(try openRegularFile(path, shown: "\(path: shownAs)", kind: kind))
    }

    /// A descriptor reading the regular file at `path` (a font to map), for a reader that takes a descriptor, not a path:
    /// what was checked is what is read, so a pipe or device put in its place after a check is refused, never waited on
    /// (the twenty-third hostile pass's H23-1). The caller owns it. Errors are of `kind` and start `shown:`.
    /// What it opened is kept (`DrawnFiles`): a fallback font is found while drawing, after outputs were checked against inputs.
    package static func openRegularFile(_ path: String, shown: MessageText, kind: SwatchError.Kind) throws(SwatchError) -> Int32 {
        let descriptor: Int32
        do throws(SwatchError) {
            descriptor = try open(path, shown: shown, allowsPipe: false, followsLink: true)
        } catch {
            throw SwatchError(kind, "\(error)")
        }
        DrawnFiles.noteOpened(descriptor, shown: shown)
        return descriptor
    }

    /// A descriptor reading the file the user named at `path` (a PNG to compare: a regular file or a pipe),
    /// for a reader that streams it; the caller owns it. Errors are of `kind` and start `shownAs:`.
    package static func openNamed(_ path: String, shownAs: String, kind: SwatchError.Kind) throws(SwatchError) -> Int32 {
        do throws(SwatchError) {
            return try open(path, shown: "\(path: shownAs)", allowsPipe: true, followsLink: true)
        } catch {
            throw SwatchError(kind, "\(error)")
        }
    }

    /// Whether the regular file at `path` holds exactly `bytes` (an output swatch would write again): it is
    /// opened without following a link, never a pipe, and read no further than `bytes.count` and one byte
    /// more. Errors are output errors starting `shownAs:`.
    static func holds(_ path: String, exactly bytes: [UInt8], shownAs: String) throws(SwatchError) -> Bool {
        try holds(path, shown: "\(shownAs)") { (compare) throws(SwatchError) in try compare(bytes[...]) }
    }

    /// Whether the file at `path` holds exactly the bytes of `text`, compared as it is made (a buffer at a time, so a
    /// large text is never held whole); errors as `holds(_:exactly:shownAs:)`.
    static func holds(_ path: String, exactly text: StreamedText, shownAs: String) throws(SwatchError) -> Bool {
        try holds(path, shown: "\(shownAs)") { (compare) throws(SwatchError) in
            try BufferedFileWriter.chunks(text.write) { (chunk) throws(SwatchError) in try compare(chunk[...]) }
        }
    }

    /// Opens `path` (no pipe, no link) and hands `feed` a function comparing the next bytes expected with the
    /// file's; true when every byte fed matched and the file then ends.
    private static func holds(_ path: String, shown: MessageText,
                              feed: (_ compare: @escaping (ArraySlice<UInt8>) throws(SwatchError) -> Void) throws(SwatchError) -> Void) throws(SwatchError) -> Bool {
        let descriptor: Int32
        do throws(SwatchError) {
            descriptor = try open(PathIdentity.resolved(path).path, shown: shown, allowsPipe: false, followsLink: false, isInput: false)
        } catch {
            throw SwatchError(.output, "\(error)")
        }
        defer { close(descriptor) }
        var same = true
        var chunk = [UInt8](repeating: 0, count: 65536)
        // Reads up to `count` bytes (fewer only at the end of the file) into `chunk`.
        func read(_ count: Int) throws(SwatchError) -> Int {
            var filled = 0
            while filled < count {
                let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, count - filled) }
                if got < 0, errno == EINTR { continue }
                guard got >= 0 else { throw SwatchError(.output, "\(shown): \(MessageText(errno: errno))") }
                if got == 0 { break }
                filled += got
            }
            return filled
        }
        try feed { (expected) throws(SwatchError) in
            var rest = expected[...]
            while same, !rest.isEmpty {
                let count = min(rest.count, chunk.count)
                let part = rest.prefix(count)
                same = try read(count) == count && chunk[..<count].elementsEqual(part)
                rest = rest.dropFirst(count)
            }
        }
        guard same else { return false }
        return try read(1) == 0
    }

    /// Hands `each` the bytes of the regular file at `path` a buffer at a time (a file swatch checks rather than
    /// keeps: a folder's `.swatch-export` marker): opened without following a link, never a pipe or device, and
    /// refused once it holds more than `limit` bytes. Errors are output errors starting `shownAs:`.
    package static func stream(_ path: String, shownAs: String, limit: Int,
                               each: (ArraySlice<UInt8>) throws(SwatchError) -> Void) throws(SwatchError) {
        let descriptor: Int32
        do throws(SwatchError) {
            descriptor = try open(path, shown: "\(shownAs)", allowsPipe: false, followsLink: false, isInput: false)
        } catch {
            throw SwatchError(.output, "\(error)")
        }
        defer { close(descriptor) }
        let tooLarge = SwatchError(.output, "\(shownAs): larger than \(Self.shownSize(limit))")
        var info = stat()
        if fstat(descriptor, &info) == 0, Int(info.st_size) > limit { throw tooLarge }
        var chunk = [UInt8](repeating: 0, count: 65536)
        var total = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SwatchError(.output, "\(shownAs): \(MessageText(errno: errno))") }
            if count == 0 { return }
            total += count
            guard total <= limit else { throw tooLarge }  // grown since it was looked at
            try each(chunk[0 ..< count])
        }
    }

    /// Opens `path` for reading without blocking on a pipe, and checks what it is. Pipes are accepted only
    /// with `allowsPipe`, and then switched back to blocking reads. An input (`isInput`, all but an existing
    /// output compared) may not be the file standard output or standard error goes to.
    private static func open(_ path: String, shown: MessageText, allowsPipe: Bool, followsLink: Bool,
                             isInput: Bool = true) throws(SwatchError) -> Int32 {
        var descriptor: Int32
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followsLink ? 0 : O_NOFOLLOW)
        repeat { descriptor = Foundation.open(path, flags) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            // ELOOP without following links is a link swapped in after the check, unless following it loops too (a
            // loop of links, which resolving left as it was); following them, a loop of links.
            let failure = errno
            var info = stat()
            let swapped = failure == ELOOP && !followsLink && !(stat(path, &info) != 0 && errno == ELOOP)
            let reason: MessageText = swapped ? "is a symbolic link that changed while swatch read it" : MessageText(errno: failure)
            throw SwatchError(.palette, "\(shown): \(reason)")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            throw SwatchError(.palette, "\(shown): \(MessageText(errno: errno))")
        }
        let kind = info.st_mode & S_IFMT
        if let refusal = Self.notAFile(kind, allowsPipe: allowsPipe) {
            close(descriptor)
            throw SwatchError(.palette, "\(shown): \(refusal)")
        }
        if isInput, kind == S_IFREG, let refusal = standardStreamRefusal(info, shown: shown, kind: .palette) {
            close(descriptor)
            throw refusal
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        if kind == S_IFIFO {
            // A pipe reads as empty until its writer comes; poll(2) waits for the writer's first bytes or its
            // close (Linux reports no hang-up on a pipe no writer has opened yet), without a second open.
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while poll(&waiting, 1, -1) < 0 && errno == EINTR {}
        }
        return descriptor
    }

    /// Checks standard input before a reader takes it (`compare - b.png`): a regular file redirected in that is
    /// also where standard output or error goes (`< a.png 1<>a.png`) is refused as a named input is, with an error of
    /// `kind` starting `shownAs:`.
    package static func checkStandardInput(shownAs: String, kind: SwatchError.Kind) throws(SwatchError) {
        var info = stat()
        if fstat(STDIN_FILENO, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
           let refusal = standardStreamRefusal(info, shown: "\(shownAs)", kind: kind) {
            throw refusal
        }
    }

    /// Refuses `path` (followed) when it is the regular file standard error or output goes to, as reading it would: for
    /// an input whose other failures the caller passes over (an export's `--sibling`, read only to compare names).
    package static func checkStandardStreams(_ path: String, shownAs: String, kind: SwatchError.Kind) throws(SwatchError) {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
           let refusal = standardStreamRefusal(info, shown: "\(shownAs)", kind: kind) {
            throw refusal
        }
    }

    /// The refusal of an input (a regular file, `info`) that standard error or output also goes to, or nil.
    /// Standard error first: the refusal is a message, so once standard error is known to be the input nothing more
    /// is written there (`StandardStreams.silenceError`), and the run ends with 2 having written nothing.
    static func standardStreamRefusal(_ info: stat, shown: MessageText, kind: SwatchError.Kind) -> SwatchError? {
        if StandardStreams.isError(info) {
            StandardStreams.silenceError()
            return SwatchError(kind, "\(shown): is also standard error, which swatch would write its messages over: send them elsewhere")
        }
        if isStandardOutput(info) {
            return SwatchError(kind, "\(shown): is also standard output, which swatch would write over: send the output elsewhere")
        }
        return nil
    }

    /// Whether the regular file `info` describes is the one standard output goes to (`1<>palette.txt`,
    /// `>> palette.txt`): what swatch prints there would overwrite or lie inside what it reads.
    private static func isStandardOutput(_ info: stat) -> Bool {
        (info.st_mode & S_IFMT) == S_IFREG && StandardStreams.isOutput(info)
    }

    /// Reads all of `path`, refusing more than `maxFileBytes` (or `budget`, what the read has left) before
    /// reading a regular file and as soon as a pipe gives more. With `limitOf`, `budget` is that kind of
    /// file's own limit (`a config file`), and the refusal names it.
    private static func read(_ path: String, shown: MessageText, allowsPipe: Bool, followsLink: Bool, budget: Int,
                             limitOf: String? = nil) throws(SwatchError) -> [UInt8] {
        let descriptor = try open(path, shown: shown, allowsPipe: allowsPipe, followsLink: followsLink)
        defer { close(descriptor) }
        let limit = min(maxFileBytes, max(budget, 0))
        let tooLarge = limitOf.map { SwatchError(.palette, "\(shown): larger than \(Self.shownSize(limit)), swatch's limit for \($0)") }
            ?? (limit < maxFileBytes ? Self.overTotal(shown, limit: maxTotalBytes) : Self.tooLarge(shown, limit: maxFileBytes))
        var info = stat()
        let known = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
        if let known, known > limit { throw tooLarge }
        if let known { try MemoryBudget.check(needing: known * MemoryBudget.bytesPerInputByte, shown: shown) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(known.map { $0 + 1 } ?? 65536)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SwatchError(.palette, "\(shown): \(MessageText(errno: errno))") }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge }
            // A pipe's size shows as it comes: a look at every MiB.
            if known == nil, (bytes.count + count) >> 20 != bytes.count >> 20 {
                try MemoryBudget.check(needing: (bytes.count + count) * MemoryBudget.bytesPerInputByte, shown: shown)
            }
            bytes.append(contentsOf: chunk[0 ..< count])
        }
    }

    /// The refusal of a palette file at `shown` over `limit` bytes (`maxFileBytes`, or a revision's smaller limit).
    private static func tooLarge(_ shown: MessageText, limit: Int) -> SwatchError {
        SwatchError(.palette, "\(shown): larger than \(shownSize(limit)), swatch's limit for a palette file")
    }

    /// The refusal of a palette file at `shown` that takes one read's files past `limit` bytes in all.
    private static func overTotal(_ shown: MessageText, limit: Int) -> SwatchError {
        SwatchError(.palette, "\(shown): the palette's files together hold more than \(shownSize(limit)), swatch's limit for one read")
    }

    /// `bytes` as a message gives a limit: `1 MiB`, `64 KiB`.
    private static func shownSize(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % 1024 == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
}
