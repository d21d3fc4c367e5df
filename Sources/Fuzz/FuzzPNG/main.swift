// libFuzzer target for PNG decoding, `PNGImage(data:)` (libpng through CSwatchPNG).
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzPNG
// and runs it on a copy of Tests/Fuzz/FuzzPNG/. Without -DFUZZING (a normal `swift build`) it is a program that
// only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit

/// Decodes the input as a PNG: it must give an image whose pixel array fits its size, or a `SwatchError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let image = try? PNGImage(data: Array(UnsafeBufferPointer(start: data, count: size))) {
        precondition(image.pixels.count == image.width * image.height * 4)
    }
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzPNG is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
