import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
@testable import SwatchSupport
import SwatchTestSupport

/// `ResolutionLimits` at their edges: a chain as long as `maxDepth` resolves and one link more is refused
/// with one line naming the chain's start; a document that expands to exactly `maxValues` values reads and
/// one value more is refused.
@Suite struct TokenLimitsTests {
    static let limit = ResolutionLimits.maxDepth

    /// `"t1": {"$value": "{t0}"}` ... up to `t<links>`, `t0` a colour: the chain from the last has `links` aliases.
    static func aliasChain(_ links: Int) -> String {
        let aliases = (1...links).map { "\"t\($0)\": {\"$value\": \"{t\($0 - 1)}\"}" }.joined(separator: ", ")
        return "{\"$type\": \"color\", \"t0\": {\"$value\": \"#FF0000\"}, \(aliases)}"
    }

    @Test(arguments: [false, true]) func aliasChains(reversed: Bool) throws {
        // Reversed, the chain starts at the first token and its colour is at the end.
        func chain(_ links: Int) -> String {
            guard reversed else { return Self.aliasChain(links) }
            let aliases = (0..<links).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" }.joined(separator: ", ")
            return "{\"$type\": \"color\", \(aliases), \"t\(links)\": {\"$value\": \"#FF0000\"}}"
        }
        let loaded = try TokenTestFiles.load(chain(Self.limit))
        #expect(loaded.palette.color(named: reversed ? "t0" : "t\(Self.limit)")?.value(for: .light).hex == "#FF0000FF")
        let start = reversed ? "t0" : "t\(Self.limit + 1)"
        #expect(TokenTestFiles.message(chain(Self.limit + 1)) == "brand.tokens.json: \(start).$value: a chain of more than \(Self.limit) aliases starts here")
    }

    /// A chain of aliases inside a group, `{g.t<n>}` to `{g.t<n-1>}` (the references name paths from the top, so the
    /// file is one document, not Tokens Studio sets): `maxDepth` links resolve, 5,000 stop at the first token past the
    /// limit, and a cycle at the start of 5,000 links is named as a cycle. Telling sets from paths looked each
    /// reference up through the whole group (quadratic: 60,000 links 7 s, 300,000 minutes); now through an index.
    @Test func longAliasChainsInAGroup() throws {
        func chain(_ links: Int, first: String = "\"#FF0000\"") -> String {
            let aliases = (1...links).map { "\"t\($0)\": {\"$value\": \"{g.t\($0 - 1)}\"}" }.joined(separator: ", ")
            return "{\"g\": {\"$type\": \"color\", \"t0\": {\"$value\": \(first)}, \(aliases)}}"
        }
        let loaded = try TokenTestFiles.load(chain(Self.limit))
        #expect(loaded.palette.colorCount == Self.limit + 1)
        #expect(loaded.palette.color(named: "t\(Self.limit)")?.value(for: .light).hex == "#FF0000FF")
        #expect(TokenTestFiles.message(chain(5_000)) == "brand.tokens.json: g.t257.$value: a chain of more than \(Self.limit) aliases starts here")
        #expect(TokenTestFiles.message(chain(5_000, first: "\"{g.t1}\"")) == "brand.tokens.json: g.t0.$value: alias cycle: {g.t0} → {g.t1} → {g.t0}")
    }

    /// `g<n>` extends `g<n-1>` ... extends `g0`, which holds one colour.
    static func extendsChain(_ links: Int) -> String {
        let groups = (1...links).map { "\"g\($0)\": {\"$extends\": \"{g\($0 - 1)}\"}" }.joined(separator: ", ")
        return "{\"$type\": \"color\", \"g0\": {\"a\": {\"$value\": \"#00FF00\"}}, \(groups)}"
    }

    @Test func extendsChains() throws {
        let loaded = try TokenTestFiles.load(Self.extendsChain(Self.limit))
        #expect(loaded.palette.sections.count == Self.limit + 1)
        #expect(loaded.palette.sections.last?.colors.first?.value(for: .light).hex == "#00FF00FF")
        #expect(TokenTestFiles.message(Self.extendsChain(Self.limit + 1))
                == "brand.tokens.json: g\(Self.limit + 1).$extends: a chain of more than \(Self.limit) $extends and nested groups starts here")
    }

    /// Groups nested in the document count with the groups `$extends` brings in: a group that nests deep,
    /// extended from deep inside another, is refused though each alone is well within the limit.
    @Test func extendsCountNestedGroups() throws {
        let half = Self.limit / 2
        let deep = String(repeating: "{\"n\": ", count: half) + "{\"a\": {\"$value\": \"#00FF00\"}}" + String(repeating: "}", count: half)
        let reaching = String(repeating: "{\"m\": ", count: half) + "{\"$extends\": \"{deep}\"}" + String(repeating: "}", count: half)
        #expect(TokenTestFiles.message("{\"$type\": \"color\", \"deep\": \(deep), \"x\": \(reaching)}")
                == "brand.tokens.json: x\(String(repeating: ".m", count: half)).$extends: a chain of more than \(Self.limit) $extends and nested groups starts here")
        let shallower = String(repeating: "{\"m\": ", count: half - 2) + "{\"$extends\": \"{deep}\"}" + String(repeating: "}", count: half - 2)
        #expect(try TokenTestFiles.load("{\"$type\": \"color\", \"deep\": \(deep), \"x\": \(shallower)}").palette.colorCount == 2)
    }

    /// `t<n>`'s first component points at `t<n-1>`'s, down to `t0`, whose components are numbers.
    static func componentChain(_ links: Int) -> String {
        let tokens = (1...links).map {
            "\"t\($0)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [{\"$ref\": \"#/t\($0 - 1)/$value/components/0\"}, 0, 0]}}"
        }.joined(separator: ", ")
        return "{\"$type\": \"color\", \"t0\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}}, \(tokens)}"
    }

    @Test func componentReferenceChains() throws {
        let loaded = try TokenTestFiles.load(Self.componentChain(Self.limit))
        #expect(loaded.palette.color(named: "t\(Self.limit)")?.value(for: .light).hex == "#FF0000FF")
        #expect(TokenTestFiles.message(Self.componentChain(Self.limit + 1))
                == "brand.tokens.json: t\(Self.limit + 1).$value.components[0].$ref: a chain of more than \(Self.limit) references starts here")
    }

    /// A resolver whose order names `s0`, which refers to `s1` ... to `s<sets-1>`, which holds one colour.
    static func setChain(_ sets: Int) -> String {
        var members = (0..<sets - 1).map { "\"s\($0)\": {\"sources\": [{\"$ref\": \"#/sets/s\($0 + 1)\"}]}" }
        members.append("\"s\(sets - 1)\": {\"sources\": [{\"$type\": \"color\", \"a\": {\"$value\": \"#0000FF\"}}]}")
        return "{\"version\": \"2025.10\", \"sets\": {\(members.joined(separator: ", "))}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s0\"}]}"
    }

    @Test func setReferenceChains() throws {
        let loaded = try TokenTestFiles.load(Self.setChain(Self.limit), name: "x.resolver.json")
        #expect(loaded.palette.color(named: "a")?.value(for: .light).hex == "#0000FFFF")
        #expect(TokenTestFiles.message(Self.setChain(Self.limit + 1), name: "x.resolver.json")
                == "x.resolver.json: sets.s0: a chain of more than \(Self.limit) set references starts here")
    }

    /// Six levels of sets, each referring ten times to the next, over one token: exactly a million values,
    /// and `extra` more tokens beside the references of the top set.
    static func setFanOut(extra: Int) -> String {
        var members = (0..<6).map { level in
            var sources = Array(repeating: "{\"$ref\": \"#/sets/s\(level + 1)\"}", count: 10)
            if level == 0, extra > 0 {
                sources.append("{" + (0..<extra).map { "\"e\($0)\": {\"$value\": \"#FFFFFF\"}" }.joined(separator: ", ") + "}")
            }
            return "\"s\(level)\": {\"sources\": [\(sources.joined(separator: ", "))]}"
        }
        members.append("\"s6\": {\"sources\": [{\"$type\": \"color\", \"a\": {\"$value\": \"#0000FF\"}}]}")
        return "{\"version\": \"2025.10\", \"sets\": {\(members.joined(separator: ", "))}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s0\"}]}"
    }

    @Test func expansionBudget() throws {
        #expect(ResolutionLimits.maxValues == 1_000_000)
        let loaded = try TokenTestFiles.load(Self.setFanOut(extra: 0), name: "x.resolver.json")
        #expect(loaded.palette.colorCount == 1)
        #expect(TokenTestFiles.message(Self.setFanOut(extra: 1), name: "x.resolver.json")
                == "x.resolver.json: sets.s0.sources: the tokens expand to more than 1000000 values (references inside references?)")
    }

    /// What `$extends` brings in counts as often as it is brought in: groups extending the one before twice.
    @Test func extendsFanOutIsRefused() throws {
        let groups = (1..<40).map { "\"g\($0)\": {\"x\": {\"$extends\": \"{g\($0 - 1)}\"}, \"y\": {\"$extends\": \"{g\($0 - 1)}\"}}" }
        let document = "{\"$type\": \"color\", \"g0\": {\"a\": {\"$value\": \"#00FF00\"}}, \(groups.joined(separator: ", "))}"
        #expect(TokenTestFiles.message(document) == "brand.tokens.json: g17.y.$extends: the tokens expand to more than 1000000 values (references inside references?)")
    }

    @Test func jsonNestingLimit() throws {
        func nested(_ depth: Int) -> [UInt8] { Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8) }
        #expect(try OrderedJSONParser.parse(nested(Self.limit)) != .null)
        #expect(throws: OrderedJSONParser.SyntaxError(message: "nested more than \(Self.limit) levels deep at line 1, column \(Self.limit + 1)")) {
            try OrderedJSONParser.parse(nested(Self.limit + 1))
        }
    }
}
