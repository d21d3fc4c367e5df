import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette

/// The facts file read a catalog at a time: what it reads, and the one line a damaged catalog gives.
@Suite struct FactsFileTests {
    private func facts(_ json: String) throws -> FactsFile { try FactsFile.parse(Array(json.utf8)) }

    private func message(_ body: () throws(SwatchError) -> Void) -> String? {
        do { try body(); return nil } catch { return error.message }
    }

    private static let color = ##"{"name": "x", "uikit": "UIColor.x", "values": {"light": "#FF0000FF"}, "source": ["s"]}"##

    @Test func readsOnlyTheCatalogAskedFor() throws {
        // The other catalog is not a catalog at all: reading ios26 never looks at it.
        let file = try facts(##"{"catalogs": {"ios26": {"appliesTo": "iOS 26", "fallback": "old", "notAvailable": ["y"], "sections": [{"name": "S", "colors": [\##(Self.color)]}]}, "old": 7}}"##)
        #expect(file.catalogNames == ["ios26", "old"])
        let catalog = try #require(try file.catalog(named: "ios26"))
        #expect(catalog.fallback == "old")
        #expect(catalog.notAvailable == ["y"])
        #expect(catalog.sections.map(\.name) == ["S"])
        #expect(catalog.sections[0].colors[0].namedColor(inheritingAll: false).value(for: .light).hex == "#FF0000FF")
        #expect(try file.catalog(named: "ios99") == nil)
        #expect(message { () throws(SwatchError) in _ = try file.catalog(named: "old") } == "the built-in colour catalog: catalogs.old: is not a catalog swatch can read")
    }

    @Test func aMemberOfTheWrongTypeIsADamagedCatalog() throws {
        let wrongValue = Self.color.replacingOccurrences(of: ##""#FF0000FF""##, with: "255")
        let file = try facts(##"{"catalogs": {"ios26": {"appliesTo": "iOS 26", "notAvailable": [], "sections": [{"name": "S", "colors": [\##(wrongValue)]}]}}}"##)
        #expect(message { () throws(SwatchError) in _ = try file.catalog(named: "ios26") } == "the built-in colour catalog: catalogs.ios26: is not a catalog swatch can read")
        let badSource = try facts(##"{"sources": {"s": {"title": "T", "where": 3}}}"##)
        #expect(message { () throws(SwatchError) in _ = try badSource.sources() } == "the built-in colour catalog: sources.s: is not a source swatch can read")
    }
}
