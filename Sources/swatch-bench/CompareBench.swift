// `swatch-bench compare`: the compare and verify targets of issue 14 against their peers, each a whole
// process as CI runs it (start-up and decoding included), with peak memory. `make bench-compare` runs it.
//
// Usage: swatch-bench compare [--swatch BIN] [--python BIN] [--peer SCRIPT] [--before BIN] [--runs N]
//                             [--tall-rows N] [--work DIR]
//   --before BIN   also time an older swatch (today's verify and compare) for the before/after lines
//   --tall-rows N  table rows of the tall sheets (6000 at 3x: 1170 x 1,008,384 px; 0 skips them); they are
//                  rendered once into --work and kept there
import Foundation

enum CompareBench {
    struct Options {
        var swatch = ".build/release/swatch"
        var python = ".venv-bench/bin/python"
        var peer = "Benchmarks/peer_pixelmatch.py"
        var before: String?
        var runs = 5
        var tallRows = 6000
        var work = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-bench-compare").path
    }

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

    static func run(_ arguments: [String]) throws {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--swatch": options.swatch = value
            case "--python": options.python = value
            case "--peer": options.peer = value
            case "--before": options.before = value.isEmpty ? nil : value
            case "--runs": options.runs = max(1, Int(value) ?? 5)
            case "--tall-rows": options.tallRows = Int(value) ?? 6000
            case "--work": options.work = value
            default: throw BenchError("unknown option \(flag)")
            }
        }
        try FileManager.default.createDirectory(atPath: options.work, withIntermediateDirectories: true)
        let hasPeer = FileManager.default.isExecutableFile(atPath: options.python) && FileManager.default.fileExists(atPath: options.peer)
        print("compare bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(loadAverage()) at the start; median wall of \(options.runs) alternating runs, peak RSS the largest")
        if !hasPeer { print("peer skipped: needs \(options.python) with Pillow and pybind11-pixelmatch (make bench-compare makes it)") }

        let dir = options.work
        _ = try sample([options.swatch, "render", "--mode", "both", "-o", dir + "/x.png"])
        let light = dir + "/x-light.png", dark = dir + "/x-dark.png"

        // 1. verify, against today's way of checking: encode the render, then decode both.
        var verifyCommands: [(String, [String])] = [
            ("verify", [options.swatch, "verify", "--against", light, "--", "render", "--mode", "light"]),
            ("render + compare", ["/bin/sh", "-c", "\"$0\" render --mode light -o \"$1\" >/dev/null && \"$0\" compare \"$2\" \"$1\"",
                                  options.swatch, dir + "/fresh.png", light]),
        ]
        if let before = options.before { verifyCommands.append(("before", [before, "verify", "--against", light, "--", "render", "--mode", "light"])) }
        let verify = try alternate(verifyCommands, runs: options.runs)
        line("verify, light sheet 1170 x 9696", verify["verify"]!, target: nil)
        line("  peer: render + compare (same binary)", verify["render + compare"]!, ratioTo: verify["verify"]!, target: nil)
        if let old = verify["before"] { line("  peer: today's verify (\(options.before!))", old, ratioTo: verify["verify"]!, target: "swatch >= 3x faster, <= 40 MB") }

        // 2 and 3. compare, against pybind11-pixelmatch + Pillow and today's compare.
        for (title, extra, aa) in [("compare light/dark --threshold 0.1", [String](), "include-aa"),
                                   ("compare light/dark --threshold 0.1 --ignore-antialiasing", ["--ignore-antialiasing"], "ignore-aa"),
                                   ("compare identical --threshold 0.1", [], "include-aa")] {
            let actual = title.hasPrefix("compare identical") ? light : dark
            var commands: [(String, [String])] = [("swatch", [options.swatch, "compare", light, actual, "--threshold", "0.1", "--format", "json"] + extra)]
            if hasPeer { commands.append(("peer", [options.python, options.peer, light, actual, "0.1", aa])) }
            if let before = options.before { commands.append(("before", [before, "compare", light, actual, "--threshold", "0.1"] + extra)) }
            let results = try alternate(commands, runs: options.runs)
            let ours = results["swatch"]!
            line(title, ours, target: nil)
            let count = differingPixels(ours.output)
            if let peer = results["peer"] {
                let peerCount = Int(peer.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
                line("  peer: pybind11-pixelmatch + Pillow", peer, ratioTo: ours, inverse: true,
                     target: "swatch <= 0.5x; counts \(count) vs \(peerCount): \(count == peerCount ? "same" : "DIFFERENT")")
            }
            if let old = results["before"] { line("  peer: today's compare", old, ratioTo: ours, target: "swatch no slower, <= 40 MB") }
        }

        // 2. the same in flat memory at any height.
        if options.tallRows > 0 {
            let tall = try tallSheets(options)
            var commands: [(String, [String])] = [("swatch", [options.swatch, "compare", tall.light, tall.dark, "--threshold", "0.1", "--format", "json"])]
            if let before = options.before { commands.append(("before", [before, "compare", tall.light, tall.dark, "--threshold", "0.1"])) }
            let results = try alternate(commands, runs: 1)
            line("compare light/dark \(tall.size) --threshold 0.1", results["swatch"]!, target: "<= 40 MB")
            if let old = results["before"], let sample = old.samples.first {
                let error = sample.output.isEmpty ? "exit \(sample.status)" : sample.output
                print("  peer: today's compare: \(String(format: "%.2f s", sample.seconds)), \(old.peakMB) MB: \(error.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
        }
        print("load \(loadAverage()) at the end")
    }

    /// The tall pair, rendered once per row count into the work folder and kept.
    static func tallSheets(_ options: Options) throws -> (light: String, dark: String, size: String) {
        let stem = options.work + "/tall-\(options.tallRows)"
        let light = stem + "-light.png", dark = stem + "-dark.png"
        if !FileManager.default.fileExists(atPath: light) || !FileManager.default.fileExists(atPath: dark) {
            let list = (0 ..< options.tallRows).map { String(format: "colour%d #%06X", $0, ($0 &* 2_654_435_761) % 0xFF_FFFF) }.joined(separator: "\n")
            try Data((list + "\n").utf8).write(to: URL(fileURLWithPath: stem + ".txt"))
            print("rendering the tall sheets once (\(options.tallRows) rows at 3x) into \(options.work) ...")
            let made = try sample([options.swatch, "render", "--quiet", "--palette", stem + ".txt", "--mode", "both", "--scale", "3", "-o", stem + ".png"])
            guard made.status == 0 else { throw BenchError("cannot render the tall sheets: \(made.output)") }
        }
        let size = try sample([options.swatch, "compare", light, light, "--format", "json"]).output
        let height = (try? JSONSerialization.jsonObject(with: Data(size.utf8)) as? [String: Any])
            .flatMap { $0["expected"] as? [String: Any] }.flatMap { $0["height"] as? Int } ?? 0
        return (light, dark, "1170 x \(height)")
    }

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

    /// `differingPixels` of swatch compare's JSON report, -1 if there is none.
    static func differingPixels(_ json: String) -> Int {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["differingPixels"] as? Int ?? -1
    }

    /// One line: the figures of `measured`, and its ratio to `ratioTo` (how many times faster swatch is, or
    /// with `inverse` swatch's time as a share of the peer's).
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

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
