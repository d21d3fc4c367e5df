// The options of `swatch-bench targets` and `swatch-bench compare`.
import Foundation

/// Where the binaries and peers are, and how often to run them.
struct BenchOptions {
    var swatch = ".build/release/swatch"
    var python = ".venv-bench/bin/python"
    /// The render peer: a Pillow script drawing the same kind of sheet (`peer_pillow.py OUT ROWS SCALE`).
    var pillowPeer = "../shared/bench/peer_pillow.py"
    /// The compare peer: pybind11-pixelmatch on two PNGs decoded with Pillow.
    var pixelmatchPeer = "Benchmarks/peer_pixelmatch.py"
    var before: String?
    var runs = 5
    var tallRows = 6000
    var work = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-bench-compare").path

    /// Reads `--swatch BIN --python BIN --pillow-peer SCRIPT --peer SCRIPT --before BIN --runs N --tall-rows N
    /// --work DIR`, each optional.
    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--swatch": swatch = value
            case "--python": python = value
            case "--pillow-peer": pillowPeer = value
            case "--peer": pixelmatchPeer = value
            case "--before": before = value.isEmpty ? nil : value
            case "--runs": runs = max(1, Int(value) ?? 5)
            case "--tall-rows": tallRows = Int(value) ?? 6000
            case "--work": work = value
            default: throw BenchError("unknown option \(flag)")
            }
        }
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    }

    /// The venv's Python can run `script`.
    func hasPeer(_ script: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: script)
    }
}
