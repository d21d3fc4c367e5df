import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",  // named here, not from the type: see Swatch.configuration
            abstract: "Show what changed between two palettes; exit 0 if nothing changed beyond the threshold, 1 if something did, 2 on error.",
            discussion: """
                OLD and NEW are palettes in any format swatch reads, or git:REVISION:PATH for a palette as it was at a \
                revision (read with git, the work tree untouched). --base REV --palette PATH is short for git:REV:PATH PATH \
                (the palette may come from swatch.yml). Every appearance the palettes have is compared; the review \
                sheet options only choose what -o draws.
                  swatch diff --base origin/main --palette App/Assets.xcassets -o review.png --format markdown > review.md
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

        @Option(parsing: .unconditional, help: "CIEDE2000 below which a change counts as none (default: diff.min-delta-e in swatch.yml, else \(Self.defaultMinDeltaE)).",
                transform: NumberOption.number(.number(0 ... .infinity)))
        var minDeltaE: Double?

        /// The threshold when neither the option nor the config gives one.
        static let defaultMinDeltaE = 0.5

        @OptionGroup var config: ConfigOptions

        @Option(help: ArgumentHelp("Contrast pairs, one per line as for swatch check: the report gives each pair a change touches, its ratio before and after (default: check.pairs in swatch.yml).", valueName: "pairs.txt"),
                completion: .file())
        var pairs: String?

        @Option(help: "WCAG level the pairs are judged at: AA or AAA (default: check.wcag-level in swatch.yml, else AA).")
        var wcagLevel: ContrastLevel?

        @Option(help: "Report printed on standard output: markdown (a pull-request comment) or json.")
        var format: DiffFormat = .markdown

        @Option(name: .shortAndLong, help: ArgumentHelp("Also draw the review sheet here: each changed colour a row, old on the leading half, new on the trailing half (- for standard output, with --report).", valueName: "review.png"),
                completion: .file(extensions: ["png"]))
        var output: String?

        @Option(help: ArgumentHelp("Also write the report to this file instead of standard output.", valueName: "path"), completion: .file())
        var report: String?

        @Flag(help: "Markdown without colour chips (otherwise written beside the report or sheet: NAME-chips/).")
        var noImages = false

        @Flag(help: "Draw and list the unchanged colours too.")
        var all = false

        @OptionGroup(title: "Review sheet (drawn only with an output)") var sheet: ReviewSheetOptions

        @Flag(help: "Nothing on standard error but errors and the first warning (the rest counted): no status line (wrote ...).")
        var quiet = false

        func validate() throws {
            try SheetOptions(style: sheet.style, scale: sheet.scale).validate()
            switch (old, new, base) {
            case (.some, .some, nil), (nil, nil, .some): break
            default: throw SwatchError(.usage, "give OLD and NEW, or --base REVISION --palette PATH")
            }
        }

        func run() throws {
            Console.quiet = quiet
            let report = self.report == "-" ? nil : self.report  // the report on standard output, as without --report
            let config = try self.config.load()
            let palettePath = palette.path(config: config)
            if base != nil, palettePath == nil { throw SwatchError(.usage, "--base needs --palette PATH (or palette in swatch.yml)") }
            let oldArgument = old ?? "git:\(base ?? ""):\(palettePath ?? "")"
            let newArgument = new ?? palettePath ?? ""
            let (oldPalette, system, oldInputs, oldSkipped) = try read(oldArgument, config: config)
            let (newPalette, _, newInputs, newSkipped) = try read(newArgument, config: config)
            let changes = try PaletteChanges(old: oldPalette, new: newPalette, chrome: system,
                                             minimumDeltaE: minDeltaE ?? config?.minDeltaE ?? Self.defaultMinDeltaE,
                                             matchingValues: match == .value, names: (oldArgument, newArgument))
            let pairsFile = try pairs ?? config?.existing(.pairs)
            let pairChanges = try pairsFile.map { (file) throws(SwatchError) in
                try PairChanges(changes: changes, pairs: PairsFile.read(file, option: pairs, config: config), old: oldPalette, new: newPalette, system: system,
                                level: wcagLevel ?? config?.wcagLevel ?? .aa)
            }
            let inputs = oldInputs + newInputs + (config?.inputs ?? []) + (pairsFile.map { [RunFile("the pairs file", $0)] } ?? [])
            var reviewSheet: RenderRequest?
            if let output {
                let review = changes.reviewSheet(all: all, pairs: pairChanges)
                if !review.palette.sections.isEmpty {
                    reviewSheet = RenderRequest(
                        palette: review.palette, chrome: system, options: SheetOptions(style: sheet.style, scale: sheet.scale, review: review.review,
                                                                          look: sheet.look ?? config?.look ?? TableLook(catalog: palette.catalogName(config: config))),
                        appearances: try sheet.appearance.selection().appearances, arrangement: sheet.layout, output: output,
                        fonts: try FontChoice.fonts(option: sheet.font, config: config), inputs: inputs)
                }
            }
            let text: StreamedText
            var chips: (folder: String, files: StreamedFolder)?
            switch format {
            case .json:
                text = changes.jsonText(old: oldArgument, new: newArgument, pairs: pairChanges, skipped: (oldSkipped, newSkipped))
            case .markdown:
                // No chips, no folder: a diff that found nothing to show writes none. An earlier run's chips folder is
                // left as it is: this report links nothing in it, and no run of swatch removes an output it does not replace.
                if !noImages, let beside = report ?? output, let folder = DiffOutputs.chipsFolder(beside: beside),
                   case let files = changes.chipFolder(), try !files.isEmpty() {
                    chips = (folder, files)
                }
                text = changes.markdownText(title: "Colours: \(oldArgument) → \(newArgument)",
                                            chips: chips.map { ($0.folder as NSString).lastPathComponent }, pairs: pairChanges,
                                            skipped: (oldSkipped.count, newSkipped.count))
            }
            // Sheets, report and chips are written all or none.
            let written = try DiffOutputs.write(sheet: reviewSheet, sheetPath: output, report: report.map { ($0, text) }, chips: chips, inputs: inputs) {
                warn(MessageText(verbatim: $0))  // made by the library, its values quoted
            }
            for sheet in written { Console.status(sheet.image == "-" ? "wrote standard output" : "wrote \(path: sheet.image)") }
            if report == nil { try text.writeToStandardOutput() }
            if changes.hasChanges { throw ExitCode(1) }
        }

        /// The palette `argument` names, read with the palette options (a revision through git), the system
        /// catalog, the files read (none for a revision: its copy is swatch's own temporary) and what `--keep-going`
        /// passed over.
        private func read(_ argument: String, config: SwatchConfig?) throws(SwatchError) -> (Palette, Palette, [RunFile], skipped: [String]) {
            if GitRevision.isRevision(argument) {
                let revision = try GitRevision(argument)
                do throws(SwatchError) {
                    let loaded = try palette.load(path: revision.path, config: config, shownAs: revision.shownAs)
                    return (loaded.palette, loaded.system, [], loaded.skipped)
                } catch {
                    throw revision.naming(error)
                }
            }
            let loaded = try palette.load(path: argument, config: config)
            let configInputs = config?.inputs ?? []  // made once, not for every file read
            let read = loaded.inputs.filter { !configInputs.contains($0) }
            return (loaded.palette, loaded.system, read.map { RunFile("a compared palette", $0.path) }, loaded.skipped)
        }
    }
}

/// `--match` of `swatch diff`.
enum DiffMatch: String, CaseInsensitiveChoice {
    case name, value
}

/// `--format` of `swatch diff`.
enum DiffFormat: String, CaseInsensitiveChoice {
    case markdown, json
}

/// How `swatch diff` draws its review sheet (`-o`): every palette appearance is compared whatever these say.
struct ReviewSheetOptions: ParsableArguments {
    @OptionGroup var appearance: AppearanceOptions

    @Option(help: "Table style of the review sheet.")
    var style: TableStyle = .insetGrouped

    @Option(help: ArgumentHelp("Which iOS's table the review sheet imitates: ios13, ios18 or ios26 (default: look in swatch.yml, else the one --catalog is for).", valueName: "look"))
    var look: TableLook?

    @Option(parsing: .unconditional, help: "Pixels per point of the review sheet: 1, 2 or 3.", transform: NumberOption.whole(.whole(SheetOptions.scales)))
    var scale: Int = 2

    @Option(help: "With several appearances: pair writes PATH-light.png, PATH-dark.png; side-by-side one PNG.")
    var layout: SheetArrangement = .sideBySide

    @Option(help: "Font file for the review sheet's text (default: font in swatch.yml).")
    var font: String?
}
