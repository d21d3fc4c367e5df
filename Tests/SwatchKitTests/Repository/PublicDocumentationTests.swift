import Foundation
import Testing
import SwatchTestSupport

/// The library's public API is documented, symbol by symbol, as tiny-skia's `missing_docs` lint demands:
/// every `public` declaration in the library modules (SwatchKit, its stages, SwatchTesting) has a `///` comment
/// above it (attributes may sit between). Members that only implement a standard protocol (`==`, `hash(into:)`,
/// `description`, `encode(to:)`, `init(from:)`) are documented by the protocol.
@Suite struct PublicDocumentationTests {
    static let sources = Repository.root.appendingPathComponent("Sources")

    static let protocolRequirements = ["static func ==", "func hash(into", "var description", "func encode(to", "init(from decoder"]

    /// `file:line: declaration` for every undocumented public declaration under `folder`.
    static func undocumented(in folder: String) throws -> [String] {
        let root = sources.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        var missing: [String] = []
        for file in files {
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
                if protocolRequirements.contains(where: line.contains) { continue }
                var above = index - 1
                while above >= 0, lines[above].hasPrefix("@") || lines[above].hasPrefix("//") && !lines[above].hasPrefix("///") {
                    above -= 1
                }
                if above < 0 || !(lines[above].hasPrefix("///") || lines[above].hasSuffix("*/")) {
                    missing.append("\(folder)/\(file):\(index + 1): \(line)")
                }
            }
        }
        return missing
    }

    /// A line that declares something public (not `public import`, not a string that mentions the word).
    static func isPublicDeclaration(_ line: String) -> Bool {
        var rest = Substring(line)
        while rest.hasPrefix("@") {  // attributes on the same line: `@inlinable public func`
            guard let space = rest.firstIndex(of: " ") else { return false }
            rest = rest[rest.index(after: space)...]
        }
        return rest.hasPrefix("public ") && !rest.hasPrefix("public import ")
    }

    @Test(arguments: Repository.libraryModules)
    func everyPublicSymbolIsDocumented(module: String) throws {
        let missing = try Self.undocumented(in: module)
        #expect(missing.isEmpty, "\(missing.count) undocumented public declarations:\n\(missing.joined(separator: "\n"))")
    }

    /// The checker itself: it must see a public declaration without a comment, and accept one with.
    @Test func theCheckerTellsDocumentedFromUndocumented() {
        #expect(Self.isPublicDeclaration("public static let defaultScale = 3"))
        #expect(Self.isPublicDeclaration("@discardableResult public func run()"))
        #expect(!Self.isPublicDeclaration("let text = \"public things\""))
        #expect(!Self.isPublicDeclaration("public import Foundation"))
    }
}
