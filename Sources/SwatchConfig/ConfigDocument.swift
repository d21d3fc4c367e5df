import Foundation
import Yams
import SwatchCompare
import SwatchPalette
import SwatchSheet
import SwatchSupport

/// Reads the YAML of a config file into `ConfigValue`s, checking every key against `ConfigSchema`: unknown
/// keys, keys given twice, values of the wrong type, choices that are not one of the choices and paths that
/// leave the config's folder are each one error naming the file and the key path
/// (`swatch.yml: exports[1].format: unknown format 'swif' (did you mean 'swift'?)`).
///
/// The document is composed by Yams (libyaml refuses nesting deeper than 1000 levels; aliases stay shared, so
/// composing is linear in the file) and walked along the schema only, counting every value it visits, aliases
/// each time they are used: a file whose aliases expand past `ResolutionLimits.maxValues` is refused.
struct ConfigDocument {
    /// How the file is named in messages: `swatch.yml`, `../../swatch.yml`.
    let shown: String
    /// The folder paths in the file are relative to, as it is named (`` for the current folder).
    let folder: String
    /// Confines the file's paths to its folder.
    let confinement: InputFiles
    private var budget = ResolutionLimits.maxValues

    init(shown: String, folder: String, confinement: InputFiles) {
        self.shown = shown
        self.folder = folder
        self.confinement = confinement
    }

    /// The checked top-level mapping of `text`, whose keys are `keys` (swatch.yml's by default); an empty
    /// document (comments only) is an empty mapping.
    mutating func read(_ text: String, keys: [ConfigKey] = ConfigSchema.keys) throws(SwatchError) -> ConfigValue {
        let root: Node?
        if MemoryBudget.applies {
            try MemoryBudget.check(needing: text.utf8.count * MemoryBudget.yamlThemeBytesPerInputByte
                                   + YAMLValueCount.upperBound(in: text.utf8) * MemoryBudget.yamlBytesPerValue, for: shown)
        }
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw SwatchError(.usage, "\(shown): \(YAMLProblem.message(error))")
        }
        guard let root else { return .object([]) }
        if case .scalar = root, Self.tag(of: root) == .null { return .object([]) }
        return try value(root, as: .object(keys), at: "")
    }

    private func failure(_ keyPath: String, _ problem: MessageText) -> SwatchError {
        SwatchError(.usage, keyPath.isEmpty ? "\(shown): \(problem)" : "\(shown): \(verbatim: keyPath): \(problem)")
    }

    private mutating func value(_ node: Node, as type: ConfigType, at keyPath: String) throws(SwatchError) -> ConfigValue {
        budget -= 1
        guard budget >= 0 else {
            throw SwatchError(.usage, "\(shown): \(ResolutionLimits.yamlTooManyValues)")
        }
        switch (type, node) {
        case (.object(let keys), .mapping(let mapping)):
            return try object(mapping, keys: keys, at: keyPath)
        case (.list(let element), .sequence(let sequence)):
            var elements: [ConfigValue] = []
            for (index, item) in sequence.enumerated() {
                elements.append(try value(item, as: element, at: "\(keyPath)[\(index)]"))
            }
            return .list(elements)
        case (.object, _), (.list, _):
            throw failure(keyPath, "expected \(type.expected), not \(Self.described(node))")
        default:
            guard case .scalar(let scalar) = node else { throw failure(keyPath, "expected \(type.expected), not \(Self.described(node))") }
            return try self.scalar(scalar, node: node, as: type, at: keyPath)
        }
    }

    private mutating func object(_ mapping: Node.Mapping, keys: [ConfigKey], at keyPath: String) throws(SwatchError) -> ConfigValue {
        var members: [ConfigValue.Member] = []
        var lines: [String: Int] = [:]
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let scalar) = keyNode, Self.tag(of: keyNode) != .null else {
                throw failure(keyPath, "a key must be text, not \(Self.described(keyNode))")
            }
            let name = scalar.string
            let path = keyPath.isEmpty ? Self.shownKey(name) : "\(keyPath).\(Self.shownKey(name))"
            guard let key = keys.first(where: { $0.name == name }) else {
                let names = keys.map(\.name)
                let hint: MessageText = NameSuggestion.hint(for: name, among: names)
                    ?? "expected \(verbatim: names.count == 1 ? names[0] : "one of " + names.joined(separator: ", "))"
                throw failure(path, "unknown key (\(hint))")
            }
            let line = (keyNode.mark?.line).map { $0 } ?? 0
            // Yams refuses a document with a key given twice already; the rule holds here whatever it does.
            if let first = lines[name] {
                throw failure(path, "given twice" + (first > 0 && line > 0 ? " (lines \(first) and \(line))" : ""))
            }
            lines[name] = line
            members.append(ConfigValue.Member(key: name, value: try value(valueNode, as: key.type, at: path)))
        }
        for key in keys where key.required && lines[key.name] == nil {
            throw failure(keyPath, "missing \(key.name)")
        }
        return .object(members)
    }

    private func scalar(_ scalar: Node.Scalar, node: Node, as type: ConfigType, at keyPath: String) throws(SwatchError) -> ConfigValue {
        let tag = Self.tag(of: node)
        let text = scalar.string
        if tag == .null { throw failure(keyPath, "expected \(type.expected), not nothing") }
        let isText = tag != .bool && tag != .int && tag != .float
        let quoteIt: MessageText = "expected \(type.expected), not \(Self.described(node)) (quote it if it is text)"
        switch type {
        case .text:
            guard isText else { throw failure(keyPath, quoteIt) }
            return .text(text)
        case .path(let confined):
            guard isText else { throw failure(keyPath, quoteIt) }
            return .text(try path(text, confined: confined, at: keyPath))
        case .choice(let choices, let noun):
            // Any case, as the command line takes them (`format: SwiftUI`, `wcag-level: aa`); the value is the choice's own spelling.
            guard let choice = choices.first(where: { $0 == text }) ?? choices.first(where: { $0.lowercased() == text.lowercased() }) else {
                let hint: MessageText = NameSuggestion.hint(for: text, among: choices)
                    ?? "choose one of \(verbatim: choices.joined(separator: ", "))"
                throw failure(keyPath, "unknown \(noun) '\(text)' (\(hint))")
            }
            return .text(choice)
        case .integer(let range):
            // Read from the text as written, as the command line reads it: YAML 1.1's `0x2`, `0o2`, `1_0` are refused.
            guard tag == .int, let integer = AcceptedNumbers.whole(range).wholeValue(of: text) else {
                throw failure(keyPath, "expected \(verbatim: type.expected), not \(Self.described(node))")
            }
            return .integer(integer)
        case .number(let range):
            guard tag == .int || tag == .float, let number = AcceptedNumbers.number(range).value(of: text) else {
                throw failure(keyPath, "expected \(verbatim: type.expected), not \(Self.described(node))")
            }
            return .number(number)
        case .boolean:
            // YAML 1.2's spellings only: YAML 1.1's `yes`, `on` and `off` are refused as its `0x2` is (the twenty-third pass's H23-7).
            guard tag == .bool, let flag = node.bool, Self.booleans.contains(text) else {
                throw failure(keyPath, "expected true or false, not \(Self.described(node))")
            }
            return .boolean(flag)
        case .pixelAllowance:
            // The text as written, so `0x10` or `1_0` (YAML 1.1 integers) is refused as the command line refuses it.
            guard tag == .int || isText, PixelAllowance(parsing: text) != nil else {
                throw failure(keyPath, "expected \(verbatim: type.expected), not \(Self.described(node))")
            }
            return .text(text)
        case .list, .object:
            throw failure(keyPath, "expected \(type.expected), not \(Self.described(node))")
        }
    }

    /// `text` resolved against the config's folder; a confined path must resolve inside it. What is there must be a file or a
    /// folder: only a path the command line names may be a named pipe (the twenty-first hostile pass's H21-11: `pairs:`
    /// naming a FIFO waited for a writer for ever), and no device is read or written.
    private func path(_ text: String, confined: Bool, at keyPath: String) throws(SwatchError) -> String {
        guard !text.isEmpty else { throw failure(keyPath, "is empty: give a path") }
        guard !text.unicodeScalars.contains("\u{0}") else { throw failure(keyPath, "holds a NUL character") }
        let resolved = text.hasPrefix("/") || folder.isEmpty ? text : (folder as NSString).appendingPathComponent(text)
        if confined, !confinement.isInside(resolved) {
            throw failure(keyPath, "'\(text)' leads outside \(confinement.confinementShown); paths in \(shown) stay inside its folder")
        }
        var info = stat()
        if stat(resolved, &info) == 0, ![S_IFREG, S_IFDIR].contains(info.st_mode & S_IFMT), let what = InputFiles.notAFile(info.st_mode & S_IFMT) {
            throw failure(keyPath, "'\(text)' \(what); a path in \(shown) names a file or a folder")
        }
        return resolved
    }

    /// A key as a key path shows it: quoted as a message quotes a value (escaped, `e\u{301}`, long keys abbreviated).
    private static func shownKey(_ key: String) -> String { VisibleText.quoted(key) }

    /// The spellings of true and false YAML 1.2's core schema reads, and swatch.yml's JSON Schema's `boolean` means.
    private static let booleans: Set<String> = ["true", "True", "TRUE", "false", "False", "FALSE"]

    /// A node as a message names it: `the number 2024`, `true`, `a list`, `nothing`.
    static func described(_ node: Node) -> MessageText {
        switch node {
        case .scalar(let scalar):
            switch tag(of: node) {
            case .null: return "nothing"
            case .bool: return booleans.contains(scalar.string) ? "\(scalar.string)" : "'\(scalar.string)'"
            case .int, .float: return "the number \(scalar.string)"
            default: return "'\(scalar.string)'"
            }
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }

    /// The tag Yams resolved for `node` (`str`, `int`, `null`, ...).
    private static func tag(of node: Node) -> Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }
}
