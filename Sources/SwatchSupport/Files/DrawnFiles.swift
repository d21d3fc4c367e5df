import Foundation

/// The files a run draws with that it finds only while drawing, the fallback fonts fontconfig chooses, kept apart from
/// the run's outputs and standard streams as the inputs it names are: each pair of a drawn file and an output is checked
/// when the second of them is known (an output planned after the font was opened, or a font opened after the output was
/// planned), so the run stops before it prints a report or writes a byte (the twenty-fourth and twenty-fifth hostile
/// passes' H24-9, H25-1, H25-3: `render -o` or `1<>` naming the fallback font wrote over it).
package enum DrawnFiles {
    private static let lock = NSLock()
    /// The files opened to draw with (`InputFiles.openRegularFile`), as messages name them.
    nonisolated(unsafe) private static var opened: [FileIdentity: MessageText] = [:]
    /// The existing files live transactions will replace, by the transaction (`plan`'s token) that will.
    nonisolated(unsafe) private static var planned: [(token: Int, identity: FileIdentity, file: RunFile)] = []
    nonisolated(unsafe) private static var lastToken = 0

    /// Records the file open at `descriptor`, named `shown` in messages, as one this run draws with.
    static func noteOpened(_ descriptor: Int32, shown: MessageText) {
        guard let identity = FileIdentity(descriptor: descriptor) else { return }
        lock.withLock { opened[identity] = shown }
    }

    /// Why the file at `path` (links followed), a fallback font about to be opened and named `shown`, may not be drawn
    /// with: it is where standard output or error goes, or a file an output of this run replaces. Nil when it may.
    package static func refusal(toDrawWith path: String, shown: MessageText) -> SwatchError? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }  // the reader says what else is wrong
        if let refusal = InputFiles.standardStreamRefusal(info, shown: shown, kind: .font) { return refusal }
        let identity = FileIdentity(info)
        return lock.withLock { planned.first { $0.identity == identity } }.map { clash($0.file, shown) }
    }

    /// Plans replacing the existing files `targets` (resolved paths, each with the output it is); returns the token
    /// `unplan` takes. Refused, planning nothing, when this run has drawn with one of them.
    static func plan(_ targets: [(file: RunFile, target: String)]) throws(SwatchError) -> Int {
        let known = targets.compactMap { target in FileIdentity(following: target.target).map { (identity: $0, file: target.file) } }
        let planning = lock.withLock { () -> Result<Int, SwatchError> in
            if let drawn = known.first(where: { opened[$0.identity] != nil }) {
                return .failure(clash(drawn.file, opened[drawn.identity] ?? ""))
            }
            lastToken += 1
            planned += known.map { (lastToken, $0.identity, $0.file) }
            return .success(lastToken)
        }
        return try planning.get()
    }

    /// Forgets the files the transaction `token` planned to replace.
    static func unplan(_ token: Int) {
        lock.withLock { planned.removeAll { $0.token == token } }
    }

    /// The refusal of an output that is a file the run draws with.
    private static func clash(_ file: RunFile, _ shown: MessageText) -> SwatchError {
        SwatchError(.usage, "\(file.path): \(file.role) would overwrite \(shown), which this run draws with; write it somewhere else")
    }
}
