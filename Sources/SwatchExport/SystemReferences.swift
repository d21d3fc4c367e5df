import SwatchPalette

/// What the formats make of a value the source gave as a system colour (an asset catalog's `"reference":
/// "systemBlueColor"`): code names the system colour, so the app shows what the system shows on the device's OS
/// version rather than the values of swatch's catalog; formats without system colours write the resolved value
/// and name the reference beside it.
///
/// A value is what code writes for it: the source's components, or the system colour its source named.
enum ValueCode: Hashable {
    /// The source's components.
    case literal(SourceColor)
    /// UIKit's system colour.
    case system(SystemColorAPI)
}

extension NamedColor {
    /// What `appearance`'s value (after UIKit's fallbacks) is in code: the system colour its source named, where
    /// UIKit has that colour, else the source's components.
    func code(for appearance: Appearance) -> ValueCode {
        let source = source(for: appearance)
        if let reference = source.reference, let system = SystemColorAPI.named(reference.uikitName) { return .system(system) }
        return .literal(source)
    }

    /// The system colour every appearance is, when one is (a colour set whose Any entry is a reference); nil when
    /// some value is the source's own.
    var systemColor: SystemColorAPI? {
        guard case .system(let system) = code(for: .light) else { return nil }
        return Appearance.allCases.allSatisfy { code(for: $0) == .system(system) } ? system : nil
    }

    /// The system colours the source named, each with the appearances (after UIKit's fallbacks) whose value it
    /// gives, in the order first met.
    var systemReferences: [(reference: SourceColor.SystemReference, appearances: [Appearance])] {
        var found: [(reference: SourceColor.SystemReference, appearances: [Appearance])] = []
        for appearance in Appearance.allCases {
            guard let reference = source(for: appearance).reference else { continue }
            if let index = found.firstIndex(where: { $0.reference == reference }) {
                found[index].appearances.append(appearance)
            } else {
                found.append((reference, [appearance]))
            }
        }
        return found
    }
}

extension SourceColor.SystemReference {
    /// `the system colour systemBlue (systemBlueColor in the asset catalog)`: what a comment beside a resolved value says.
    var described: String { "the system colour \(uikitName) (\(name) in the asset catalog)" }
}

enum SystemReferenceText {
    /// Each system colour `color`'s source named, as a sentence for a comment: `In every appearance: the system colour
    /// systemBlue (systemBlueColor in the asset catalog).`, or the appearances it gives (`In light and light high
    /// contrast: ...`).
    static func sentences(_ color: NamedColor) -> [String] {
        color.systemReferences.map { reference, appearances in
            "In \(phrase(appearances)): \(reference.described)."
        }
    }

    /// `every appearance`, `light`, `dark` (all four dark ones), or the appearances in words, joined with `and`.
    static func phrase(_ appearances: [Appearance]) -> String {
        if appearances.count == Appearance.allCases.count { return "every appearance" }
        let dark = Appearance.allCases.filter(\.isDark)
        if appearances == dark { return "dark" }
        let words = appearances.map { $0.fileSuffix.replacing("-", with: " ") }
        return words.count <= 2 ? words.joined(separator: " and ")
            : words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
    }
}
