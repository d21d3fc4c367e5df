import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct YAMLThemeTests {
    func load(_ yaml: String) throws -> PaletteLoad {
        let directory = try TempDir()
        let path = directory.file("brand.theme.yaml")
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        return try PaletteReader.read(path: path, system: try SystemCatalog.palette(named: "ios26"))
    }

    func message(_ yaml: String) -> String? {
        do { _ = try load(yaml); return nil } catch { return (error as? SwatchError)?.message }
    }

    @Test func yamlThemesReadLikeJSONThemes() throws {
        let loaded = try load("""
            name: brand
            schemes:
              - name: Base
                colors:
                  - { name: tint, light: "#5B2EFF", dark: "#8C6BFF80" }
                  - name: fixed
                    light: { red: 0.18, green: 0, blue: 1, alpha: 0.3 }
                styles:
                  rowHeight: 60
                  textAlignment: center
                  shadow: { radius: 4, color: "#00000033" }
            """)
        #expect(loaded.palette.name == "brand")
        #expect(loaded.palette.color(named: "tint")?.value(for: .dark).hex == "#8C6BFF80")
        #expect(loaded.palette.color(named: "fixed")?.value(for: .light).hex == "#2E00FF4D")
        #expect(loaded.sectionStyles["Base"]?.rowHeight == 60)
        #expect(loaded.sectionStyles["Base"]?.textAlignment == .center)
        #expect(loaded.sectionStyles["Base"]?.shadow?.hex == "#00000033")
    }

    @Test func anUnquotedHexCodeIsACommentAndTheMessageSaysSo() {
        #expect(message("""
            schemes:
              - name: Base
                colors:
                  - name: tint
                    light: #5B2EFF
            """) == ##"brand.theme.yaml: schemes[0].colors[0].light: null is not a colour (in YAML, quote hex codes: "#5B2EFF")"##)
    }

    @Test func errorsCarryTheSameKeyPathsAsJSON() {
        #expect(message("""
            schemes:
              - name: Base
                colors:
                  - { name: tint, light: { red: 1.7x, green: 0, blue: 0 } }
            """) == ##"brand.theme.yaml: schemes[0].colors[0].light.red: "1.7x" is not a number"##)
    }

    @Test func malformedYAMLIsNamed() {
        #expect(message("schemes: [ { name: Base\n")?.hasPrefix("brand.theme.yaml: not valid YAML: line 2, column 1: ") == true)
        #expect(message("") == "brand.theme.yaml: the YAML document is empty")
    }

    /// A "billion laughs" file under 1 KB (nine levels of nine aliases) is refused at once, not expanded.
    @Test func aliasBombsAreRefusedQuickly() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        yaml += "schemes: []\n"
        #expect(yaml.utf8.count < 1024)
        #expect(message(yaml) == "brand.theme.yaml: the YAML document holds more than 1000000 values (an alias counted each time it is used)")
    }

    /// Aliases that stay within the budget read as the values they name.
    @Test func aliasesWithinTheBudgetRead() throws {
        let loaded = try load("""
            schemes:
              - name: Base
                colors:
                  - { name: tint, light: &red "#FF0000", dark: *red }
            """)
        #expect(loaded.palette.color(named: "tint")?.value(for: .dark).hex == "#FF0000FF")
    }

    /// YAML's .nan and .inf are no decimal numbers: refused as the text they are, named by key path like any other bad component.
    @Test(arguments: [(".nan", #"".nan""#), (".inf", #"".inf""#)])
    func nonFiniteComponentsAreNamed(value: String, shown: String) {
        #expect(message("""
            schemes:
              - name: Base
                colors:
                  - { name: tint, light: { red: \(value), green: 0, blue: 0 } }
            """) == "brand.theme.yaml: schemes[0].colors[0].light.red: \(shown) is not a number")
    }

    /// An empty name is an error, and so is a second colour of the same name in a scheme.
    @Test func emptyAndDuplicateNamesAreErrors() {
        #expect(message("""
            schemes: [ { name: Base, colors: [ { name: "", light: "#FF0000" } ] } ]
            """) == "brand.theme.yaml: schemes[0].colors[0]: a colour's name must not be empty")
        #expect(message("""
            schemes: [ { name: Base, colors: [ { name: a, light: "#FF0000" }, { name: a, light: "#00FF00" } ] } ]
            """) == #"brand.theme.yaml: schemes[0].colors[1]: "a" is already a colour of section "Base" (brand.theme.yaml: schemes[0].colors[0])"#)
    }

    /// Found by fuzzing (`{{}}`, Tests/Fuzz/FuzzTheme/crash-yaml-mapping-key): Yams stopped the program on
    /// a mapping key that is not a scalar.
    @Test func aKeyThatIsAListOrAMappingIsAnErrorNotACrash() {
        #expect(message("{{}}") == "brand.theme.yaml: line 1: a mapping key must be text, not a list or a mapping")
        #expect(message("{[a]: b}") == "brand.theme.yaml: line 1: a mapping key must be text, not a list or a mapping")
        #expect(message("schemes:\n  - name: Base\n    ? { a: 1 }\n    : x\n")
            == "brand.theme.yaml: line 3: a mapping key must be text, not a list or a mapping")
    }
}
