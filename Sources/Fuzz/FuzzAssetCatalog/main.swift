// libFuzzer target for one colour set's `Contents.json` (`ColorSetContents`, `ColorSetVariants`) and a group folder's.
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzAssetCatalog
// and runs it on a copy of Tests/Fuzz/FuzzAssetCatalog/. Without -DFUZZING (a normal `swift build`) it is a program that
// only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit
import SwatchPalette

enum Fixture {
    static let system = try! SystemCatalog.palette(named: "ios26")
    static let location = ColorSetLocation(groups: [ColorLocation.Folder(name: "Brand", providesNamespace: true)], name: "Primary")
    /// The defaults, and the other idiom and rounding, which take other branches of the variant rules.
    static let options = [PaletteReadOptions(), PaletteReadOptions(keepGoing: true, idiom: "ipad", rounding: .truncate)]
}

/// Reads the input as a colour set's `Contents.json` (as `AssetCatalogReader` does for each `.colorset`) and as
/// a group folder's; either reads or throws.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    for options in Fixture.options {
        var warnings: [MessageText] = []
        _ = try? AssetCatalogReader.colorSet(data: bytes, Fixture.location, options: options, system: Fixture.system,
                                             warnings: &warnings)
    }
    _ = try? AssetCatalogFolders.properties(data: bytes)
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzAssetCatalog is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
