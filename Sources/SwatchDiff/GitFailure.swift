import SwatchSupport

/// Why git failed, in swatch's words: git's own first line of standard error (`fatal: not a git repository (or any
/// of the parent directories): .git`) is not passed on as it is. The cases swatch meets have their own wording; any
/// other line is named as git's (`git says: bad object HEAD`), its `fatal:` or `error:` left off.
enum GitFailure {
    /// `env`'s exit status when it cannot find the command (POSIX: 127 for "not found").
    static let notFound: Int32 = 127

    /// The reason after a palette's name for a git that exited with `status`, having written `line` first to standard
    /// error; `fallback` when it wrote nothing (`no such revision` for `rev-parse --quiet`).
    static func reason(status: Int32, line: String, fallback: MessageText) -> MessageText {
        if status == notFound, line.contains("git") { return "cannot run git: it is not on PATH" }
        if line.hasPrefix("fatal: not a git repository") { return "not inside a git work tree" }
        if line.contains("dubious ownership") { return "git refuses the repository: another user owns it (git's safe.directory)" }
        var said = line[...]
        for prefix in ["fatal: ", "error: "] where said.hasPrefix(prefix) { said = said.dropFirst(prefix.count) }
        return said.isEmpty ? fallback : "git says: \(MessageText(reason: String(said)))"
    }
}
