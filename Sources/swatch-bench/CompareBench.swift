// `swatch-bench targets`, second half: verify and compare against their peers, each a whole process as CI
// runs it, and compare of two sheets over 1,000,000 px tall in flat memory. Options: BenchOptions.swift
// (--before BIN adds an older swatch's verify and compare; the tall sheets are rendered once into --work).
import Foundation

enum CompareBench {
    static func run(_ options: BenchOptions) throws {
        let hasPeer = options.hasPeer(options.pixelmatchPeer)
        if !hasPeer { print("compare peer skipped: needs \(options.python) with Pillow and pybind11-pixelmatch (make bench makes it)") }

        let dir = options.work
        _ = try ProcessTiming.sample([options.swatch, "render", "--mode", "both", "-o", dir + "/x.png"])
        let light = dir + "/x-light.png", dark = dir + "/x-dark.png"

        // 1. verify, against today's way of checking: encode the render, then decode both.
        var verifyCommands: [(String, [String])] = [
            ("verify", [options.swatch, "verify", "--against", light, "--", "render", "--mode", "light"]),
            ("render + compare", ["/bin/sh", "-c", "\"$0\" render --mode light -o \"$1\" >/dev/null && \"$0\" compare \"$2\" \"$1\"",
                                  options.swatch, dir + "/fresh.png", light]),
        ]
        if let before = options.before { verifyCommands.append(("before", [before, "verify", "--against", light, "--", "render", "--mode", "light"])) }
        let verify = try ProcessTiming.alternate(verifyCommands, runs: options.runs)
        ProcessTiming.line("verify, light sheet 1170 x 9696", verify["verify"]!, target: nil)
        ProcessTiming.line("  peer: render + compare (same binary)", verify["render + compare"]!, ratioTo: verify["verify"]!, target: nil)
        if let old = verify["before"] { ProcessTiming.line("  peer: today's verify (\(options.before!))", old, ratioTo: verify["verify"]!, target: "swatch >= 3x faster, <= 40 MB") }

        // 2 and 3. compare, against pybind11-pixelmatch + Pillow and today's compare.
        for (title, extra, aa) in [("compare light/dark --threshold 0.1", [String](), "include-aa"),
                                   ("compare light/dark --threshold 0.1 --ignore-antialiasing", ["--ignore-antialiasing"], "ignore-aa"),
                                   ("compare identical --threshold 0.1", [], "include-aa")] {
            let actual = title.hasPrefix("compare identical") ? light : dark
            var commands: [(String, [String])] = [("swatch", [options.swatch, "compare", light, actual, "--threshold", "0.1", "--format", "json"] + extra)]
            if hasPeer { commands.append(("peer", [options.python, options.pixelmatchPeer, light, actual, "0.1", aa])) }
            if let before = options.before { commands.append(("before", [before, "compare", light, actual, "--threshold", "0.1"] + extra)) }
            let results = try ProcessTiming.alternate(commands, runs: options.runs)
            let ours = results["swatch"]!
            ProcessTiming.line(title, ours, target: nil)
            let count = differingPixels(ours.output)
            if let peer = results["peer"] {
                let peerCount = Int(peer.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
                ProcessTiming.line("  peer: pybind11-pixelmatch + Pillow", peer, ratioTo: ours, inverse: true,
                     target: "swatch <= 0.5x; counts \(count) vs \(peerCount): \(count == peerCount ? "same" : "DIFFERENT")")
            }
            if let old = results["before"] { ProcessTiming.line("  peer: today's compare", old, ratioTo: ours, target: "swatch no slower, <= 40 MB") }
        }

        // 2. the same in flat memory at any height.
        if options.tallRows > 0 {
            let tall = try tallSheets(options)
            var commands: [(String, [String])] = [("swatch", [options.swatch, "compare", tall.light, tall.dark, "--threshold", "0.1", "--format", "json"])]
            if let before = options.before { commands.append(("before", [before, "compare", tall.light, tall.dark, "--threshold", "0.1"])) }
            let results = try ProcessTiming.alternate(commands, runs: 1)
            ProcessTiming.line("compare light/dark \(tall.size) --threshold 0.1", results["swatch"]!, target: "<= 40 MB")
            if let old = results["before"], let sample = old.samples.first {
                let error = sample.output.isEmpty ? "exit \(sample.status)" : sample.output
                print("  peer: today's compare: \(String(format: "%.2f s", sample.seconds)), \(old.peakMB) MB: \(error.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
        }
    }

    /// The tall pair, rendered once per row count into the work folder and kept.
    static func tallSheets(_ options: BenchOptions) throws -> (light: String, dark: String, size: String) {
        let stem = options.work + "/tall-\(options.tallRows)"
        let light = stem + "-light.png", dark = stem + "-dark.png"
        if !FileManager.default.fileExists(atPath: light) || !FileManager.default.fileExists(atPath: dark) {
            try ProcessTiming.writeSyntheticList(rows: options.tallRows, to: stem + ".txt")
            print("rendering the tall sheets once (\(options.tallRows) rows at 3x) into \(options.work) ...")
            let made = try ProcessTiming.sample([options.swatch, "render", "--quiet", "--palette", stem + ".txt", "--mode", "both", "--scale", "3", "-o", stem + ".png"])
            guard made.status == 0 else { throw BenchError("cannot render the tall sheets: \(made.output)") }
        }
        let size = try ProcessTiming.sample([options.swatch, "compare", light, light, "--format", "json"]).output
        let height = (try? JSONSerialization.jsonObject(with: Data(size.utf8)) as? [String: Any])
            .flatMap { $0["expected"] as? [String: Any] }.flatMap { $0["height"] as? Int } ?? 0
        return (light, dark, "1170 x \(height)")
    }

    /// `differingPixels` of swatch compare's JSON report, -1 if there is none.
    static func differingPixels(_ json: String) -> Int {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["differingPixels"] as? Int ?? -1
    }
}
