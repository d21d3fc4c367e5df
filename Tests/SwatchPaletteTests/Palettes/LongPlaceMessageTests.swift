import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// A file deep in a folder palette, whose place is over 80 characters, is named under the folder as the user gave it, by
/// its end (the seventeenth hostile pass's H17-8: its reader cut the place as a value, keeping its start, and the
/// message lost the catalog's name and the colour set's).
@Suite struct LongPlaceMessageTests {
    static let place = "Groupnameislong/Anotherlonggroupname/Thirdgroupfolder/Verylongcolourname.colorset/Contents.json"

    @Test func aDeepColourSetKeepsItsNameAndItsCatalog() throws {
        let catalog = try CatalogBuilder()
        try catalog.write(Self.place, #"{"colors": ["#)
        let shown = "App/Resources/Brand.xcassets"
        let whole = shown + "/" + Self.place
        var message = ""
        do {
            _ = try PaletteReader.read(path: catalog.root, system: CatalogBuilder.system, shownAs: shown)
        } catch {
            message = error.message
        }
        #expect(message.hasPrefix("…/Verylongcolourname.colorset/Contents.json (\(whole.count) characters): not valid JSON ("), "\(message)")
    }

    /// Two places of one start and length are not told apart by the cut: the message is left as its reader wrote it.
    @Test func aCutStartOfTwoPlacesIsLeftAsItIs() throws {
        let catalog = try CatalogBuilder()
        try catalog.write(Self.place, #"{"colors": ["#)
        let shown = VisibleText.quoted(Self.place)
        #expect(shown == Self.place.prefix(80) + "… (\(Self.place.count) characters)")
        #expect(PlaceSearch.uncut(shown, in: catalog.root) == Self.place)
        try catalog.write(Self.place.replacingOccurrences(of: "Contents", with: "Contentz"), "{}")
        #expect(PlaceSearch.uncut(shown, in: catalog.root) == nil)
        #expect(PlaceSearch.uncut("Groupnameislong… (12 characters)", in: catalog.root) == nil)
        #expect(PlaceSearch.uncut("Groupnameislong", in: catalog.root) == nil)
    }
}
