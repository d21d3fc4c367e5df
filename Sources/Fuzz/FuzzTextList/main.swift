// libFuzzer target for text lists (`TextListReader`).
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzTextList
// and runs it on a copy of Tests/Fuzz/FuzzTextList/. Without -DFUZZING (a normal `swift build`) it is a program that
// only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit
import SwatchPalette

/// Reads the input as a text list, stopping at the first error and keeping going.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = try? TextListReader.read(data: bytes, file: "fuzz.txt", options: PaletteReadOptions())
    _ = try? TextListReader.read(data: bytes, file: "fuzz.txt", options: PaletteReadOptions(keepGoing: true))
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzTextList is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
