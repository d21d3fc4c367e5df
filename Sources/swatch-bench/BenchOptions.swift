// The options of `swatch-bench targets` and `swatch-bench compare`.
import Foundation

/// Where the binaries and peers are, and how often to run them.
struct BenchOptions {
    var swatch = ".build/release/swatch"
    var python = ".venv-bench/bin/python"
    /// The render peer: a Pillow script drawing the same kind of sheet (`peer_pillow.py OUT ROWS SCALE`).
    var pillowPeer = "../shared/bench/peer_pillow.py"
    /// The same sheet drawn with skia-python (`peer_skia.py OUT ROWS SCALE`).
    var skiaPeer = "Benchmarks/peer_skia.py"
    /// The render floor's programs (Benchmarks/, built by `make bench`).
    var startFloor = ".build/start-floor/release/start-floor"
    var renderFloor = ".build/floor/render-floor"
    /// The launcher that reports each command's own CPU and peak memory (Benchmarks/child_usage.c).
    var childUsage = ".build/floor/child-usage"
    /// The compare peer: pybind11-pixelmatch on two PNGs decoded with Pillow.
    var pixelmatchPeer = "Benchmarks/peer_pixelmatch.py"
    var before: String?
    /// With `--only TEXT`, the scaling part runs only the series whose title holds TEXT.
    var only: String?
    var runs = 5
    var tallRows = 6000
    /// In the checkout, not the shared temporary folder: benches of other checkouts on the machine would overwrite
    /// its sheets between swatch's run and the floor's reading them.
    var work = ".build/swatch-bench"

    /// Reads `--swatch BIN --python BIN --pillow-peer SCRIPT --skia-peer SCRIPT --start-floor BIN --render-floor BIN
    /// --child-usage BIN --peer SCRIPT --before BIN --runs N --tall-rows N --work DIR --only TEXT`, each optional.
    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--swatch": swatch = value
            case "--python": python = value
            case "--pillow-peer": pillowPeer = value
            case "--skia-peer": skiaPeer = value
            case "--start-floor": startFloor = value
            case "--render-floor": renderFloor = value
            case "--child-usage": childUsage = value
            case "--peer": pixelmatchPeer = value
            case "--before": before = value.isEmpty ? nil : value
            case "--runs": runs = max(1, Int(value) ?? 5)
            case "--tall-rows": tallRows = Int(value) ?? 6000
            case "--work": work = value
            case "--only": only = value.isEmpty ? nil : value
            default: throw BenchError("unknown option \(flag)")
            }
        }
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        ProcessTiming.launcher = childUsage
    }

    /// The venv's Python can run `script`.
    func hasPeer(_ script: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: script)
    }

    /// The venv's Python has `module` (skia-python may not install everywhere).
    func pythonImports(_ module: String) -> Bool {
        (try? ProcessTiming.sample([python, "-c", "import \(module)"]).status) == 0
    }
}
