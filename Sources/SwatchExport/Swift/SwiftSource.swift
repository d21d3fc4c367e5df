import SwatchPalette
import SwatchSupport

/// What the Swift code formats (`uikit`, `swiftui`, `appkit`, `swift-compat`) share: the header, literals,
/// doc comments, one `// MARK:` per section, the access level, namespaces (flat names or an enum per
/// namespace), the colours' identifiers (Xcode's names for asset symbols, checked for clashes and renamed where
/// they would shadow the platform's own colours), and the asset catalog bundle `--values catalog` loads from.
struct SwiftSource {
    /// One colour to declare: its identifier, the section it is listed under, and its declaration.
    struct Member {
        let identifier: String
        let section: String
        let color: NamedColor
        /// `static var brandPrimary`, after the access keyword (`public static var brandPrimary`).
        let declaration: String
    }

    /// The colours declared in one type: the extended type (or `--type-name` enum), or the enum of a namespace
    /// inside it, with the namespaces inside that.
    struct Scope {
        /// The enum's name; nil for the outermost type.
        let typeName: String?
        /// The namespace as the catalog writes it (`Colors/Button`), for its doc comment.
        let namespace: String
        var members: [Member] = []
        var children: [Scope] = []
    }

    /// The formats' options.
    let options: FormatOptions
    /// The format's name, for messages and the header.
    let format: String
    /// The enum the file declares (`--type-name`, or the format's own such as `ColorCompatibility`); nil to extend
    /// the platform's type.
    let declaredType: String?
    /// The platform type's extension holds the colours in this enum (`UIColor.Assets`), beside the members Xcode
    /// generates for the same catalog (`XcodeSymbols.generated`); nil when they are the extension's own.
    let nestedType: String?
    /// Whether Xcode's symbols are assumed for this palette when not told (`XcodeSymbols.assumed`), so the header's
    /// command names `--xcode-symbols` only where it differs.
    private let assumedXcodeSymbols: XcodeSymbols
    /// The type the formats extend, for messages and the header: `UIColor`, `Color`, `NSColor`.
    let platform: PlatformColorType?
    /// The colours, in palette order within each scope.
    let root: Scope

    /// The colours of `listing` that `keeping` keeps: flat, or nested by namespace (`options.namespaces`). A colour
    /// that would shadow one of `platform`'s own (when the code extends it rather than declaring an enum) gets
    /// `Color` after its name, with a warning; two colours of one scope with the same identifier are an error
    /// naming both. `defaultType` is the enum declared without `--type-name`, if the format declares one.
    ///
    /// With nested namespaces, a namespace's enum shares its scope with the colours there and hides the types the
    /// members' code names (`typesUsed`: `static var x: UIColor` inside an enum `UIColor` is that enum), so a
    /// namespace becoming one of those types, or the identifier of a colour of its scope (`赤` and `赤/濃い`, `1`
    /// and `1/a`), is an error naming it: the code would not compile.
    init(_ listing: ColorListing, format: String, options: FormatOptions, platform: PlatformColorType?, warnings: FormatWarnings,
         defaultType: String? = nil, typesUsed: Set<String> = [],
         keeping: (ColorListing.Entry) -> Bool = { _ in true }) throws(SwatchError) {
        self.options = options
        self.format = format
        self.platform = platform
        declaredType = options.typeName ?? defaultType
        assumedXcodeSymbols = XcodeSymbols.assumed(for: listing, values: options.values)
        if declaredType == nil, let platform, (options.xcodeSymbols ?? assumedXcodeSymbols) == .generated {
            nestedType = try Self.nestedType(for: listing, keeping: keeping, format: format, platform: platform, typesUsed: typesUsed,
                                              warnings: warnings)
        } else {
            nestedType = nil
        }
        // `enum UIColor` (or `Bundle`, `String` where the catalog prelude names them) hides that type from the whole file.
        if let typeName = options.typeName, typesUsed.union(options.values == .catalog ? Self.catalogPreludeTypes : []).contains(typeName) {
            throw SwatchError(.usage, "--type-name '\(typeName)': the code --format \(format) writes names \(typeName) itself; choose another name")
        }
        var root = Scope(typeName: nil, namespace: "")
        var seen: [[String]: [String: NamedColor]] = [:]  // scope path → identifier → the colour that took it
        var folders: [[String]: [String: String]] = [:]  // scope path → enum name → the folder that took it
        for entry in listing.entries where keeping(entry) {
            let location = listing.palette.location(of: entry.color, inSection: entry.section)
            let nested = options.namespaces == .nested
            var path: [String] = []
            if nested {
                for folder in location.namespace {
                    let type = Identifiers.swiftType(folder)
                    if let other = folders[path, default: [:]][type], other != folder {
                        throw SwatchError(.palette, "--format \(format): namespaces \"\(other)\" and \"\(folder)\" both become \(type); rename one")
                    }
                    if typesUsed.contains(type) {
                        throw SwatchError(.palette, "--format \(format): the namespace \"\(folder)\" becomes \(type), which the generated code names itself; rename it")
                    }
                    if let color = seen[path, default: [:]][type] {
                        throw SwatchError(.palette, "--format \(format): the namespace \"\(folder)\" and the colour \"\(color.name)\" both become \(type); rename one")
                    }
                    folders[path, default: [:]][type] = folder
                    path.append(type)
                }
            }
            var identifier = Identifiers.swift(nested ? location.name : entry.color.name)
            if path.isEmpty, declaredType == nil, nestedType == nil, let platform, platform.ownNames.contains(identifier) {
                let renamed = identifier + "Color"
                warnings.add("--format \(format): \"\(entry.color.name)\" is \(renamed): \(identifier) would shadow \(platform.owner) \(platform.name).\(identifier)")
                identifier = renamed
            }
            if let other = seen[path, default: [:]][identifier] {
                throw Identifiers.collision(format: "\(format)", other.name, entry.color.name,
                                            become: identifier, at: (other.sources.first ?? "", entry.color.sources.first ?? ""))
            }
            if nested, let folder = folders[path, default: [:]][identifier] {
                throw SwatchError(.palette, "--format \(format): the namespace \"\(folder)\" and the colour \"\(entry.color.name)\" both become \(identifier); rename one")
            }
            seen[path, default: [:]][identifier] = entry.color
            let member = Member(identifier: identifier, section: entry.section, color: entry.color,
                                declaration: options.access.keyword + "static var " + identifier)
            Self.insert(member, at: path, namespaces: location.namespace, into: &root)
        }
        self.root = root
    }

    /// The enum the colours go in beside Xcode's symbols for the same catalog: the palette's name as a type (`Assets`
    /// for `Assets.xcassets`: `UIColor.Assets.accent` beside Xcode's `UIColor.accent`). Where that is the enum Xcode
    /// generates for a namespace folder at the catalog's root (`UIColor.Brand` for `Brand/`), or a type the code names
    /// (`Color` for `Color.xcassets`), `Colors` goes after it (`BrandColors`), with a warning; if that is taken too, an
    /// error asks for `--type-name`.
    private static func nestedType(for listing: ColorListing, keeping: (ColorListing.Entry) -> Bool, format: String,
                                   platform: PlatformColorType, typesUsed: Set<String>, warnings: FormatWarnings) throws(SwatchError) -> String {
        var xcodeEnums: [String: String] = [:]  // Xcode's enum → the namespace folder it stands for
        for entry in listing.entries where keeping(entry) {
            guard let folder = listing.palette.location(of: entry.color, inSection: entry.section).namespace.first else { continue }
            xcodeEnums[Identifiers.swiftType(folder)] = xcodeEnums[Identifiers.swiftType(folder)] ?? folder
        }
        func taken(_ name: String) -> MessageText? {
            if let folder = xcodeEnums[name] {
                return "\(platform.name).\(name) is the enum Xcode generates for the namespace \"\(folder)\""
            }
            return typesUsed.contains(name) ? "\(name) is a type the code names" : nil
        }
        let name = Identifiers.swiftTypeName(forFile: listing.palette.name)
        guard let reason = taken(name) else { return name }
        let renamed = name + "Colors"
        guard taken(renamed) == nil else {
            throw SwatchError(.palette, "--format \(format): the colours cannot go in \(platform.name).\(name) or \(platform.name).\(renamed) beside Xcode's symbols (\(reason)); give --type-name NAME, or --xcode-symbols none")
        }
        warnings.add("--format \(format): the colours are in \(platform.name).\(renamed): \(reason)")
        return renamed
    }

    /// Puts `member` in the scope at `path` (enum names) under `root`, making the scopes on the way.
    private static func insert(_ member: Member, at path: [String], namespaces: [String], into scope: inout Scope) {
        guard let type = path.first else {
            scope.members.append(member)
            return
        }
        let index = scope.children.firstIndex { $0.typeName == type } ?? {
            let namespace = scope.namespace.isEmpty ? namespaces[0] : scope.namespace + "/" + namespaces[0]
            scope.children.append(Scope(typeName: type, namespace: namespace))
            return scope.children.count - 1
        }()
        insert(member, at: Array(path.dropFirst()), namespaces: Array(namespaces.dropFirst()), into: &scope.children[index])
    }

    /// The command line that writes this file, with the options that are not the defaults.
    var command: String {
        var command = "swatch export --format \(format)"
        if let typeName = options.typeName { command += " --type-name \(typeName)" }
        if options.access != .internal { command += " --access \(options.access.rawValue)" }
        if options.namespaces != .flat { command += " --namespaces \(options.namespaces.rawValue)" }
        if options.values != .literal { command += " --values \(options.values.rawValue)" }
        if declaredType == nil, platform != nil, let chosen = options.xcodeSymbols, chosen != assumedXcodeSymbols {
            command += " --xcode-symbols \(chosen.rawValue)"
        }
        return command
    }

    /// The file: a header comment naming swatch (and its version), the input and the command, what the code does
    /// (`about`), the imports, `prelude` (file-private helpers), then `extension base` (or `enum typeName`) holding
    /// each member's lines under its section's MARK and each namespace's enum, then `epilogue`. Nothing in it
    /// depends on the time, so the same input gives the same bytes. `closing` writes the outermost type's last lines
    /// in place of its `}`; the text is made a member at a time as it is written.
    func file(about: [String], imports: [String], prelude: [String] = [], base: String, epilogue: Lines? = nil, closing: Lines? = nil,
              member: @escaping @Sendable (Member) -> [String]) -> StreamedText {
        let input = options.source.isEmpty ? "" : " from \(Self.comment(options.source))"
        var lines = ["// Generated by \(SwatchVersion.software)\(input) with `\(Self.comment(command))`. Do not edit: export again."]
        var about = about
        if let nestedType {
            about += ["\(base).\(nestedType) holds the colours, beside the \(base) members Xcode 15+ generates for the same catalog",
                      "(build setting ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS, on in new projects),",
                      "so the two never declare the same name; --xcode-symbols none extends \(base) itself."]
        }
        if !about.isEmpty { lines += ["//"] + about.map { "// " + $0 } }
        lines += [""] + (imports.isEmpty ? [] : imports + [""])
        if !prelude.isEmpty { lines += prelude + [""] }
        lines.append(declaredType.map { "\(options.access.keyword)enum \($0) {" } ?? "extension \(base) {")
        if let nestedType {
            let from = options.source.isEmpty ? "the palette" : Self.comment(options.source)
            lines += ["    /// The colours of \(from), apart from the symbols Xcode generates for it.",
                      "    \(options.access.keyword)enum \(nestedType) {"]
        }
        return StreamedText { [self, lines] writer throws(SwatchError) in
            try writer.write(lines: lines)
            try emit(root, indent: nestedType == nil ? "    " : "        ", into: writer, member: member)
            if nestedType != nil { try writer.write(lines: ["    }"]) }
            if let closing { try closing(writer) } else { try writer.write(lines: ["}"]) }
            if let epilogue {
                try writer.write(lines: [""])
                try epilogue(writer)
            }
        }
    }

    /// Lines a file's maker writes itself, a piece at a time (`file`'s epilogue and closing).
    typealias Lines = @Sendable (BufferedFileWriter) throws(SwatchError) -> Void

    private func emit(_ scope: Scope, indent: String, into writer: BufferedFileWriter, member: (Member) -> [String]) throws(SwatchError) {
        var section: String?
        var first = true
        for item in scope.members {
            if item.section != section {
                if !first { try writer.write(lines: [""]) }
                try writer.write(lines: [indent + "// MARK: - \(Self.comment(item.section))", ""])
                section = item.section
            } else {
                try writer.write(lines: [""])
            }
            first = false
            try writer.write(lines: member(item).lazy.map { $0.isEmpty ? $0 : indent + $0 })
        }
        for child in scope.children {
            if !first { try writer.write(lines: [""]) }
            first = false
            try writer.write(lines: [indent + "/// The \(Self.comment(child.namespace)) namespace.",
                                     indent + "\(options.access.keyword)enum \(child.typeName ?? "_") {"])
            try emit(child, indent: indent + "    ", into: writer, member: member)
            try writer.write(lines: [indent + "}"])
        }
    }

    /// The types `catalogPrelude` names, which a `--type-name` enum must not hide.
    static let catalogPreludeTypes: Set<String> = ["Bundle", "String", "SwatchBundleToken"]

    /// The file `--values catalog` writes for a platform type `base`: each colour `loaded` from the asset catalog by
    /// its name (a Swift string literal), which `loader` (the API and its availability) resolves for every
    /// `resolving`; `doc` gives each colour's doc comment.
    func catalogFile(loader: String, resolving: String, imports: [String], prelude: [String], base: String,
                     epilogue: Lines? = nil, doc: @escaping @Sendable (NamedColor) -> [String],
                     loaded: @escaping @Sendable (String) -> String) -> StreamedText {
        file(about: ["Each colour is the asset catalog's (`swatch export --format xcassets`), loaded by name, so the catalog is the",
                     "one source of truth: \(loader) resolves it for every \(resolving)."],
             imports: imports, prelude: prelude, base: base, epilogue: epilogue) { member in
            doc(member.color) + ["\(member.declaration): \(base) { \(loaded(Self.string(member.color.name))) }"]
        }
    }

    /// `--values catalog`: the bundle holding the asset catalog, as Xcode's generated symbols find it (the
    /// package's resources, else the app or framework this file is built into), and `swatchCatalogColor(_:)`
    /// making a `type` from its colour called `name` with `initializer` (`UIColor(named: name, in: swatchBundle,
    /// compatibleWith: nil)`). A missing colour stops the program, naming it: the catalog and this file are
    /// exported from the same palette, so one missing is a build mistake, not something to draw around.
    static func catalogPrelude(type: String?, initializer: String?) -> [String] {
        var lines = [
            "// The bundle holding the asset catalog: the package's resources, or the app or framework this file is built into.",
            "#if SWIFT_PACKAGE",
            "private var swatchBundle: Bundle { Bundle.module }",
            "#else",
            "private final class SwatchBundleToken {}",
            "private var swatchBundle: Bundle { Bundle(for: SwatchBundleToken.self) }",
            "#endif",
        ]
        if let type, let initializer {
            lines += [
                "",
                "/// The asset catalog's colour called `name`.",
                "private func swatchCatalogColor(_ name: String) -> \(type) {",
                "    guard let color = \(initializer) else {",
                "        preconditionFailure(\"\\(name) is not a colour of the asset catalog in \\(swatchBundle.bundlePath): export it again with swatch export --format xcassets\")",
                "    }",
                "    return color",
                "}",
            ]
        }
        return lines
    }

    /// A Double as Swift prints it: the shortest text that reads back as the same value (`0.6`, `1.0`,
    /// `0.23529411764705882`), so the code holds the source's value exactly and nothing more.
    static func number(_ value: Double) -> String { "\(value)" }

    /// `text` as a Swift string literal. What `VisibleText` hides (controls, line separators, bidirectional
    /// formatting) is written as `\u{…}`, the same scalar to the compiler, so no name puts an invisible
    /// character into the source that reorders how the code reads (Trojan Source).
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where VisibleText.isHidden(scalar):
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `red: R, green: G, blue: B` and the alpha label's value: the source's components as written.
    static func components(_ color: SourceColor, first: String = "red", alpha: String = "alpha") -> String {
        "\(first): \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), \(alpha): \(number(color.alpha))"
    }

    /// `/// Name: light #RRGGBBAA, dark #RRGGBBAA, with high-contrast variants.` (the `variants` the code tells
    /// apart), or `/// Name: #RRGGBBAA in every appearance.` when the colour does not vary; then a line per system
    /// colour the source named (`/// In every appearance: the system colour systemBlue (systemBlueColor in the
    /// asset catalog).`), as the hex codes are that colour's in swatch's catalog.
    static func docComment(_ color: NamedColor, varies: Bool, variants: [String] = []) -> [String] {
        let light = color.value(for: .light).hex
        let references = SystemReferenceText.sentences(color).map { "/// " + comment($0) }
        guard varies else { return ["/// \(comment(color.name)): \(light) in every appearance."] + references }
        let also = variants.isEmpty ? "" : ", with \(variants.joined(separator: " and ")) variants"
        return ["/// \(comment(color.name)): light \(light), dark \(color.value(for: .dark).hex)\(also)."] + references
    }

    /// `text` for a line comment (`//`, `///`, `// MARK:`): line breaks and other controls shown as `\u{A}`
    /// (`VisibleText`), so a name cannot end the comment and put code on the next line.
    static func comment(_ text: String) -> String { VisibleText.comment(text) }

    /// `lines` as the argument of a call: `prefix` before the first line, `suffix` after the last.
    static func wrap(_ lines: [String], _ prefix: String, _ suffix: String) -> [String] {
        guard let first = lines.first, let last = lines.last else { return [] }
        if lines.count == 1 { return [prefix + first + suffix] }
        return [prefix + first] + lines.dropFirst().dropLast() + [last + suffix]
    }
}
