import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Figma variables as a hostile user writes them: cycles, chains past the limit, fan-outs, wrong types,
/// missing modes and ids. Each is one line naming the file and the place, in well under a second.
@Suite struct FigmaHostileTests {
    static let limit = ResolutionLimits.maxDepth

    /// One collection of one mode: `V0` a colour, `V1` … `V<links>` each an alias of the one before.
    static func chain(_ links: Int, reversed: Bool = false) -> String {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: "Chain", modes: [("m", "Light")])]
        for index in 0 ... links {
            let target = reversed ? index + 1 : index - 1
            let value = (reversed ? index == links : index == 0) ? FigmaDocument.rgba("#FF0000") : FigmaDocument.alias("V\(target)")
            document.color("V\(index)", "v\(index)", in: "C", [("m", value)])
        }
        return document.json()
    }

    @Test(arguments: [false, true])
    func aliasChainsStopAtTheLimit(reversed: Bool) throws {
        let palette = try FigmaDocument.load(Self.chain(Self.limit, reversed: reversed)).palette
        #expect(palette.sections.flatMap(\.colors).allSatisfy { $0.value(for: .light).hex == "#FF0000FF" })
        let start = reversed ? "V0" : "V\(Self.limit + 1)"
        #expect(FigmaDocument.message(Self.chain(Self.limit + 1, reversed: reversed))
                == "figma.json: meta.variables.\(start).valuesByMode: a chain of more than \(Self.limit) aliases starts here")
    }

    /// 20,000 links: refused at the limit, iteratively (no recursion to overflow), at once: from the first
    /// variable, or at the first variable whose chain is one link too long when the colour comes first.
    @Test func aTwentyThousandLinkChainIsRefused() throws {
        #expect(FigmaDocument.message(Self.chain(20_000)) == "figma.json: meta.variables.V257.valuesByMode: a chain of more than \(Self.limit) aliases starts here")
        #expect(FigmaDocument.message(Self.chain(20_000, reversed: true)) == "figma.json: meta.variables.V0.valuesByMode: a chain of more than \(Self.limit) aliases starts here")
    }

    @Test func cyclesAreNamed() {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: "Loop", modes: [("m", "Light")])]
        document.color("A", "a", in: "C", [("m", FigmaDocument.alias("B"))])
        document.color("B", "b", in: "C", [("m", FigmaDocument.alias("C1"))])
        document.color("C1", "c", in: "C", [("m", FigmaDocument.alias("A"))])
        #expect(FigmaDocument.message(document.json()) == "figma.json: meta.variables.A.valuesByMode: alias cycle: \"a\" → \"b\" → \"c\" → \"a\"")
        var selfish = FigmaDocument()
        selfish.collections = [.init(id: "C", name: "Loop", modes: [("m", "Light")])]
        selfish.color("A", "a", in: "C", [("m", FigmaDocument.alias("A"))])
        #expect(FigmaDocument.message(selfish.json()) == "figma.json: meta.variables.A.valuesByMode: alias cycle: \"a\" → \"a\"")
    }

    /// 20,000 variables aliasing one, each through a chain of 200: every value is resolved once.
    @Test func fanOutsCostTheirSize() throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: "Fan", modes: [("m", "Light"), ("n", "Dark")])]
        document.color("T0", "t0", in: "C", [("m", FigmaDocument.rgba("#123456")), ("n", FigmaDocument.rgba("#654321"))])
        for index in 1 ... 200 { document.color("T\(index)", "t\(index)", in: "C", [("m", FigmaDocument.alias("T\(index - 1)")), ("n", FigmaDocument.alias("T\(index - 1)"))]) }
        for index in 0 ..< 20_000 { document.color("F\(index)", "f\(index)", in: "C", [("m", FigmaDocument.alias("T200")), ("n", FigmaDocument.alias("T200"))]) }
        let palette = try FigmaDocument.load(document.json()).palette
        #expect(palette.colorCount == 20_201)
        #expect(palette.color(named: "f19999")?.hexValues == ["light": "#123456FF", "dark": "#654321FF"])
    }

    @Test(arguments: [
        (#"{"meta": {"variableCollections": [], "variables": 3}}"#, "figma.json: meta.variables: 3 is not an object of variables by id, or an array of them"),
        (#"{"meta": {"variableCollections": {"C": {"id": "D", "name": "x", "modes": [{"modeId": "m", "name": "Light"}]}}, "variables": {}}}"#,
         #"figma.json: meta.variableCollections.C.id: "D" is not the key it is listed under ("C")"#),
        (#"{"meta": {"variableCollections": {"C": {"name": "x", "modes": []}}, "variables": {}}}"#,
         "figma.json: meta.variableCollections.C.modes: a collection has at least one mode"),
        (#"{"meta": {"variableCollections": {"C": {"name": "x", "modes": [{"modeId": "m", "name": 7}]}}, "variables": {}}}"#,
         "figma.json: meta.variableCollections.C.modes[0].name: 7 is not a string"),
        (#"{"meta": {"variableCollections": {"C": {"name": "x", "modes": [{"modeId": "m", "name": "L"}], "defaultModeId": "z"}}, "variables": {}}}"#,
         #"figma.json: meta.variableCollections.C.defaultModeId: "z" is not one of the collection's modes"#),
        (#"{"meta": {"variableCollections": {}, "variables": {"V": {"name": "x", "variableCollectionId": "C", "resolvedType": "COLOR", "valuesByMode": []}}}}"#,
         "figma.json: meta.variables.V.valuesByMode: [...] is not an object of a value per mode id"),
        (#"{"meta": {"variableCollections": {}, "variables": {"V": {"name": "x", "variableCollectionId": "C", "resolvedType": "COLOR", "valuesByMode": {}}}}}"#,
         #"figma.json: meta.variables.V.variableCollectionId: "C" is not a collection of the file"#),
        (#"{"meta": {"variableCollections": {}, "variables": {"V": {"name": "x", "variableCollectionId": "C", "resolvedType": "COLOR", "valuesByMode": {}, "remote": "no"}}}}"#,
         #"figma.json: meta.variables.V.remote: "no" is not true or false"#),
    ])
    func wrongShapesAreOneLine(text: String, message: String) {
        #expect(FigmaDocument.message(text) == message)
    }

    @Test func wrongValuesAreNamed() {
        func message(_ value: String, extra: (inout FigmaDocument) -> Void = { _ in }) -> String? {
            var document = FigmaDocument()
            document.collections = [.init(id: "C", name: "Theme", modes: [("l", "Light"), ("d", "Dark")])]
            document.color("V", "tint", in: "C", [("l", value), ("d", FigmaDocument.rgba("#000000"))])
            extra(&document)
            return FigmaDocument.message(document.json())
        }
        #expect(message(#"{"r": "1", "g": 0, "b": 0}"#) == #"figma.json: meta.variables.V.valuesByMode.l.r: "1" is not a number"#)
        #expect(message(#"{"r": 1.5, "g": 0, "b": 0}"#) == "figma.json: meta.variables.V.valuesByMode.l.r: 1.5 is out of range (0 to 1)")
        #expect(message(#"{"g": 0, "b": 0}"#) == "figma.json: meta.variables.V.valuesByMode.l: r: missing")
        #expect(message(#"{"r": 0, "g": 0, "b": 0, "x": 1}"#) == "figma.json: meta.variables.V.valuesByMode.l.x: unknown key (expected r, g, b, a)")
        #expect(message(##""#FF0000""##)?.hasPrefix(##"figma.json: meta.variables.V.valuesByMode.l: "#FF0000" is not a colour (expected"##) == true)
        #expect(message(FigmaDocument.alias("Nope")) == #"figma.json: meta.variables.V.valuesByMode.l.id: "Nope" is not a variable of the file"#)
        #expect(message(FigmaDocument.alias("N")) { $0.color("N", "size", in: "C", [("l", "8"), ("d", "8")], type: "FLOAT") }
                == "figma.json: meta.variables.V.valuesByMode.l.id: \"size\" is a FLOAT variable, not a colour")
        // A mode without a value.
        var missing = FigmaDocument()
        missing.collections = [.init(id: "C", name: "Theme", modes: [("l", "Light"), ("d", "Dark")])]
        missing.color("V", "tint", in: "C", [("l", FigmaDocument.rgba("#FF0000"))])
        #expect(FigmaDocument.message(missing.json()) == #"figma.json: meta.variables.V.valuesByMode: no value for mode "Dark" ("d")"#)
    }

    /// With `--keep-going`, a bad variable is skipped and the rest read.
    @Test func keepGoingSkipsABadVariable() throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "C", name: "Theme", modes: [("l", "Light")])]
        document.color("A", "good", in: "C", [("l", FigmaDocument.rgba("#FF0000"))])
        document.color("B", "bad", in: "C", [("l", FigmaDocument.alias("B"))])
        let load = try FigmaDocument.load(document.json(), options: PaletteReadOptions(keepGoing: true))
        #expect(load.palette.colorNames == ["good"])
        #expect(load.skipped.map(\.message) == ["figma.json: meta.variables.B.valuesByMode: alias cycle: \"bad\" → \"bad\""])
    }
}
