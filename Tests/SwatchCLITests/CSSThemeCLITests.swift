import Foundation
import Testing

/// `--css-theme` and swatch.yml's `css-theme` as a user gives them: each choice reaches the stylesheet, any case on
/// the command line; a bad value anywhere is one line and exit 1, and nothing is written.
@Suite struct CSSThemeCLITests {
    typealias Case = BadInputTests.Case
    let cli = CLITests()

    @Test(arguments: [("media", "@media (prefers-color-scheme: dark) and (prefers-contrast: more) {"), ("CLASS", ":root.dark.high-contrast {"),
                      ("data-attribute", #":root[data-theme="dark"][data-contrast="more"] {"#),
                      ("light-dark", "  --system-red: light-dark(#FF383C, #FF4245);")])
    func eachChoiceReachesTheStylesheet(choice: String, line: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(["export", "--format", "css", "--css-theme", choice, "--name", "systemRed"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").contains { $0 == line }, "\(run.stdout)")
    }

    /// swatch.yml's key and a settings file's give the same stylesheet as the option.
    @Test func theConfigKeyIsTheOption() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("exports:\n  - format: css\n    output: c.css\n    css-theme: data-attribute\n".utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        try Data(#"{"format": "css", "css-theme": "data-attribute"}"#.utf8).write(to: URL(fileURLWithPath: directory + "/s.json"))
        let config = try cli.swatch(["export", "--name", "systemRed"], in: directory)
        #expect(config.status == 0, "\(config.stderr)")
        let option = try cli.swatch(["export", "--format", "css", "--css-theme", "data-attribute", "--name", "systemRed"], in: directory)
        let settings = try cli.swatch(["export", "--settings", "s.json", "--name", "systemRed"], in: directory)
        #expect(try String(contentsOfFile: directory + "/c.css", encoding: .utf8) == option.stdout)
        #expect(settings.stdout == option.stdout)
        #expect(option.stdout.contains(#":root[data-theme="dark"] {"#))
    }

    static let css = "exports:\n  - format: css\n    output: c.css\n"

    static let mistakes: [Case] = [
        .init(name: "an unknown choice", command: #""$SWATCH" export --format css --css-theme dark -o c.css"#, status: 1,
              firstLine: "swatch: error: --css-theme: invalid value 'dark' (choose one of media, class, data-attribute, light-dark)",
              after: "test ! -e c.css"),
        .init(name: "an empty choice", command: #""$SWATCH" export --format css --css-theme '' -o c.css"#, status: 1,
              firstLine: "swatch: error: --css-theme: invalid value '' (choose one of media, class, data-attribute, light-dark)",
              after: "test ! -e c.css"),
        .init(name: "no value", command: #""$SWATCH" export --format css --css-theme"#, status: 1,
              firstLine: "swatch: error: --css-theme needs a value (--css-theme <css-theme>)"),
        .init(name: "the option without a format", files: ["swatch.yml": css], command: #""$SWATCH" export --css-theme class"#, status: 1,
              firstLine: "swatch: error: -o, --type-name, --min-ios, --access, --namespaces, --values, --xcode-symbols, --css-theme and --force go with --format or --settings; each export in swatch.yml sets its own",
              after: "test ! -e c.css"),
        .init(name: "an unknown choice in swatch.yml", files: ["swatch.yml": css + "    css-theme: dark-mode\n"], command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].css-theme: unknown CSS theme switch 'dark-mode' (choose one of media, class, data-attribute, light-dark)",
              after: "test ! -e c.css"),
        .init(name: "a near miss in swatch.yml", files: ["swatch.yml": css + "    css-theme: lightdark\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].css-theme: unknown CSS theme switch 'lightdark' (did you mean 'light-dark'?)"),
        .init(name: "a list in swatch.yml", files: ["swatch.yml": css + "    css-theme: [class]\n"], command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].css-theme: expected a CSS theme switch, not a list", after: "test ! -e c.css"),
        .init(name: "a number in a settings file", files: ["s.json": #"{"format": "css", "css-theme": 2}"#], command: #""$SWATCH" export --settings s.json"#,
              status: 1, firstLine: "swatch: error: s.json: css-theme: unknown CSS theme switch '2' (choose one of media, class, data-attribute, light-dark)"),
    ]

    @Test(arguments: mistakes) func mistakesAreOneLine(_ test: Case) throws { try BadInputTests.run(test) }
}
