import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// The hostile pass over issue 22's Figma inputs: 100 KB ids, types and keys cut in messages, modes sharing an
/// id, long cycles, names holding what a path or a terminal would take (`/`, `..`, NUL, bidi controls, line
/// breaks) kept as they are, and numbers JSON cannot hold.
@Suite struct FigmaHostileInputTests {
    static let long = String(repeating: "x", count: 100_000)
    /// How a message shows `long`.
    static let cut = String(repeating: "x", count: 80) + "… (100000 characters)"

    /// One collection of a light and a dark mode holding `V` with `values`, and whatever `extra` adds.
    static func message(_ values: [(String, String)], extra: (inout FigmaDocument) -> Void = { _ in }) -> String? {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: "Theme", modes: [("l", "Light"), ("d", "Dark")])]
        document.color("V", "tint", in: "C", values)
        extra(&document)
        return FigmaDocument.message(document.json())
    }

    /// A 100 KB id, type, key or value is quoted cut, so the message is one short line.
    @Test func longValuesAreCutInMessages() {
        let dark = ("d", FigmaDocument.rgba("#000000"))
        #expect(Self.message([("l", FigmaDocument.alias(Self.long)), dark])
                == "figma.json: meta.variables.V.valuesByMode.l.id: \"\(Self.cut)\" is not a variable of the file")
        #expect(Self.message([("l", FigmaDocument.alias("F")), dark]) { $0.color("F", "size", in: "C", [("l", "1"), ("d", "1")], type: Self.long) }
                == "figma.json: meta.variables.V.valuesByMode.l.id: \"size\" is a \(Self.cut) variable, not a colour")
        #expect(Self.message([("l", "{\"r\": 0, \"g\": 0, \"b\": 0, \"\(Self.long)\": 1}"), dark])
                == "figma.json: meta.variables.V.valuesByMode.l.\(Self.cut): unknown key (expected r, g, b, a)")
        #expect(Self.message([("l", OrderedJSON.quoted(Self.long)), dark])?
            .hasPrefix("figma.json: meta.variables.V.valuesByMode.l: \"\(Self.cut)\" is not a colour (expected") == true)
        // A variable's id as its key, and a mode id without a value.
        var keyed = FigmaDocument()
        keyed.collections = [.init(id: "C", name: "Theme", modes: [(Self.long, "Light")])]
        keyed.color(Self.long, "tint", in: "C", [])
        #expect(FigmaDocument.message(keyed.json()) == "figma.json: meta.variables.\(Self.cut).valuesByMode: no value for mode \"Light\" (\"\(Self.cut)\")")
        let collection = #"{"meta": {"variableCollections": {}, "variables": {"V": {"name": "x", "variableCollectionId": "\#(Self.long)", "resolvedType": "COLOR", "valuesByMode": {}}}}}"#
        #expect(FigmaDocument.message(collection) == "figma.json: meta.variables.V.variableCollectionId: \"\(Self.cut)\" is not a collection of the file")
        let twice = #"{"variableCollections": [{"id": "\#(Self.long)", "name": "a", "modes": [{"modeId": "m", "name": "Light"}]}, {"id": "\#(Self.long)", "name": "b", "modes": [{"modeId": "m", "name": "Light"}]}], "variables": []}"#
        #expect(FigmaDocument.message(twice) == "figma.json: variableCollections[1]: \"\(Self.cut)\" is the id of another collection")
        let misfiled = #"{"meta": {"variableCollections": {"\#(Self.long)": {"id": "C", "name": "a", "modes": [{"modeId": "m", "name": "Light"}]}}, "variables": {}}}"#
        #expect(FigmaDocument.message(misfiled) == "figma.json: meta.variableCollections.\(Self.cut).id: \"C\" is not the key it is listed under (\"\(Self.cut)\")")
    }

    /// Values are keyed by mode id, so two modes of one id would be one mode under two names.
    @Test func modesSharingAnIDAreRefused() {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: "Theme", modes: [("m", "Light"), ("m", "Dark")])]
        document.color("V", "tint", in: "C", [("m", FigmaDocument.rgba("#FF0000"))])
        #expect(FigmaDocument.message(document.json()) == #"figma.json: meta.variableCollections.C.modes[1].modeId: "m" is the id of another mode of the collection"#)
    }

    /// A cycle through 200 variables of long names names the first 20, each cut, and how many more. Names of 1,000
    /// characters (200 KB whole, not 3,000) are as long as cutting needs: `long`'s 100,000 took 3.5 s of CPU.
    @Test func longCyclesAreCut() throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: "Loop", modes: [("m", "Light")])]
        let long = String(repeating: "x", count: 1_000)
        for index in 0 ..< 200 {
            document.color("V\(index)", long + "\(index)", in: "C", [("m", FigmaDocument.alias("V\((index + 1) % 200)"))])
        }
        let message = try #require(FigmaDocument.message(document.json()))
        #expect(message.hasPrefix("figma.json: meta.variables.V0.valuesByMode: alias cycle: \"\(String(repeating: "x", count: 80))… (1001 characters)\" → "))
        #expect(message.hasSuffix(" → … and 181 more"))
        #expect(message.count < 3_000)
    }

    /// Names are the file's: a slash is a namespace, the rest is kept as it is (messages and code escape it).
    @Test(arguments: ["Brand/Primary", "../../etc/passwd", "a\u{0}b", "a\u{202E}b", "a\nb\r\nc", "//", String(repeating: "n", count: 100_000)])
    func namesAreKept(name: String) throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: name, modes: [("m", "Light")])]
        document.color("V", name, in: "C", [("m", FigmaDocument.rgba("#FF0000"))])
        let palette = try FigmaDocument.load(document.json()).palette
        #expect(palette.colorNames == [name])
        #expect(palette.sections.map(\.name) == [name])
    }

    /// JSON numbers no `Double` holds, NaN, and components out of 0 to 1 are errors; CRLF, CR and a BOM read.
    @Test func numbersAndLineEnds() throws {
        func document(_ value: String) -> String {
            #"{"meta": {"variableCollections": {"C": {"name": "B", "modes": [{"modeId": "m", "name": "Light"}]}}, "variables": {"V": {"name": "t", "variableCollectionId": "C", "resolvedType": "COLOR", "valuesByMode": {"m": \#(value)}}}}}"#
        }
        #expect(FigmaDocument.message(document(#"{"r": 1e400, "g": 0, "b": 0}"#))?.hasPrefix("figma.json: not valid JSON (") == true)
        #expect(FigmaDocument.message(document(#"{"r": NaN, "g": 0, "b": 0}"#))?.hasPrefix("figma.json: not valid JSON (") == true)
        #expect(FigmaDocument.message(document(#"{"r": -0.1, "g": 0, "b": 0}"#)) == "figma.json: meta.variables.V.valuesByMode.m.r: -0.1 is out of range (0 to 1)")
        #expect(FigmaDocument.message(document(#"{"r": 1.0000001, "g": 0, "b": 0}"#)) == "figma.json: meta.variables.V.valuesByMode.m.r: 1.0000001 is out of range (0 to 1)")
        #expect(try FigmaDocument.load(document(#"{"r": 1e-400, "g": -0.0, "b": 1}"#)).palette.color(named: "t")?.hexValues == ["light": "#0000FFFF"])
        let pretty = document(#"{"r": 1, "g": 0, "b": 0}"#).replacingOccurrences(of: ", ", with: ",\n")
        for text in [pretty.replacingOccurrences(of: "\n", with: "\r\n"), pretty.replacingOccurrences(of: "\n", with: "\r"), "\u{FEFF}" + pretty] {
            #expect(try FigmaDocument.load(text).palette.color(named: "t")?.hexValues == ["light": "#FF0000FF"])
        }
    }
}
