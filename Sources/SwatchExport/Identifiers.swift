import SwatchPalette
import SwatchSupport

/// Colour names made into names a language accepts, with a clash after conversion reported as an error
/// that names both colours.
public enum Identifiers {
    /// Swift's keywords, which an identifier must escape with backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// A Swift member name for `name`, as Xcode 15 and later name the symbols they generate for an asset catalog's
    /// colours (`GeneratedAssetSymbols.swift`; `Identifiers` rules below). The rules, as the files Xcode writes show
    /// them (`"AccentColor"` → `accent`, `"shadowColor"` → `shadow`, `"shadowColor 1"` → `shadowColor1`,
    /// `"DSSurfaceInset"` → `dsSurfaceInset`, `"Blue Theme"` → `blueTheme`, `"MuseumMap-8k"` → `museumMap8K`,
    /// `"polaroid.sx70.fill"` → `polaroidSx70Fill`, `"1"` → `_1`, `"Default"` → `` `default` ``; summed up in
    /// nicklockwood/SwiftFormat#1634: "Camel Case: some_blue = someBlue, Trim Color from End: someBlueColor = someBlue"):
    /// - words are split at every character Swift does not admit in an identifier (spaces, `-`, `_`, `.`, `/`),
    ///   and a letter after a digit starts a word (`8k` → `8K`);
    /// - the first word is lowered (a leading capital run whole, `UI` → `ui`, but the capital starting the next
    ///   word stays, `DSSurface` → `dsSurface`), the others start with a capital; two words of digits are joined
    ///   by `_` so their numbers stay apart;
    /// - a trailing `Color` is dropped when something is left (`BrandColor` → `brand`);
    /// - letters of every script Swift admits are kept (`赤` → `赤`); a leading digit gets `_`; a keyword backticks.
    static func swift(_ name: String) -> String {
        var identifier = joined(swiftWords(name), lowerFirst: true)
        if identifier.hasSuffix("Color"), identifier.count > 5 { identifier.removeLast(5) }
        return escaped(identifier)
    }

    /// A Swift type name for a namespace folder: its words in upper camel case (`Edit History` → `EditHistory`,
    /// `system` → `System`), as Xcode names the enum of a folder that provides a namespace; `Type` and `Protocol`
    /// get a `_`.
    static func swiftType(_ name: String) -> String {
        let type = joined(swiftWords(name), lowerFirst: false)
        // `X.Type` and `X.Protocol` are metatypes, backticks or not: a namespace cannot take those names.
        return ["Type", "Protocol"].contains(type) ? type + "_" : escaped(type)
    }

    /// The words of `name` for a Swift identifier: runs of the letters and digits Swift admits, split again
    /// where a letter follows a digit.
    /// `name` without zero-width joiners and non-joiners (U+200D, U+200C): each joins the letter before it into one
    /// `Character`, which a scalar test then refused whole, so `x\u{200D}y` lost its `x` and Persian `سبز\u{200C}تیره`
    /// its `ز`. Dropped, the letters stay: `xy`, `سبزتیره`.
    static func withoutJoiners(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0 == "\u{200C}" || $0 == "\u{200D}" }) else { return name }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: name.unicodeScalars.lazy.filter { $0 != "\u{200C}" && $0 != "\u{200D}" })
        return String(scalars)
    }

    private static func swiftWords(_ name: String) -> [String] {
        var words: [String] = []
        for run in withoutJoiners(name).split(whereSeparator: { !(($0.isLetter || $0.isNumber) && $0.unicodeScalars.allSatisfy(isSwiftIdentifierScalar)) }) {
            var word = ""
            for character in run {
                if character.isLetter, let last = word.last, last.isNumber {
                    words.append(word)
                    word = ""
                }
                word.append(character)
            }
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    /// `words` in camel case: the first lowered (`lowerFirst`) or capitalised, the rest capitalised; digits after
    /// digits kept apart by `_`.
    private static func joined(_ words: [String], lowerFirst lower: Bool) -> String {
        var identifier = ""
        for (index, word) in words.enumerated() {
            if let last = identifier.last, last.isNumber, word.first?.isNumber == true { identifier += "_" }
            identifier += index == 0 && lower ? lowerFirst(word) : upperFirst(word)
        }
        return identifier
    }

    /// `identifier` as Swift takes it: `_` when empty, `_` before a leading digit, a keyword in backticks.
    private static func escaped(_ identifier: String) -> String {
        var identifier = identifier.isEmpty ? "_" : identifier
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        return swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether Swift's grammar admits `scalar` in an identifier (The Swift Programming Language, Lexical
    /// Structure, identifier-head and identifier-character): letters of every script, CJK included, and
    /// combining marks; applied only to letters and digits, so the format characters it also lists never pass.
    static func isSwiftIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if scalar.isASCII { return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" }
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
            0xF8...0xFF, 0x100...0x2FF, 0x300...0x36F, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1DC0...0x1DFF,
            0x1E00...0x1FFF, 0x2070...0x20CF, 0x20D0...0x20FF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
            0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE20...0xFE2F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
            0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
            0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
            0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
        ]
        return ranges.contains { $0.contains(v) }
    }

    /// `name` in kebab case for CSS custom properties: `Brand/Primary` → `brand-primary`, `systemRed` → `system-red`.
    /// Letters and digits of every script are kept (`赤` → `赤`), as CSS identifiers take them; empty when
    /// the name has none.
    static func kebab(_ name: String) -> String {
        words(of: name, anyScript: true).flatMap(splitCamel).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `name` as an Android resource name: lower snake case, starting with a letter (`brand_primary`).
    static func snake(_ name: String) -> String {
        var text = words(of: name).flatMap(splitCamel).map { $0.lowercased() }.joined(separator: "_")
        if text.isEmpty || !(text.first?.isLetter ?? false) { text = "color_" + text }
        return text
    }

    /// `name` as a design-token or group name, which must not contain `{`, `}` or `.` nor start with `$`:
    /// `.` becomes `_`, `{` and `}` become `(` and `)`, a leading `$` becomes `_`, and an empty name `_`.
    /// Other characters (spaces, `/`, letters of any script) are kept.
    static func token(_ name: String) -> String {
        var text = String(name.map { $0 == "." ? "_" : $0 == "{" ? "(" : $0 == "}" ? ")" : $0 })
        if text.hasPrefix("$") { text = "_" + text.dropFirst() }
        return text.isEmpty ? "_" : text
    }

    /// The enum a palette file's Swift is declared in when no type name is given: the file's name without its
    /// palette extension, in upper camel case ASCII (`Brand.xcassets` → `Brand`, `brand-colors.tokens.json` →
    /// `BrandColors`), or `Palette` when that leaves no type name (`赤.xcassets`, `2024.tokens.json`).
    public static func swiftTypeName(forFile path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        let extensions = [".xcassets", ".resolver.json", ".tokens.json", ".theme.json", ".tokens", ".json", ".txt"]
        if let known = extensions.first(where: { name.count > $0.count && name.lowercased().hasSuffix($0) }) {
            name.removeLast(known.count)
        }
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isSwiftTypeName(type) && !type.hasPrefix("_") ? type : "Palette"
    }

    /// Whether `name` can name a Swift type: a letter or `_`, then letters, digits or `_`, and no keyword.
    public static func isSwiftTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
            && !swiftKeywords.contains(name)
    }

    /// The one message for two colour names that one format writes as one name: `--format css: "a b" and "a-b" both
    /// become --a-b; rename one`.
    /// Two equal names (one name in two sections of one name) say where each is, `at`, since renaming is then the only way:
    /// `"a" (d.txt:2) and "a" (d.txt:4) both become --a; rename one`.
    static func collision(format: String, _ first: String, _ second: String, become written: String,
                          at places: (String, String)? = nil) -> SwatchError {
        if first == second, let places {
            return SwatchError(.palette, "--format \(format): \"\(first)\" (\(places.0)) and \"\(second)\" (\(places.1)) both become \(written); rename one")
        }
        return SwatchError(.palette, "--format \(format): \"\(first)\" and \"\(second)\" both become \(written); rename one")
    }

    /// Converts every colour's name with `convert`; throws when two names become the same identifier, naming where
    /// each colour is read when the names are equal.
    static func unique(_ colors: [NamedColor], format: String, _ convert: (String) -> String) throws(SwatchError) -> [String] {
        try unique(colors.map(\.name), places: colors.map { $0.sources.first ?? "" }, format: format, convert)
    }

    /// Converts every name with `convert`; throws when two names become the same identifier.
    static func unique(_ names: [String], places: [String] = [], format: String, _ convert: (String) -> String) throws(SwatchError) -> [String] {
        var seen: [String: Int] = [:]
        var result: [String] = []
        for (index, name) in names.enumerated() {
            let identifier = convert(name)
            if let other = seen[identifier] {
                throw collision(format: format, names[other], name, become: identifier,
                                at: places.isEmpty ? nil : (places[other], places[index]))
            }
            seen[identifier] = index
            result.append(identifier)
        }
        return result
    }

    /// The ASCII letter-and-digit runs of `name`, or with `anyScript` its letter-and-digit runs in any script.
    private static func words(of name: String, anyScript: Bool = false) -> [String] {
        withoutJoiners(name).split { !((anyScript || $0.isASCII) && ($0.isLetter || $0.isNumber)) }.map(String.init)
    }

    /// `systemRed` → `system`, `Red`; `HTTPCode` → `HTTP`, `Code`.
    private static func splitCamel(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(word)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (!(characters[index - 1].isUppercase) || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// `word` with its leading capitals lowered, all of them in an all-capital word (`UI` → `ui`), else all but
    /// the one that starts the next part (`DSSurface` → `dsSurface`, `Brand` → `brand`).
    private static func lowerFirst(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 1 else { return word.prefix(1).lowercased() + word.dropFirst() }
        let lowered = capitals == characters.count || !characters[capitals].isLetter ? capitals : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
