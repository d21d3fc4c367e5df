import SwatchSupport

/// A name a Swift export declares where every other Swift file of its module sees it: the enum it declares at the top
/// level (`enum Brand`), the enum it puts in the platform's type beside Xcode's symbols (`Color.Brand`), or a colour
/// or namespace enum of the platform type's extension (`Color.accent`, `Color.Brand`). Two palettes compiled into one
/// module (the SwatchColors plugin's target) that declare one such name do not compile, so `clash` finds it first.
public struct SwiftDeclaration: Sendable, Hashable {
    /// Where the name is declared.
    public enum Kind: Sendable, Hashable {
        /// The file's own enum at the top level: `--type-name`, or the format's (`Palette`, `ColorCompatibility`).
        case enumeration
        /// The enum named after the palette inside the platform's type, beside Xcode's symbols.
        case paletteEnum
        /// A colour, or a namespace's enum, in the platform type's extension itself.
        case member
    }

    /// The name as messages give it: `enum Brand`, `Color.Brand`, `Color.accent`.
    public let name: String
    /// Where it is declared, which decides the advice.
    public let kind: Kind

    /// A name declared as `kind`.
    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Where an export's options were given, as the advice of `clash` names them.
    public enum Origin: Sendable, Hashable {
        /// On the command line: `--type-name NAME`.
        case commandLine
        /// In the settings file at this path (`--settings swatch-plugin.json`, as the SwatchColors plugin runs it): `type-name: NAME`.
        case settings(String)
    }

    /// How an export was asked for, which decides what `clash` advises changing.
    public struct Request: Sendable, Hashable {
        /// Its format's name: `swift`, `uikit`, `swiftui`, `appkit`, `swift-compat`.
        public var format: String
        /// Where its options were given.
        public var options: Origin
        /// Where its type name was given; nil when none was (the format's own enum, or one named after the file).
        public var typeName: Origin?

        /// A request for `format` whose options were given at `options`, with a type name given at `typeName`.
        public init(format: String, options: Origin, typeName: Origin?) {
            self.format = format
            self.options = options
            self.typeName = typeName
        }
    }

    /// The error for the first name the export of `palette` (`declared`) and that of `sibling` (`siblingDeclared`), two
    /// palettes of one module exported as `request` asks, both declare; nil when they share none. The advice names what
    /// to change, where it is given (`--xcode-symbols generated`, `type-name in swatch-plugin.json`): for colours of two
    /// extensions, an enum per palette, or another name for one; for a type name, which names every palette's enum, to
    /// leave it out (with format swift, through a settings file, where each enum is named after its file; else with
    /// Xcode's symbols, where each palette's colours go in an enum named after its file); for format swift's own
    /// `Palette`, a settings file; for two enums named after their files, another name for one of the files.
    public static func clash(_ declared: [SwiftDeclaration], of palette: String,
                             _ siblingDeclared: [SwiftDeclaration], of sibling: String, request: Request) -> SwatchError? {
        let theirs = Dictionary(siblingDeclared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard let mine = declared.first(where: { theirs[$0.name] != nil }), let other = theirs[mine.name] else { return nil }
        let xcodeSymbols = spelled("xcode-symbols", "generated", at: request.options)
        // Format swift names its enum after the palette's file only when no type name is given and the options come from a
        // settings file (`Export.formatOptions`); every other format does so beside Xcode's symbols.
        let namedAfterFiles: MessageText = request.format != "swift" ? "with \(xcodeSymbols) each palette's colours go in an enum named after its file"
            : request.options == .commandLine ? "export them with --settings FILE (format: swift) instead, where each palette's enum is named after its file"
            : "each palette's enum is named after its file"
        let advice: MessageText
        if mine.kind == .member || other.kind == .member {
            advice = "give each palette's colours an enum of their own (\(xcodeSymbols)), or rename one of the colours"
        } else if mine.kind == .enumeration, let origin = request.typeName {
            advice = "\(spelled("type-name", nil, at: origin)) names the enum of every palette; leave it out, and \(namedAfterFiles)"
        } else if mine.kind == .enumeration, !mine.name.hasSuffix(" " + Identifiers.swiftTypeName(forFile: palette)) {
            advice = "--format \(request.format) names every palette's enum \(mine.name.dropFirst("enum ".count)); \(namedAfterFiles)"
        } else {
            advice = "an enum is named after its palette's file (its ASCII letters and digits, else Palette); rename one of the files"
        }
        return SwatchError(.palette, "\(path: palette) and \(path: sibling) both declare \(mine.name) in one module: \(advice)")
    }

    /// An option as the user gives it at `origin`: `--key value` on the command line, `key: value in FILE` in a settings file.
    private static func spelled(_ key: String, _ value: String?, at origin: Origin) -> MessageText {
        switch origin {
        case .commandLine: return "--\(key)\(verbatim: value.map { " " + $0 } ?? "")"
        case .settings(let file): return "\(key)\(verbatim: value.map { ": " + $0 } ?? "") in \(file)"
        }
    }
}

extension SwiftSource {
    /// What the file declares where the other Swift files of its module see it: its enum, or the enum beside Xcode's
    /// symbols, or else each colour and namespace enum of the extension (the `ShapeStyle` shorthands `swiftui` adds
    /// are the same colours' names again).
    var declarations: [SwiftDeclaration] {
        if let declaredType { return [SwiftDeclaration("enum \(declaredType)", .enumeration)] }
        guard let platform else { return [] }
        if let nestedType { return [SwiftDeclaration("\(platform.name).\(nestedType)", .paletteEnum)] }
        return root.members.map { SwiftDeclaration("\(platform.name).\($0.identifier)", .member) }
            + root.children.compactMap(\.typeName).map { SwiftDeclaration("\(platform.name).\($0)", .member) }
    }
}
