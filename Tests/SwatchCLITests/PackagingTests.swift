import Foundation
import Testing
import SwatchKit
import SwatchTestSupport

/// Releases and packaging: the version is written once (SwatchVersion) and everything naming it agrees;
/// `swatch --version` prints the commit the build recorded, which Plugins/SwatchBuildInfo/build-commit.sh finds in a
/// git work tree or a `git archive` tarball and never in a repository the package merely lies inside; the licence,
/// unpinned dependencies and the completion scripts `make install` puts.
@Suite struct PackagingTests {
    static let repository = Repository.root.standardized
    static let script = repository.appendingPathComponent("Plugins/SwatchBuildInfo/build-commit.sh").path
    static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
    /// The Homebrew formula, where a tap repository (<owner>/homebrew-tap) holds it.
    static let formula = "Packaging/homebrew-tap/Formula/swatch.rb"
    static let isWorkTree = hasGit && FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path)

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

    /// The commit this work tree's HEAD was at when the build of `binary` recorded it: the plugin runs as the build
    /// starts and rewrites its file when the commit changed, so that file's time, looked up in HEAD's reflog, gives the
    /// commit. A commit made during a long build (make sanitize's clean ones take half an hour) is after it, and not
    /// what the binary prints. HEAD when the binary has no such file beside it (SWATCH_TEST_BINARY) or there is no reflog.
    func headWhenRecorded(_ binary: String) throws -> String {
        // <scratch>/<triple>/<configuration>/swatch; the plugin writes <scratch>/plugins/outputs/<package>/swatch/...
        let scratch = URL(fileURLWithPath: binary).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let outputs = scratch.appendingPathComponent("plugins/outputs").path
        let record = (try? FileManager.default.contentsOfDirectory(atPath: outputs))?.sorted()
            .map { "\(outputs)/\($0)/swatch/destination/SwatchBuildInfo/BuildCommit/BuildCommit+Recorded.swift" }
            .first { FileManager.default.fileExists(atPath: $0) }
        if let record, let written = try FileManager.default.attributesOfItem(atPath: record)[.modificationDate] as? Date {
            let then = try run("/usr/bin/git", ["rev-parse", "--verify", "--quiet", "HEAD@{@\(Int(written.timeIntervalSince1970))}"],
                               in: Self.repository.path)
            if then.status == 0 { return then.output.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        return try git(["rev-parse", "HEAD"], in: Self.repository.path)
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
        #expect(try text(Self.formula).contains("/archive/refs/tags/v\(SwatchVersion.number).tar.gz\""))
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
        if Self.isWorkTree {
            // Built from this work tree: the SwatchBuildInfo plugin recorded its HEAD at the last build.
            expected += " (\(try headWhenRecorded(CLITests.binary).prefix(12)))"
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

    // MARK: - Release values: Packaging/release.env, filled in by Packaging/fill-release.sh

    static let checksumKeys = ["SWATCH_SHA256_SOURCE", "SWATCH_SHA256_LINUX_X86_64", "SWATCH_SHA256_LINUX_AARCH64",
                               "SWATCH_SHA256_ARTIFACTBUNDLE"]
    /// The release owner's other repositories: the tap (as `brew tap` names it, and on GitHub) and the plugins package.
    static let ownersOtherRepositories: Set<String> = ["tap", "homebrew-tap", "swatch-plugins"]

    /// release.env's KEY=value lines in the work tree at `root`.
    func releaseValues(in root: String) throws -> [String: String] {
        var values: [String: String] = [:]
        for line in try String(contentsOfFile: root + "/Packaging/release.env", encoding: .utf8).split(separator: "\n")
        where !line.hasPrefix("#") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }

    /// Every git-tracked text file (no NUL byte) of the work tree at `root`, with its text.
    func trackedTexts(in root: String) throws -> [(path: String, text: String)] {
        let list = try run("/usr/bin/git", ["-c", "core.quotepath=off", "ls-files", "-z"], in: root).output
        return list.split(separator: "\0").compactMap { path in
            guard let data = FileManager.default.contents(atPath: root + "/" + path), !data.contains(0) else { return nil }
            return (String(path), String(decoding: data, as: UTF8.self))
        }
    }

    /// Each match of `pattern` in `text`: the whole match, then its groups.
    func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    /// The names `owner/NAME` gives after `owner` (not inside a longer name), less a `.git` or a sentence's full stop.
    func repositoriesOf(_ owner: String, in text: String) throws -> [String] {
        try matches("(?<![A-Za-z0-9_.-])" + NSRegularExpression.escapedPattern(for: owner) + "/([A-Za-z0-9._-]*)", in: text)
            .map { match in
                var name = Substring(match[1])
                while name.hasSuffix(".") { name = name.dropLast() }
                if name.hasSuffix(".git") { name = name.dropLast(4) }
                return String(name)
            }
    }

    /// Where `texts` spell a release value otherwise than release.env (`values`) does: `owner/NAME` naming neither
    /// the repository nor one of its owner's other repositories; a placeholder-like checksum (mostly zeros) release.env
    /// does not hold; in a file naming a release value, any other 64-hex-digit string.
    func strayReleaseValues(in texts: [(path: String, text: String)], values: [String: String]) throws -> [String] {
        let repository = try #require(values["SWATCH_REPOSITORY"])
        let owner = String(repository.prefix { $0 != "/" }), name = String(repository.drop { $0 != "/" }.dropFirst())
        let checksums = Set(try Self.checksumKeys.map { try #require(values[$0], "\($0) in release.env") })
        var stray: [String] = []
        for (path, text) in texts {
            for other in try repositoriesOf(owner, in: text) where other != name && !Self.ownersOtherRepositories.contains(other) {
                stray.append("\(path): \(owner)/\(other)")
            }
            let namesRelease = text.contains(repository) || checksums.contains { text.contains($0) }
            for hex in try matches("(?<![0-9A-Fa-f])[0-9A-Fa-f]{64}(?![0-9A-Fa-f])", in: text).map({ $0[0] })
            where !checksums.contains(hex) && (namesRelease || hex.filter({ $0 == "0" }).count >= 48) {
                stray.append("\(path): \(hex)")
            }
        }
        return stray
    }

    @Test func releaseEnvHoldsARepositoryTheVersionAndFourDistinctChecksums() throws {
        let values = try releaseValues(in: Self.repository.path)
        let repository = try #require(values["SWATCH_REPOSITORY"])
        #expect(try matches("^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?/[A-Za-z0-9._-]+$", in: repository).count == 1)
        #expect(values["SWATCH_RELEASE_VERSION"] == SwatchVersion.number)
        let checksums = Self.checksumKeys.compactMap { values[$0] }
        #expect(checksums.count == 4 && Set(checksums).count == 4, "\(values)")
        for checksum in checksums { #expect(try matches("^[0-9a-f]{64}$", in: checksum).count == 1, "\(checksum)") }
        #expect(Set(values.keys) == Set(["SWATCH_REPOSITORY", "SWATCH_RELEASE_VERSION"] + Self.checksumKeys))
    }

    /// Every tracked file that names the repository (or its owner's tap or plugins package) or a release checksum
    /// names exactly release.env's values, so fill-release.sh, which replaces those, misses none.
    @Test(.enabled(if: isWorkTree, "needs git and this git work tree"))
    func everyFileNamesTheReleaseValuesAsReleaseEnvDoes() throws {
        let root = Self.repository.path
        let values = try releaseValues(in: root)
        #expect(try strayReleaseValues(in: trackedTexts(in: root), values: values) == [])
        let repository = try #require(values["SWATCH_REPOSITORY"]), source = try #require(values["SWATCH_SHA256_SOURCE"])
        let formula = try text(Self.formula)
        #expect(formula.contains("url \"https://github.com/\(repository)/archive/refs/tags/v\(SwatchVersion.number).tar.gz\""))
        #expect(formula.contains("sha256 \"\(source)\""))
        let plugins = "Packaging/SwatchPlugins/Package.swift"
        if FileManager.default.fileExists(atPath: root + "/" + plugins) {
            let manifest = try text(plugins), bundle = try #require(values["SWATCH_SHA256_ARTIFACTBUNDLE"])
            #expect(manifest.contains("url: \"https://github.com/\(repository)/releases/download/v\(SwatchVersion.number)/swatch.artifactbundle.zip\""))
            #expect(manifest.contains("checksum: \"\(bundle)\""))
        }
    }

    /// The release links and tarball names in tracked files (the changelog's history aside) name SwatchVersion.number:
    /// the commit that bumps it bumps them, and fill-release.sh only adds the checksums.
    @Test(.enabled(if: isWorkTree, "needs git and this git work tree"))
    func theReleaseLinksNameTheVersion() throws {
        let root = Self.repository.path
        let repository = NSRegularExpression.escapedPattern(for: try #require(releaseValues(in: root)["SWATCH_REPOSITORY"]))
        let version = "([0-9]+\\.[0-9]+\\.[0-9]+)"
        let patterns = [repository + "/(?:releases/download|archive/refs/tags|releases/tag)/v" + version,
                        repository + "@v" + version,
                        "swatch-" + version + "-(?:x86_64-unknown-linux-gnu|aarch64-unknown-linux-gnu|universal-apple-macosx)"]
        var seen = 0
        for (path, text) in try trackedTexts(in: root) where path != "CHANGELOG.md" {
            for pattern in patterns {
                for match in try matches(pattern, in: text) {
                    seen += 1
                    #expect(match[1] == SwatchVersion.number, "\(path): \(match[0])")
                }
            }
        }
        #expect(seen >= 2, "the formula's and the plugins package's links at least")
    }

    /// A clone of this repository with the work tree's changes to tracked files (so the script and files under test
    /// are the ones being edited), committed; its path.
    func cloneOfThisWorkTree(in root: String) throws -> String {
        let source = Self.repository.path, clone = root + "/swatch"
        _ = try git(["clone", "-q", source, clone], in: root)
        let changed = try git(["-c", "core.quotepath=off", "diff", "--name-only", "HEAD"], in: source)
        for path in changed.split(separator: "\n").map(String.init) {
            try? FileManager.default.removeItem(atPath: clone + "/" + path)
            if FileManager.default.fileExists(atPath: source + "/" + path) {
                try FileManager.default.createDirectory(atPath: (clone + "/" + path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: source + "/" + path, toPath: clone + "/" + path)
            }
        }
        _ = try git(["add", "-A"], in: clone)
        _ = try git(["commit", "-q", "--allow-empty", "-m", "the work tree"], in: clone)
        return clone
    }

    /// Runs the shell script `script` with `arguments` in `directory`, nothing on its standard input; its status and
    /// the lines it wrote to standard error.
    func runScript(_ script: String, _ arguments: [String], in directory: String) throws -> (status: Int32, errors: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Runs fill-release.sh in `clone`; its status and the lines it wrote to standard error.
    func fillRelease(_ arguments: [String], in clone: String) throws -> (status: Int32, errors: [String]) {
        try runScript(clone + "/Packaging/fill-release.sh", arguments, in: clone)
    }

    /// SHA256SUMS as sha256sum writes it, for the three release files fill-release.sh reads.
    func sums(x86_64: String, aarch64: String, bundle: String) -> String {
        let version = SwatchVersion.number
        return "\(x86_64)  swatch-\(version)-x86_64-unknown-linux-gnu.tar.gz\n"
            + "\(aarch64)  swatch-\(version)-aarch64-unknown-linux-gnu.tar.gz\n\(bundle)  swatch.artifactbundle.zip\n"
    }

    @Test(.enabled(if: isWorkTree, "needs git and this git work tree"))
    func fillReleaseReplacesEveryValueInEveryFileThatHoldsOne() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clone = try cloneOfThisWorkTree(in: root)
        let old = try releaseValues(in: clone)
        let oldOwner = String(try #require(old["SWATCH_REPOSITORY"]).prefix { $0 != "/" })
        let oldChecksums = try Self.checksumKeys.map { try #require(old[$0]) }
        let holding = Set(try trackedTexts(in: clone).filter { file in
            try !repositoriesOf(oldOwner, in: file.text).isEmpty || oldChecksums.contains { file.text.contains($0) }
        }.map(\.path)).subtracting(["Packaging/fill-release.sh"]).union(["Packaging/release.env"])
        #expect(holding.isSuperset(of: [Self.formula, "README.md"]))

        // Fake checksums: distinct, and unlike any placeholder.
        let new = ["SWATCH_SHA256_SOURCE": "d4", "SWATCH_SHA256_LINUX_X86_64": "a1", "SWATCH_SHA256_LINUX_AARCH64": "b2",
                   "SWATCH_SHA256_ARTIFACTBUNDLE": "c3"].mapValues { String(repeating: $0, count: 32) }
        let sumsFile = root + "/SHA256SUMS"
        try sums(x86_64: new["SWATCH_SHA256_LINUX_X86_64"]!, aarch64: new["SWATCH_SHA256_LINUX_AARCH64"]!,
                 bundle: new["SWATCH_SHA256_ARTIFACTBUNDLE"]!).write(toFile: sumsFile, atomically: false, encoding: .utf8)
        let filled = try fillRelease(["acme-co/colour-swatch", "v" + SwatchVersion.number, sumsFile,
                                      new["SWATCH_SHA256_SOURCE"]!], in: clone)
        #expect(filled.status == 0 && filled.errors.isEmpty, "\(filled.errors)")

        // release.env rewritten; exactly the files that held a value changed, and none holds an old value any more.
        let values = try releaseValues(in: clone)
        #expect(values["SWATCH_REPOSITORY"] == "acme-co/colour-swatch")
        #expect(values["SWATCH_RELEASE_VERSION"] == SwatchVersion.number)
        for key in Self.checksumKeys { #expect(values[key] == new[key], "\(key)") }
        let changed = try git(["-c", "core.quotepath=off", "diff", "--name-only"], in: clone)
        #expect(Set(changed.split(separator: "\n").map(String.init)) == holding)
        let texts = try trackedTexts(in: clone)
        for (path, text) in texts {
            #expect(try repositoriesOf(oldOwner, in: text).isEmpty, "\(path) still names \(oldOwner)/")
            for checksum in oldChecksums { #expect(!text.contains(checksum), "\(path) still names \(checksum)") }
        }
        #expect(try strayReleaseValues(in: texts, values: values) == [])
        let formula = try String(contentsOfFile: clone + "/" + Self.formula, encoding: .utf8)
        #expect(formula.contains("url \"https://github.com/acme-co/colour-swatch/archive/refs/tags/v\(SwatchVersion.number).tar.gz\""))
        #expect(formula.contains("sha256 \"\(new["SWATCH_SHA256_SOURCE"]!)\""))
        #expect(try String(contentsOfFile: clone + "/README.md", encoding: .utf8).contains("brew tap acme-co/tap"))

        // The filled values are the current ones now: a second fill replaces them in turn.
        _ = try git(["commit", "-q", "-a", "-m", "filled"], in: clone)
        try sums(x86_64: String(repeating: "e5", count: 32), aarch64: String(repeating: "f6", count: 32),
                 bundle: String(repeating: "7a", count: 32)).write(toFile: sumsFile, atomically: false, encoding: .utf8)
        let again = try fillRelease(["other/swatch", SwatchVersion.number, sumsFile, String(repeating: "8b", count: 32)], in: clone)
        #expect(again.status == 0, "\(again.errors)")
        let refilled = try trackedTexts(in: clone)
        #expect(try refilled.allSatisfy { try repositoriesOf("acme-co", in: $0.text).isEmpty })
        #expect(refilled.allSatisfy { file in !new.values.contains { file.text.contains($0) } })
        #expect(try releaseValues(in: clone)["SWATCH_REPOSITORY"] == "other/swatch")
    }

    /// Bad input: one line on standard error, a non-zero status, and not a file changed.
    @Test(.enabled(if: isWorkTree, "needs git and this git work tree"))
    func fillReleaseRefusesBadInputAndChangesNothing() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clone = try cloneOfThisWorkTree(in: root)
        let a = String(repeating: "a1", count: 32), b = String(repeating: "b2", count: 32)
        let c = String(repeating: "c3", count: 32), d = String(repeating: "d4", count: 32)
        let version = SwatchVersion.number
        let good = sums(x86_64: a, aarch64: b, bundle: c)
        let cases: [(why: String, repository: String, version: String, sums: String?, source: String)] = [
            ("no owner", "swatch", version, good, d),
            ("three parts", "acme/swatch/x", version, good, d),
            ("a shell character", "acme/swatch;touch x", version, good, d),
            ("a new line", "acme/sw\natch", version, good, d),
            ("a hyphen first", "-acme/swatch", version, good, d),
            ("not SwatchVersion.number", "acme/swatch", "99.0.0", good, d),
            ("not a version", "acme/swatch", "0.2", good, d),
            ("no SHA256SUMS", "acme/swatch", version, nil, d),
            ("SHA256SUMS without the aarch64 tarball",
             "acme/swatch", version, good.split(separator: "\n").filter { !$0.contains("aarch64") }.joined(separator: "\n"), d),
            ("a tarball named twice", "acme/swatch", version, good + "\(d)  swatch.artifactbundle.zip\n", d),
            ("63 hex digits", "acme/swatch", version, sums(x86_64: String(a.dropLast()), aarch64: b, bundle: c), d),
            ("not hex", "acme/swatch", version, sums(x86_64: a, aarch64: String(repeating: "zz", count: 32), bundle: c), d),
            ("the same checksum twice", "acme/swatch", version, sums(x86_64: a, aarch64: a, bundle: c), d),
            ("an upper-case source checksum", "acme/swatch", version, good, d.uppercased()),
            ("a source checksum too long", "acme/swatch", version, good, d + "0"),
        ]
        for (index, bad) in cases.enumerated() {
            let sumsFile = root + "/SHA256SUMS-\(index)"
            if let content = bad.sums { try content.write(toFile: sumsFile, atomically: false, encoding: .utf8) }
            let result = try fillRelease([bad.repository, bad.version, sumsFile, bad.source], in: clone)
            #expect(result.status != 0, "\(bad.why)")
            #expect(result.errors.count == 1 && result.errors.first?.hasPrefix("fill-release: ") == true, "\(bad.why): \(result.errors)")
            #expect(try git(["status", "--porcelain"], in: clone) == "", "\(bad.why) changed files")
        }
        let usage = try fillRelease(["acme/swatch", version], in: clone)
        #expect(usage.status == 2 && usage.errors.count == 1 && usage.errors.first?.hasPrefix("usage: ") == true)
    }

    /// SHA256SUMS is read with any line ending, under any name: CRLF and CR said "has no line for", and a file named
    /// `-` or `SUMS=1` was no file to awk (standard input, an assignment).
    @Test(.enabled(if: isWorkTree, "needs git and this git work tree"))
    func fillReleaseReadsSHA256SUMSWithAnyLineEndingAndAnyName() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clone = try cloneOfThisWorkTree(in: root)
        let a = String(repeating: "a1", count: 32), b = String(repeating: "b2", count: 32)
        let c = String(repeating: "c3", count: 32), d = String(repeating: "d4", count: 32)
        let good = sums(x86_64: a, aarch64: b, bundle: c)
        for (name, content) in [("crlf.sums", good.replacingOccurrences(of: "\n", with: "\r\n")),
                                ("cr.sums", good.replacingOccurrences(of: "\n", with: "\r")), ("-", good), ("SUMS=1", good)] {
            try content.write(toFile: clone + "/" + name, atomically: false, encoding: .utf8)
            let filled = try fillRelease(["acme/swatch", SwatchVersion.number, name, d], in: clone)
            #expect(filled.status == 0 && filled.errors.isEmpty, "\(name): \(filled.errors)")
            let values = try releaseValues(in: clone)
            #expect(values["SWATCH_SHA256_LINUX_X86_64"] == a && values["SWATCH_SHA256_ARTIFACTBUNDLE"] == c, "\(name)")
            _ = try git(["checkout", "-q", "--", "."], in: clone)
            try FileManager.default.removeItem(atPath: clone + "/" + name)
        }
        // Upper-case hex (as some tools write it) is refused, named: sha256sum writes lower case, the formula wants it.
        try sums(x86_64: a.uppercased(), aarch64: b, bundle: c).write(toFile: root + "/upper.sums", atomically: false, encoding: .utf8)
        let upper = try fillRelease(["acme/swatch", SwatchVersion.number, root + "/upper.sums", d], in: clone)
        #expect(upper.status == 1 && upper.errors.count == 1 && upper.errors.first?.contains("'\(a.uppercased())' is not 64 lowercase hex digits") == true,
                "\(upper.errors)")
        #expect(try git(["status", "--porcelain"], in: clone) == "")
    }

    // MARK: - The artifact bundle

    /// Runs make-artifactbundle.sh in `directory`; its status and the lines it wrote to standard error.
    func makeArtifactBundle(_ arguments: [String], in directory: String) throws -> (status: Int32, errors: [String]) {
        try runScript(Self.repository.appendingPathComponent("Packaging/make-artifactbundle.sh").path, arguments, in: directory)
    }

    /// A variant folder `name` in `directory`, as a release tarball unpacks: bin/swatch and LICENSE.
    func variantFolder(_ name: String, in directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory + "/" + name + "/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\necho \(name)\n".write(toFile: directory + "/" + name + "/bin/swatch", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory + "/" + name + "/bin/swatch")
        try "MIT\n".write(toFile: directory + "/" + name + "/LICENSE", atomically: false, encoding: .utf8)
    }

    static let hasZip = ["/usr/bin/zip", "/usr/bin/unzip"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    /// A folder path may hold blanks and a ':' (the folder is what comes before the last one) and start with '-';
    /// info.json is JSON with every variant and its triples.
    @Test(.enabled(if: hasZip, "needs zip and unzip"))
    func theArtifactBundleListsEveryVariant() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["linux x86:64", "-mac"] { try variantFolder(name, in: directory) }
        let made = try makeArtifactBundle(["1.2.3", "b.zip", "linux x86:64:x86_64-unknown-linux-gnu",
                                           "-mac:arm64-apple-macosx,x86_64-apple-macosx"], in: directory)
        #expect(made.status == 0 && made.errors.isEmpty, "\(made.errors)")
        let info = try run("/usr/bin/unzip", ["-p", "b.zip", "swatch.artifactbundle/info.json"], in: directory)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
        let swatch = try #require((json["artifacts"] as? [String: Any])?["swatch"] as? [String: Any])
        #expect(swatch["version"] as? String == "1.2.3" && swatch["type"] as? String == "executable")
        let variants = try #require(swatch["variants"] as? [[String: Any]])
        #expect(variants.map { $0["path"] as? String } == ["linux x86:64/bin/swatch", "-mac/bin/swatch"])
        #expect(variants.map { $0["supportedTriples"] as? [String] }
                == [["x86_64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"]])
        let binary = try run("/usr/bin/unzip", ["-p", "b.zip", "swatch.artifactbundle/-mac/bin/swatch"], in: directory)
        #expect(binary.output == "#!/bin/sh\necho -mac\n")
    }

    /// Bad input: one line on standard error, a non-zero status, no zip and the variants as they were. Each of these
    /// made a zip (an info.json SwiftPM cannot read, a triple two variants claim, the folder's path as a triple, the
    /// variant's own binary replaced by the zip) or failed with a tool's message (rm, basename).
    @Test(.enabled(if: hasZip, "needs zip and unzip"))
    func theArtifactBundleRefusesBadInputAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["a", "b", "q\"uote", "back\\slash", "new\nline", "-dash"] { try variantFolder(name, in: directory) }
        let linux = "x86_64-unknown-linux-gnu"
        let cases: [(arguments: [String], message: String)] = [
            (["1.2.3", "b.zip", "a"], "'a' is not FOLDER:TRIPLE[,TRIPLE...]"),
            (["1.2.3", "b.zip", "a:" + linux, "b:" + linux], "two variants run on \(linux)"),
            (["1.2.3", "b.zip", "a:"], "'a:': no triple, or an empty one, after the ':'"),
            (["1.2.3", "b.zip", "a:x,,y"], "'a:x,,y': no triple, or an empty one, after the ':'"),
            (["1.2.3", "b.zip", "a:x86_64\"]"], "'x86_64\"]' is not a list of target triples (x86_64-unknown-linux-gnu,...)"),
            (["1.2.3", "b.zip", "q\"uote:" + linux], "the variant folder 'q\"uote' needs a name info.json can hold as it is"),
            (["1.2.3", "b.zip", "back\\slash:" + linux], "the variant folder 'back\\slash' needs a name info.json can hold as it is"),
            (["1.2.3", "b.zip", "new\nline:" + linux], "the variant folder 'new?line' needs a name info.json can hold as it is"),
            (["1.2.3", "b.zip", ".:" + linux], "the variant folder '.' needs a name info.json can hold as it is"),
            (["1.2.3", "b.zip", "none:" + linux], "none/bin/swatch is not an executable"),
            (["1..", "b.zip", "a:" + linux], "version '1..' is not MAJOR.MINOR.PATCH"),
            (["v1.2.3", "b.zip", "a:" + linux], "version 'v1.2.3' is not MAJOR.MINOR.PATCH"),
            (["1.2.3", "a", "b:" + linux], "'a' is a folder: name the zip to write"),
            (["1.2.3", "none/b.zip", "a:" + linux], "no folder 'none' to write b.zip in"),
            (["1.2.3", "a/bin/swatch", "a:" + linux], "'a/bin/swatch' is a/bin/swatch, which goes into the bundle: write it somewhere else"),
            (["1.2.3", "b/../a/LICENSE", "a:" + linux], "'b/../a/LICENSE' is a/LICENSE, which goes into the bundle: write it somewhere else"),
        ]
        for bad in cases {
            let result = try makeArtifactBundle(bad.arguments, in: directory)
            #expect(result.status == 1 && result.errors == ["make-artifactbundle: " + bad.message], "\(bad.arguments): \(result.errors)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/b.zip"), "\(bad.arguments)")
            #expect(try String(contentsOfFile: directory + "/a/bin/swatch", encoding: .utf8) == "#!/bin/sh\necho a\n")
            #expect(try String(contentsOfFile: directory + "/a/LICENSE", encoding: .utf8) == "MIT\n")
        }
        let usage = try makeArtifactBundle(["1.2.3", "b.zip"], in: directory)
        #expect(usage.status == 2 && usage.errors.count == 1 && usage.errors.first?.hasPrefix("usage: ") == true)
    }

    // MARK: - Workflows

    /// The `run:` scripts of a GitHub workflow or action: each block scalar's lines, or a one-line value.
    func runScripts(in yaml: String) -> [String] {
        var scripts: [String] = [], current: [String] = [], blockColumn: Int?
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let content = line.drop { $0 == " " }
            let indent = line.count - content.count
            if let column = blockColumn {
                if content.isEmpty || indent > column { current.append(line); continue }
                scripts.append(current.joined(separator: "\n"))
                blockColumn = nil
                current = []
            }
            let key = content.hasPrefix("- ") ? content.dropFirst(2) : content
            guard key.hasPrefix("run:") else { continue }
            let value = key.dropFirst(4).trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("|") || value.hasPrefix(">") {
                blockColumn = indent + (content.count - key.count)
            } else {
                scripts.append(value)
            }
        }
        if blockColumn != nil { scripts.append(current.joined(separator: "\n")) }
        return scripts
    }

    /// A `${{ }}` expression inside a script is pasted into it before the shell reads it (script injection, and
    /// quoting that breaks on a quote in the value): every workflow and action passes values through `env:`.
    @Test func noWorkflowExpandsAnExpressionInsideAScript() throws {
        let fileManager = FileManager.default
        var files: [String] = []
        for folder in [".github/workflows", "Samples/ci"] {
            let names = (try? fileManager.contentsOfDirectory(atPath: Self.repository.appendingPathComponent(folder).path)) ?? []
            files += names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.map { folder + "/" + $0 }
        }
        if fileManager.fileExists(atPath: Self.repository.appendingPathComponent("action.yml").path) { files.append("action.yml") }
        #expect(files.contains(".github/workflows/ci.yml") && files.contains(".github/workflows/release.yml"))
        for file in files {
            for script in runScripts(in: try text(file)) { #expect(!script.contains("${{"), "\(file): \(script)") }
        }
        let release = runScripts(in: try text(".github/workflows/release.yml"))
        #expect(release.count >= 10 && release.contains { $0.contains("sh Packaging/fill-release.sh \"$REPOSITORY\"") })
        #expect(runScripts(in: "      - run: |\n          a\n\n          b\n      - run: c ${{ x }}\n") == ["          a\n\n          b", "c ${{ x }}"])
    }

    /// The action's `args`, run by its script with a stand-in swatch: split as xargs splits them, nothing expanded,
    /// and a quote without its pair one line. A line break in args made that error two lines, the second one
    /// (`::warning::…`) a command of its own to GitHub, and xargs added a line of its own about its -0 option.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash"))
    func theActionSplitsArgsAsItSays() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = try #require(runScripts(in: try text("action.yml")).last)
        #expect(script.contains("xargs printf"))
        try script.write(toFile: directory + "/run.bash", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/bin", withIntermediateDirectories: false)
        try "#!/bin/sh\nfor a; do printf '[%s]' \"$a\"; done\necho\n".write(toFile: directory + "/bin/swatch", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory + "/bin/swatch")
        let unsplit = "::error::swatch action: cannot split args (a quote without its pair?): "
        let cases: [(args: String, status: Int32, lines: [String])] = [
            ("check --palette \"a b.txt\" 'c d'", 0, ["swatch check --palette a b.txt c d", "[check][--palette][a b.txt][c d]"]),
            ("export $HOME $(id) `id` * a\\ b \"it's\"", 0,
             ["swatch export $HOME $(id) `id` * a b it's", "[export][$HOME][$(id)][`id`][*][a b][it's]"]),
            ("check\n  --strict\n", 0, ["swatch check --strict", "[check][--strict]"]),
            (" \n ", 0, ["swatch is on PATH (no args: nothing run)"]),
            ("it's", 1, [unsplit + "it's"]),
            ("check \"a\n::warning::b\u{1B}[31m", 1, [unsplit + "check \"a?::warning::b?[31m"]),
        ]
        for test in cases {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [directory + "/run.bash"]
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["ARGS": test.args, "PATH": directory + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]) { _, new in new }
            let output = Pipe()
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(process.terminationStatus == test.status && lines == test.lines, "\(test.args): \(lines)")
        }
    }

    // MARK: - Licence, pins, completions

    @Test func theLicenceIsMITEverywhereItIsStated() throws {
        #expect(try text("LICENSE").hasPrefix("MIT License\n"))
        #expect(try text("Package.swift").contains("MIT License (see LICENSE)"))
        #expect(try text("README.md").contains("MIT License"))
        #expect(try text(Self.formula).contains("license \"MIT\""))
    }

    /// No clone pins this machine's package mirror: Package.resolved is ignored, not committed, and Package.swift
    /// states each dependency as `from:` a released version (SwiftPM resolves the newest compatible one anywhere).
    @Test func dependenciesAreVersionsNotPinnedRevisions() throws {
        #expect(try text(".gitignore").split(separator: "\n").contains("Package.resolved"))
        if Self.isWorkTree {
            let tracked = try git(["ls-files", "--", "Package.resolved", "*/Package.resolved"], in: Self.repository.path)
            #expect(tracked.isEmpty, "committed: \(tracked)")
        }
        let manifest = try text("Package.swift")
        let packages = manifest.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(packages.count == 3)  // ArgumentParser, Yams, swift-docc-plugin
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
