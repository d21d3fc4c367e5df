// Whole processes timed as CI runs them (start-up, decoding and writing included), with their peak memory,
// and the lines `make bench` prints for them.
import Foundation

/// One timed process: wall seconds, peak resident memory in KB, exit status and standard output.
struct Sample {
    let seconds: Double, kilobytes: Int, status: Int32, output: String
}

/// A command measured over several runs.
struct Measured {
    let samples: [Sample]
    var median: Double { samples.map(\.seconds).sorted()[samples.count / 2] }
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

    /// Runs `command` under /usr/bin/time for its peak memory; times its wall clock here.
    static func sample(_ command: [String]) throws -> Sample {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-bench-time-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report] + command
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let kilobytes = (try? String(contentsOfFile: report, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        return Sample(seconds: seconds, kilobytes: kilobytes, status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// One line: the figures of `measured`, and its ratio to `ours` (how many times faster swatch is, or with
    /// `inverse` swatch's time as a share of the peer's), then the target it is held to.
    static func line(_ title: String, _ measured: Measured, ratioTo ours: Measured? = nil, inverse: Bool = false, target: String?) {
        var text = title.padding(toLength: 58, withPad: " ", startingAt: 0)
            + String(format: "%7.3f s %5d MB", measured.median, measured.peakMB)
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
