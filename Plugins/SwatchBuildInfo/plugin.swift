import Foundation
import PackagePlugin

/// Writes `BuildCommit+Recorded.swift` (the commit `swatch --version` prints) into the `swatch` target before every build:
/// the package's own git commit when it is a git work tree (`swift build` in a clone, Mint, a package checkout),
/// else the commit `git archive` wrote into `Packaging/archive-commit.txt` (a release tarball, Homebrew), else none.
/// A prebuild command runs on every build; the script rewrites the file only when the commit changed, so an
/// unchanged commit recompiles nothing.
@main
struct SwatchBuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit")
        let script = context.package.directoryURL.appending(path: "Plugins/SwatchBuildInfo/build-commit.sh")
        return [.prebuildCommand(
            displayName: "Recording the commit swatch --version prints",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [script.path(percentEncoded: false), context.package.directoryURL.path(percentEncoded: false),
                        output.path(percentEncoded: false)],
            outputFilesDirectory: output)]
    }
}
