/// Plain Swift with no UI framework: an enum of colour values, each with its components in every appearance the
/// palette has, for code that runs where UIKit, AppKit and SwiftUI do not (Linux, servers, tools, tests) and
/// for the SwiftPM build-tool plugin on Linux.
extension ColorListing {
    /// The member the enum declares besides the colours (its types, `Value` and `Color`, start in upper case, which
    /// identifiers never do); a colour whose identifier is this is an error.
    static let swiftValuesReserved: Set<String> = ["all"]

    func swiftValues(_ options: FormatOptions) throws(SwatchError) -> String {
        let members = try SwiftSource.members(of: self, format: "swift")
        if let clash = members.first(where: { Self.swiftValuesReserved.contains($0.identifier) }) {
            throw SwatchError(.palette, "--format swift: \"\(clash.color.name)\" becomes \(clash.identifier), which the generated enum declares itself; rename it")
        }
        let appearances = self.appearances.isEmpty ? [Appearance.light] : self.appearances
        let typeName = options.typeName ?? "Palette"
        var file = SwiftSource.file(
            format: "swift", options: options,
            about: ["Plain Swift, no UI framework: each colour's components in every appearance the palette has, for code",
                    "that runs without UIKit, AppKit or SwiftUI (Linux, servers, tests).",
                    "Appearances: \(appearances.map(\.rawValue).joined(separator: ", "))."],
            imports: [], base: typeName, typeName: typeName, members: members
        ) { member in
            let varies = appearances.contains { member.color.source(for: $0) != member.color.source(for: .light) }
            let values = appearances.map { appearance in
                "    \(appearance.rawValue): \(Self.swiftValue(member.color.source(for: appearance), hex: member.color.value(for: appearance).hex))"
            }
            return SwiftSource.docComment(member.color, varies: varies)
                + ["static let \(member.identifier) = Color(", "    name: \(SwiftSource.string(member.color.name)),"]
                + values.enumerated().map { $0.offset == values.count - 1 ? $0.element + ")" : $0.element + "," }
        }
        // The types and the list of every colour go inside the enum, before its closing brace.
        let declarations = [
            "",
            "    // MARK: - Types",
            "",
            "    /// A colour's components in its colour space: 0 to 1, or beyond in extended sRGB; alpha 0 to 1.",
            "    struct Value: Hashable, Sendable {",
            "        /// The colour space of `red`, `green` and `blue`.",
            "        enum Space: String, Hashable, Sendable {",
            "            case sRGB, displayP3",
            "        }",
            "",
            "        let space: Space",
            "        let red: Double",
            "        let green: Double",
            "        let blue: Double",
            "        let alpha: Double",
            "        /// `#RRGGBBAA` in sRGB, as swatch lists it.",
            "        let hex: String",
            "    }",
            "",
            "    /// A colour: its name in the palette and its value in each appearance.",
            "    struct Color: Hashable, Sendable {",
            "        let name: String",
        ] + appearances.map { "        let \($0.rawValue): Value" } + [
            "    }",
            "",
            "    /// Every colour, in the palette's order.",
            "    static let all: [Color] = [" + members.map(\.identifier).joined(separator: ", ") + "]",
            "}",
        ]
        guard file.hasSuffix("}\n") else { return file }
        file.removeLast(2)
        return file + declarations.joined(separator: "\n") + "\n"
    }

    /// `Value(space: .sRGB, red: ..., hex: "#RRGGBBAA")`: the source's components as written.
    static func swiftValue(_ color: SourceColor, hex: String) -> String {
        let space = color.space == .displayP3 ? ".displayP3" : ".sRGB"
        return "Value(space: \(space), \(SwiftSource.components(color)), hex: \(SwiftSource.string(hex)))"
    }
}

extension PaletteFormat {
    /// `swift`: an enum of plain values (components per appearance), with no UI framework.
    public static let swiftValues = PaletteFormat(name: "swift", fileExtension: "swift", summary: "An enum (--type-name, default Palette) of plain values, each colour's components in every appearance, with no UI framework: for Linux, servers and tests.", write: { input throws(SwatchError) in .text(try input.listing.swiftValues(input.options)) })
}
