import SwatchColor
import SwatchSupport

/// Two colours that must contrast: a foreground drawn on a background, and what the foreground is used for.
public struct ContrastPair: Sendable, Hashable {
    /// The colour drawn on top (text, a glyph), by name.
    public let foreground: String
    /// The colour under it, by name.
    public let background: String
    /// What the foreground is, which sets the ratio it needs.
    public let use: ContrastUse
    /// Where the pair was given, e.g. `pairs.txt:3`; empty for the built-in set.
    public let origin: String
    /// The other ways the line could be read, when a name holds ` on ` or ends in ` as text` (`a on b on c`): `reading(where:)`
    /// picks the one whose names are colours. Not part of the pair's identity.
    private let otherReadings: [ContrastPair]

    /// A pair of named colours.
    public init(_ foreground: String, on background: String, as use: ContrastUse = .text, origin: String = "") {
        self.init(foreground, on: background, as: use, origin: origin, otherReadings: [])
    }

    private init(_ foreground: String, on background: String, as use: ContrastUse, origin: String, otherReadings: [ContrastPair]) {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.origin = origin
        self.otherReadings = otherReadings
    }

    /// Two pairs are the same when their colours, use and origin are.
    public static func == (first: ContrastPair, second: ContrastPair) -> Bool {
        (first.foreground, first.background, first.use, first.origin) == (second.foreground, second.background, second.use, second.origin)
    }

    /// The pair's colours, use and origin hashed, as they are compared.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(foreground)
        hasher.combine(background)
        hasher.combine(use)
        hasher.combine(origin)
    }

    /// The pair its line means: of the ways to read it, the one whose two names `isColor` says are colours; itself when
    /// it is the only way, or when no way fits (its names are then reported unknown). Two ways that fit are an error
    /// naming both: `a on b on c` with colours `a`, `b on c`, `a on b` and `c` (the twenty-third hostile pass's H23-4 took
    /// the first ` on ` silently).
    public func reading(where isColor: (String) -> Bool) throws(SwatchError) -> ContrastPair {
        guard !otherReadings.isEmpty else { return self }
        let fitting = ([self] + otherReadings).filter { isColor($0.foreground) && isColor($0.background) }
        guard fitting.count > 1 else { return fitting.first ?? self }
        let ways = fitting.dropFirst().reduce(fitting[0].shownReading) { $0 + "; " + $1.shownReading }
        throw SwatchError(.usage, "\(verbatim: origin): the line can be read \(fitting.count) ways (\(ways)): rename a colour so that one is left")
    }

    /// `"a on b" on "c" as text`, as a message names one way to read a line.
    private var shownReading: MessageText {
        "\"\(foreground)\" on \"\(background)\" as \(use.rawValue)"
    }

    /// `label on systemBackground as text`: the line a pairs file holds.
    public var description: String { "\(foreground) on \(background) as \(use.rawValue)" }

    /// The pairs every iOS palette should pass: the label hierarchy on the plain, grouped and (through
    /// the elevated appearances) elevated backgrounds; the tint on cell backgrounds; white on the tint,
    /// as a filled button's title (17 pt semibold: large text).
    public static let iOSDefaults: [ContrastPair] = {
        var pairs: [ContrastPair] = []
        for label in ["label", "secondaryLabel", "tertiaryLabel", "placeholderText"] {
            for background in ["systemBackground", "secondarySystemBackground", "secondarySystemGroupedBackground"] {
                pairs.append(ContrastPair(label, on: background, as: .text))
            }
        }
        for background in ["systemBackground", "secondarySystemGroupedBackground"] {
            pairs.append(ContrastPair("systemBlue", on: background, as: .nonText))
        }
        pairs.append(ContrastPair("white", on: "systemBlue", as: .largeText))
        return pairs
    }()

    /// Reads the pairs file at `path` (a file or a pipe, through the one place input files are opened), as `parse`.
    /// `allowsPipe` false for a file swatch.yml names: only the command line may name a named pipe.
    public static func read(file path: String, allowsPipe: Bool = true) throws(SwatchError) -> [ContrastPair] {
        let bytes = try InputFiles(named: path).readNamed(path, shownAs: path, role: "the pairs file", allowsPipe: allowsPipe,
                                                           limit: (InputFiles.maxFileBytes, "a pairs file"))
        let text = try InputText.decoded(bytes, file: "\(path)", kind: .usage)
        return try parse(text, file: path)
    }

    /// Parses a pairs file: one `FOREGROUND on BACKGROUND [as text|large-text|non-text]` per line (`text`
    /// when no use is given), `#` comments (at a line's start or after a space: `C#` is a name), LF, CRLF or CR line
    /// endings. Names may hold spaces, ` on `, ` as text` and ` #`: each way to read the line is kept, and the palette
    /// says which it means (`reading(where:)`).
    public static func parse(_ text: String, file: String) throws(SwatchError) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        for (index, raw) in try textLines(text, checkingMemoryFor: "\(file)").enumerated() {
            let origin = "\(file):\(index + 1)"
            let texts = Self.texts(of: String(raw))
            guard let primary = texts.first else { continue }
            // The line with its comment cut off is the pair unless the palette says; with a ` #` kept in a name, what follows.
            // Each way is a name's worth of text: a line of 4,000 `on`s was 4,000 readings of 20 KB (H24-11), so there are few.
            let ways = texts.reduce(0) { $0 + Self.splitCount($1) * ($1.count >= 2 && $1[$1.count - 2] == "as" ? 2 : 1) }
            guard ways <= Self.mostReadings else {
                throw SwatchError(.usage, "\(origin): the line can be read \(ways) ways (more than \(Self.mostReadings)): a pair is FOREGROUND on BACKGROUND")
            }
            var readings = try Self.readings(of: primary, origin: origin, strict: true)
            for text in texts.dropFirst() { readings += try Self.readings(of: text, origin: origin, strict: false) }
            guard let first = readings.first else {
                throw SwatchError(.usage, "\(origin): expected FOREGROUND on BACKGROUND [as text|large-text|non-text]")
            }
            try MemoryBudget.beforeAppending(count: pairs.count, capacity: pairs.capacity, elementBytes: MemoryLayout<ContrastPair>.stride,
                                             at: origin)
            let others = readings.dropFirst().map { ContrastPair($0.0, on: $0.1, as: $0.2, origin: origin) }
            pairs.append(ContrastPair(first.0, on: first.1, as: first.2, origin: origin, otherReadings: others))
        }
        guard !pairs.isEmpty else { throw SwatchError(.usage, "\(file): no pairs (expected lines like `label on systemBackground as text`)") }
        return pairs
    }
}

extension ContrastPair {
    /// The most ways one line may be read: more than any palette's names need (`a on b on c` is two), few enough that reading
    /// a line costs a small multiple of its length.
    static let mostReadings = 16

    /// The most `#` after a space a line's texts are cut at, its comment's included: a line of 10,000 ` #` is not 10,000 texts.
    private static let mostCommentStarts = 4

    /// How many splits at an `on` with a name either side `words` has.
    private static func splitCount(_ words: [String]) -> Int {
        words.indices.dropFirst().dropLast().reduce(0) { $0 + (words[$1] == "on" ? 1 : 0) }
    }

    /// The texts a line may mean, its words split: cut at its comment (a `#` at its start or after a space or tab), then, for a
    /// `#` after a space that may be part of a name (`Brand #2`), cut at each later one and whole. None for a line that is
    /// blank or only a comment.
    private static func texts(of line: String) -> [[String]] {
        // Most lines hold no `#`: their one text is their words, without the scalars looked at one by one.
        guard line.utf8.contains(UInt8(ascii: "#")) else {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            return words.isEmpty ? [] : [words]
        }
        let scalars = Array(line.unicodeScalars)
        let starts = scalars.indices.filter { scalars[$0] == "#" && ($0 == 0 || scalars[$0 - 1] == " " || scalars[$0 - 1] == "\t") }
        func words(_ end: Int) -> [String] {
            String(String.UnicodeScalarView(scalars[..<end])).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        let first = words(starts.first ?? scalars.count)
        guard !first.isEmpty else { return [] }
        guard starts.count <= mostCommentStarts else { return [first] }
        return [first] + (starts.dropFirst().map(words) + (starts.isEmpty ? [] : [words(scalars.count)])).filter { !$0.isEmpty }
    }

    /// Every way to read `words` as a pair: `as X` at the end is the use, or (a name ending in `as text`) none; then a split at
    /// each `on` with a name either side. `strict`: a last word after `as` that is no use is an error, not another reading.
    private static func readings(of words: [String], origin: String, strict: Bool) throws(SwatchError) -> [(String, String, ContrastUse)] {
        var bodies: [(use: ContrastUse, words: ArraySlice<String>)] = []
        if words.count >= 2, words[words.count - 2] == "as" {
            if let named = ContrastUse(rawValue: words[words.count - 1]) {
                bodies.append((named, words.dropLast(2)))
            } else if strict {
                throw SwatchError(.usage, "\(origin): \"\(words[words.count - 1])\" is not a use: give text, large-text or non-text")
            }
        }
        bodies.append((.text, words[...]))
        return bodies.flatMap { body in
            body.words.indices.filter { body.words[$0] == "on" && $0 > body.words.startIndex && $0 < body.words.endIndex - 1 }.map { on in
                (body.words[..<on].joined(separator: " "), body.words[(on + 1)...].joined(separator: " "), body.use)
            }
        }
    }
}

extension ContrastUse {
    /// What a pairs file says each foreground is drawn as, the strictest where it names one several times;
    /// a colour named only as non-text is left out (that is every colour's default).
    public static func foregroundUses(of pairs: [ContrastPair]) -> [String: ContrastUse] {
        var uses: [String: ContrastUse] = [:]
        for pair in pairs where pair.use != .nonText {
            uses[pair.foreground] = uses[pair.foreground].map { stricter($0, pair.use) } ?? pair.use
        }
        return uses
    }
}
