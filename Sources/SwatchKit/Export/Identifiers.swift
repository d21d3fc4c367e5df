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

    /// A Swift identifier for `name`: words split at spaces, dots, dashes, slashes and underscores joined in
    /// lower camel case (`Brand/Primary` → `brandPrimary`, `dark blurple` → `darkBlurple`); other characters
    /// dropped; a leading digit prefixed with `_`; a keyword escaped with backticks.
    static func swift(_ name: String) -> String {
        let words = words(of: name)
        var identifier = words.enumerated().map { index, word in
            index == 0 ? lowerFirst(word) : upperFirst(word)
        }.joined()
        if identifier.isEmpty { identifier = "_" }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        return swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
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

    /// Whether `name` can name a Swift type: a letter or `_`, then letters, digits or `_`, and no keyword.
    public static func isSwiftTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
            && !swiftKeywords.contains(name)
    }

    /// Converts every name with `convert`; throws when two names become the same identifier.
    static func unique(_ names: [String], format: String, _ convert: (String) -> String) throws(SwatchError) -> [String] {
        var seen: [String: String] = [:]
        var result: [String] = []
        for name in names {
            let identifier = convert(name)
            if let other = seen[identifier] {
                throw SwatchError(.palette, "--format \(format): \"\(other)\" and \"\(name)\" both become \(identifier); rename one")
            }
            seen[identifier] = name
            result.append(identifier)
        }
        return result
    }

    /// The ASCII letter-and-digit runs of `name`, or with `anyScript` its letter-and-digit runs in any script.
    private static func words(of name: String, anyScript: Bool = false) -> [String] {
        name.split { !((anyScript || $0.isASCII) && ($0.isLetter || $0.isNumber)) }.map(String.init)
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

    private static func lowerFirst(_ word: String) -> String {
        // An all-capital word (`UI`, `HTTP`) is lowered whole at the start: `uiBackground`.
        word == word.uppercased() && word.count > 1 ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}

extension Palette {
    /// The appearances some colour of the palette has a value of its own for, in the facts file's order.
    public var appearances: [Appearance] {
        let present = Set(sections.flatMap { $0.colors.flatMap { $0.values.keys } })
        return Appearance.allCases.filter(present.contains)
    }
}
