// libFuzzer target for themes, JSON and YAML (`ThemeReader`, `YAMLTheme.root`, `JSONNode.parse`).
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzTheme
// and runs it on a copy of Tests/Fuzz/FuzzTheme/. Without -DFUZZING (a normal `swift build`) it is a program that
// only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit
import SwatchPalette

/// Reads the input as a JSON theme, stopping at the first error and keeping going, and as a YAML theme.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = try? ThemeReader.read(data: bytes, file: "fuzz.json", options: PaletteReadOptions())
    _ = try? ThemeReader.read(data: bytes, file: "fuzz.json", options: PaletteReadOptions(keepGoing: true, rounding: .truncate))
    _ = try? ThemeReader.read(data: bytes, file: "fuzz.yaml", options: PaletteReadOptions(keepGoing: true))
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzTheme is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
