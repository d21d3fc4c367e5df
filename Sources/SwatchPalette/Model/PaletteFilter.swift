import Foundation
import SwatchSupport

/// Which colours of a palette to show: `--section NAME` and `--name GLOB`, shared by render and list.
public struct PaletteFilter: Sendable, Hashable {
    /// Section names, matched case-insensitively; empty keeps every section.
    public var sections: [String]
    /// Shell-style patterns (`system*`, `*Label`, `systemGray?`), matched case-sensitively against colour
    /// names; empty keeps every colour.
    public var names: [String]

    /// A filter; empty lists keep everything.
    public init(sections: [String] = [], names: [String] = []) {
        self.sections = sections
        self.names = names
    }

    /// Whether the filter keeps every colour.
    public var isEmpty: Bool { sections.isEmpty && names.isEmpty }

    /// The palette with only the matching colours; sections left empty are dropped.
    public func apply(to palette: Palette) throws(SwatchError) -> Palette {
        guard !isEmpty else { return palette }
        for pattern in names where !isValidGlob(pattern) {
            throw SwatchError(.usage, "--name '\(pattern)' is not a valid pattern: a [ has no closing ]")
        }
        let known = palette.sections.map(\.name)
        for section in sections where !known.contains(where: { $0.caseInsensitiveCompare(section) == .orderedSame }) {
            throw SwatchError(.usage, "--section '\(section)': no such section in \(palette.name); sections are \(list: known)")
        }
        let kept = palette.sections.compactMap { section -> PaletteSection? in
            guard sections.isEmpty || sections.contains(where: { $0.caseInsensitiveCompare(section.name) == .orderedSame }) else { return nil }
            let colors = section.colors.filter { color in names.isEmpty || names.contains { glob($0, matches: color.name) } }
            return colors.isEmpty ? nil : PaletteSection(name: section.name, colors: colors)
        }
        guard !kept.isEmpty else {
            // Each flag quoted, and no more of them than a message lists (`--name` given 10,000 times made a 120 KB line).
            let flags = sections.map { ("--section", $0) } + names.map { ("--name", $0) }
            let shown = flags.prefix(VisibleText.longestListed).map { "\($0.0) '\(VisibleText.quoted($0.1))'" }.joined(separator: " ")
            let more = flags.count > VisibleText.longestListed ? " … and \(flags.count - VisibleText.longestListed) more" : ""
            throw SwatchError(.usage, "no colour in \(palette.name) matches \(verbatim: shown + more)")
        }
        return Palette(name: palette.name, title: palette.title, sections: kept, fallback: palette.fallback, appliesTo: palette.appliesTo)
    }
}

/// Whether every `[` of `pattern` opens a set that a `]` closes (`[]]` and `[!]]` hold a `]`); a
/// backslash escapes the next character.
func isValidGlob(_ pattern: String) -> Bool {
    var characters = pattern.makeIterator()
    while let character = characters.next() {
        if character == "\\" { _ = characters.next(); continue }
        guard character == "[" else { continue }
        var first = true
        var closed = false
        while let inner = characters.next() {
            if first, inner == "!" || inner == "^" { continue }
            if inner == "]", !first { closed = true; break }
            first = false
        }
        if !closed { return false }
    }
    return true
}

/// Whether `name` matches the shell pattern `pattern` (`*`, `?`, `[...]`).
func glob(_ pattern: String, matches name: String) -> Bool {
    fnmatch(pattern, name, 0) == 0
}
