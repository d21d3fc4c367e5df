import Foundation
import Testing
import SwatchKit
@testable import SwatchSupport
import SwatchTestSupport

/// `MessageText(errno:)` and `MessageText(reason:)`: a system's or Foundation's reason worded as swatch's own,
/// the same from every place that reports one.
@Suite struct MessageReasonTests {
    @Test func anErrnoIsTheCLibrarysTextLowerCased() {
        #expect(MessageText(errno: ENOSPC).text == "no space left on device")
        #expect(MessageText(errno: EFBIG).text == "file too large")
        #expect(MessageText(errno: ENOENT).text == "no such file or folder")
        let message: MessageText = "cannot write \("x.png"): \(MessageText(errno: EACCES))"
        #expect(message.text == "cannot write x.png: permission denied")
    }

    /// A first word in capitals is a name (`RPC`, `I/O`), kept as it is; a final full stop goes.
    @Test func aSentenceLosesItsCapitalAndFullStopOnly() {
        #expect(MessageText(reason: "RPC struct is bad").text == "RPC struct is bad")
        #expect(MessageText(reason: "I/O error").text == "I/O error")
        #expect(MessageText(reason: "Remote I/O error").text == "remote I/O error")
        #expect(MessageText(reason: "Invalid value around character 6.").text == "invalid value around character 6")
        #expect(MessageText(reason: "").text == "")
        #expect(MessageText(reason: "a\u{1B}[2J").text == #"a\u{1B}[2J"#)  // quoted as any value
    }

    /// Foundation's error about a folder it could not make says the errno beneath it, not `The operation could not be
    /// completed. (NSCocoaErrorDomain error 512.)`.
    @Test func aFoundationErrorSaysTheErrnoBeneathIt() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: underlying])
        #expect(MessageText(reason: cocoa as any Error).text == "not a folder")
        #expect(MessageText(reason: underlying as any Error).text == "not a folder")
        let other = NSError(domain: "Elsewhere", code: 1, userInfo: [NSLocalizedDescriptionKey: "Something broke."])
        #expect(MessageText(reason: other as any Error).text == "something broke")
    }

    /// A real folder Foundation cannot make, through the same path as `FileTransaction`'s.
    @Test func aFolderUnderAFileIsNotADirectory() throws {
        let dir = try TempDir()
        let file = dir.path + "/f"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        do {
            try FileManager.default.createDirectory(atPath: file + "/a/b", withIntermediateDirectories: true)
            Issue.record("made a folder under a file")
        } catch {
            #expect(MessageText(reason: error).text == "not a folder")
        }
    }
}

/// Names that look alike in a message are told apart (`VisibleText.quoted`, `VisibleText.decoded`).
@Suite struct LookalikeNameTests {
    /// `e` and a combining acute look like `é`: a name not in NFC shows its marks, the NFC name stays as it is.
    @Test func aDecomposedNameIsToldFromItsComposedTwin() {
        #expect(VisibleText.quoted("e\u{301}.png") == #"e\u{301}.png"#)
        #expect(VisibleText.quoted("\u{E9}.png") == "\u{E9}.png")
        let message: MessageText = "'\("caf\u{E9}")' and '\("cafe\u{301}")' are two files"
        #expect(message.text == #"'café' and 'cafe\u{301}' are two files"#)
    }

    /// Only the characters not in NFC are shown: a combining mark with no composed form stays (NFC already).
    @Test func onlyTheDecomposedCharactersAreShown() {
        #expect(VisibleText.quoted("q\u{301}") == "q\u{301}")
        #expect(VisibleText.quoted("\u{E9}e\u{301}") == #"ée\u{301}"#)
        // Marks out of canonical order (dot below, 220, after acute, 230) are not NFC either.
        #expect(VisibleText.quoted("a\u{301}\u{323}") == #"a\u{301}\u{323}"#)
        // NFD Hangul: the syllable's jamo after the first; the syllable itself stays.
        #expect(VisibleText.quoted("\u{1112}\u{1161}\u{11AB}") == #"ᄒ\u{1161}\u{11AB}"#)
        #expect(VisibleText.quoted("\u{D55C}") == "\u{D55C}")
        // A character whose NFC is another one (the Ångström sign is Å) is shown whole.
        #expect(VisibleText.quoted("\u{212B}") == #"\u{212B}"#)
        // Outside messages nothing changes.
        #expect(VisibleText.escaped("e\u{301}") == "e\u{301}")
    }

    @Test func quotingADecomposedNameTwiceChangesNothing() {
        for name in ["e\u{301}.png", "\u{212B}", "\u{1112}\u{1161}\u{11AB}", String(repeating: "e\u{301}", count: 100)] {
            let once = VisibleText.quoted(name)
            #expect(VisibleText.quoted(once) == once)
        }
    }

    /// Bytes that are not UTF-8 show as `\xFF`, not as U+FFFD: `caf\xE9` and `caf\xFF` and a name holding U+FFFD
    /// are three names.
    @Test func bytesThatAreNotUTF8AreShownAsBytes() {
        #expect(VisibleText.decoded(Array("caf".utf8) + [0xE9]) == #"caf\xE9"#)
        #expect(VisibleText.decoded(Array("caf".utf8) + [0xFF]) == #"caf\xFF"#)
        #expect(VisibleText.decoded(Array("caf\u{FFFD}".utf8)) == "caf\u{FFFD}")
        #expect(VisibleText.decoded(Array("é".utf8) + [0x01, 0xE2, 0x82] + Array("x".utf8)) == "é\u{1}\\xE2\\x82x")
        #expect(VisibleText.decoded([0xC3, 0x28]) == #"\xC3("#)
        #expect(VisibleText.decoded([]) == "")
        // In a message the decoded text is quoted as any value: the control is shown, the byte escapes kept.
        #expect(VisibleText.quoted(VisibleText.decoded([0x61, 0xFF, 0x0A])) == #"a\xFF\u{A}"#)
    }
}
