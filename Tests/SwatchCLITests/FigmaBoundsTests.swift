import Foundation
import Testing

/// Hostile Figma variables files and `--appearance-map` values from the command line: chains of 20,000 aliases
/// either way, fan-outs onto one chain, a file of 20,000 variables, one over the 64 MiB a palette file may hold,
/// modes that map to nothing and maps that say nothing. Each gives one line (or reads) in a few hundred megabytes
/// of address space. The files are made by `python3` in the setup.
@Suite struct FigmaBoundsTests {
    static let memoryMB = 400

    /// A REST response of one collection (`modes`: JSON text) whose variables `python` (a list comprehension of
    /// `(id, name, valuesByMode)` tuples, in JSON-ready Python) makes, written to `file`.
    static func document(_ file: String, modes: String = ##"[{"modeId": "m", "name": "Light"}]"##, variables: String) -> String {
        TokenBoundsTests.python("""
            import json
            vs = \(variables)
            variables = {i: {"id": i, "name": n, "variableCollectionId": "C", "resolvedType": "COLOR", "valuesByMode": v} for i, n, v in vs}
            collection = {"id": "C", "name": "Big", "modes": json.loads(\(modes.debugDescription)), "variableIds": [i for i, _, _ in vs]}
            open("\(file)", "w").write(json.dumps({"meta": {"variableCollections": {"C": collection}, "variables": variables}}))
            """)
    }

    static let red = ##"{"r": 1, "g": 0, "b": 0, "a": 1}"##

    static let cases: [BadInputTests.Case] = [
        BadInputTests.Case(name: "a chain of 20,000 Figma aliases",
                           setup: document("chain.json", variables: ##"[("V0", "v0", {"m": \##(red)})] + [("V%d" % i, "v%d" % i, {"m": {"type": "VARIABLE_ALIAS", "id": "V%d" % (i - 1)}}) for i in range(1, 20001)]"##),
                           command: #""$SWATCH" list --palette chain.json"#, status: 1,
                           firstLine: "swatch: error: chain.json: meta.variables.V257.valuesByMode: a chain of more than 256 aliases starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a chain of 20,000 Figma aliases from the first variable",
                           setup: document("chain.json", variables: ##"[("V%d" % i, "v%d" % i, {"m": {"type": "VARIABLE_ALIAS", "id": "V%d" % (i + 1)}}) for i in range(20000)] + [("V20000", "v20000", {"m": \##(red)})]"##),
                           command: #""$SWATCH" list --palette chain.json"#, status: 1,
                           firstLine: "swatch: error: chain.json: meta.variables.V0.valuesByMode: a chain of more than 256 aliases starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "20,000 Figma aliases onto a chain of 255",
                           setup: document("fan.json", variables: ##"[("T0", "t0", {"m": \##(red)})] + [("T%d" % i, "t%d" % i, {"m": {"type": "VARIABLE_ALIAS", "id": "T%d" % (i - 1)}}) for i in range(1, 256)] + [("F%d" % i, "f%d" % i, {"m": {"type": "VARIABLE_ALIAS", "id": "T255"}}) for i in range(20000)]"##),
                           command: #""$SWATCH" list --palette fan.json --format csv > out.csv"#, status: 0, firstLine: "",
                           after: ##"test $(wc -l < out.csv) -eq 20257 && grep -q "^Big,f19999,,#FF0000FF," out.csv"##, memoryMB: memoryMB),
        BadInputTests.Case(name: "a Figma file of 20,000 colour variables in two modes",
                           setup: document("big.json", modes: ##"[{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}]"##,
                                           variables: ##"[("V%d" % i, "g%d/c%d" % (i // 100, i), {"l": {"r": (i % 256) / 255, "g": 0, "b": 0, "a": 1}, "d": {"type": "VARIABLE_ALIAS", "id": "V0"} if i else {"r": 0, "g": 0, "b": 1, "a": 1}}) for i in range(20000)]"##),
                           command: #""$SWATCH" list --palette big.json --format csv > out.csv"#, status: 0, firstLine: "",
                           after: ##"test $(wc -l < out.csv) -eq 20001 && grep -q "^Big,g199/c19999,,#1F0000FF,,#0000FFFF," out.csv"##, memoryMB: 600),
        BadInputTests.Case(name: "a Figma file over 64 MiB",
                           setup: TokenBoundsTests.python(##"open("huge.json", "w").write("{\"meta\": {\"variableCollections\": {}, \"variables\": {}}, \"pad\": \"" + "x" * (65 << 20) + "\"}")"##),
                           command: #""$SWATCH" list --palette huge.json"#, status: 1,
                           firstLine: "swatch: error: huge.json: larger than 64 MiB, swatch's limit for a palette file", memoryMB: memoryMB),
        BadInputTests.Case(name: "a Figma mode that maps to nothing",
                           setup: document("modes.json", modes: ##"[{"modeId": "l", "name": "Day"}, {"modeId": "d", "name": "Night"}]"##,
                                           variables: ##"[("V", "tint", {"l": \##(red), "d": \##(red)})]"##),
                           command: #""$SWATCH" list --palette modes.json --appearance-map 'Day=light'"#, status: 1,
                           firstLine: "swatch: error: modes.json: meta.variableCollections.C.modes[1]: mode \"Night\" of collection \"Big\" maps to no appearance: name it after one (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast) or map it with --appearance-map 'Night=APPEARANCE'",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "Figma modes mapped with --appearance-map",
                           setup: document("modes.json", modes: ##"[{"modeId": "l", "name": "Day"}, {"modeId": "d", "name": "Night"}]"##,
                                           variables: ##"[("V", "tint", {"l": \##(red), "d": {"r": 0, "g": 0, "b": 1, "a": 1}})]"##),
                           command: #""$SWATCH" list --palette modes.json --appearance-map 'Day=light, night = dark' --format csv > out.csv"#, status: 0,
                           firstLine: "", after: ##"grep -q "^Big,tint,,#FF0000FF,,#0000FFFF," out.csv"##, memoryMB: memoryMB),
        BadInputTests.Case(name: "an --appearance-map pair without =",
                           setup: "true", command: #""$SWATCH" list --appearance-map 'Light Mode'"#, status: 1,
                           firstLine: "swatch: error: --appearance-map: \"Light Mode\" is not NAME=APPEARANCE", memoryMB: memoryMB),
        BadInputTests.Case(name: "an --appearance-map to no appearance",
                           setup: "true", command: #""$SWATCH" list --appearance-map 'HC Dark=darker'"#, status: 1,
                           firstLine: "swatch: error: --appearance-map: \"darker\" is not an appearance (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast)",
                           memoryMB: memoryMB),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws {
        try BadInputTests.run(test)
    }
}
