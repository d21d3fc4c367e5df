import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// Every format swatch writes, given names that hold NUL, ESC, BEL, CR, DEL, U+202E, C1 controls and U+2028: none
/// writes a raw control character other than the line breaks and tabs the format itself is made of, so a file shown with
/// `cat` cannot retitle or clear the terminal. CSV wrote them raw (`\e]0;…\a\e[2J` through `list --format csv`).
@Suite struct ControlCharacterExportTests {
    /// A terminal escape that retitles the window and clears the screen, and each other character alone.
    static let names = ["\u{1B}]0;owned\u{7}\u{1B}[2J", "nul\u{0}x", "bel\u{7}x", "cr\rx", "del\u{7F}x", "rlo\u{202E}x", "c1\u{85}\u{9B}x", "ls\u{2028}x"]

    /// The C0 controls `format` may write itself: line breaks and tabs (and CSV's CRLF).
    static func allowed(_ format: PaletteFormat) -> Set<UInt8> {
        format.name == "csv" ? [0x0A, 0x0D, 0x09] : [0x0A, 0x09]
    }

    @Test(arguments: PaletteFormat.all.map(\.name))
    func noFormatWritesARawControlCharacter(_ name: String) throws {
        let format = try #require(PaletteFormat.all.first { $0.name == name })
        let output: FormatOutput
        do {
            output = try HostileNames.output(format, HostileNames.palette(Self.names, section: "S\u{1B}[2J"))
        } catch let error as SwatchError {
            // A format that refuses such a name (a folder name cannot hold NUL) says so in a line that shows it.
            #expect(!error.message.utf8.contains { $0 < 0x20 || $0 == 0x7F }, "\(error.message)")
            return
        }
        let files: [(path: String, bytes: [UInt8])] = switch output {
        case .text(let text): [("-", Array(text.utf8))]
        case .folder(let files): files.map { ($0.path, $0.bytes) }
        }
        for file in files {
            let raw = Set(file.bytes.filter { $0 < 0x20 }).subtracting(Self.allowed(format))
            #expect(raw.isEmpty, "\(name) \(file.path) writes raw \(raw.sorted())")
            // Nor DEL, a C1 control (U+009B is CSI to some terminals), a line separator or a bidirectional override:
            // the JSON formats wrote them raw (the encoder escapes only C0).
            let hidden = String(decoding: file.bytes, as: UTF8.self).unicodeScalars.filter { $0.value >= 0x7F && VisibleText.isHidden($0) }
            #expect(hidden.isEmpty, "\(name) \(file.path) writes raw \(hidden.map { String($0.value, radix: 16) })")
            if format.name == "csv" {
                // CR only before LF: a record's end, not a name's.
                let crs = file.bytes.indices.filter { file.bytes[$0] == 0x0D }
                #expect(crs.allSatisfy { $0 + 1 < file.bytes.count && file.bytes[$0 + 1] == 0x0A })
            }
        }
    }

    /// The formats a terminal shows as they are (the listings) also show DEL and the bidirectional override, as
    /// `\u{7F}` and `\u{202E}`, the same in each.
    @Test(arguments: ["table", "markdown", "csv"])
    func listingsShowEveryControlAlike(_ name: String) throws {
        let format = try #require(PaletteFormat.all.first { $0.name == name })
        let text = try HostileNames.text(format, HostileNames.palette(Self.names))
        #expect(!text.unicodeScalars.contains { $0.value == 0x7F || $0.value == 0x202E || $0.value == 0x1B || $0.value == 0 })
        for shown in ["u{1B}", "owned", "u{7}", "nul", "u{0}x", "del", "u{7F}x", "rlo", "u{202E}x", "cr", "u{D}x"] {
            #expect(text.contains(shown), "\(format.name): \(shown)")
        }
    }
}
