import Foundation
import Testing

/// A run that cannot make a thread (a tight `ulimit -v`: each thread reserves its stack) still ends, and still
/// ends on SIGTERM: git is run with posix_spawn and waited for with waitpid, and the signals are taken by a thread
/// made at start, so nothing waits for a dispatch worker that libdispatch cannot make (it then retries for ever).
/// Every run has a watchdog (`timeout -s KILL`, exit 137), so a regression fails instead of hanging the suite.
/// Sanitizers' shadow memory does not fit such limits, so they skip it.
@Suite struct ThreadShortageTests {
    let cli = CLITests()

    /// The limits tried, in KB: from about the least the binary loads in (below it the loader fails, exit 127)
    /// to where threads are plentiful again. The old binary hung at 100,000 (release build).
    static let limits = Array(stride(from: 90_000, through: 200_000, by: 10_000))

    @Test(.disabled(if: CLITests.sanitizer != nil, "a sanitizer's shadow memory does not fit ulimit -v"))
    func diffOfAGitRevisionEndsUnderEveryLimit() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sweep = Self.limits.map { #"(ulimit -v \#($0); timeout -s KILL 60 "$SWATCH" diff git:HEAD:p.txt p.txt > /dev/null 2>&1); echo "\#($0) $?""# }
        let script = MessageWordingCLITests.gitRepository + " && printf 'a #00FF00\\n' > p.txt && " + sweep.joined(separator: "; ")
        let run = try cli.swatch([], shell: script, in: directory)
        let statuses = run.stdout.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(statuses.count == Self.limits.count, "\(run.stdout)\(run.stderr)")
        #expect(!statuses.contains("137"), "killed by the watchdog (a hang) at: \(run.stdout)")
        // 1: the diff ran (a colour changed); 2: a clear memory line; 127: the loader could not map swatch's libraries.
        #expect(statuses.allSatisfy { ["1", "2", "127"].contains($0) }, "\(run.stdout)")
        #expect(statuses.last == "1", "\(run.stdout)")
    }

    /// A sheet drawn alone encodes its bands on a second thread; where none can be made, on the painting thread:
    /// no limit leaves it waiting. (Other ends at the foot of the sweep, a memory failure worded as a font's, are
    /// issue 28's still; this checks only that every run ends.)
    @Test(.disabled(if: CLITests.sanitizer != nil, "a sanitizer's shadow memory does not fit ulimit -v"))
    func aSheetDrawnAloneEndsUnderEveryLimit() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sweep = Self.limits.map {
            #"(ulimit -v \#($0); timeout -s KILL 60 "$SWATCH" render --mode light --scale 1 -o s.png > /dev/null 2>&1); echo "\#($0) $?""#
        }
        let run = try cli.swatch([], shell: sweep.joined(separator: "; "), in: directory)
        let statuses = run.stdout.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(statuses.count == Self.limits.count, "\(run.stdout)\(run.stderr)")
        #expect(!statuses.contains("137"), "killed by the watchdog (a hang) at: \(run.stdout)")
        #expect(statuses.last == "0", "\(run.stdout)")
    }

    /// SIGTERM while git runs (a `git` on PATH that sleeps) under a tight limit ends swatch with 143 at once; `timeout`
    /// passes the SIGTERM on, and kills it after 20 s (137).
    @Test(.disabled(if: CLITests.sanitizer != nil, "a sanitizer's shadow memory does not fit ulimit -v"))
    func sigtermWhileGitRunsUnderATightLimit() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = MessageWordingCLITests.gitRepository + #"""
             && mkdir fake && printf '#!/bin/sh\nsleep 5\n' > fake/git && chmod +x fake/git || exit 99
            (ulimit -v 110000; PATH="$PWD/fake:$PATH" exec timeout --preserve-status -s KILL 20 "$SWATCH" diff git:HEAD:p.txt p.txt) &
            pid=$!; sleep 1; kill -TERM $pid; wait $pid; echo "$?"
            """#
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout == "143\n", "\(run.stderr)")
    }
}
