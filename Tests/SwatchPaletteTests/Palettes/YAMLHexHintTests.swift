import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// An unquoted hex code is a YAML comment: in block style the value is null, in flow style the document
/// breaks. Both get the same hint to quote hex codes.
@Suite struct YAMLHexHintTests {
    func error(_ yaml: String) -> String? {
        do {
            _ = try ThemeReader.read(data: Data(yaml.utf8), file: "t.yaml", options: PaletteReadOptions())
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ("name: t\nschemes:\n  - name: Base\n    colors:\n      - { name: tint, light: #E11F26 }\n", 5, "#E11F26"),
        ("name: t\nschemes:\n  - name: Base\n    colors: [{ name: tint, light: #E11F26, dark: \"#000000\" }]\n", 4, "#E11F26"),
        ("name: t\nschemes:\n  - name: Base\n    colors:\n      - { name: \"a # b\", light: '#fff', dark: #0A1E3C40 }\n", 5, "#0A1E3C40"),
        ("name: t\nschemes: [{ name: Base, colors: [{ name: x, light: #FFF }] }]\n", 2, "#FFF"),
    ])
    func flowStyleGetsTheHint(yaml: String, line: Int, code: String) {
        #expect(error(yaml) == ##"t.yaml: line \##(line): not valid YAML: the unquoted \##(code) starts a comment (in YAML, quote hex codes: "#5B2EFF")"##)
    }

    @Test func blockStyleKeepsItsHint() {
        #expect(error("name: t\nschemes:\n  - name: Base\n    colors:\n      - name: tint\n        light: #E11F26\n")
            == ##"t.yaml: schemes[0].colors[0].light: null is not a colour (in YAML, quote hex codes: "#5B2EFF")"##)
    }

    @Test func otherBrokenYAMLIsNotBlamedOnHexCodes() {
        let message = error("name: t\nschemes: [{ name: Base # a comment\n  colors: [] }\n")
        #expect(message?.hasPrefix("t.yaml: not valid YAML: line ") == true)
        #expect(YAMLTheme.unquotedHexCode(in: "a: \"#fff\" # #fff\nb: '# x: #abc'\nc: #nothex\n# #abcdef") == nil)
    }
}
