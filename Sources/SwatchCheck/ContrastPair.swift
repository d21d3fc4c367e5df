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

    /// A pair of named colours.
    public init(_ foreground: String, on background: String, as use: ContrastUse = .text, origin: String = "") {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.origin = origin
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
    /// when no use is given), `#` comments, LF, CRLF or CR line endings. Names may hold spaces.
    public static func parse(_ text: String, file: String) throws(SwatchError) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        for (index, raw) in try textLines(text, checkingMemoryFor: "\(file)").enumerated() {
            let origin = "\(file):\(index + 1)"
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !words.isEmpty else { continue }
            var use = ContrastUse.text
            var body = words
            if body.count >= 2, body[body.count - 2] == "as" {
                guard let named = ContrastUse(rawValue: body[body.count - 1]) else {
                    throw SwatchError(.usage, "\(origin): \"\(body[body.count - 1])\" is not a use: give text, large-text or non-text")
                }
                use = named
                body.removeLast(2)
            }
            guard let on = body.firstIndex(of: "on"), on > 0, on < body.count - 1 else {
                throw SwatchError(.usage, "\(origin): expected FOREGROUND on BACKGROUND [as text|large-text|non-text]")
            }
            try MemoryBudget.beforeAppending(count: pairs.count, capacity: pairs.capacity, elementBytes: MemoryLayout<ContrastPair>.stride,
                                             at: origin)
            pairs.append(ContrastPair(body[..<on].joined(separator: " "), on: body[(on + 1)...].joined(separator: " "),
                                      as: use, origin: origin))
        }
        guard !pairs.isEmpty else { throw SwatchError(.usage, "\(file): no pairs (expected lines like `label on systemBackground as text`)") }
        return pairs
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
