import Foundation

/// The text of a message (a `SwatchError`, a warning, a status line), written as a string literal whose
/// every interpolated value is quoted by `VisibleText.quoted`: `"no such section '\(name)'"` shows a 100 KB
/// or ESC-laden name as its visible start and length. So a value cannot reach a message unquoted: a message
/// is made only from literals, and text made elsewhere comes in only by saying what it is (`verbatim:`,
/// `list:`, another message).
public struct MessageText: ExpressibleByStringInterpolation, Sendable, Hashable, CustomStringConvertible {
    /// The message as it is shown.
    public let text: String
    /// The file the message starts with, as the reader that made it knows it (`Brand/Primary.colorset/Contents.json`, a
    /// place in the folder it reads), whole: the message shows it as `VisibleText.quotedPath` does, maybe cut, and this is
    /// what names it again under the folder as the user gave it (`PaletteMessageNames`), never the cut text.
    package let place: String?

    /// A message without values.
    public init(stringLiteral value: String) {
        text = value
        place = nil
    }

    /// A message with values, each quoted.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        place = stringInterpolation.place
    }

    /// Two messages are the same when they read the same.
    public static func == (first: MessageText, second: MessageText) -> Bool {
        first.text == second.text
    }

    /// The message's text hashed, as it is compared.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// The message.
    public var description: String { text }

    /// The parts of a message literal, as they are appended.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The message so far.
        var text = ""
        /// The file the message starts with (`appendInterpolation(place:)` first, or a message or error that starts with one).
        var place: String?

        /// An empty message with room for its literals.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 24 * interpolationCount)
        }

        /// A literal part, as it is.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A value (a name, path, key, option value, number): `VisibleText.quoted`.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += VisibleText.quoted(value.description)
        }

        /// A path naming a file: `VisibleText.quotedPath`, so a long one keeps its end, where the file's name is.
        public mutating func appendInterpolation(path: String) {
            text += VisibleText.quotedPath(path)
        }

        /// A file a reader names by its place in what it reads (`Primary.colorset/Contents.json`, `p.txt`, a resolver's
        /// `theme/dark.tokens.json`), shown as `path:` is; at the message's start it is the message's `place` too.
        package mutating func appendInterpolation(place: String) {
            if text.isEmpty { self.place = place }
            text += VisibleText.quotedPath(place)
        }

        /// Names as a message lists them: each quoted, and at most `VisibleText.longestListed` of them
        /// (`a, b, … and 19980 more`).
        public mutating func appendInterpolation(list names: [String]) {
            text += VisibleText.abbreviated(list: names.map(VisibleText.quoted))
        }

        /// A chain of references as a message shows it, `a → b → a`: each quoted, and at most
        /// `VisibleText.longestListed` of them (`a → b → … and 236 more`).
        public mutating func appendInterpolation(chain names: [String]) {
            text += VisibleText.abbreviated(chain: names.map(VisibleText.quoted))
        }

        /// Another message, whole: its values were quoted when it was made.
        public mutating func appendInterpolation(_ message: MessageText) {
            if text.isEmpty { place = message.place }
            text += message.text
        }

        /// A failure from outside swatch (Foundation's, a decoder's): its description, quoted.
        public mutating func appendInterpolation(_ error: any Error) {
            text += VisibleText.quoted(String(describing: error))
        }

        /// A message of another library's (ArgumentParser's, Yams'), which quotes what it was given whole
        /// between single quotes: each such span quoted (`Unknown option '--x… (5002 characters)'`), the rest
        /// as it is.
        public mutating func appendInterpolation(foreign message: some StringProtocol) {
            let parts = message.split(separator: "'", omittingEmptySubsequences: false)
            text += parts.enumerated().map { $0.offset.isMultiple(of: 2) ? String($0.element) : VisibleText.quoted(String($0.element)) }
                .joined(separator: "'")
        }

        /// Another error's message, whole.
        public mutating func appendInterpolation(_ error: SwatchError) {
            if text.isEmpty { place = error.place }
            text += error.message
        }

        /// Text made for a message elsewhere from quoted values (a key path of quoted keys, a path already
        /// shown by `VisibleText.quoted`), as it is: quoting it again would cut a long one short.
        public mutating func appendInterpolation(verbatim text: String) {
            self.text += text
        }
    }
}

extension MessageText {
    /// One message and then another: a message literal written over several lines.
    public static func + (first: MessageText, second: MessageText) -> MessageText {
        MessageText(text: first.text + second.text, place: first.place)
    }

    /// `text`, made elsewhere for a message from quoted values, as a message.
    public init(verbatim text: String) {
        self.init(text: text, place: nil)
    }

    /// `text`, starting with `place` (or nothing known) as a message.
    private init(text: String, place: String?) {
        self.text = text
        self.place = place
    }
}

extension MessageText {
    /// What the error number `code` means, as a message gives the reason after a colon: the C library's text
    /// (strerror) as `reason` words it (`cannot write x.png: no space left on device`), except that a folder is
    /// called a folder, as everywhere else swatch speaks (`no such file or folder`, not the C library's `directory`).
    /// The one place an errno becomes text; the C shim hands back the number, not its text.
    public init(errno code: Int32) {
        switch code {
        case ENOENT: self = "no such file or folder"
        case ENOTDIR: self = "not a folder"
        case EISDIR: self = "is a folder"
        case ENOTEMPTY: self = "folder not empty"
        default: self.init(reason: String(cString: strerror(code)))
        }
    }

    /// What a failure from Foundation says, as a reason: the errno beneath it when it carries one (its own
    /// code in `NSPOSIXErrorDomain`, or its underlying error's: `not a folder`, not Foundation's `The operation
    /// could not be completed. (NSCocoaErrorDomain error 512.)`), else its description as `reason` words it.
    public init(reason error: any Error) {
        let failure = error as NSError
        let posix = failure.domain == NSPOSIXErrorDomain ? failure : (failure.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        if let posix, posix.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(truncatingIfNeeded: posix.code))
        } else {
            self.init(reason: failure.localizedDescription)
        }
    }

    /// Another library's sentence (strerror's, Foundation's) as the reason after a colon, worded as swatch's own
    /// reasons are: its first letter lower-cased unless its first word holds more capitals (`File too large` →
    /// `file too large`; `RPC struct is bad` and `I/O error` stay), and no full stop at the end. Its values are quoted, as any value is.
    package init(reason sentence: String) {
        self.init(verbatim: VisibleText.quoted(Self.worded(sentence)))
    }

    /// Another library's sentence worded as swatch's own: its first letter lower-cased unless its first word holds
    /// more capitals, and no full stop at the end (`Missing required subcommand.` → `missing required subcommand`).
    package static func worded(_ sentence: some StringProtocol) -> String {
        var text = sentence.hasSuffix(".") ? String(sentence.dropLast()) : String(sentence)
        // A first word with more capitals is a name (`RPC`, `I/O`), not the start of a sentence.
        if let first = text.first, first.isUppercase, !text.prefix(while: { $0 != " " }).dropFirst().contains(where: \.isUppercase) {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }
}
