import SwatchColor
import SwatchPalette
import SwatchSupport

/// DTCG token files (Design Tokens Format Module 2025.10) for a palette: each section a group (nested
/// along `/`: `Brand/Buttons` is the group `Buttons` inside `Brand`), each colour a token of
/// `"$type": "color"` whose `$value` is the colour module's object in the colour's own space:
/// `{"alpha": 1, "colorSpace": "display-p3", "components": [1, 0.2, 0.25], "hex": "#ff1b1e"}`, the
/// components exactly as the source gave them and `hex` the sRGB bytes swatch draws (six digits, as the
/// module requires; alpha is its own member). Tokens have no system colours: a value an asset catalog gave as one
/// is written resolved, with a `$description` naming it (`token(_:_:)`).
///
/// Names are made valid (`Identifiers.token`): a name must not contain `{`, `}` or `.` nor start with `$`.
/// Two sections or two colours of a section that become the same name, or a colour whose token would be
/// a group of another section, are an error naming both. Groups and tokens are in palette order, the
/// members of a value sorted, so the same palette always gives the same bytes.
struct TokenFiles {
    static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"

    private let palette: Palette
    /// Each section's group path, by section index.
    private let groupPaths: [[String]]
    /// Each colour's token name, by section index and colour index.
    private let tokenNames: [[String]]

    /// Names for `palette`'s sections and colours; throws on a clash, naming the `--format`.
    init(_ palette: Palette, format: String) throws(SwatchError) {
        self.palette = palette
        let paths = palette.sections.map { $0.name.split(separator: "/", omittingEmptySubsequences: false).map { Identifiers.token(String($0)) } }
        _ = try Identifiers.unique(palette.sections.map(\.name), format: format) { name in
            name.split(separator: "/", omittingEmptySubsequences: false).map { Identifiers.token(String($0)) }.joined(separator: ".")
        }
        var names: [[String]] = []
        for section in palette.sections {
            names.append(try Identifiers.unique(section.colors.map(\.name), format: format, Identifiers.token))
        }
        for (sectionIndex, section) in palette.sections.enumerated() {
            for (colorIndex, color) in section.colors.enumerated() {
                let token = paths[sectionIndex] + [names[sectionIndex][colorIndex]]
                if let clash = palette.sections.indices.first(where: { paths[$0].starts(with: token) }) {
                    throw SwatchError(.palette, "--format \(format): colour \"\(color.name)\" of section \"\(section.name)\" and section \"\(palette.sections[clash].name)\" both become \(token.joined(separator: ".")); rename one")
                }
            }
        }
        groupPaths = paths
        tokenNames = names
    }

    /// A token file: `description` at the top, then a token for every colour `value` gives a value for
    /// (its source colour and its bytes); groups left without tokens are left out. Made as it is written: what it
    /// holds is the outline of the groups (one node a group, none a colour), then each token's text in turn.
    func text(description: String, value: @escaping @Sendable (NamedColor) -> (source: SourceColor, bytes: RGBA8)?) -> StreamedText {
        StreamedText { [self] (writer) throws(SwatchError) in
            let root = Group()
            for (sectionIndex, section) in palette.sections.enumerated() where section.colors.contains(where: { value($0) != nil }) {
                root.insert(section: sectionIndex, at: groupPaths[sectionIndex][...])
            }
            try writer.write("{\n  \"$schema\": \(OrderedJSON.quoted(Self.schema)),\n  \"$description\": \(OrderedJSON.quoted(description))".utf8)
            try write(root, indent: "", first: false, value: value, to: writer)
            try writer.write("\n}\n".utf8)
        }
    }

    /// Writes the members of `group`, an object whose line is indented by `indent`, each on its own line after a
    /// comma unless it is the `first`: its sections' tokens and its groups, in the order they first arrived.
    private func write(_ group: Group, indent: String, first: Bool, value: (NamedColor) -> (source: SourceColor, bytes: RGBA8)?,
                       to writer: BufferedFileWriter) throws(SwatchError) {
        let inner = indent + "  "
        var first = first
        func key(_ name: String) throws(SwatchError) {
            try writer.write(((first ? "" : ",\n") + inner + OrderedJSON.quoted(name) + ": ").utf8)
            first = false
        }
        for member in group.members {
            switch member {
            case .section(let index):
                for (colorIndex, color) in palette.sections[index].colors.enumerated() {
                    guard let (source, bytes) = value(color) else { continue }
                    try key(tokenNames[index][colorIndex])
                    try writer.write(Self.token(source, bytes).text(indent: inner).utf8)
                }
            case .group(let name, let child):
                try key(name)
                try writer.write("{\n".utf8)
                try write(child, indent: inner, first: true, value: value, to: writer)
                try writer.write(("\n" + inner + "}").utf8)
            }
        }
    }

    /// A colour token. A value the source gave as a system colour is written resolved, with a `$description` naming
    /// it (`The system colour systemBlue (systemBlueColor in the asset catalog), resolved.`): JSON has no comments,
    /// `$description` is the format's place for text about a token, and tools pass it on (Tokens Studio shows it, Style
    /// Dictionary writes it as a comment beside the value in the files it generates), where `$extensions` would need
    /// a vendor key under a domain swatch does not have and no tool would show.
    static func token(_ source: SourceColor, _ bytes: RGBA8) -> OrderedJSON {
        let description = source.reference.map { [("$description", OrderedJSON.string(Self.described($0)))] } ?? []
        return .keyed(description + [
            ("$type", .string("color")),
            ("$value", .keyed([
                ("alpha", .number(source.alpha)),
                ("colorSpace", .string(source.space.rawValue)),
                ("components", .array([source.red, source.green, source.blue].map(OrderedJSON.number))),
                ("hex", .string("#" + bytes.hex.dropFirst().prefix(6).lowercased())),
            ])),
        ])
    }

    /// `The system colour systemBlue (systemBlueColor in the asset catalog), resolved.`
    static func described(_ reference: SourceColor.SystemReference) -> String {
        "The system colour \(reference.uikitName) (\(reference.name) in the asset catalog), resolved."
    }

    /// A group of a token file: its sections (whose tokens it holds) and groups in the order they first arrive. A
    /// class, so that filling a nested group does not copy the groups around it.
    private final class Group {
        enum Member {
            /// The tokens of the section at this index of the palette.
            case section(Int)
            case group(String, Group)
        }

        private(set) var members: [Member] = []
        private var groups: [String: Group] = [:]

        /// Puts the section at `index` into the group at `path` below this one, making the groups it lacks.
        func insert(section index: Int, at path: ArraySlice<String>) {
            guard let name = path.first else {
                members.append(.section(index))
                return
            }
            let child: Group
            if let existing = groups[name] {
                child = existing
            } else {
                child = Group()
                groups[name] = child
                members.append(.group(name, child))
            }
            child.insert(section: index, at: path.dropFirst())
        }
    }
}
