// Whole processes timed as CI runs them (start-up, decoding and writing included), with their peak memory,
// and the lines `make bench` prints for them.
import Foundation

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

    /// Spawns `command` under /usr/bin/time for its peak memory, its standard output and error into one pipe, and
    /// times its wall clock here; its CPU comes from wait4. Peak memory cannot come from wait4 as well: a spawned
    /// child starts with this process's peak RSS (vfork, then exec), so a small program must stand between them;
    /// its own start-up (about 0.7 ms of CPU) is in every CPU figure alike, the floor's start included.
    static func sample(_ command: [String]) throws -> Sample {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-bench-time-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw BenchError("pipe: \(String(cString: strerror(errno)))") }
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
        let arguments = (["/usr/bin/time", "-f", "%M", "-o", report] + command).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { (arguments + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, "/usr/bin/time", &actions, nil, arguments, environment)
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            throw BenchError("cannot run /usr/bin/time: \(String(cString: strerror(spawned)))")
        }
        let data = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func cpuSeconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let kilobytes = (try? String(contentsOfFile: report, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        // The shell's convention: exit status, or 128 + the signal that ended it.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Sample(seconds: seconds, cpu: cpuSeconds(usage.ru_utime) + cpuSeconds(usage.ru_stime),
                      kilobytes: kilobytes, status: code, output: String(decoding: data, as: UTF8.self))
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
