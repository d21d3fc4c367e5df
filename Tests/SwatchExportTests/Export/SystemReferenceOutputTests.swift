import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
@testable import SwatchPalette
import SwatchTestSupport

/// Formats with no system colours write a system colour reference resolved and name it beside the value: design
/// tokens in `$description` (JSON has no comments), Android in an XML comment. `xcassets` writes the reference back.
@Suite struct SystemReferenceOutputTests {
    typealias H = TokensExportHelpers

    static func files(_ format: PaletteFormat, _ listing: ColorListing) throws -> [FolderFile] {
        guard case .folder(let files) = try format.output(listing, options: FormatOptions(source: "Test.xcassets")) else {
            throw SwatchError(.output, "\(format.name) wrote text")
        }
        return files
    }

    static func text(_ files: [FolderFile], _ path: String) -> String {
        files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }

    @Test func tokensDescribeTheSystemColourTheyResolve() throws {
        let files = try Self.files(.tokensFlat, SystemReferenceSwiftTests.mixed())
        let light = try TokenNode.parse(Data(Self.text(files, "light.tokens.json").utf8))
        let mixed = light["Test"]["Mixed"]
        #expect(mixed.keys == ["$description", "$type", "$value"])
        #expect(mixed["$description"].value == .string("The system colour systemBlue (systemBlueColor in the asset catalog), resolved."))
        #expect(mixed["$value"]["hex"].value == .string("#0088ff"))
        // Dark is the colour set's own value: no description.
        let dark = try TokenNode.parse(Data(Self.text(files, "dark.tokens.json").utf8))
        #expect(dark["Test"]["Mixed"].keys == ["$type", "$value"])
        #expect(dark["Test"]["Grouped"]["$description"].value
                == .string("The system colour systemGroupedBackground (systemGroupedBackgroundColor in the asset catalog), resolved."))
    }

    /// The description does not stop swatch (or another DTCG reader) reading the tokens back with the same values.
    @Test func describedTokensReadBackWithTheSameValues() throws {
        let palette = try H.palette(H.sample("Assets.xcassets"))
        let directory = try H.write(try H.export(palette, format: .tokens, source: "Assets.xcassets"))
        let readBack = try PaletteReader.read(path: directory.path, system: try H.system).palette
        let link = try #require(readBack.sections.flatMap(\.colors).first { $0.name.hasSuffix("Link") })
        #expect(link.value(for: .light).hex == "#0088FFFF")
        #expect(link.value(for: .darkHighContrast).hex == "#5CB8FFFF")
    }

    @Test func androidNamesTheSystemColourBesideItsValue() throws {
        let files = try Self.files(.android, SystemReferenceSwiftTests.mixed())
        let day = Self.text(files, "values/colors.xml")
        #expect(day.contains("    <color name=\"mixed\">#FF0088FF</color> <!-- the system colour systemBlue (systemBlueColor in the asset catalog), resolved -->"), "\(day)")
        let night = Self.text(files, "values-night/colors.xml")
        #expect(night.contains("    <color name=\"mixed\">#FF1A334D</color>\n"), "\(night)")
        #expect(night.contains("    <color name=\"grouped\">#FF000000</color> <!-- the system colour systemGroupedBackground (systemGroupedBackgroundColor in the asset catalog), resolved -->"))
    }

    /// `xcassets` writes a reference back as the reference (and the platform the source named), beside the colour
    /// set's own dark value.
    @Test func xcassetsKeepsTheReference() throws {
        let files = try Self.files(.xcassets, SystemReferenceSwiftTests.mixed())
        let mixed = try TokenNode.parse(Data(Self.text(files, "Mixed.colorset/Contents.json").utf8))
        let colors = try mixed["colors"].elements()
        #expect(colors.count == 2)
        #expect(colors[0]["color"]["reference"].value == .string("systemBlueColor"))
        #expect(colors[0]["color"]["platform"].value == .string("ios"))
        #expect(colors[0]["appearances"].isMissing)
        #expect(colors[1]["color"]["components"]["red"].value == .string("0.100"))
    }
}
