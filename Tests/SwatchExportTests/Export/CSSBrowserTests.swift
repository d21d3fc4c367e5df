import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// Every stylesheet `--format css` writes, in a real browser: `Tools/browser/css_check.py` loads each into Chromium
/// (Debian's, through Playwright, one launch for all), puts the page in each state (`prefers-color-scheme` light or
/// dark by `prefers-contrast` no-preference or more; for `class` and `data-attribute` the root element's classes or
/// attributes, under two opposite media emulations) and compares the computed `color` of an element using each
/// property with the value swatch's model says UIKit shows in the same traits (`NamedColor.source(for:)`, UIKit's
/// fallbacks included), and the root's `color-scheme` with what the variant declares.
///
/// `make test` installs Chromium (apt, as root) and Playwright (`.venv-browser`) and sets `SWATCH_BROWSER_TEST=required`,
/// so a missing piece fails the test there; a plain `swift test` without them skips it, saying what to install.
@Suite(.serialized) struct CSSBrowserTests {
    static let repository = GoldenExportTests.repository
    static let python = repository + "/.venv-browser/bin/python"
    static let chromium = ProcessInfo.processInfo.environment["SWATCH_CHROMIUM"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin/chromium"
    static let required = ProcessInfo.processInfo.environment["SWATCH_BROWSER_TEST"] == "required"
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: python) && FileManager.default.isExecutableFile(atPath: chromium)
    }

    /// The palettes checked: every shape of values, the ios26 catalog (secondaryLabel and the other contrast pairs,
    /// elevated values), the sample asset catalog (system references, display P3, extended sRGB) and theme, a
    /// light-only palette, and names CSS must escape.
    static func palettes() throws -> [(name: String, palette: Palette)] {
        let hostile = Palette(name: "hostile", title: "hostile", sections: [PaletteSection(name: "*/ </style> a\nb", colors: (
            ["<!-- x", "a|b", "*/", "赤", "\"quoted\"", "=SUM(A1)", "\u{1B}[31m", "Brand/../../x", "ª½", "!!!", "★", "\u{0}\u{1}", "a;b}c{",
             "--", "-1", "'\"", "\u{202E}rtl", "</style><b>x", "ÿ\u{10FFFF}"]
        ).enumerated().map { index, name in
            NamedColor(name: name, values: [.light: RGBA8(r: UInt8(index), g: 0x22, b: 0x33), .dark: RGBA8(r: 0xEE, g: UInt8(index), b: 0x33),
                                            .darkHighContrast: RGBA8(r: 0xFF, g: 0xFF, b: UInt8(index))])
        })])
        return [("shapes", CSSExports.shapes), ("ios26", CSSExports.system), ("Assets.xcassets", try CSSExports.read("Samples/Assets.xcassets")),
                ("brand.theme.json", try CSSExports.read("Samples/brand.theme.json")), ("light only", CSSExports.lightOnly),
                ("hostile names", hostile)]
    }

    /// The job for `css_check.py`: each palette in each theme, with every state and its expectations.
    static func job() throws -> [String: Any] {
        var cases: [[String: Any]] = []
        for (name, palette) in try palettes() {
            let colors = CSSExports.colors(palette)
            for theme in CSSTheme.allCases {
                // The hostile palette's file name tries to close the header comment and a <style> element around it.
                let css = try CSSExports.text(palette, theme, source: name == "hostile names" ? "x*/ </style>\u{202E}.json" : name)
                let probes = colors.map { ["property": CSSText.customProperty($0.name), "name": CSSExports.unescapedProperty($0.name)] }
                var states: [[String: Any]] = []
                for state in CSSRule.states {
                    let root = CSSExports.root(theme, state)
                    let system = state.isDark ? "dark" : "light"
                    let contrast = state == .lightHighContrast || state == .darkHighContrast ? "more" : "no-preference"
                    // The page's own switches must not care what the system prefers: check them under the opposite too.
                    let emulations = theme == .media || theme == .lightDark
                        ? [(system, contrast)] : [(system, contrast), (state.isDark ? "light" : "dark", contrast == "more" ? "no-preference" : "more")]
                    for (scheme, prefersContrast) in emulations {
                        var rootJSON: [String: Any] = ["attributes": root.attributes]
                        if let classes = root.classes { rootJSON["class"] = classes }
                        states.append([
                            "name": "\(state.rawValue) (prefers \(scheme), contrast \(prefersContrast)\(root.classes.map { ", class \($0)" } ?? "")"
                                + (root.attributes.isEmpty ? "" : ", " + root.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")) + ")",
                            "colorScheme": scheme, "contrast": prefersContrast, "root": rootJSON,
                            "expectColorScheme": CSSExports.colorScheme(theme, palette: palette, state: state),
                            "expect": colors.map { color -> [String: Any] in
                                let value = color.source(for: state)
                                return ["space": value.space.rawValue, "components": [value.red, value.green, value.blue], "alpha": value.alpha]
                            },
                        ])
                    }
                }
                let rules = css.split(separator: "\n").filter { $0.hasPrefix(":root") || $0.hasPrefix("@media") }.count
                cases.append(["name": "\(theme.rawValue): \(name)", "css": css, "probes": probes, "states": states, "rules": rules])
            }
        }
        return ["chromium": chromium, "cases": cases]
    }

    @Test(.enabled(if: available || required, "needs Chromium (\(chromium); SWATCH_CHROMIUM names another) and Playwright in .venv-browser: make test installs both"))
    func everyStateShowsWhatUIKitShows() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.chromium), "no Chromium at \(Self.chromium): make test installs it")
        #expect(FileManager.default.isExecutableFile(atPath: Self.python), "no \(Self.python): make test makes it")
        guard Self.available else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-css-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobFile = folder.appendingPathComponent("job.json")
        let job = try JSONSerialization.data(withJSONObject: try Self.job(), options: [.sortedKeys])
        try job.write(to: jobFile)
        // SWATCH_CSS_JOB=path keeps the job, to run the checker by hand: .venv-browser/bin/python Tools/browser/css_check.py path
        if let keep = ProcessInfo.processInfo.environment["SWATCH_CSS_JOB"], !keep.isEmpty { try job.write(to: URL(fileURLWithPath: keep)) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.repository + "/Tools/browser/css_check.py", jobFile.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(output.split(separator: "\n").last.map(String.init) ?? "css_check printed nothing")
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
