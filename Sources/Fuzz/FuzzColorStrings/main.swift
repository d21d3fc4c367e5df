// libFuzzer target for colour strings: `RGBA8(hex:)`, `ColorReference(parsing:)`, `ComponentNotation.fraction`, `PixelAllowance(parsing:)`.
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzColorStrings
// and runs it on a copy of Tests/Fuzz/FuzzColorStrings/. Without -DFUZZING (a normal `swift build`) it is a program that
// only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit
import SwatchPalette

enum Fixture {
    /// A few names to resolve against (the whole catalog would make a did-you-mean search dominate each run).
    static let palette = Palette(name: "fuzz", title: "fuzz", sections: [PaletteSection(name: "Colours", colors: [
        NamedColor(name: "systemRed", values: [.light: RGBA8(r: 255, g: 59, b: 48)], sources: []),
        NamedColor(name: "label", values: [.light: .black, .dark: .white], sources: []),
        NamedColor(name: "Brand/Primary", values: [.light: RGBA8(r: 91, g: 46, b: 255, a: 128)], sources: []),
    ])])
}

/// Parses the input (as UTF-8, invalid bytes replaced) with every colour-string parser. What parses must
/// print back to the same value; names are looked up in a small palette (an unknown one gets a did-you-mean hint).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let color = RGBA8(hex: text) {
        precondition(RGBA8(hex: color.hex) == color, "\(color.hex) does not parse back")
    }
    if let reference = ColorReference(parsing: text) {
        precondition(ColorReference(parsing: reference.description) == reference, "\(reference) does not parse back")
        _ = try? reference.resolve(in: Fixture.palette, for: .dark, option: "--tint")
    }
    if let allowance = PixelAllowance(parsing: text) {
        precondition(PixelAllowance(parsing: allowance.description) == allowance, "\(allowance) does not parse back")
        _ = allowance.allowedPixels(of: 1 << 28)
    }
    // Components as Xcode writes them (strings), and as JSON numbers when the text is one.
    var nodes = [JSONNode(root: text)]
    if let number = Double(text) { nodes.append(JSONNode(root: NSNumber(value: number))) }
    for node in nodes {
        for extended in [false, true] {
            if let fraction = try? ComponentNotation.fraction(node, extended: extended) {
                precondition(fraction.isFinite && (extended || (0...1).contains(fraction)), "\(text) gave \(fraction)")
            }
        }
    }
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzColorStrings is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
