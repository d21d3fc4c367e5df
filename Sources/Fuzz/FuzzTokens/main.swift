// libFuzzer target for design tokens (`TokensReader`): token files, resolver documents whose `$ref`s reach other
// files, Tokens Studio themes in both layouts and both key forms; and Figma variables files (`FigmaVariables`,
// `FigmaPalette`), the document read as one.
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzTokens
// and runs it on a copy of Tests/Fuzz/FuzzTokens/. Without -DFUZZING (a normal `swift build`) it is a program that
// only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit
import SwatchPalette

/// The input is up to four files separated by NUL bytes: the document, then `a`, `b` and `$metadata.json`. Each
/// is written into one temporary folder (a part left out removes its file), where a resolver's `{"$ref":
/// "a.tokens.json"}` and a Tokens Studio set `a` find them.
enum Fixture {
    /// The temporary folder the parts are written to, one per fuzzing process.
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("FuzzTokens-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
    /// The names each part is written under: the document as each kind it can be read as, then the parts it refers to.
    static let names = [["fuzz.tokens.json", "fuzz.resolver.json", "$themes.json"], ["a.tokens.json", "a.json"],
                        ["b.tokens.json", "b.json"], ["$metadata.json"]]
    /// The defaults, and keeping going with the other rounding, which take other branches.
    static let options = [PaletteReadOptions(), PaletteReadOptions(keepGoing: true, rounding: .truncate)]
    /// The built-in catalog, read once: `PaletteReader` takes one for the palettes that refer to UIKit's colours.
    static let system = (try? SystemCatalog.palette(named: SystemCatalog.defaultName)) ?? Palette(name: "none", title: "none", sections: [])
    /// Names of the user's own for modes and themes: `Light Mode`, `HC Dark` and `Mode 1` are appearances.
    static let mapped = PaletteReadOptions(appearanceNames: (try? AppearanceNames(parsing: "Light Mode=light,HC Dark=darkHighContrast,Mode 1=dark")) ?? AppearanceNames())

    /// Writes each part under its names; removes the files of the parts `parts` lacks.
    static func write(_ parts: [Data]) {
        for (index, names) in names.enumerated() {
            for name in names {
                let url = folder.appendingPathComponent(name)
                if index < parts.count { put(parts[index], at: url.path) } else { unlink(url.path) }
            }
        }
    }

    /// Writes `data` to `path` with stdio: `Data.write` syncs every file to disk, which made fuzzing crawl.
    static func put(_ data: Data, at path: String) {
        guard let file = fopen(path, "wb") else { return }
        data.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}

/// Reads the document as a token file (or what its content says it is: single-file Tokens Studio themes, a
/// resolver), as a resolver document and as a Tokens Studio `$themes.json`, each with both sets of options, through
/// `PaletteReader` as the command line does (its files opened and confined by `InputFiles`); and as Figma
/// variables, with no appearance names and with a map of its own.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let parts = bytes.split(separator: 0, maxSplits: Fixture.names.count - 1, omittingEmptySubsequences: false).map { Data($0) }
    Fixture.write(parts)
    for name in Fixture.names[0] {
        for options in Fixture.options {
            _ = try? PaletteReader.read(path: Fixture.folder.appendingPathComponent(name).path, options: options, system: Fixture.system)
        }
    }
    if let document = parts.first, let root = try? TokenNode.parse(document), let variables = try? FigmaVariables(root) {
        for options in Fixture.options + [Fixture.mapped] {
            _ = try? FigmaPalette.load(variables, file: "fuzz.json", options: options)
        }
    }
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzTokens is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
