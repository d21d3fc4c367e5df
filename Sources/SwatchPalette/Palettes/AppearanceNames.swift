import Foundation
import SwatchSupport

/// Which appearance a design tool's mode, theme or context is: `--appearance-map 'Light Mode=light,HC Dark=darkHighContrast'`
/// for names of the user's own, else the names swatch knows (`light`, `Dark`, `dark-high-contrast`, `Dark Mode`).
/// Readers of resolver contexts, Tokens Studio themes and Figma modes ask it.
public struct AppearanceNames: Sendable, Hashable {
    /// The user's names, in the order given, with the appearance each stands for.
    public let mapped: [(name: String, appearance: Appearance)]
    /// The appearance of each name exactly as given, and of each name in lower case (the first given wins): lookups
    /// by hash, so a map of 100,000 names costs its length.
    private let exact: [String: Appearance]
    private let folded: [String: (name: String, appearance: Appearance)]
    /// The names a reader asked about, when `tracked`: what says which of the user's names matched nothing.
    private let asked: AskedNames?

    /// No names of the user's own.
    public init() { self.init(mapped: []) }

    private init(mapped: [(name: String, appearance: Appearance)], asked: AskedNames? = nil) {
        self.mapped = mapped
        self.asked = asked
        var exact: [String: Appearance] = [:], folded: [String: (name: String, appearance: Appearance)] = [:]
        for (name, appearance) in mapped {
            exact[name] = appearance
            if folded[name.lowercased()] == nil { folded[name.lowercased()] = (name, appearance) }
        }
        self.exact = exact
        self.folded = folded
    }

    /// `text` as `--appearance-map` takes it: `NAME=APPEARANCE` pairs separated by commas, the appearance in
    /// any of the forms `Appearance(contextName:)` reads (`darkHighContrast`, `dark-high-contrast`). An empty
    /// name, a pair without `=`, an appearance swatch does not know or a name given twice is a usage error.
    public init(parsing text: String) throws(SwatchError) {
        var mapped: [(name: String, appearance: Appearance)] = []
        var seen: Set<String> = []
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            guard parts.count == 2, !name.isEmpty else {
                throw SwatchError(.usage, "--appearance-map: \"\(String(pair))\" is not NAME=APPEARANCE")
            }
            let target = parts[1].trimmingCharacters(in: .whitespaces)
            guard let appearance = Appearance(contextName: target) else {
                throw SwatchError(.usage, "--appearance-map: \"\(target)\" is not an appearance (\(list: Appearance.allCases.map(\.rawValue)))")
            }
            guard seen.insert(name).inserted else {
                throw SwatchError(.usage, "--appearance-map: \"\(name)\" is given twice")
            }
            mapped.append((name, appearance))
        }
        self.init(mapped: mapped)
    }

    /// Whether the user named appearances: then a mode, theme or context that is none of them is an error.
    public var isEmpty: Bool { mapped.isEmpty }

    /// The appearance `name` stands for: the user's own name for it (exactly, else ignoring case), else the name
    /// swatch knows; nil for neither.
    public func appearance(named name: String) -> Appearance? {
        if let appearance = exact[name] {
            asked?.insert(name, using: name)
            return appearance
        }
        if let (given, appearance) = folded[name.lowercased()] {
            asked?.insert(name, using: given)
            return appearance
        }
        asked?.insert(name, using: nil)
        return Appearance(contextName: name)
    }

    /// These names, noting from now on which names readers ask about (`unmatched`), shared by its copies and apart from
    /// every other value: a run tracks its map across every palette it reads.
    package func tracked() -> AppearanceNames {
        AppearanceNames(mapped: mapped, asked: mapped.isEmpty ? nil : AskedNames())
    }

    /// The user's names that answered no name a reader asked about (exactly, or ignoring case for the first of a case), with the names it asked
    /// about; nil when untracked or no reader asked (a text list or catalog has no modes: a map shared by swatch.yml's
    /// palettes is no mistake there).
    package func unmatched() -> (names: [String], asked: [String])? {
        guard let (asked, used) = asked?.names, !asked.isEmpty else { return nil }
        // A name a lookup took (`Dark=dark` for `Dark`) is used; its twin in another case (`dark=light`) is not (H24-4).
        return (mapped.map(\.name).filter { !used.contains($0) }, asked.sorted())
    }

    /// What a message adds about a name that maps to nothing: how to map it.
    func hint(for name: String) -> MessageText {
        "name it after one (\(list: Appearance.allCases.map(\.rawValue))) or map it with --appearance-map '\(name)=APPEARANCE'"
    }

    public static func == (lhs: AppearanceNames, rhs: AppearanceNames) -> Bool {
        lhs.mapped.map(\.name) == rhs.mapped.map(\.name) && lhs.mapped.map(\.appearance) == rhs.mapped.map(\.appearance)
    }

    public func hash(into hasher: inout Hasher) {
        for (name, appearance) in mapped {
            hasher.combine(name)
            hasher.combine(appearance)
        }
    }
}

/// The names readers asked `AppearanceNames` about, shared by the copies of one tracked value (a reader's threads too).
private final class AskedNames: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: Set<String> = []
    private var used: Set<String> = []

    /// Notes that a reader asked about `name`, and which of the user's names (`using`) answered, if one did.
    func insert(_ name: String, using given: String?) {
        lock.withLock {
            asked.insert(name)
            if let given { used.insert(given) }
        }
    }

    /// The names asked about, and the user's names that answered.
    var names: (asked: Set<String>, used: Set<String>) { lock.withLock { (asked, used) } }
}

extension Appearance {
    /// The appearance a resolver context, Tokens Studio theme or Figma mode is named after: its raw value in any
    /// case, with or without dashes, underscores or spaces (`dark`, `Dark`, `dark-high-contrast`, `Dark High
    /// Contrast`), and a trailing "Mode" as design tools write it (`Light Mode`, `DarkMode`).
    init?(contextName: String) {
        var key = contextName.lowercased().filter { $0.isLetter || $0.isNumber }
        if key.hasSuffix("mode"), key.count > 4 { key.removeLast(4) }
        guard let match = Appearance.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = match
    }
}
