import Foundation
import Testing
import SwatchKit
@testable import SwatchDiff

/// The folder beside a resolver at a revision is made as its reader asks (the sixteenth hostile pass's H16-4: every
/// file beside it was copied first, so one the resolver never reads, too large or of a name no file system holds,
/// refused the diff, and a resolver at a repository's top copied the whole repository).
@Suite struct GitBesideFolderTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// A repository whose `tk/r.resolver.json` reads `light.tokens.json`, and `tk/big.resolver.json` reads the 300-byte
    /// `big.tokens.json`; beside them a 300-byte file, a name that is not UTF-8, two names equal as Unicode, and a link
    /// whose target holds NUL (made through git's index: no file system holds it). `solo/` holds one resolver reading
    /// its `light.tokens.json`, a name that is not UTF-8 and such a link. `fig/` is a Figma export of two modes beside a
    /// name that is not UTF-8 and a link to nothing; `ts/` Tokens Studio's layout with a 330-byte `$metadata.json`.
    static func repository() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-beside-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", ##"""
            set -e
            git init -q . && git config user.email t@t && git config user.name t && mkdir tk
            resolver() { printf '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "%s"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}' "$2" > "tk/$1.resolver.json"; }
            resolver r light.tokens.json && resolver big big.tokens.json && resolver twin "$(printf 'cafe\xcc\x81')/light.tokens.json"
            printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > tk/light.tokens.json
            cp tk/light.tokens.json tk/big.tokens.json && truncate -s 300 tk/big.tokens.json
            head -c 300 /dev/zero > tk/other.bin && printf 'x' > "tk/bad$(printf '\xff').txt"
            mkdir "tk/$(printf 'caf\xc3\xa9')" "tk/$(printf 'cafe\xcc\x81')" && cp tk/light.tokens.json "tk/$(printf 'caf\xc3\xa9')/" && cp tk/light.tokens.json "tk/$(printf 'cafe\xcc\x81')/"
            mkdir solo && cp tk/light.tokens.json solo/ && cp tk/r.resolver.json solo/s.resolver.json && printf 'x' > "solo/bad$(printf '\xff').txt"
            mkdir fig && cp tk/light.tokens.json fig/Colors.Light.tokens.json && printf '{"red": {"$type": "color", "$value": "#00FF00"}}' > fig/Colors.Dark.tokens.json
            printf 'x' > "fig/bad$(printf '\xff').txt" && ln -s nowhere fig/dl
            mkdir ts && printf '[{"name": "t", "selectedTokenSets": {"s": "enabled"}}]' > 'ts/$themes.json'
            printf '{"red": {"value": "#FF0000", "type": "color"}}' > ts/s.json && printf '{"tokenSetOrder": ["s"], "pad": "%0300d"}' 0 > 'ts/$metadata.json'
            git add -A
            git update-index --add --cacheinfo 120000,"$(printf 'a\0b' | git hash-object -w --stdin)",tk/nul
            git update-index --add --cacheinfo 120000,"$(printf 'a\0b' | git hash-object -w --stdin)",solo/nul
            git commit -qm base
            """##]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return directory
    }

    /// The names in the copy of the folder, as the file system lists them.
    static func made(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func onlyWhatTheReaderOpensIsMade() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limits = GitRevision.Limits()
        limits.fileBytes = 299
        let revision = try GitRevision(revision: "HEAD", path: directory + "/tk/r.resolver.json", limits: limits)
        let folder = (revision.path as NSString).deletingLastPathComponent
        #expect(try Self.made(folder) == ["r.resolver.json"])
        let palette = try PaletteReader.read(path: revision.path, system: Self.system).palette
        #expect(palette.sections.flatMap(\.colors).map(\.name) == ["red"])
        #expect(try Self.made(folder) == ["light.tokens.json", "r.resolver.json"])
    }

    /// A folder read through its one resolver (`git:HEAD:solo`) is made as that reads it too (H17-11: it was copied whole,
    /// and its unread name that is not UTF-8, or its link no file system holds, refused the diff).
    @Test func aFolderOfTokensIsMadeAsItsResolverReadsIt() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let revision = try GitRevision(revision: "HEAD", path: directory + "/solo")
        #expect(try Self.made(revision.path) == ["s.resolver.json"])
        let palette = try PaletteReader.read(path: revision.path, system: Self.system).palette
        #expect(palette.sections.flatMap(\.colors).map(\.name) == ["red"])
        #expect(try Self.made(revision.path) == ["light.tokens.json", "s.resolver.json"])
    }

    /// A Figma export at a revision is made of its mode files alone (H18-10: copied whole, its unrelated link refused
    /// the diff, where the work tree reads it).
    @Test func aFigmaFolderIsMadeOfItsModeFiles() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let revision = try GitRevision(revision: "HEAD", path: directory + "/fig")
        #expect(try Self.made(revision.path) == ["Colors.Dark.tokens.json", "Colors.Light.tokens.json"])
        let palette = try PaletteReader.read(path: revision.path, system: Self.system).palette
        #expect(palette.sections.flatMap(\.colors).map { $0.values[.dark]?.hex } == ["#00FF00FF"])
    }

    /// Tokens Studio's `$metadata.json` over a limit is named by its place at the revision (H18-8: bare `$metadata.json`,
    /// as it was never made, so a diff's two sides could not be told apart).
    @Test func aMetadataFileOverItsBudgetIsNamedAtItsRevision() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limits = GitRevision.Limits()
        limits.fileBytes = 299
        let revision = try GitRevision(revision: "HEAD", path: directory + "/ts/$themes.json", limits: limits)
        #expect(throws: SwatchError(.palette, "HEAD:ts/$metadata.json: larger than 299 bytes, swatch's limit for a palette file")) {
            try PaletteReader.read(path: revision.path, system: Self.system, shownAs: revision.shownAs)
        }
    }

    @Test func aFileOverItsBudgetIsRefusedWhenRead() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limits = GitRevision.Limits()
        limits.fileBytes = 299
        let revision = try GitRevision(revision: "HEAD", path: directory + "/tk/big.resolver.json", limits: limits)
        // In the reader's words, naming the reference, as in a work tree (H17-3: it was git's, naming the file).
        #expect(throws: SwatchError(.palette, #"big.resolver.json: sets.base.sources[0].$ref: "big.tokens.json": larger than 299 bytes, swatch's limit for a palette file"#)) {
            try PaletteReader.read(path: revision.path, system: Self.system)
        }
    }

    /// Two names equal as Unicode are one on macOS: the one a reader asks for is refused, naming its folder.
    @Test func twinNamesAreRefusedWhenRead() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let revision = try GitRevision(revision: "HEAD", path: directory + "/tk/twin.resolver.json")
        #expect(throws: SwatchError(.palette, #"HEAD:tk: holds two entries named "cafe\u{301}""#)) {
            try PaletteReader.read(path: revision.path, system: Self.system)
        }
    }
}
