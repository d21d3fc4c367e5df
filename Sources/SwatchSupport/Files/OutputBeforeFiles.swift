import Foundation

/// What a run prints is written before its files are put in place, so a standard output that fails (a full disk,
/// `> /dev/full`, a read-only descriptor, a reader gone) leaves every file as it was: a run writes all its files
/// or none, and its standard output is one of them. The command line turns this on (`holdCommits`): every commit
/// (`FileTransaction.commit`, `RunExtras.commit`, `FolderWrite.write`) then waits, its temporaries staged, until the
/// command has printed everything, and `commitHeld` puts them in place; a run that fails drops them (`abandonHeld`),
/// removing the temporaries. A library caller, which prints nothing, commits at once as before.
package enum OutputBeforeFiles {
    /// The commits waiting for the run's output, in the order they were asked for; nil while commits run at once.
    nonisolated(unsafe) private static var held: [() throws(SwatchError) -> Void]?
    private static let lock = NSLock()

    /// From now on commits wait for `commitHeld`. The command line calls it once, before the command runs.
    package static func holdCommits() {
        lock.withLock { held = held ?? [] }
    }

    /// Runs `commit` (which puts staged outputs in place) now, or, while commits are held, once the run's output
    /// is written; the closure keeps its transaction and staged folders, and so their temporaries, until then.
    static func commit(_ commit: @escaping () throws(SwatchError) -> Void) throws(SwatchError) {
        let waits = lock.withLock { () -> Bool in
            guard held != nil else { return false }
            held?.append(commit)
            return true
        }
        if !waits { try commit() }
    }

    /// Puts every held output in place, in order; commits from now on run at once. A failing one throws, and the
    /// rest are dropped (their temporaries removed): the ones before it stay, as two commits never could be one.
    /// None is put in place when standard error turned out to be an input (`StandardStreams.errorIsInput`).
    package static func commitHeld() throws(SwatchError) {
        if StandardStreams.errorIsInput {
            abandonHeld()
            throw SwatchError(.output, "standard error is a file swatch reads: nothing written")
        }
        let waiting = lock.withLock { () -> [() throws(SwatchError) -> Void] in
            defer { held = nil }
            return held ?? []
        }
        for commit in waiting { try commit() }
    }

    /// Drops every held commit: the run failed, so its staged files and folders are removed and nothing is replaced.
    package static func abandonHeld() {
        let dropped = lock.withLock { () -> [() throws(SwatchError) -> Void] in
            defer { held = nil }
            return held ?? []
        }
        withExtendedLifetime(dropped) {}  // released here, out of the lock: their deinits remove the temporaries
    }
}
