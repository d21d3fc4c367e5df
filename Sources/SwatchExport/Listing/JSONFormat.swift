import Foundation
import SwatchSupport

/// The machine-readable form of `swatch list`: appearance keys as in the facts file, sorted keys, no
/// timestamps, so the same catalog always gives the same bytes.
extension ColorListing {
    struct JSONDocument: Encodable {
        let catalog: String
        let appliesTo: String?
        let fallback: String?
        let hexRounding: String
        let appearances: [String]
        let notAvailable: [String]
        let colors: [JSONColor]
        let sources: [String: JSONSource]?
        /// What `--keep-going` passed over; absent when nothing was, so such a listing is as it always was.
        let skipped: [String]?
    }

    struct JSONColor: Encodable {
        let section: String
        let name: String
        let uikit: String?
        let availability: String?
        let values: [String: JSONValue]
        let sources: [String]
    }

    struct JSONValue: Encodable {
        let hex: String
        /// The colour seen over the default backgrounds, for translucent colours.
        let effective: String?
        /// The appearance whose value UIKit uses (differs from the key where it falls back).
        let resolvedFrom: String
        /// The catalog the value comes from.
        let catalog: String
    }

    struct JSONSource: Encodable {
        let title: String
        let `where`: String
    }

    /// The listing as JSON, streamed a colour at a time: the bytes `JSONOutput.bytes` gives the whole document.
    func jsonText() -> StreamedText {
        StreamedText { writer throws(SwatchError) in
            let header = JSONDocument(
                catalog: palette.name, appliesTo: palette.appliesTo, fallback: palette.fallback,
                hexRounding: rounding.rawValue, appearances: appearances.map(\.rawValue), notAvailable: notAvailable, colors: [],
                sources: sources.isEmpty ? nil : Dictionary(uniqueKeysWithValues: sources.map { ($0.id, JSONSource(title: $0.title, where: $0.location)) }),
                skipped: skipped.isEmpty ? nil : skipped)
            try JSONOutput.stream(header, array: "colors", elements: entries.lazy.map(jsonColor), into: writer)
        }
    }

    /// One entry as the document's `colors` hold it.
    private func jsonColor(_ entry: Entry) -> JSONColor {
        JSONColor(section: entry.section, name: entry.color.name, uikit: entry.color.uikit,
                  availability: entry.color.availability,
                  values: Dictionary(uniqueKeysWithValues: zip(appearances, entry.values).map { appearance, value in
                      (appearance.rawValue, JSONValue(hex: value.resolved.color.hex, effective: value.effective?.hex,
                                                      resolvedFrom: value.resolved.resolved.rawValue,
                                                      catalog: value.resolved.inherited ? (palette.fallback ?? palette.name) : palette.name))
                  }),
                  sources: entry.color.sources)
    }
}

extension PaletteFormat {
    /// `json`: The facts file's appearance keys, each value's hex, effective colour and origin; sorted keys.
    public static let json = PaletteFormat(name: "json", fileExtension: "json", summary: "The facts file's appearance keys, each value's hex, effective colour and origin; sorted keys.", isListing: true, make: { input in .text(input.listing.jsonText()) })
}
