// `swatch-bench targets`, first half: render against its floor (RenderFloor) and the Pillow and Skia scripts, one
// appearance's cores, `--mode all` against the six sheets one by one, and a 10,000-row sheet's time and memory.
import Foundation

enum RenderBench {
    static func run(_ options: BenchOptions) throws {
        let dir = options.work
        let hasPeer = options.hasPeer(options.pillowPeer)
        if !hasPeer { print("render peer skipped: needs \(options.pillowPeer) and \(options.python) with Pillow") }
        let hasSkia = options.hasPeer(options.skiaPeer) && options.pythonImports("skia")
        if !hasSkia { print("Skia peer skipped: needs \(options.skiaPeer) and \(options.python) with skia-python") }

        // 4. The default sheets at 3x against the render floor and the scripts drawing 54 rows at 3x, each round
        // in turn; then one appearance, which the issue notes uses one core.
        let sheets = ["light", "dark"].map { dir + "/sheet-\($0).png" }
        let floorCommands = RenderFloor.commands(options, sheets: sheets)
        if floorCommands.isEmpty { print("render floor skipped: needs \(options.startFloor) and \(options.renderFloor) (make bench)") }
        var commands: [(String, [String])] = [
            ("swatch", [options.swatch, "render", "--mode", "both", "--style", "grouped", "--scale", "3", "-o", dir + "/sheet.png"]),
            ("light", [options.swatch, "render", "--mode", "light", "--style", "grouped", "--scale", "3", "-o", dir + "/light.png"]),
        ] + floorCommands
        if hasPeer { commands.append(("peer", [options.python, options.pillowPeer, dir + "/peer", "54", "3"])) }
        if hasSkia { commands.append(("skia", [options.python, options.skiaPeer, dir + "/skia", "54", "3"])) }
        let render = try ProcessTiming.alternate(commands, runs: max(options.runs, 7))
        let ours = render["swatch"]!
        let floor = try RenderFloor(render)
        ProcessTiming.line("render --mode both --style grouped --scale 3", ours, target: nil, cpu: true)
        if let floor { print(floor.line(swatch: ours)) }
        let files = sheets.map(ProcessTiming.bytes)
        var peerFiles: [(String, [Int])] = []
        for (key, title) in [("peer", "Pillow script"), ("skia", "Skia script (skia-python)")] {
            guard let peer = render[key] else { continue }
            ProcessTiming.line("  peer: \(title), 54 rows at 3x", peer, ratioTo: ours, target: "swatch >= 7x faster", cpu: true)
            if let floor { print("        " + floor.ratio(peer)) }
            peerFiles.append((key == "peer" ? "Pillow" : "Skia", ["light", "dark"].map { ProcessTiming.bytes(dir + "/\(key)-\($0).png") }))
        }
        var sizes = "  files: swatch \(files.map(String.init).joined(separator: " + ")) bytes"
        for (name, bytes) in peerFiles { sizes += ", \(name) \(bytes.map(String.init).joined(separator: " + "))" }
        if let pillow = peerFiles.first(where: { $0.0 == "Pillow" })?.1 {
            let largest = zip(files, pillow).map { Double($0) / Double(max($1, 1)) }.max() ?? 0
            sizes += String(format: ": at most %.2fx the Pillow peer's (<= 1x)", largest)
        }
        print(sizes)
        let light = render["light"]!
        ProcessTiming.line("render --mode light --style grouped --scale 3 (one sheet)", light, target: nil, cpu: true)
        // Wall stretches under load while CPU does not: read it beside the load average in the first line.
        print(String(format: "  cores busy (cpu/wall) %.2f of %d   (both cores)", light.cpuMedian / light.median,
                     ProcessInfo.processInfo.activeProcessorCount))

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
