import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Every malformed design-token input and the one line it gives: file, key path, value, problem.
@Suite struct TokensErrorTests {
    static let spaces = "srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"
    static let appearances = "light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast"

    /// A group `g` of colour tokens holding `x` with `$value` `value`.
    static func color(_ value: String) -> String { ##"{ "g": { "$type": "color", "x": { "$value": \##(value) } } }"## }

    @Test(arguments: [
        (##"{ "a": }"##, ##"brand.tokens.json: not valid JSON (unexpected "}" at line 1, column 8)"##),
        (##"[1]"##, "brand.tokens.json: [...] is not a group of tokens (expected an object)"),
        (##"{ "$type": "color", "$value": "#FFFFFF" }"##, "brand.tokens.json: the top of a token file is a group, not a token (it has $value)"),
        (##"{ "a.b": { "$type": "color", "$value": "#FFFFFF" } }"##, ##"brand.tokens.json: a.b: "a.b" is not a valid name (names must not contain ".")"##),
        (##"{ "g": { "{x}": { "$type": "color", "$value": "#FFFFFF" } } }"##, ##"brand.tokens.json: g.{x}: "{x}" is not a valid name (names must not contain "{")"##),
        (##"{ "a": { "$type": "color", "$value": "#FFFFFF", "b": { "$value": "#000000" } } }"##, "brand.tokens.json: a.b: a token must not hold tokens or groups (it has $value)"),
        (##"{ "g": { "$color": 1 } }"##, "brand.tokens.json: g.$color: unknown key (expected one of $deprecated, $description, $extends, $extensions, $root, $type, or a token or group name)"),
        (##"{ "t": { "$type": "color", "$value": "#FFFFFF", "$unit": 1 } }"##, "brand.tokens.json: t.$unit: unknown key (expected one of $deprecated, $description, $extensions, $ref, $type, $value)"),
        (##"{ "t": { "$type": "color", "$value": "#FFFFFF", "$ref": "#/u" } }"##, "brand.tokens.json: t.$ref: a token has $value or $ref, not both"),
        (##"{ "g": { "x": 3 } }"##, "brand.tokens.json: g.x: 3 is not a token or group (expected an object)"),
        (##"{ "g": { "$type": 7 } }"##, "brand.tokens.json: g.$type: 7 is not a string"),
        (##"{ "g": { "x": { "$value": "#FFFFFF" } } }"##, ##"brand.tokens.json: g.x: has no $type (give it "$type": "color", or its group)"##),
        (color(##"{ "colorSpace": "cmyk", "components": [0, 0, 0] }"##), ##"brand.tokens.json: g.x.$value.colorSpace: "cmyk" is not a colour space (expected one of \##(spaces))"##),
        (color(##"{ "components": [0, 0, 0] }"##), "brand.tokens.json: g.x.$value.colorSpace: missing"),
        (color(##"{ "colorSpace": "srgb" }"##), "brand.tokens.json: g.x.$value.components: missing"),
        (color(##"{ "colorSpace": "srgb", "components": [1, 0] }"##), "brand.tokens.json: g.x.$value.components: srgb has 3 components, not 2"),
        (color(##"{ "colorSpace": "srgb", "components": ["1", 0, 0] }"##), ##"brand.tokens.json: g.x.$value.components[0]: "1" is not a number or "none""##),
        (color(##"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5 }"##), "brand.tokens.json: g.x.$value.alpha: 1.5 is out of range (0 to 1)"),
        (color(##"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": "1" }"##), ##"brand.tokens.json: g.x.$value.alpha: "1" is not a number"##),
        (color(##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#FFF" }"##), ##"brand.tokens.json: g.x.$value.hex: "#FFF" is not a 6-digit hex colour (#RRGGBB)"##),
        (color(##"{ "colorSpace": "srgb", "components": [1, 0, 0], "opacity": 1 }"##), "brand.tokens.json: g.x.$value.opacity: unknown key (expected one of alpha, colorSpace, components, hex)"),
        (color(##"{ "colorSpace": "lab", "components": [1e300, 0, 0] }"##), "brand.tokens.json: g.x.$value.components: [...] is too far out of range to convert"),
        (color(##""red""##), ##"brand.tokens.json: g.x.$value: "red" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"##),
        (color(##""#FFFFF""##), ##"brand.tokens.json: g.x.$value: "#FFFFF" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"##),
        (color("5"), "brand.tokens.json: g.x.$value: 5 is not a colour (expected {colorSpace, components, alpha, hex}, #RRGGBB[AA] or an alias {group.token})"),
        (color(##""{g.nope}""##), "brand.tokens.json: g.x.$value: {g.nope} does not name a token"),
        (color(##""{g}""##), "brand.tokens.json: g.x.$value: {g} is a group, not a token"),
        (color(##""{g.}""##), ##"brand.tokens.json: g.x.$value: "{g.}" is not a reference (expected {group.token} or #/group/token)"##),
        (##"{ "g": { "$type": "color", "x": { "$ref": "#/g/nope" } } }"##, "brand.tokens.json: g.x.$ref: {g.nope} does not name a token"),
        (##"{ "g": { "$type": "color", "a": { "$value": "{g.b}" }, "b": { "$value": "{g.c}" }, "c": { "$value": "{g.a}" } } }"##,
         "brand.tokens.json: g.a.$value: alias cycle: {g.a} → {g.b} → {g.c} → {g.a}"),
        (##"{ "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } }, "g": { "x": { "$type": "color", "$value": "{size}" } } }"##,
         "brand.tokens.json: g.x.$value: {size} is a dimension token, not a color token"),
        (color(##"{ "colorSpace": "srgb", "components": [{ "$ref": "#/g/nope/$value/components/0" }, 0, 0] }"##),
         ##"brand.tokens.json: g.x.$value.components[0].$ref: "#/g/nope/$value/components/0" does not point into a token"##),
        (##"{ "a": { "$extends": "{nope}" } }"##, "brand.tokens.json: a.$extends: {nope} does not name a group"),
        (##"{ "t": { "$type": "color", "$value": "#FFFFFF" }, "g": { "$extends": "{t}" } }"##, "brand.tokens.json: g.$extends: {t} is a token, not a group"),
        (##"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{a}" } }"##, "brand.tokens.json: b.$extends: $extends cycle: {a} extends {b}, {b} extends {a}"),
        (##"{ "a": { "b": { "$extends": "{a}" } } }"##, "brand.tokens.json: a.b.$extends: {a} contains this group, which cannot extend it"),
        (##"{ "size": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }"##, ##"brand.tokens.json: no colour tokens found (a colour token has "$type": "color", its own or its group's)"##),
        (##"{ "a/b": { "$type": "color", "x": { "$value": "#FFFFFF" } }, "a": { "b": { "$type": "color", "x": { "$value": "#000000" } } } }"##,
         ##"brand.tokens.json: a.b.x: "x" is already a colour of section "a/b" (brand.tokens.json: a/b.x)"##),
        (##"{ "g": { "": { "$type": "color", "$value": "#FFFFFF" } } }"##, "brand.tokens.json: g.: a colour's name must not be empty"),
    ])
    func malformedTokenFiles(json: String, expected: String) {
        #expect(TokenTestFiles.message(json) == expected)
    }

    /// A resolver document `ds.resolver.json` with `members` (JSON object members) besides its version.
    static func resolver(_ members: String) -> String { ##"{ "version": "2025.10", \##(members) }"## }

    static let base = ##""sets": { "base": { "sources": [ { "c": { "$type": "color", "x": { "$value": "#FFFFFF" } } } ] } }"##

    @Test(arguments: [
        (##"{ "version": "2024", "resolutionOrder": [] }"##, ##"ds.resolver.json: version: "2024" is not a resolver version swatch reads (expected "2025.10")"##),
        (resolver(base), "ds.resolver.json: resolutionOrder: missing"),
        (resolver(##""modifier": {}, "resolutionOrder": []"##), "ds.resolver.json: modifier: unknown key (expected one of $defs, $extensions, $schema, description, modifiers, name, resolutionOrder, sets, version)"),
        (resolver(##""resolutionOrder": [ { "$ref": "#/sets/nope" } ]"##), ##"ds.resolver.json: resolutionOrder[0].$ref: "#/sets/nope" names no set"##),
        (resolver(##""resolutionOrder": [ { "$ref": "#/foo/bar" } ]"##), ##"ds.resolver.json: resolutionOrder[0].$ref: "#/foo/bar" is not a set or modifier of this document (expected #/sets/NAME or #/modifiers/NAME)"##),
        (resolver(##""resolutionOrder": [ { "type": "set", "sources": [] } ]"##), "ds.resolver.json: resolutionOrder[0].name: missing"),
        (resolver(##""resolutionOrder": [ { "type": "theme", "name": "x" } ]"##), ##"ds.resolver.json: resolutionOrder[0].type: "theme" is not a type of item (expected "set" or "modifier")"##),
        (resolver(##""resolutionOrder": [ { "type": "set", "name": "a", "sources": [] }, { "type": "set", "name": "a", "sources": [] } ]"##),
         ##"ds.resolver.json: resolutionOrder[1].name: "a" is the name of an earlier item"##),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "missing.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0].$ref: "missing.json": no such file or folder"##),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "https://example.com/a.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0].$ref: "https://example.com/a.json": remote references are not read; download the file"##),
        (resolver(##""sets": { "base": { "sources": [ 4 ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0]: 4 is not a source (expected {"$ref": ...} or tokens)"##),
        (resolver(##""sets": { "a": { "sources": [ { "$ref": "#/sets/b" } ] }, "b": { "sources": [ { "$ref": "#/sets/a" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/a" } ]"##),
         "ds.resolver.json: sets.b.sources[0].$ref: set cycle: a → b → a"),
        (resolver(base + ##", "modifiers": { "size": { "contexts": { "s": [], "l": [] } } }, "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" } ]"##),
         "ds.resolver.json: modifiers.size: no default context, and swatch chooses only appearances (\(appearances)); give it \"default\""),
        (resolver(##""modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "default": "sepia" } }, "resolutionOrder": [ { "$ref": "#/modifiers/theme" } ]"##),
         ##"ds.resolver.json: modifiers.theme.default: "sepia" is not one of the contexts (light, dark)"##),
        (resolver(##""modifiers": { "theme": { "contexts": {} } }, "resolutionOrder": [ { "$ref": "#/modifiers/theme" } ]"##),
         "ds.resolver.json: modifiers.theme.contexts: a modifier needs at least one context"),
        (resolver(##""modifiers": { "a": { "contexts": { "light": [] } }, "b": { "contexts": { "dark": [] } } }, "resolutionOrder": [ { "$ref": "#/modifiers/a" }, { "$ref": "#/modifiers/b" } ]"##),
         ##"ds.resolver.json: modifiers "a" and "b" both have contexts named after appearances; swatch reads one"##),
        (resolver(##""modifiers": { "theme": { "contexts": { "dark": [], "Dark": [] } } }, "resolutionOrder": [ { "$ref": "#/modifiers/theme" } ]"##),
         ##"ds.resolver.json: modifiers.theme.contexts.Dark: "dark" is dark already"##),
        (resolver(##""modifiers": { "x": { "contexts": { "a": [] }, "default": "a" }, "theme": { "contexts": { "light": [ { "$ref": "#/modifiers/x" } ] } } }, "resolutionOrder": [ { "$ref": "#/modifiers/theme" } ]"##),
         ##"ds.resolver.json: modifiers.theme.contexts.light[0].$ref: "#/modifiers/x": a set or context must not refer to a modifier or to resolutionOrder"##),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "bad.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         "bad.json: not valid JSON (unexpected end of file, expected a key in quotes at line 1, column 2)"),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "good.json#/nope" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0].$ref: "good.json#/nope": good.json has nothing at #/nope"##),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "good.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##), nil),
        // A source is a token file: the resolver itself (by any path to it), or another resolver, is named as such.
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "ds.resolver.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0].$ref: "ds.resolver.json" refers to ds.resolver.json itself; a source is a token file"##),
        (resolver(##""resolutionOrder": [ { "type": "set", "name": "s", "sources": [ { "$ref": "./sub/../ds.resolver.json" } ] } ]"##),
         ##"ds.resolver.json: resolutionOrder[0].sources[0].$ref: "./sub/../ds.resolver.json" refers to ds.resolver.json itself; a source is a token file"##),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "link.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0].$ref: "link.json" refers to ds.resolver.json itself; a source is a token file"##),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "other.resolver.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0].$ref: "other.resolver.json" is a resolver document; a source is a token file"##),
        (resolver(##""sets": { "base": { "sources": [ { "$ref": "ordered.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##),
         ##"ds.resolver.json: sets.base.sources[0].$ref: "ordered.json" is a resolver document; a source is a token file"##),
        // A pointer into a resolver picks a part of it, which may be tokens.
        (resolver(##""$defs": { "c": { "$type": "color", "x": { "$value": "#FFFFFF" } } }, "sets": { "base": { "sources": [ { "$ref": "ds.resolver.json#/$defs" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ]"##), nil),
    ])
    func malformedResolverDocuments(json: String, expected: String?) throws {
        let files = try TokenTestFiles([
            "ds.resolver.json": json,
            "bad.json": "{",
            "good.json": ##"{ "c": { "$type": "color", "x": { "$value": "#FFFFFF" } } }"##,
            // Two resolvers naming each other: each is read as a source's token file, never followed round.
            "other.resolver.json": Self.resolver(##""sets": { "s": { "sources": [ { "$ref": "ds.resolver.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/s" } ]"##),
            "ordered.json": Self.resolver(##""resolutionOrder": []"##),
            "sub/.keep": "",
        ])
        symlink("ds.resolver.json", files.directory.file("link.json"))
        #expect(files.message("ds.resolver.json") == expected)
    }

    @Test(arguments: [
        (##"[ { "name": "light", "selectedTokenSets": { "core": "on" } } ]"##,
         ##"$themes.json: [0].selectedTokenSets.core: "on" is not a set status (expected enabled, source or disabled)"##),
        (##"[ { "name": "light", "selectedTokenSets": { "nope": "enabled" } } ]"##,
         "$themes.json: [0].selectedTokenSets.nope: no file nope.json for this set"),
        (##"[ { "name": "light", "selectedTokenSets": { "core": "enabled" } }, { "name": "Light", "selectedTokenSets": {} } ]"##,
         ##"$themes.json: [1].name: "Light" is light, as "light" is already"##),
        (##"[ { "name": "Brand", "selectedTokenSets": { "core": "enabled" } } ]"##,
         "$themes.json: no theme is named after an appearance (\(appearances)): map them with --appearance-map 'Brand=light'"),
        // Themes named Day and Night: the message says how to map them.
        (##"[ { "name": "Day", "selectedTokenSets": { "core": "enabled" } }, { "name": "Night", "selectedTokenSets": { "core": "enabled" } } ]"##,
         "$themes.json: no theme is named after an appearance (\(appearances)): map them with --appearance-map 'Day=light,Night=dark'"),
        (##"[ { "name": "Day", "selectedTokenSets": {} }, { "name": "Dusk", "selectedTokenSets": {} }, { "name": "Night", "selectedTokenSets": {} } ]"##,
         "$themes.json: no theme is named after an appearance (\(appearances)): map them with --appearance-map 'Day=APPEARANCE,Dusk=APPEARANCE,Night=APPEARANCE'"),
        (##"[ { "selectedTokenSets": { "core": "enabled" } } ]"##, "$themes.json: [0].name: missing"),
        (##"{ "name": "light" }"##, "$themes.json: {...} is not an array"),
    ])
    func malformedTokensStudioThemes(json: String, expected: String) throws {
        let files = try TokenTestFiles([
            "$themes.json": json,
            "core.json": ##"{ "c": { "$type": "color", "x": { "$value": "#FFFFFF" } } }"##,
        ])
        #expect(files.message("$themes.json") == expected)
    }

    /// A value's text is shown as every message shows a value: escaped (`\u{1B}`, not JSON's `\u001b`), then a long one cut
    /// with its quotes closed; an alias that names nothing alike (the twenty-second hostile pass's H22-6).
    @Test func aValueOfControlCharactersIsEscapedThenCut() {
        let escapes = String(repeating: #"\u001b"#, count: 100)  // as JSON writes ESC in a string
        let shown = String(repeating: #"\u{1B}"#, count: 13)
        #expect(TokenTestFiles.message(##"{"x": {"$type": "color", "$value": "#\##(escapes)"}}"##)?.hasPrefix(
            ##"brand.tokens.json: x.$value: "#\##(shown)… (601 characters)" is not a colour"##) == true)
        #expect(TokenTestFiles.message(##"{"x": {"$type": "color", "$value": "{\##(escapes).zz}"}}"##)
            == ##"brand.tokens.json: x.$value: {\##(shown)… (605 characters) does not name a token"##)
    }
}
