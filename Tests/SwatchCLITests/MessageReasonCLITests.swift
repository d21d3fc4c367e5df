import Foundation
import Testing

/// The binary's messages about the system's failures and about names that look alike, line for line: a reason is
/// worded the same from every writer and reader (`MessageText(errno:)`), a PNG's too (the C shim hands back the
/// errno), and a name not in NFC or not UTF-8 is shown so it cannot pass for its twin.
@Suite struct MessageReasonCLITests {
    static let cases: [BadInputTests.Case] = [
        // A PNG that cannot be written says so as any other file does, the reason worded as swatch's own.
        .init(name: "render's PNG into a full disk", setup: "ln -s /dev/full full.png",
              command: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o full.png"#, status: 1,
              firstLine: "swatch: error: cannot write full.png: no space left on device", after: "test -L full.png"),
        // A PNG that cannot be read (procfs gives EIO at offset 0 of a process's memory) is named with its reason,
        // not as corrupt data.
        .init(name: "compare of an input that fails to read", setup: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o a.png --quiet"#,
              command: #""$SWATCH" compare /proc/self/mem a.png"#, status: 2,
              firstLine: "swatch: error: /proc/self/mem: input/output error"),
        // A palette named in NFD is told from its NFC twin, which is there.
        .init(name: "a missing NFD palette beside its NFC twin", setup: #"printf 'red #FF0000\n' > "$(printf 'caf\303\251.txt')""#,
              command: #""$SWATCH" list --palette "$(printf 'cafe\314\201.txt')""#, status: 1,
              firstLine: #"swatch: error: cafe\u{301}.txt: no such file or folder"#),
        .init(name: "a missing NFC palette beside its NFD twin", setup: #"printf 'red #FF0000\n' > "$(printf 'cafe\314\201.txt')""#,
              command: #""$SWATCH" list --palette "$(printf 'caf\303\251.txt')""#, status: 1,
              firstLine: "swatch: error: caf\u{E9}.txt: no such file or folder"),
    ]

    @Test(arguments: cases)
    func message(_ test: BadInputTests.Case) throws {
        guard !test.command.contains("/proc/self/mem") || FileManager.default.fileExists(atPath: "/proc/self/mem") else { return }
        try BadInputTests.run(test)
    }
}
