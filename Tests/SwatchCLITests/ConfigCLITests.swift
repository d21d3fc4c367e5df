import Foundation
import Testing
import SwatchKit

/// `swatch.yml` as a hostile pull request or a careless hand would write it: each case (`BadInputTests.Case`)
/// writes files, runs one shell command line (`$SWATCH` is the binary) and expects an exit status, the exact
/// first line on stderr, and (where it matters) files left as they were.
@Suite struct ConfigCLITests {
    typealias Case = BadInputTests.Case

    static let css = "exports:\n  - format: css\n    output: c.css\n"

    /// Every key is checked, with its key path in the one line; `swatch config` reads nothing else.
    static let invalid: [Case] = [
        .init(name: "unknown top-level key", files: ["swatch.yml": "exprts: []\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exprts: unknown key (did you mean 'exports'?)"),
        .init(name: "unknown format", files: ["swatch.yml": "exports:\n  - format: css\n    output: a.css\n  - format: swiftiu\n    output: b.swift\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[1].format: unknown format 'swiftiu' (did you mean 'swiftui'?)"),
        .init(name: "a choice that is none", files: ["swatch.yml": "look: iOS27\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: look: unknown look 'iOS27' (did you mean 'ios26'?)"),
        .init(name: "a list where a path goes", files: ["swatch.yml": "palette: [a, b]\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: palette: expected a path, not a list"),
        .init(name: "a mapping where a list goes", files: ["swatch.yml": "exports: { format: css }\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports: expected a list, not a mapping"),
        .init(name: "a missing output", files: ["swatch.yml": "exports:\n  - format: css\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0]: missing output"),
        .init(name: "a key given twice", files: ["swatch.yml": "palette: a.txt\ncatalog: ios17\npalette: b.txt\n"], command: #""$SWATCH" config"#,
              status: 1, firstLine: "swatch: error: swatch.yml: palette: given twice (first at line 1)"),
        .init(name: "a quoted number", files: ["swatch.yml": "exports:\n  - format: swift-compat\n    output: c.swift\n    min-ios: \"15\"\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].min-ios: expected a whole number from 13 to 99, not '15'"),
        .init(name: "a number out of range", files: ["swatch.yml": "verify:\n  threshold: 2\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.threshold: expected a number from 0 to 1, not the number 2"),
        // A switch is YAML 1.2's true or false: `off` was read as false, `yes` and `on` as true (the twenty-third pass's H23-7).
        .init(name: "swatch.yml force: off", files: ["swatch.yml": "exports:\n  - {format: css, output: x.css, force: off}\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].force: expected true or false, not 'off'"),
        .init(name: "swatch.yml ignore-antialiasing: yes", files: ["swatch.yml": "verify:\n  ignore-antialiasing: yes\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.ignore-antialiasing: expected true or false, not 'yes'"),
        // Numbers are read as the command line reads them, from the text: YAML 1.1's other spellings are refused.
        .init(name: "a hexadecimal whole number", files: ["swatch.yml": "verify:\n  references:\n    - against: a.png\n      render: { scale: 0x2 }\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.references[0].render.scale: expected a whole number from 1 to 3, not the number 0x2"),
        .init(name: "an octal whole number", files: ["swatch.yml": "exports:\n  - format: swift-compat\n    output: c.swift\n    min-ios: 0o21\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].min-ios: expected a whole number from 13 to 99, not the number 0o21"),
        .init(name: "a number with underscores", files: ["swatch.yml": "verify:\n  threshold: 0.0_5\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.threshold: expected a number from 0 to 1, not the number 0.0_5"),
        .init(name: "a hexadecimal pixel count", files: ["swatch.yml": "verify:\n  max-diff-pixels: 0x10\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.max-diff-pixels: expected a pixel count (10) or a percentage from 0 to 100 (0.5%), not the number 0x10"),
        .init(name: "a pixel count with underscores", files: ["swatch.yml": "verify:\n  max-diff-pixels: 1_000\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.max-diff-pixels: expected a pixel count (10) or a percentage from 0 to 100 (0.5%), not the number 1_000"),
        // Whatever the value is, the line says what the key takes whole: its range too.
        .init(name: "a list for a whole number", files: ["swatch.yml": "verify:\n  references:\n    - against: a.png\n      render: { scale: [2] }\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.references[0].render.scale: expected a whole number from 1 to 3, not a list"),
        .init(name: "nothing for a number", files: ["swatch.yml": "verify:\n  threshold: ~\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.threshold: expected a number from 0 to 1, not nothing"),
        .init(name: "a mapping for a pixel count", files: ["swatch.yml": "verify:\n  max-diff-pixels: {a: 1}\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.max-diff-pixels: expected a pixel count (10) or a percentage from 0 to 100 (0.5%), not a mapping"),
        .init(name: "not a boolean", files: ["swatch.yml": "exports:\n  - format: xcassets\n    output: A.xcassets\n    force: maybe\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].force: expected true or false, not 'maybe'"),
        .init(name: "a number where text goes", files: ["swatch.yml": "exports:\n  - format: css\n    output: 2024\n"], command: #""$SWATCH" config"#,
              status: 1, firstLine: "swatch: error: swatch.yml: exports[0].output: expected a path, not the number 2024 (quote it if it is text)"),
        .init(name: "nothing where a value goes", files: ["swatch.yml": "check:\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: check: expected a mapping, not nothing"),
        .init(name: "the old WCAG key", files: ["swatch.yml": "check:\n  level: AA\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: check.level: unknown key (expected one of pairs, wcag-level)"),
        .init(name: "an unknown render option", files: ["swatch.yml": "verify:\n  references:\n    - against: a.png\n      render: { mdoe: light }\n"],
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: verify.references[0].render.mdoe: unknown key (did you mean 'mode'?)"),
        .init(name: "a list of documents", files: ["swatch.yml": "- palette: a.txt\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: expected a mapping, not a list"),
        .init(name: "not YAML", files: ["swatch.yml": "palette: [unclosed\n"], command: #""$SWATCH" config 2>&1 | cut -c1-41 >&2"#, status: 0,
              firstLine: "swatch: error: swatch.yml: not valid YAML"),
        .init(name: "an invalid config stops every command", files: ["swatch.yml": "catalog: ios266\n"], command: #""$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: catalog: unknown catalog 'ios266' (did you mean 'ios26'?)"),
        .init(name: "--no-config reads none", files: ["swatch.yml": "catalog: ios99\n"],
              command: #""$SWATCH" list --no-config --name systemRed > out.txt"#, status: 0, firstLine: "", after: "grep -q systemRed out.txt"),
        .init(name: "--config and --no-config", command: #""$SWATCH" list --config a.yml --no-config"#, status: 1,
              firstLine: "swatch: error: --config and --no-config cannot be given together"),
        .init(name: "a named config that is missing", command: #""$SWATCH" list --config team.yml"#, status: 1,
              firstLine: "swatch: error: team.yml: no such file or folder"),
    ]

    @Test(arguments: invalid) func invalidConfig(_ test: Case) throws { try BadInputTests.run(test) }

    /// The hostile pass: the config as a pipe, a link out of the repository, huge, deeply nested, an alias
    /// bomb, in CRLF and CR, paths that leave its folder, outputs that overlap, and `export --check` on what
    /// cannot be compared.
    static let hostile: [Case] = [
        .init(name: "a named pipe found as swatch.yml", setup: "mkfifo swatch.yml", command: #""$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: is a named pipe, not a file"),
        .init(name: "a named pipe given with --config", files: ["team.yml": "catalog: ios17\n"], setup: "mkfifo p",
              command: #"(cat team.yml > p &); "$SWATCH" list --config p --name systemRed --format csv > out.csv"#, status: 0, firstLine: "",
              after: "grep -q ',#FF3B30FF,' out.csv"),
        // A redirected file named through a descriptor is read as a pipe is: paths relative to the current folder, not /dev.
        .init(name: "--config /dev/stdin from a redirected file", files: ["p.txt": "a #FF0000\n", "s.yml": "palette: p.txt\nexports:\n  - format: css\n    output: shm/x.css\n"],
              command: #""$SWATCH" export --config /dev/stdin < s.yml"#, status: 0, firstLine: "wrote shm/x.css",
              after: "grep -q -- '--a:' shm/x.css"),
        .init(name: "--config /dev/fd/0 from a redirected file", files: ["p.txt": "a #FF0000\n", "s.yml": "palette: p.txt\n"],
              command: #""$SWATCH" list --config /dev/fd/0 --format csv < s.yml > out.csv"#, status: 0, firstLine: "",
              after: "grep -q '^p,a,' out.csv"),
        .init(name: "--config /proc/self/fd/0 from a redirected file", files: ["p.txt": "a #FF0000\n", "s.yml": "palette: p.txt\n"],
              command: #""$SWATCH" list --config /proc/self/fd/0 --format csv < s.yml > out.csv"#, status: 0, firstLine: "",
              after: "grep -q '^p,a,' out.csv"),
        .init(name: "a link out of the repository", files: ["outside/secret.yml": "password: hunter2\n", "repo/.git/HEAD": ""],
              setup: "ln -s ../outside/secret.yml repo/swatch.yml", command: #"cd repo && "$SWATCH" list 2>&1 >/dev/null | grep -v hunter2 >&2"#,
              status: 0, firstLine: "swatch: error: swatch.yml: is a link to a file outside .; swatch reads a swatch.yml it finds only inside its folder (name it with --config to use it)"),
        .init(name: "a link inside the repository", files: ["config/team.yml": "catalog: ios17\n"], setup: "ln -s config/team.yml swatch.yml",
              command: #""$SWATCH" list --name systemRed --format csv > out.csv"#, status: 0, firstLine: "", after: "grep -q ',#FF3B30FF,' out.csv"),
        .init(name: "a huge config", setup: #"head -c 2000000 /dev/zero | tr '\0' '#' > swatch.yml"#, command: #""$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: larger than 1 MiB, swatch's limit for a config file"),
        .init(name: "deeply nested YAML", setup: #"{ printf 'palette: '; head -c 100000 /dev/zero | tr '\0' '['; } > swatch.yml"#,
              command: #""$SWATCH" list 2>&1 | cut -c1-41 >&2"#, status: 0, firstLine: "swatch: error: swatch.yml: not valid YAML"),
        .init(name: "an alias bomb inside the schema",
              setup: #"{ printf 'verify:\n  references:\n    - &r { against: a.png, render: { section: &s ['; for i in $(seq 2000); do printf 'x,'; done; printf 'x] } }\n'; printf '    - *r\n%.0s' $(seq 2000); } > swatch.yml"#,
              command: #""$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: the YAML document holds more than 1000000 values (an alias counted each time it is used)"),
        .init(name: "a config with CRLF line endings", files: ["swatch.yml": "# team settings\r\ncatalog: ios17\r\ncheck:\r\n  wcag-level: AAA\r\n"],
              command: #""$SWATCH" list --name systemRed --format csv > out.csv && "$SWATCH" config > out.txt"#, status: 0, firstLine: "",
              after: "grep -q ',#FF3B30FF,' out.csv && grep -q 'check.wcag-level: AAA' out.txt"),
        .init(name: "a config with CR line endings", files: ["swatch.yml": "# team settings\rcatalog: ios17\rcheck:\r  wcag-level: AAA\r"],
              command: #""$SWATCH" list --name systemRed --format csv > out.csv && "$SWATCH" config > out.txt"#, status: 0, firstLine: "",
              after: "grep -q ',#FF3B30FF,' out.csv && grep -q 'check.wcag-level: AAA' out.txt"),
        .init(name: "a palette outside the config's folder", files: ["swatch.yml": "palette: ../../etc/passwd\n"], command: #""$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: palette: '../../etc/passwd' leads outside .; paths in swatch.yml stay inside its folder"),
        .init(name: "an absolute output", files: ["swatch.yml": "exports:\n  - format: css\n    output: /tmp/evil.css\n"], command: #""$SWATCH" export"#,
              status: 1, firstLine: "swatch: error: swatch.yml: exports[0].output: '/tmp/evil.css' leads outside .; paths in swatch.yml stay inside its folder"),
        .init(name: "an output through a link out", files: ["swatch.yml": "exports:\n  - format: css\n    output: out/c.css\n"],
              setup: "ln -s /var/tmp out",
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0].output: 'out/c.css' leads outside .; paths in swatch.yml stay inside its folder"),
        .init(name: "two exports to one file", files: ["swatch.yml": "exports:\n  - format: css\n    output: c.css\n  - format: json\n    output: ./c.css\n"],
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: ./c.css: written twice by this run, as exports[0] and as exports[1]", after: "test ! -e c.css"),
        .init(name: "an export inside another's folder",
              files: ["swatch.yml": "exports:\n  - format: xcassets\n    output: Gen.xcassets\n  - format: css\n    output: Gen.xcassets/c.css\n"],
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: Gen.xcassets/c.css: exports[1] would be written inside exports[0] Gen.xcassets; write it somewhere else",
              after: "test ! -e Gen.xcassets"),
        .init(name: "an export reached through another's folder", files: ["p.txt": "a #FF0000\n",
              "swatch.yml": "palette: p.txt\nexports:\n  - format: xcassets\n    output: X.xcassets\n  - format: css\n    output: X.xcassets/../c2.css\n"],
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: X.xcassets/../c2.css: exports[1] would be written through exports[0] X.xcassets; write it somewhere else",
              after: "test ! -e X.xcassets && test ! -e c2.css"),
        .init(name: "an export over the config", files: ["swatch.yml": "exports:\n  - format: css\n    output: swatch.yml\n"],
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: swatch.yml: exports[0] would overwrite the config swatch.yml; write it somewhere else",
              after: "grep -q 'output: swatch.yml' swatch.yml"),
        .init(name: "an export over the palette", files: ["swatch.yml": "palette: p.txt\nexports:\n  - format: css\n    output: p.txt\n", "p.txt": "a #FF0000\n"],
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: p.txt: exports[0] would overwrite the palette p.txt; write it somewhere else",
              after: #"test "$(cat p.txt)" = 'a #FF0000'"#),
        .init(name: "export --check on a named pipe", files: ["swatch.yml": css], setup: "mkfifo c.css", command: #""$SWATCH" export --check"#,
              status: 2, firstLine: "swatch: error: swatch.yml: exports[0].output: 'c.css' is a named pipe, not a file; a path in swatch.yml names a file or a folder"),
        .init(name: "export --check on a folder", files: ["swatch.yml": css], setup: "mkdir c.css", command: #""$SWATCH" export --check"#,
              status: 2, firstLine: "swatch: error: c.css: is a folder, not a file swatch writes"),
        .init(name: "export --check on a device", command: #""$SWATCH" export --format css -o /dev/null --check"#,
              status: 2, firstLine: "swatch: error: /dev/null: is a device, not a file swatch writes"),
        .init(name: "export --check on a folder export that is a file", files: ["swatch.yml": "exports:\n  - format: xcassets\n    output: A.xcassets\n", "A.xcassets": "x"],
              command: #""$SWATCH" export --check"#, status: 2, firstLine: "swatch: error: A.xcassets: is a file, not a folder swatch writes"),
    ]

    @Test(arguments: hostile) func hostileConfig(_ test: Case) throws { try BadInputTests.run(test) }
}

/// The config's option keys are the commands' options: each key an export or a reference's render may set is
/// an option of `swatch export` or `swatch render`, and a key with choices has exactly the option's values.
@Suite struct ConfigOptionKeysTests {
    let cli = CLITests()

    @Test(arguments: [("export", ConfigSchema.exportOptions), ("render", ConfigSchema.renderOptions)])
    func keysAreOptions(command: String, keys: [ConfigKey]) throws {
        let help = try cli.swatch([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for key in keys {
            let option = help.components(separatedBy: " --\(key.name) ").dropFirst().first
            #expect(option != nil, "\(command) has no --\(key.name)")
            guard case .choice(let choices, _) = key.type, let option else { continue }
            let next = option.components(separatedBy: " --").first ?? option
            guard let values = next.components(separatedBy: "(values: ").dropFirst().first else { continue }
            let listed = values.prefix { $0 != ";" && $0 != ")" }.components(separatedBy: ", ")
            #expect(listed == choices, "--\(key.name)")
        }
    }
}
