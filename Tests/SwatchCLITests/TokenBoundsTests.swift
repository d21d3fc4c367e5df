import Foundation
import Testing

/// Hostile design tokens that reach far or fan out (`ResolutionLimits`): chains of 20,000 aliases, component
/// `$ref`s, `$extends` and resolver sets, groups nested 20,000 deep, 600 KB of `[`, and references inside
/// references that would expand to billions of values. Each gives one line naming the file and the place, in
/// a few hundred megabytes of address space, where it used to overflow the stack or run for minutes. The
/// files are made by `python3` in the setup.
@Suite struct TokenBoundsTests {
    /// `python3 -c` running `code` (which must not hold a single quote).
    static func python(_ code: String) -> String { "python3 -c '\(code)'" }

    /// A file of 20,001 tokens, `t<i>` being `link` with `j` the index of the next token of the chain and the
    /// last token of the chain `end`: `t0` is the end and each token points at the one before, or (`reversed`)
    /// `t20000` is the end and each token points at the one after, so the chain starts at the first token.
    static func chain(_ file: String, end: String = ##"{"$value": "#ff0000"}"##, link: String, reversed: Bool = false) -> String {
        python("""
            import json
            d = {"$type": "color"}
            links = [(i, i + 1) for i in range(20000)] if \(reversed ? "True" : "False") else [(i, i - 1) for i in range(1, 20001)]
            if not \(reversed ? "True" : "False"): d["t0"] = json.loads(\(end.debugDescription))
            for i, j in links: d["t%d" % i] = \(link)
            if \(reversed ? "True" : "False"): d["t20000"] = json.loads(\(end.debugDescription))
            open("\(file)", "w").write(json.dumps(d))
            """)
    }

    static let extendsEnd = ##"{"a": {"$value": "#ff0000"}}"##
    static let extendsLink = ##"{"$extends": "{t%d}" % j}"##
    static let componentEnd = ##"{"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"##
    static let componentLink = ##"{"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/t%d/$value/components/0" % j}, 0, 0]}}"##

    static let memoryMB = 400
    /// The 51st name of the set in the Tokens Studio case, the first past the budget (50 x 20,000 values).
    static let studioSet = String(repeating: "./", count: 51) + "core"
    /// How a key path shows that set's 106-character name: cut at 80 characters.
    static let studioSetShown = "\(studioSet.prefix(80))… (\(studioSet.count) characters)"
    static let fanOutLine = "the tokens expand to more than 1000000 values (references inside references?)"

    static let cases: [BadInputTests.Case] = [
        // An alias of three million names (6 MB) was split whole and aborted under the limit (H14-1): deeper than any
        // document nests, it is no reference.
        BadInputTests.Case(name: "an alias of 3,000,000 names",
                           setup: #"awk 'BEGIN { printf "{\"G\": {\"c\": {\"$type\": \"color\", \"$value\": \"{"; for (i = 0; i < 3000000; i++) printf "G."; printf "x}\"}}}" }' > long.tokens.json"#,
                           command: #""$SWATCH" list --palette long.tokens.json"#, status: 1,
                           firstLine: "swatch: error: long.tokens.json: G.c.$value: \"{G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G.G… (6000003 characters)\" is not a reference (expected {group.token} or #/group/token)",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a chain of 20,000 aliases",
                           setup: chain("alias.tokens.json", link: ##"{"$value": "{t%d}" % j}"##),
                           command: #""$SWATCH" list --palette alias.tokens.json"#, status: 1,
                           firstLine: "swatch: error: alias.tokens.json: t257.$value: a chain of more than 256 aliases starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a chain of 20,000 $extends",
                           setup: chain("extends.tokens.json", end: extendsEnd, link: extendsLink),
                           command: #""$SWATCH" list --palette extends.tokens.json"#, status: 1,
                           firstLine: "swatch: error: extends.tokens.json: t257.$extends: a chain of more than 256 $extends and nested groups starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a chain of 20,000 component references",
                           setup: chain("ref.tokens.json", end: componentEnd, link: componentLink),
                           command: #""$SWATCH" list --palette ref.tokens.json"#, status: 1,
                           firstLine: "swatch: error: ref.tokens.json: t257.$value.components[0].$ref: a chain of more than 256 references starts here",
                           memoryMB: memoryMB),
        // Reversed, each link is followed before the one it points at is known: these overflowed the stack.
        BadInputTests.Case(name: "a chain of 20,000 aliases from the first token",
                           setup: chain("alias.tokens.json", link: ##"{"$value": "{t%d}" % j}"##, reversed: true),
                           command: #""$SWATCH" list --palette alias.tokens.json"#, status: 1,
                           firstLine: "swatch: error: alias.tokens.json: t0.$value: a chain of more than 256 aliases starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a chain of 20,000 $extends from the first group",
                           setup: chain("extends.tokens.json", end: extendsEnd, link: extendsLink, reversed: true),
                           command: #""$SWATCH" list --palette extends.tokens.json"#, status: 1,
                           firstLine: "swatch: error: extends.tokens.json: t0.$extends: a chain of more than 256 $extends and nested groups starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a chain of 20,000 component references from the first token",
                           setup: chain("ref.tokens.json", end: componentEnd, link: componentLink, reversed: true),
                           command: #""$SWATCH" list --palette ref.tokens.json"#, status: 1,
                           firstLine: "swatch: error: ref.tokens.json: t0.$value.components[0].$ref: a chain of more than 256 references starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "groups nested 20,000 deep",
                           setup: python(##"open("nest.tokens.json", "w").write("{\"$type\":\"color\"," + "\"a\":{" * 20000 + "\"t\":{\"$value\":\"#ff0000\"}" + "}" * 20001)"##),
                           command: #""$SWATCH" list --palette nest.tokens.json"#, status: 1,
                           firstLine: "swatch: error: nest.tokens.json: not valid JSON (nested more than 256 levels deep at line 1, column 1297)",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a token file of 600 KB of [",
                           setup: python(##"open("deep.tokens.json", "w").write("[" * 600000)"##),
                           command: #""$SWATCH" list --palette deep.tokens.json"#, status: 1,
                           firstLine: "swatch: error: deep.tokens.json: not valid JSON (nested more than 256 levels deep at line 1, column 257)",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a theme of 600 KB of [",
                           setup: python(##"open("deep.json", "w").write("[" * 600000)"##),
                           command: #""$SWATCH" list --palette deep.json"#, status: 1,
                           firstLine: "swatch: error: deep.json: not valid JSON (nested more than 256 levels deep at line 1, column 257)",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a chain of 20,000 resolver sets",
                           setup: python("""
                               import json
                               sets = {"s%d" % i: {"sources": [{"$ref": "#/sets/s%d" % (i + 1)}]} for i in range(20000)}
                               sets["s20000"] = {"sources": [{"$type": "color", "a": {"$value": "#ff0000"}}]}
                               open("chain.resolver.json", "w").write(json.dumps({"version": "2025.10", "sets": sets, "resolutionOrder": [{"$ref": "#/sets/s0"}]}))
                               """),
                           command: #""$SWATCH" list --palette chain.resolver.json"#, status: 1,
                           firstLine: "swatch: error: chain.resolver.json: sets.s0: a chain of more than 256 set references starts here",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "resolver sets referring to sets 10 x 10 x 10 x 10 x 10 x 10",
                           setup: python("""
                               import json
                               sets = {"s%d" % i: {"sources": [{"$ref": "#/sets/s%d" % (i + 1)}] * 10} for i in range(6)}
                               sets["s6"] = {"sources": [{"$type": "color", "a": {"$value": "#ff0000"}, "b": {"$value": "#00ff00"}}]}
                               open("fan.resolver.json", "w").write(json.dumps({"version": "2025.10", "sets": sets, "resolutionOrder": [{"$ref": "#/sets/s0"}]}))
                               """),
                           command: #""$SWATCH" list --palette fan.resolver.json"#, status: 1,
                           firstLine: "swatch: error: fan.resolver.json: sets.s0.sources: \(fanOutLine)", memoryMB: memoryMB),
        BadInputTests.Case(name: "Tokens Studio themes naming one set of 20,000 groups 600 ways",
                           setup: python("""
                               import json, os
                               os.mkdir("ts")
                               open("ts/core.json", "w").write(json.dumps({"g%d" % i: {} for i in range(20000)}))
                               sets = {"./" * k + "core": "enabled" for k in range(1, 601)}
                               themes = [{"name": n, "selectedTokenSets": sets} for n in ["light", "dark", "lightHighContrast", "darkHighContrast"]]
                               open("ts/$themes.json", "w").write(json.dumps(themes))
                               """),
                           command: #""$SWATCH" list --palette ts"#, status: 1,
                           firstLine: "swatch: error: ts/$themes.json: [0].selectedTokenSets.\(studioSetShown): \(fanOutLine)",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "groups each extending the one before twice",
                           setup: python("""
                               import json
                               d = {"$type": "color", "g0": {"a": {"$value": "#ff0000"}}}
                               for i in range(1, 40): d["g%d" % i] = {"x": {"$extends": "{g%d}" % (i - 1)}, "y": {"$extends": "{g%d}" % (i - 1)}}
                               open("fan.tokens.json", "w").write(json.dumps(d))
                               """),
                           command: #""$SWATCH" list --palette fan.tokens.json"#, status: 1,
                           firstLine: "swatch: error: fan.tokens.json: g17.y.$extends: \(fanOutLine)", memoryMB: memoryMB),
        // Aliases and component references do not multiply values: many of them onto one chain as long as the
        // limit cost their number, and read.
        BadInputTests.Case(name: "20,000 aliases onto a chain of 255, making chains of 256",
                           setup: python("""
                               import json
                               d = {"$type": "color", "t0": {"$value": "#ff0000"}}
                               for i in range(1, 256): d["t%d" % i] = {"$value": "{t%d}" % (i - 1)}
                               for i in range(20000): d["f%d" % i] = {"$value": "{t255}"}
                               open("aliases.tokens.json", "w").write(json.dumps(d))
                               """),
                           command: #""$SWATCH" list --palette aliases.tokens.json --format csv > out.csv"#, status: 0, firstLine: "",
                           after: ##"test $(wc -l < out.csv) -eq 20257 && grep -q "^aliases,f19999,,#FF0000FF," out.csv"##, memoryMB: memoryMB),
        BadInputTests.Case(name: "components each pointing at the three of the token before",
                           setup: python("""
                               import json
                               d = {"$type": "color", "t0": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}}
                               for i in range(1, 256): d["t%d" % i] = {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/t%d/$value/components/%d" % (i - 1, k)} for k in range(3)]}}
                               open("components.tokens.json", "w").write(json.dumps(d))
                               """),
                           command: #""$SWATCH" list --palette components.tokens.json --format csv > out.csv"#, status: 0, firstLine: "",
                           after: ##"test $(wc -l < out.csv) -eq 257 && grep -q "^components,t255,,#FF8000FF," out.csv"##, memoryMB: memoryMB),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws {
        try BadInputTests.run(test)
    }
}
