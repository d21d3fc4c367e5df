import Foundation
import Testing
import SwatchKit

/// Releases and packaging: the version is written once (SwatchVersion) and everything naming it agrees;
/// `swatch --version` prints the commit the build recorded, which Plugins/SwatchBuildInfo/build-commit.sh finds in a
/// git work tree or a `git archive` tarball and never in a repository the package merely lies inside; the licence,
/// unpinned dependencies and the completion scripts `make install` puts.
@Suite struct PackagingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    static let script = repository.appendingPathComponent("Plugins/SwatchBuildInfo/build-commit.sh").path
    static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `executable arguments` in `directory`; its status and standard output.
    @discardableResult
    func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func git(_ arguments: [String], in directory: String) throws -> String {
        let result = try run("/usr/bin/git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"]
                             + arguments, in: directory)
        #expect(result.status == 0, "git \(arguments.joined(separator: " "))")
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs build-commit.sh for `package`; the id BuildCommit.swift declares (nil for `nil`), and the file's path.
    func buildCommit(_ package: String) throws -> (id: String?, file: String) {
        let output = package + "-out"
        #expect(try run("/bin/sh", [Self.script, package, output]).status == 0)
        let file = output + "/BuildCommit+Recorded.swift"
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let line = try #require(source.split(separator: "\n").first { $0.contains("static var id: String? { ") })
        let value = line.components(separatedBy: "{ ").last?.components(separatedBy: " }").first ?? ""
        return (value == "nil" ? nil : value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")), file)
    }

    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-packaging-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    // MARK: - The version in one place

    @Test func theNewestReleaseInTheChangelogIsTheVersion() throws {
        let releases = try text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }.map(String.init)
        #expect(releases.first == "## [Unreleased]")
        #expect(releases.count >= 3, "Unreleased and two releases")
        #expect(releases.dropFirst().first?.hasPrefix("## [\(SwatchVersion.number)] - ") == true, "\(releases)")
    }

    @Test func theFormulaAndTheWorkflowsNameTheVersion() throws {
        #expect(try text("Packaging/Homebrew/swatch.rb").contains("tag: \"v\(SwatchVersion.number)\""))
        for recipe in ["Samples/ci/swatch-linux.yml", "Samples/ci/swatch-macos.yml", "Samples/ci/gitlab-ci.yml"] {
            #expect(try text(recipe).contains("SWATCH_VERSION: \"\(SwatchVersion.number)\""), "\(recipe)")
        }
        // The action installs this version unless told another, whose checksums it pins (swatch-action.yml uses it).
        let action = try text("action.yml")
        #expect(action.contains("\n    default: \"\(SwatchVersion.number)\"\n"))
        #expect(action.contains("PINNED_VERSION: \"\(SwatchVersion.number)\""))
    }

    @Test func versionPrintsTheNumberAndTheCommitTheBuildRecorded() throws {
        let printed = try run(CLITests.binary, ["--version"])
        #expect(printed.status == 0)
        var expected = "swatch \(SwatchVersion.number)"
        if Self.hasGit, FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(".git").path) {
            // Built from this work tree: the SwatchBuildInfo plugin recorded its HEAD at the last build.
            let head = try git(["rev-parse", "HEAD"], in: Self.repository.path)
            expected += " (\(head.prefix(12)))"
        }
        #expect(printed.output == expected + "\n")
        #expect(try run(CLITests.binary, ["render", "--version"]).output == expected + "\n")
    }

    // MARK: - build-commit.sh

    @Test(.enabled(if: hasGit, "needs git")) func aGitWorkTreeGivesItsHead() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let package = root + "/pkg"
        try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
        _ = try git(["init", "-q"], in: package)
        try "x\n".write(toFile: package + "/Package.swift", atomically: false, encoding: .utf8)
        _ = try git(["add", "."], in: package)
        _ = try git(["commit", "-q", "-m", "one"], in: package)
        let head = try git(["rev-parse", "HEAD"], in: package)
        #expect(try buildCommit(package).id == String(head.prefix(12)))
    }

    /// A package unpacked inside someone else's repository must not report that repository's commit.
    @Test(.enabled(if: hasGit, "needs git")) func aFolderInsideAnotherRepositoryGivesNoCommit() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try git(["init", "-q"], in: root)
        try "x\n".write(toFile: root + "/README", atomically: false, encoding: .utf8)
        _ = try git(["add", "."], in: root)
        _ = try git(["commit", "-q", "-m", "outer"], in: root)
        let package = root + "/vendor/swatch"
        try FileManager.default.createDirectory(atPath: package + "/Packaging", withIntermediateDirectories: true)
        try "$Format:%H$\n".write(toFile: package + "/Packaging/archive-commit.txt", atomically: false, encoding: .utf8)
        #expect(try buildCommit(package).id == nil)
    }

    /// `git archive` (a release tarball) substitutes the commit into Packaging/archive-commit.txt through the
    /// repository's own .gitattributes; outside git, that is the commit.
    @Test(.enabled(if: hasGit, "needs git")) func aGitArchiveTarballGivesItsCommit() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = root + "/src"
        try FileManager.default.createDirectory(atPath: source + "/Packaging", withIntermediateDirectories: true)
        for file in [".gitattributes", "Packaging/archive-commit.txt"] {
            try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent(file).path, toPath: source + "/" + file)
        }
        _ = try git(["init", "-q"], in: source)
        _ = try git(["add", "."], in: source)
        _ = try git(["commit", "-q", "-m", "release"], in: source)
        let head = try git(["rev-parse", "HEAD"], in: source)
        let tarball = root + "/swatch.tar"
        _ = try git(["archive", "--prefix=swatch/", "-o", tarball, "HEAD"], in: source)
        #expect(try run("/bin/tar", ["-xf", tarball, "-C", root]).status == 0)
        #expect(try String(contentsOfFile: root + "/swatch/Packaging/archive-commit.txt", encoding: .utf8) == head + "\n")
        #expect(try buildCommit(root + "/swatch").id == String(head.prefix(12)))
    }

    @Test func anUnsubstitutedOrMissingArchiveFileGivesNoCommit() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try buildCommit(root + "/none").id == nil)
        try FileManager.default.createDirectory(atPath: root + "/raw/Packaging", withIntermediateDirectories: true)
        for content in ["$Format:%H$\n", "0123abc\n", "\"; exit 1; \"" + String(repeating: "a", count: 40) + "\n"] {
            try content.write(toFile: root + "/raw/Packaging/archive-commit.txt", atomically: false, encoding: .utf8)
            #expect(try buildCommit(root + "/raw").id == nil, "\(content)")
        }
    }

    /// An unchanged commit leaves BuildCommit.swift alone, so the build recompiles nothing.
    @Test func anUnchangedCommitDoesNotRewriteTheFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/pkg/Packaging", withIntermediateDirectories: true)
        let id = String(repeating: "ab", count: 20)
        try (id + "\n").write(toFile: root + "/pkg/Packaging/archive-commit.txt", atomically: false, encoding: .utf8)
        let first = try buildCommit(root + "/pkg")
        #expect(first.id == String(id.prefix(12)))
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: first.file)
        _ = try buildCommit(root + "/pkg")
        #expect(try FileManager.default.attributesOfItem(atPath: first.file)[.modificationDate] as? Date == old)
    }

    // MARK: - Licence, pins, completions

    @Test func theLicenceIsMITEverywhereItIsStated() throws {
        #expect(try text("LICENSE").hasPrefix("MIT License\n"))
        #expect(try text("Package.swift").contains("MIT License (see LICENSE)"))
        #expect(try text("README.md").contains("MIT License"))
        #expect(try text("Packaging/Homebrew/swatch.rb").contains("license \"MIT\""))
    }

    /// No clone pins this machine's package mirror: Package.resolved is ignored, not committed, and Package.swift
    /// states each dependency as `from:` a released version (SwiftPM resolves the newest compatible one anywhere).
    @Test func dependenciesAreVersionsNotPinnedRevisions() throws {
        #expect(try text(".gitignore").split(separator: "\n").contains("Package.resolved"))
        if Self.hasGit, FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(".git").path) {
            let tracked = try git(["ls-files", "--", "Package.resolved", "*/Package.resolved"], in: Self.repository.path)
            #expect(tracked.isEmpty, "committed: \(tracked)")
        }
        let manifest = try text("Package.swift")
        let packages = manifest.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(packages.count == 2)
        for line in packages {
            #expect(line.contains("from: \""), "\(line)")
            #expect(!line.contains("revision:") && !line.contains("branch:"), "\(line)")
        }
    }

    @Test(arguments: [("bash", "complete -o filenames -F _swatch swatch"), ("zsh", "#compdef swatch"), ("fish", "complete -c 'swatch'")])
    func completionScriptsForEachShell(shell: String, marker: String) throws {
        let script = try run(CLITests.binary, ["--generate-completion-script", shell])
        #expect(script.status == 0)
        #expect(script.output.contains(marker))
        for subcommand in ["render", "export", "check", "diff", "verify"] { #expect(script.output.contains(subcommand)) }
    }

    /// The command plugin passes `--config` only to the subcommands that take it: its list is every subcommand
    /// whose help names `--config`, and no other (`swift package swatch compare a b` in a package with a
    /// swatch.yml must not fail on an unknown option).
    @Test func theCommandPluginsConfigurableSubcommandsAreThoseTakingConfig() throws {
        let plugin = try text("Plugins/SwatchCommand/plugin.swift")
        let line = try #require(plugin.split(separator: "\n").first { $0.contains("static let configurable") })
        let listed = Set(line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        for subcommand in ["render", "list", "export", "check", "diff", "compare", "verify", "config"] {
            let help = try run(CLITests.binary, [subcommand, "--help"])
            #expect(help.output.contains("--config") == listed.contains(subcommand), "\(subcommand)")
        }
    }
}
