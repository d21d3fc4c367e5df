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

    /// The error for the first name the export of `palette` (`declared`) and that of `sibling` (`siblingDeclared`), two
    /// palettes of one module, both declare; nil when they share none. The advice follows where the name comes from:
    /// an enum named after the files (rename one), a `type-name` (which names every palette's enum: leave it out), or
    /// the colours of two extensions (an enum per palette, or rename one).
    public static func clash(_ declared: [SwiftDeclaration], of palette: String,
                             _ siblingDeclared: [SwiftDeclaration], of sibling: String) -> SwatchError? {
        let theirs = Dictionary(siblingDeclared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard let mine = declared.first(where: { theirs[$0.name] != nil }), let other = theirs[mine.name] else { return nil }
        let advice: MessageText
        if mine.kind == .member || other.kind == .member {
            advice = "give each palette's colours an enum of their own (xcode-symbols: generated), or rename one"
        } else if mine.kind == .enumeration, !mine.name.hasSuffix(" " + Identifiers.swiftTypeName(forFile: palette)) {
            advice = "type-name names the enum of every palette; leave it out, and each palette's enum is named after its file"
        } else {
            advice = "an enum is named after its palette's file (its ASCII letters and digits, else Palette); rename one of the files"
        }
        return SwatchError(.palette, "\(palette) and \(sibling) both declare \(mine.name) in one module: \(advice)")
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
