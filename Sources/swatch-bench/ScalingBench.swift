// `swatch-bench scaling` (and the last part of `swatch-bench targets`): the inputs whose cost once grew with
// their square, built at 1x, 10x and 100x of one size in --work/scaling and run as whole processes. Wall time, CPU
// time and peak RSS are printed with their ratio to 1x and the CPU per item above start-up, which stays about the
// same when cost grows linearly; the memory series also print bytes per colour: (peak RSS - start-up RSS) / colours,
// which stays flat when the model and the outputs are bounded by the input. Each series ends in a verdict (`verdict`):
// CPU linear in the size or not, judged by the CPU each added colour (row, byte) costs (start-up cancels, and other
// processes on the machine stretch wall time but not CPU), memory linear per colour (or flat) or not. --before BIN runs an older swatch on the
// same inputs, each run cut at `beforeTimeout` seconds.
import Foundation

enum ScalingBench {
    /// One input at three sizes: how to build it and run swatch on it.
    struct Series {
        /// What is measured, with `N` standing for the size.
        let title: String
        /// What one item of the size is, for the per-item column (`colour set`, `pair`).
        let unit: String
        /// The 1x size; 10x and 100x follow.
        let base: Int
        /// How many items a run of size `n` handles, when that is not `n` (a --cvd check compares every pair).
        var items: (Int) -> Int = { $0 }
        /// The exit status a correct run has.
        let status: Int32
        /// Whether the line gives the memory per item above start-up (the series of colours).
        var memoryPerItem = false
        /// What the memory is per, when not `unit`: it is per `n` even where time is per pair.
        var memoryUnit: String?
        /// Runs at each size: one where a run's output makes the next a different job (a folder export finds its
        /// folder written and compares instead), removed by `prepare`.
        var runs = 3
        /// Writes the input of size `n` into the folder given (unless it is there) and returns swatch's arguments.
        let prepare: (_ n: Int, _ folder: String) throws -> [String]
    }

    /// The longest an older swatch may take on one input before it is stopped: before this issue, some of these
    /// did not finish.
    static let beforeTimeout = 30

    static func run(_ options: BenchOptions) throws {
        let folder = options.work + "/scaling"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let version = try ProcessTiming.alternate([("version", [options.swatch, "--version"])], runs: 5)["version"]
        let startUp = version?.cpuMedian ?? 0
        let startUpKB = version?.samples.map(\.kilobytes).min() ?? 0
        print(String(format: "scaling: 1x, 10x, 100x; wall and CPU, CPU per item above start-up (%.3f s CPU) stays flat when cost is "
                     + "linear; verdicts from the CPU each added item costs", startUp))
        for series in Self.series where options.only.map({ series.title.contains($0) }) ?? true {
            print(series.title.replacingOccurrences(of: "N", with: "\(series.base) / \(series.base * 10) / \(series.base * 100)")
                  + "   (load \(ProcessTiming.loadAverage()))")
            var first: Measured?
            var rows: [Row] = []
            for scale in [1, 10, 100] {
                let n = series.base * scale
                let arguments = try series.prepare(n, folder)
                let runs = try ProcessTiming.alternate([("swatch", [options.swatch] + arguments)], runs: scale == 100 ? 1 : series.runs)
                guard let measured = runs["swatch"] else { continue }
                let base = first ?? measured
                first = base
                let row = Row(measured: measured, items: series.items(n), size: n, startUp: startUp, startUpKB: startUpKB)
                rows.append(row)
                var line = "  \(scale)x".padding(toLength: 7, withPad: " ", startingAt: 0) + "\(n)".padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(format: "%8.3f s cpu %7.3f s %5d MB   cpu %6.1fx  memory %5.1fx  %8.2f µs", measured.median, measured.cpuMedian,
                             measured.peakMB, measured.cpuMedian / max(base.cpuMedian, 1e-9), Double(measured.peakMB) / Double(max(base.peakMB, 1)),
                             row.cpuPerItem * 1e6)
                    + " per " + series.unit
                    + (series.memoryPerItem ? String(format: " %6d B per ", row.bytesPerItem) + (series.memoryUnit ?? series.unit) : "")
                if let sample = measured.samples.last, sample.status != series.status {
                    line += "   UNEXPECTED exit \(sample.status): " + (sample.output.split(separator: "\n").first.map(String.init) ?? "")
                }
                print(line)
                if let before = options.before {
                    let old = try ProcessTiming.sample(["timeout", "\(beforeTimeout)", before] + arguments)
                    print("         before" + (old.status == 124 ? String(format: "  > %d s (stopped) %5d MB", beforeTimeout, old.kilobytes / 1024)
                                                                  : String(format: "%8.3f s cpu %7.3f s %5d MB", old.seconds, old.cpu, old.kilobytes / 1024)))
                }
            }
            if rows.count == 3 {
                print("  verdict: " + verdict(rows, memoryPerItem: series.memoryPerItem, sizeUnit: series.memoryUnit ?? series.unit, itemUnit: series.unit))
            }
        }
    }

    /// One size of a series: its figures, and its CPU and memory above start-up per item.
    struct Row {
        let measured: Measured
        /// How many items the run handled, and the size it was built at (the colours of a --cvd check).
        let items, size: Int
        /// CPU time above start-up, per item.
        let cpuPerItem: Double
        /// Peak RSS above start-up, per unit of the size, in bytes.
        let bytesPerItem: Int

        init(measured: Measured, items: Int, size: Int, startUp: Double, startUpKB: Int) {
            self.measured = measured
            (self.items, self.size) = (items, size)
            cpuPerItem = max(0, measured.cpuMedian - startUp) / Double(items)
            bytesPerItem = max(0, (measured.samples.map(\.kilobytes).max() ?? 0) - startUpKB) * 1024 / size
        }

        /// The peak RSS in bytes.
        var peakBytes: Double { Double(measured.samples.map(\.kilobytes).max() ?? 0) * 1024 }
    }

    /// How far the cost of an added item may grow from 10x to 100x and still be called linear: noise, caches and
    /// allocators that round up, but never the tenfold a quadratic cost shows.
    static let linearSlack = 2.0
    /// How much the peak may grow from 1x to 100x and still be called flat.
    static let flatSlackMB = 10
    /// What a difference of two medians is taken to be uncertain by: about what start-up's CPU and peak RSS vary by.
    static let noiseFloor = (cpu: 0.002, bytes: 1024.0 * 1024)

    /// `time linear (...)` or `time SUPER-LINEAR (...)`, and the same for memory. Time is judged by CPU, which other
    /// processes on the machine do not stretch, as the cost of a unit of size (a colour) added from 10x to 100x over
    /// one added from 1x to 10x: start-up cancels, and a 10x run hardly above start-up is not read as an item costing nothing (the
    /// earlier cost is widened by `noiseFloor`). That leaves a quadratic part unseen only where it adds under about 20
    /// noise floors (40 ms) at 100x. Memory per item is judged alike; a series whose memory is not per item is flat
    /// when its peak grows by `flatSlackMB` at most.
    /// A series whose items are not its size (a --cvd check's pairs of colours) is judged by its size, and the cost
    /// per item is given beside it: a cost linear in the pairs is still quadratic in the colours.
    static func verdict(_ rows: [Row], memoryPerItem: Bool, sizeUnit: String, itemUnit: String) -> String {
        func growth(_ value: (Row) -> Double, per items: (Row) -> Int, noise: Double) -> (ratio: Double, early: Double, late: Double) {
            let (first, second) = (Double(items(rows[1]) - items(rows[0])), Double(items(rows[2]) - items(rows[1])))
            let early = (value(rows[1]) - value(rows[0])) / first, late = (value(rows[2]) - value(rows[1])) / second
            return (late / max(max(early, 0) + noise / first, 1e-12), early, late)
        }
        let time = growth({ $0.measured.cpuMedian }, per: \.size, noise: noiseFloor.cpu)
        var text = String(format: "time %@ (CPU per added %@ 100x/10x %.2fx: %.2f µs from 1x to 10x, %.2f µs from 10x to 100x)",
                          time.ratio <= linearSlack ? "linear" : "SUPER-LINEAR", sizeUnit, time.ratio, time.early * 1e6, time.late * 1e6)
        if rows.contains(where: { $0.items != $0.size }) {
            let perItem = growth({ $0.measured.cpuMedian }, per: \.items, noise: noiseFloor.cpu)
            text += String(format: " but %@ per %@ (100x/10x %.2fx)", perItem.ratio <= linearSlack ? "linear" : "SUPER-LINEAR", itemUnit, perItem.ratio)
        }
        if memoryPerItem {
            let memory = growth(\.peakBytes, per: \.size, noise: noiseFloor.bytes)
            text += String(format: ", memory %@ (per added %@ 100x/10x %.2fx, %.0f B from 10x to 100x)",
                           memory.ratio <= linearSlack ? "linear" : "SUPER-LINEAR", sizeUnit, memory.ratio, memory.late)
        } else {
            let growth = rows[2].measured.peakMB - rows[0].measured.peakMB
            text += ", memory " + (growth <= flatSlackMB ? "flat" : "GROWS") + " (\(growth) MB from 1x to 100x)"
        }
        return text
    }

    static var series: [Series] { [
        Series(title: "list --format json, a text list of N colours", unit: "colour", base: 3000, status: 0, memoryPerItem: true) { n, folder in
            let list = folder + "/colours-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, to: list)
            return ["list", "--palette", list, "--format", "json"]
        },
        Series(title: "list --format csv, a text list of N colours with dark values", unit: "colour", base: 3000, status: 0, memoryPerItem: true) { n, folder in
            let list = folder + "/dark-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, dark: true, to: list)
            return ["list", "--palette", list, "--format", "csv"]
        },
        Series(title: "export --format swiftui, a text list of N colours with dark values", unit: "colour", base: 3000, status: 0,
               memoryPerItem: true) { n, folder in
            let list = folder + "/dark-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, dark: true, to: list)
            return ["export", "--palette", list, "--format", "swiftui", "-o", "-"]
        },
        Series(title: "export --format uikit, a text list of N colours with dark values", unit: "colour", base: 3000, status: 0,
               memoryPerItem: true) { n, folder in
            let list = folder + "/dark-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, dark: true, to: list)
            return ["export", "--palette", list, "--format", "uikit", "-o", "-"]
        },
    ] + ["xcassets", "tokens", "android"].map { format in
        Series(title: "export --format \(format), a text list of N colours with dark values (a folder)", unit: "colour", base: 3000, status: 0,
               memoryPerItem: true, runs: 1) { n, folder in
            let list = folder + "/dark-\(n).txt", output = folder + "/export-\(format)"
            try ProcessTiming.writeSyntheticList(rows: n, dark: true, to: list)
            if FileManager.default.fileExists(atPath: output) { try FileManager.default.removeItem(atPath: output) }
            return ["export", "--palette", list, "--format", format, "-o", output]
        }
    } + [
        Series(title: "diff --format json, 2 x N colours, every value changed", unit: "colour", base: 3000, status: 1, memoryPerItem: true) { n, folder in
            let old = folder + "/colours-\(n).txt", new = folder + "/changed-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, to: old)
            try writeDistinctList(rows: n, prefix: "colour", reversed: false, to: new)
            return ["diff", old, new, "--format", "json"]
        },
        Series(title: "check, a text list of N colours (its own pairs)", unit: "colour", base: 500, status: 1, memoryPerItem: true) { n, folder in
            let list = folder + "/colours-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, to: list)
            return ["check", "--palette", list]
        },
        Series(title: "token reading: list --palette of a design-token file of N colours", unit: "colour", base: 3000, status: 0,
               memoryPerItem: true) { n, folder in
            let tokens = folder + "/colours-\(n).tokens.json"
            try writeTokens(colors: n, to: tokens)
            return ["list", "--palette", tokens]
        },
        Series(title: "asset catalog, N colour sets in one folder: list", unit: "colour set", base: 200, status: 0, memoryPerItem: true) { n, folder in
            let catalog = folder + "/catalog-\(n).xcassets"
            try writeCatalog(colorSets: n, to: catalog)
            return ["list", "--palette", catalog]
        },
        Series(title: "diff --match value, 2 x N colours, all renamed, in reverse order", unit: "colour", base: 270, status: 1,
               memoryPerItem: true) { n, folder in
            let old = folder + "/old-\(n).txt", new = folder + "/new-\(n).txt"
            try writeDistinctList(rows: n, prefix: "c", reversed: false, to: old)
            try writeDistinctList(rows: n, prefix: "n", reversed: true, to: new)
            return ["diff", old, new, "--match", "value", "--no-images"]
        },
        // Close pairs are counted exactly up to a million per deficiency and appearance (ColorVisionCheck.countCap), then only
        // the worst are looked for: in a palette spread over the gamut the close pairs grow with the square of the colours
        // (20,000 colours: 9.4e7 collisions), the time with the colours once the cap is reached (issue 30).
        Series(title: "check --cvd, N colours (time grows with the pairs that come close, memory with the colours)", unit: "pair", base: 200,
               items: { $0 * ($0 - 1) / 2 }, status: 1, memoryPerItem: true, memoryUnit: "colour") { n, folder in
            let list = folder + "/cvd-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, to: list)
            return ["check", "--palette", list, "--cvd"]
        },
        Series(title: "did you mean: --cell of N bytes against a tenth as many names", unit: "byte", base: 1000, status: 1) { n, folder in
            let list = folder + "/names-\(n / 10).txt"
            try ProcessTiming.writeSyntheticList(rows: n / 10, to: list)
            return ["render", "--palette", list, "--cell", String(repeating: "x", count: n), "-o", folder + "/cell.png"]
        },
        // Issue 28: the parser's own "did you mean" compared a 130 KB option with every option's name (1.5 s).
        Series(title: "did you mean: an unknown option of N bytes", unit: "byte", base: 1000, status: 1) { n, _ in
            ["render", "--" + String(repeating: "x", count: n)]
        },
        // The eleventh hostile pass: the colours were peeled off a line one at a time (160,000 fields 5.3 s, a 1.5 MB line over a minute).
        Series(title: "a text-list line of a name and N colour fields: list's error", unit: "field", base: 3000, status: 1, memoryPerItem: true) { n, folder in
            let list = folder + "/fields-\(n).txt"
            try Data(("a" + String(repeating: " #1", count: n) + "\n").utf8).write(to: URL(fileURLWithPath: list))
            return ["list", "--palette", list]
        },
        // Issue 30's target: memory within 10 MB from 200 to 20,000 rows (the plan keeps no row; the palette is the rest).
        Series(title: "render a text list of N rows at 1x, light, with --manifest", unit: "row", base: 200, status: 0, memoryPerItem: true) { n, folder in
            let list = folder + "/rows-\(n).txt"
            try ProcessTiming.writeSyntheticList(rows: n, to: list)
            return ["render", "--palette", list, "--scale", "1", "--mode", "light", "-o", folder + "/rows.png", "--manifest", folder + "/rows.json"]
        },
    ] }

    /// An asset catalog of `colorSets` colour sets directly under its root, unless it is there.
    static func writeCatalog(colorSets: Int, to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let building = path + ".partial"
        try? FileManager.default.removeItem(atPath: building)
        for index in 0 ..< colorSets {
            let set = building + String(format: "/colour%05d.colorset", index)
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            let value = (index &* 2_654_435_761) % 0xFF_FFFF
            let contents = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\#(value >> 16)","green":"\#((value >> 8) & 0xFF)","blue":"\#(value & 0xFF)","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
            try Data(contents.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        }
        try FileManager.default.moveItem(atPath: building, toPath: path)
    }

    /// A design-token file of `colors` colour tokens at its top (`"cI": {"$type": "color", "$value": "#RRGGBB"}`), unless it is there.
    static func writeTokens(colors: Int, to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let members = (0 ..< colors).map { String(format: "\"c%d\":{\"$type\":\"color\",\"$value\":\"#%06X\"}", $0, ($0 &* 2_654_435_761) % 0xFF_FFFF) }
        try Data(("{" + members.joined(separator: ",\n") + "}\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A text list of `rows` colours with distinct values (`PREFIXi #value`), in reverse order if asked: the
    /// same values under other names are renames for `diff --match value`.
    static func writeDistinctList(rows: Int, prefix: String, reversed: Bool, to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let order = reversed ? Array((0 ..< rows).reversed()) : Array(0 ..< rows)
        // 7919 is odd, so i * 7919 mod 2^24 differs for every i below 2^24.
        let list = order.map { "\(prefix)\($0) #" + String(format: "%06X", ($0 &* 7919) % 0x100_0000) }.joined(separator: "\n")
        try Data((list + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }
}
