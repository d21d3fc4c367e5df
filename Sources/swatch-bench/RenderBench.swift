// `swatch-bench targets`, first half: render against the Pillow script, `--mode all` against the six sheets
// one by one, and a 10,000-row sheet's time and memory.
import Foundation

enum RenderBench {
    static func run(_ options: BenchOptions) throws {
        let dir = options.work
        let hasPeer = options.hasPeer(options.pillowPeer)
        if !hasPeer { print("render peer skipped: needs \(options.pillowPeer) and \(options.python) with Pillow") }

        // 4. The default sheets at 3x against the script drawing 54 rows at 3x.
        var commands: [(String, [String])] = [
            ("swatch", [options.swatch, "render", "--mode", "both", "--style", "grouped", "--scale", "3", "-o", dir + "/sheet.png"]),
        ]
        if hasPeer { commands.append(("peer", [options.python, options.pillowPeer, dir + "/peer", "54", "3"])) }
        let render = try ProcessTiming.alternate(commands, runs: max(options.runs, 7))
        let ours = render["swatch"]!
        ProcessTiming.line("render --mode both --style grouped --scale 3", ours, target: nil)
        let files = ["light", "dark"].map { ProcessTiming.bytes(dir + "/sheet-\($0).png") }
        if let peer = render["peer"] {
            ProcessTiming.line("  peer: Pillow script, 54 rows at 3x", peer, ratioTo: ours, target: "swatch >= 7x faster")
            let peerFiles = ["light", "dark"].map { ProcessTiming.bytes(dir + "/peer-\($0).png") }
            let largest = zip(files, peerFiles).map { Double($0) / Double(max($1, 1)) }.max() ?? 0
            print("  files: swatch \(files.map(String.init).joined(separator: " + ")) bytes, peer "
                  + "\(peerFiles.map(String.init).joined(separator: " + ")) bytes: "
                  + String(format: "at most %.2fx the peer's (<= 1x)", largest))
        } else {
            print("  files: swatch \(files.map(String.init).joined(separator: " + ")) bytes")
        }

        // 5. Six sheets in one run against the six one by one.
        let singles: [(String, [String])] = [
            ("light", ["--mode", "light"]), ("dark", ["--mode", "dark"]),
            ("light-hc", ["--mode", "light", "--contrast", "high"]), ("dark-hc", ["--mode", "dark", "--contrast", "high"]),
            ("dark-elevated", ["--mode", "dark", "--level", "elevated"]),
            ("dark-elevated-hc", ["--mode", "dark", "--level", "elevated", "--contrast", "high"]),
        ].map { name, flags in (name, [options.swatch, "render"] + flags + ["-o", dir + "/single.png"]) }
        let all: (String, [String]) = ("all", [options.swatch, "render", "--mode", "all", "-o", dir + "/all.png"])
        let many = try ProcessTiming.alternate([all] + singles, runs: options.runs)
        let sum = singles.map { many[$0.0]!.median }.reduce(0, +)
        let allTime = many["all"]!
        ProcessTiming.line("render --mode all (six sheets)", allTime, target: nil)
        print("  peer: the six sheets one by one".padding(toLength: 58, withPad: " ", startingAt: 0)
              + String(format: "%7.3f s %5d MB   all/sum %.2fx   (<= 0.6x, %d cores)", sum,
                       singles.map { many[$0.0]!.peakMB }.max() ?? 0, allTime.median / sum,
                       ProcessInfo.processInfo.activeProcessorCount))

        // Memory stays flat in the height: 10,000 rows at 1x.
        let list = dir + "/rows-10000.txt"
        try ProcessTiming.writeSyntheticList(rows: 10_000, to: list)
        let tall = try ProcessTiming.alternate([("tall", [options.swatch, "render", "--quiet", "--palette", list, "--mode", "both",
                                                          "--scale", "1", "-o", dir + "/tall.png"])], runs: 1)
        ProcessTiming.line("render 10,000 rows at 1x, light + dark (390 x 560,264)", tall["tall"]!, target: "flat memory")
    }
}
