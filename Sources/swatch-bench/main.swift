// swatch-bench: the speed targets, each with its peer (`make bench`), or an in-process render for profiling.
// Usage: swatch-bench targets|render|compare|scaling [options]   every target, or its render, compare or scaling part
//        swatch-bench [ROWS] [SCALE] [REPEATS]          `--mode both` of the Pillow script's palette in-process
//                                                       (defaults 53 3 5), e.g. under perf or valgrind
import Foundation
import SwatchKit

if let part = CommandLine.arguments.dropFirst().first, ["targets", "render", "compare", "scaling"].contains(part) {
    do {
        let options = try BenchOptions(Array(CommandLine.arguments.dropFirst(2)))
        print("swatch-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(ProcessTiming.loadAverage()) at the start; "
              + "median wall of alternating runs (\(options.runs), 7 for render), peak RSS the largest")
        print("method: " + ProcessTiming.method)
        if part == "targets" || part == "render" { try RenderBench.run(options) }
        if part == "targets" || part == "compare" { try CompareBench.run(options) }
        if part == "targets" || part == "scaling" { try ScalingBench.run(options) }
        print("load \(ProcessTiming.loadAverage()) at the end")
    } catch {
        print("swatch-bench: \(error)")
        exit(1)
    }
    exit(0)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rows = arguments.count > 0 ? arguments[0] : 53
let scale = arguments.count > 1 ? arguments[1] : 3
let repeats = arguments.count > 2 ? arguments[2] : 5

/// The peer script's colours: a deterministic spread, every fourth one translucent.
func syntheticPalette(rows: Int) -> Palette {
    func colour(_ i: Int, dark: Bool) -> RGBA8 {
        let r = UInt8((i * 37) % 256), g = UInt8((i * 91) % 256), b = UInt8((i * 53) % 256)
        let a: UInt8 = i % 4 == 0 ? 110 : 255
        return dark ? RGBA8(r: 255 - r, g: 255 - g, b: 255 - b, a: a) : RGBA8(r: r, g: g, b: b, a: a)
    }
    let counts = [rows * 20 / 54, rows * 19 / 54]
    let sizes = counts + [rows - counts.reduce(0, +)]
    var index = 0
    let names = ["UI Element Colors", "Standard System Colors", "Standard Fixed Colors"]
    return Palette(name: "bench", title: "Benchmark \(rows) rows", sections: zip(names, sizes).map { name, count in
        PaletteSection(name: name, colors: (0 ..< count).map { _ in
            defer { index += 1 }
            return NamedColor(name: "system colour number \(index)",
                              values: [.light: colour(index, dark: false), .dark: colour(index, dark: true)])
        })
    })
}

let chrome = try SystemCatalog.palette(named: SystemCatalog.defaultName)
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }

let request = RenderRequest(
    palette: syntheticPalette(rows: rows), chrome: chrome, options: SheetOptions(style: .grouped, scale: scale),
    appearances: [.light, .dark], output: directory + "/bench.png", fonts: try FontLocator.locate(override: nil))

var times: [Double] = []
var sheets: [WrittenSheet] = []
for _ in 0 ..< repeats {
    let start = DispatchTime.now().uptimeNanoseconds
    sheets = try SheetRenderer.render(request)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}
var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)
let peakMegabytes = usage.ru_maxrss / 1024        // kilobytes on Linux
#else
getrusage(RUSAGE_SELF, &usage)
let peakMegabytes = usage.ru_maxrss / 1024 / 1024 // bytes on macOS
#endif
let bytes = try sheets.map { try FileManager.default.attributesOfItem(atPath: $0.image)[.size] as? Int ?? 0 }
let sorted = times.sorted()
print("rows \(rows), scale \(scale)x, \(sheets[0].width) x \(sheets[0].height) px per sheet, light + dark")
print(String(format: "wall: best %.3f s, median %.3f s over %d runs", sorted[0], sorted[sorted.count / 2], repeats))
print("files: \(bytes.map(String.init).joined(separator: " + ")) bytes")
print("peak RSS: \(peakMegabytes) MB")
