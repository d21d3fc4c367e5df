import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show what changed between two palettes; exit 0 if nothing changed beyond the threshold, 1 if something did, 2 on error.",
            discussion: """
                OLD and NEW are palettes in any format swatch reads, or git:REVISION:PATH for a palette as it was at a \
                revision (read with git, the work tree untouched). --base REV --palette PATH is short for git:REV:PATH PATH.
                  swatch diff --base origin/main --palette App/Assets.xcassets --format markdown -o review.md
                """)

        @Argument(help: ArgumentHelp("The old palette, or git:REVISION:PATH.", valueName: "old"))
        var old: String?

        @Argument(help: ArgumentHelp("The new palette, or git:REVISION:PATH.", valueName: "new"))
        var new: String?

        @Option(help: ArgumentHelp("Compare --palette with itself at this git revision.", valueName: "revision"))
        var base: String?

        @OptionGroup var palette: PaletteOptions

        @Option(help: "Pair colours by name, or also by value: a colour that disappeared and one that appeared with the same values everywhere are a rename.")
        var match: DiffMatch = .name

        @Option(help: "CIEDE2000 below which a change counts as none.")
        var minDeltaE: Double = 0.5

        @Option(help: "Report format: markdown (a pull-request comment) or json.")
        var format: DiffFormat = .markdown

        @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the report; - for standard output.", valueName: "path"))
        var output: String = "-"

        @Flag(help: "Markdown without colour chips (otherwise written to a folder beside -o: REPORT-chips/).")
        var noImages = false

        func validate() throws {
            guard minDeltaE.isFinite, minDeltaE >= 0 else {
                throw SwatchError(.usage, "--min-delta-e \(minDeltaE) is out of range: use 0 or more")
            }
            switch (old, new, base) {
            case (.some, .some, nil): break
            case (nil, nil, .some): guard palette.palette != nil else { throw SwatchError(.usage, "--base needs --palette PATH") }
            default: throw SwatchError(.usage, "give OLD and NEW, or --base REVISION --palette PATH")
            }
        }

        func run() throws {
            let oldArgument = old ?? "git:\(base ?? ""):\(palette.palette ?? "")"
            let newArgument = new ?? palette.palette ?? ""
            let (oldPalette, system) = try read(oldArgument)
            let (newPalette, _) = try read(newArgument)
            let changes = try PaletteChanges(old: oldPalette, new: newPalette, chrome: system, minimumDeltaE: minDeltaE,
                                             matchingValues: match == .value)
            let inputs = [oldArgument, newArgument].filter { !GitRevision.isRevision($0) }.map { RunFile("a compared palette", $0) }
            switch format {
            case .json:
                try write(String(decoding: try changes.jsonBytes(old: oldArgument, new: newArgument), as: UTF8.self), inputs: inputs)
            case .markdown:
                var chips: String?
                if !noImages, output != "-" {
                    let folder = ((output as NSString).deletingPathExtension) + "-chips"
                    try FolderWrite.write(try changes.chipFiles(), to: folder, source: "swatch diff", force: false, inputs: inputs)
                    chips = (folder as NSString).lastPathComponent
                }
                try write(changes.markdown(title: "Colours: \(oldArgument) → \(newArgument)", chips: chips), inputs: inputs)
            }
            if changes.hasChanges { throw ExitCode(1) }
        }

        /// The palette `argument` names, read with the palette options; a revision through git.
        private func read(_ argument: String) throws(SwatchError) -> (Palette, Palette) {
            if GitRevision.isRevision(argument) {
                let revision = try GitRevision(argument)
                let loaded = try palette.load(path: revision.path)
                return (loaded.palette, loaded.system)
            }
            let loaded = try palette.load(path: argument)
            return (loaded.palette, loaded.system)
        }

        private func write(_ text: String, inputs: [RunFile]) throws(SwatchError) {
            if output == "-" { try Console.out(text) } else { try ExportFile.write(text, to: output, inputs: inputs) }
        }
    }
}

/// `--match` of `swatch diff`.
enum DiffMatch: String, CaseIterable, ExpressibleByArgument {
    case name, value
}

/// `--format` of `swatch diff`.
enum DiffFormat: String, CaseIterable, ExpressibleByArgument {
    case markdown, json
}
