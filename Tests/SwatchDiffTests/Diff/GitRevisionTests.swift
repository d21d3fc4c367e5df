import Foundation
import Testing
import SwatchKit
@testable import SwatchDiff
import SwatchTestSupport

/// `GitRevision`'s budgets, each tested with a small limit, and what it leaves on disk.
@Suite struct GitRevisionTests {
    /// A repository with `A.xcassets` holding two colour sets of 200-byte files (two folder listings of
    /// the catalog and two of the sets) and `c.txt`.
    static func repository() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", """
            set -e
            git init -q . && git config user.email t@t && git config user.name t
            mkdir -p A.xcassets/R.colorset A.xcassets/G.colorset
            head -c 200 /dev/zero | tr '\\0' ' ' > A.xcassets/R.colorset/Contents.json
            head -c 200 /dev/zero | tr '\\0' ' ' > A.xcassets/G.colorset/Contents.json
            printf 'a #FF0000\\n' > c.txt
            git add -A && git commit -qm base
            """]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return directory
    }

    @Test func copiesAFolderAndRemovesItsCopy() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var copy: String?
        do {
            let revision = try GitRevision(revision: "HEAD", path: directory + "/A.xcassets")
            copy = revision.path
            #expect(revision.shownAs == "HEAD:A.xcassets")
            #expect((revision.path as NSString).lastPathComponent == "A.xcassets")
            let folder = ((revision.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            // The marker sits beside the copy, never among the palette's files.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [TemporaryFiles.unfinishedMarker, "copy"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: revision.path).sorted() == ["G.colorset", "R.colorset"])
            #expect(FileManager.default.contents(atPath: revision.path + "/R.colorset/Contents.json")?.count == 200)
            let error = revision.naming(SwatchError(.palette, "\(revision.path)/R.colorset/Contents.json: not valid JSON"))
            #expect(error.message == "HEAD:A.xcassets/R.colorset/Contents.json: not valid JSON")
        }
        #expect(copy.map { FileManager.default.fileExists(atPath: $0) } == false)
    }

    @Test func aFileOverItsBudget() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limits = GitRevision.Limits()
        limits.fileBytes = 199
        #expect(throws: SwatchError(.palette, "HEAD:A.xcassets/G.colorset/Contents.json: is 200 bytes; swatch reads at most 199 bytes from one palette file")) {
            try GitRevision(revision: "HEAD", path: directory + "/A.xcassets", limits: limits)
        }
        limits.fileBytes = 200
        #expect(throws: Never.self) { try GitRevision(revision: "HEAD", path: directory + "/A.xcassets", limits: limits) }
    }

    @Test func filesOverTheTotalBudget() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limits = GitRevision.Limits()
        limits.totalBytes = 399
        #expect(throws: SwatchError(.palette, "HEAD:A.xcassets: its files come to more than 399 bytes, the most swatch reads for one palette")) {
            try GitRevision(revision: "HEAD", path: directory + "/A.xcassets", limits: limits)
        }
        limits.totalBytes = 400
        #expect(throws: Never.self) { try GitRevision(revision: "HEAD", path: directory + "/A.xcassets", limits: limits) }
    }

    @Test func listingsOverTheirBudget() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limits = GitRevision.Limits()
        limits.treeBytes = 100
        #expect(throws: SwatchError(.palette, "HEAD:A.xcassets: its folder listings come to more than 100 bytes, the most swatch reads for one palette")) {
            try GitRevision(revision: "HEAD", path: directory + "/A.xcassets", limits: limits)
        }
    }

    @Test func foldersNestedTooDeep() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limits = GitRevision.Limits()
        limits.depth = 0
        #expect(throws: SwatchError(.palette, "HEAD:A.xcassets/G.colorset: folders nested deeper than 0")) {
            try GitRevision(revision: "HEAD", path: directory + "/A.xcassets", limits: limits)
        }
        limits.depth = 1
        #expect(throws: Never.self) { try GitRevision(revision: "HEAD", path: directory + "/A.xcassets", limits: limits) }
    }
}
