import Foundation
import Testing

/// Issue 28, the tenth hostile pass's H2 and H3: every numeric option refuses what is not one of its numbers in one
/// line that quotes the value as typed and says what it takes (`--scale 1.5` said only `invalid value`, `--scale -0`
/// `needs a value`, `--cvd-threshold=-1` quoted `-1.0`, and `1e999` became `inf`).
@Suite struct NumericOptionCLITests {
    let cli = CLITests()

    /// A numeric option: the command line before its value, the exit status of a usage error, what it takes, and which
    /// of `hostile` it accepts.
    struct Option: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let expected: String
        let accepted: Set<String>
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Not numbers, or numbers no option takes whole or at all, and ones only some take.
    static let hostile = ["nan", "inf", "-inf", "1e999", "-0", "", " 2", "2 ", "0x10", "1_000", "+2", "2.0", "-1",
                          "99999999999999999999", String(repeating: "9", count: 200)]

    static let options: [Option] = [
        Option(arguments: ["render", "--scale"], status: 1, expected: "a whole number from 1 to 3", accepted: ["+2"]),
        Option(arguments: ["render", "--width"], status: 1, expected: "a whole number from 240 to 2048", accepted: []),
        Option(arguments: ["render", "--simulate", "protanopia", "--severity"], status: 1, expected: "a number from 0 to 1", accepted: ["-0"]),
        Option(arguments: ["diff", "--scale"], status: 2, expected: "a whole number from 1 to 3", accepted: ["+2"]),
        Option(arguments: ["diff", "--min-delta-e"], status: 2, expected: "a number 0 or more",
               accepted: ["-0", "+2", "2.0", "99999999999999999999", String(repeating: "9", count: 200)]),
        Option(arguments: ["check", "--cvd", "--cvd-threshold"], status: 2, expected: "a number above 0",
               accepted: ["+2", "2.0", "99999999999999999999", String(repeating: "9", count: 200)]),
        Option(arguments: ["check", "--cvd", "--cvd-limit"], status: 2, expected: "a whole number from 0 to 1000000", accepted: ["-0", "+2"]),
        Option(arguments: ["compare", "a.png", "b.png", "--threshold"], status: 2, expected: "a number from 0 to 1", accepted: ["-0"]),
        Option(arguments: ["verify", "--threshold"], status: 2, expected: "a number from 0 to 1", accepted: ["-0"]),
        Option(arguments: ["export", "--format", "swift-compat", "--min-ios"], status: 1, expected: "a whole number from 13 to 99", accepted: []),
    ]

    /// `value` as a message quotes it: as typed, or its first 80 characters and its length.
    static func shown(_ value: String) -> String {
        value.count > 80 ? "\(value.prefix(80))… (\(value.count) characters)" : value
    }

    @Test(arguments: options)
    func everyRefusedValueIsQuotedAsTypedWithWhatTheOptionTakes(option: Option) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let name = option.arguments.last!
        for value in Self.hostile where !option.accepted.contains(value) {
            let run = try cli.swatch(option.arguments + [value], in: directory)
            #expect(run.status == option.status, "\(value): \(run.stderr)")
            #expect(run.stderr == "swatch: error: \(name): invalid value '\(Self.shown(value))' (expected \(option.expected))\n", "\(value)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// A negative number is the option's value, not an option of its own: `-0` is a limit of 0, which then needs `--cvd`.
    @Test func aNegativeNumberIsAValue() throws {
        let run = try cli.swatch(["check", "--cvd-limit", "-0"])
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: --cvd-limit needs --cvd\n")
    }

    /// `--max-diff-pixels` (a count or a percentage) takes a negative value as its value too, and says what it takes.
    @Test func aNegativePixelAllowanceIsNamed() throws {
        let run = try cli.swatch(["compare", "a.png", "b.png", "--max-diff-pixels", "-1"])
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: --max-diff-pixels: invalid value '-1' (expected a pixel count (10) or a percentage from 0 to 100 (0.5%))\n")
    }

    /// `--cvd-limit` takes a limit up to the count cap, a million, and says so of one past it or too large for any integer.
    @Test func theCVDLimitNamesItsUpperBound() throws {
        for value in ["1000001", "99999999999999999999"] {
            let run = try cli.swatch(["check", "--cvd", "--cvd-limit", value])
            #expect(run.status == 2)
            #expect(run.stderr == "swatch: error: --cvd-limit: invalid value '\(value)' (expected a whole number from 0 to 1000000)\n")
        }
    }

    /// `--text-size` quotes the size as given, spaces and all, not trimmed.
    @Test func aTextSizeIsQuotedAsGiven() throws {
        let run = try cli.swatch(["render", "--text-size", " 2"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("swatch: error: --text-size ' 2' is not a text size: use "))
    }
}
