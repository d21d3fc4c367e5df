// Whole processes timed as CI runs them (start-up, decoding and writing included), with their peak memory,
// and the lines `make bench` prints for them.
import Foundation
import SwatchKit

/// One timed process: wall seconds, CPU seconds (user + system), peak resident memory in KB, exit status and
/// standard output.
struct Sample {
    let seconds: Double, cpu: Double, kilobytes: Int, status: Int32, output: String
}

/// A command measured over several runs.
struct Measured {
    let samples: [Sample]
    var median: Double { samples.map(\.seconds).sorted()[samples.count / 2] }
    var cpuMedian: Double { samples.map(\.cpu).sorted()[samples.count / 2] }
    var peakMB: Int { (samples.map(\.kilobytes).max() ?? 0) / 1024 }
    var output: String { samples.last?.output ?? "" }
}

enum ProcessTiming {
    /// Runs every command `runs` times, one after the other in turn, so a busy spell hits them alike.
    static func alternate(_ commands: [(String, [String])], runs: Int) throws -> [String: Measured] {
        var samples: [String: [Sample]] = [:]
        for _ in 0 ..< runs {
            for (name, command) in commands { samples[name, default: []].append(try sample(command)) }
        }
        return samples.mapValues(Measured.init)
    }

    /// The launcher every command runs under (`Benchmarks/child_usage.c`, built by `make bench`): it reports the
    /// command's own CPU and peak RSS, which the bench cannot read from its own wait4 (see the launcher's comment).
    nonisolated(unsafe) static var launcher = ".build/floor/child-usage"

    /// How every figure is taken, printed at the start of the bench so the numbers can be read and redone.
    static let method = "each command runs as a whole process under Benchmarks/child_usage.c, which reports the "
        + "command's own CPU (user + system, from wait4, in microseconds; not the launcher's) and peak RSS; the figure "
        + "is the median of the runs, rounds alternating every command so a busy spell hits them alike; the render "
        + "floor's start is start-floor's CPU taken the same way, its other parts clocked inside render-floor "
        + "(CLOCK_PROCESS_CPUTIME_ID) in the same rounds. perf stat -r 20 -e task-clock COMMAND reads the same CPU."

    /// Spawns `command` under the launcher, its standard output and error into one pipe, and times its wall clock
    /// here (the launcher's start-up, well under a millisecond, is in the wall time only); its CPU and peak memory
    /// are the launcher's report of the command alone.
    static func sample(_ command: [String]) throws -> Sample {
        guard FileManager.default.isExecutableFile(atPath: launcher) else {
            throw BenchError("\(launcher) is missing: make bench builds it from Benchmarks/child_usage.c")
        }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-bench-usage-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw BenchError("pipe: \(MessageText(errno: errno))") }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let arguments = ([launcher, report] + command).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { (arguments + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, launcher, &actions, nil, arguments, environment)
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            throw BenchError("cannot run \(launcher): \(MessageText(errno: spawned))")
        }
        let data = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = String(decoding: data, as: UTF8.self)
        // "USER_US SYSTEM_US PEAK_KB STATUS"
        let fields = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard status == 0, fields.count == 4 else { throw BenchError("\(command.joined(separator: " ")): \(output)") }
        return Sample(seconds: seconds, cpu: Double(fields[0] + fields[1]) / 1e6, kilobytes: fields[2], status: Int32(fields[3]),
                      output: output)
    }

    /// One line: the figures of `measured` (with `cpu`, its CPU too), and its ratio to `ours` (how many times
    /// faster swatch is, or with `inverse` swatch's time as a share of the peer's), then the target it is held to.
    static func line(_ title: String, _ measured: Measured, ratioTo ours: Measured? = nil, inverse: Bool = false, target: String?,
                     cpu: Bool = false) {
        var text = title.padding(toLength: 58, withPad: " ", startingAt: 0)
            + String(format: "%7.3f s %5d MB", measured.median, measured.peakMB)
            + (cpu ? String(format: "   cpu %.3f s", measured.cpuMedian) : "")
        if let ours {
            text += inverse ? String(format: "   swatch/peer %.2fx", ours.median / measured.median)
                            : String(format: "   swatch %.1fx faster", measured.median / ours.median)
        }
        if let target { text += "   (\(target))" }
        print(text)
    }

    /// The size of a file in bytes, 0 if it is missing.
    static func bytes(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    /// Writes a text-list palette of `rows` colours spread over the RGB cube to `path`, unless it is there; with
    /// `dark`, each has a dark value too.
    static func writeSyntheticList(rows: Int, dark: Bool = false, to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let list = (0 ..< rows).map {
            String(format: "colour%d #%06X", $0, ($0 &* 2_654_435_761) % 0xFF_FFFF) + (dark ? String(format: " #%06X", ($0 &* 7919) % 0xFF_FFFF) : "")
        }.joined(separator: "\n")
        try Data((list + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
