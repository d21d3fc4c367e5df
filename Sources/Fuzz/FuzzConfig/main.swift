// libFuzzer target for swatch.yml (`SwatchConfig.parse`: YAML through Yams, checked against `ConfigSchema`).
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzConfig
// and runs it on a copy of Tests/Fuzz/FuzzConfig/. Without -DFUZZING (a normal `swift build`) it is a program that
// only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit
import SwatchConfig
import SwatchSupport

/// Reads the input as a config in the current folder: every key path, type and path rule is exercised, and
/// each accessor of the settings it gives.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let config = try? SwatchConfig.parse(bytes, path: "swatch.yml", folder: "", confinement: InputFiles(named: ".")) {
        _ = (config.palette, config.catalog, config.look, config.font, config.pairs, config.wcagLevel, config.threshold,
             config.maxDiffPixels, config.ignoreAntialiasing, config.minDeltaE)
        _ = config.exports.map { $0.options.map(\.value.argument) }
        _ = config.references.map { $0.render.map(\.value.argument) }
    }
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzConfig is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
