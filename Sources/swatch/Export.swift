import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",  // named here, not from the type: see Swatch.configuration
            abstract: "Write a palette as code, an asset catalog or design tokens, with every appearance it has.",
            discussion: """
                Formats: \(PaletteFormat.all.map(\.name).joined(separator: ", ")).
                With no --format, every export listed under exports in swatch.yml, all or none. A file that would \
                not change is not written again. --check writes nothing and exits 1 naming the stale files.
                  swatch export --format uikit --palette App/Assets.xcassets -o Colors.swift
                  swatch export --format xcassets --palette brand.tokens.json -o Brand.xcassets
                  swatch export --check
                """)

        @OptionGroup var palette: PaletteOptions
        @OptionGroup var config: ConfigOptions

        @Option(help: ArgumentHelp("One export's settings from a JSON or YAML file: an entry of swatch.yml's exports without output (format, default \(ExportSettings.defaultFormat); type-name, access, namespaces, values, xcode-symbols, css-theme, min-ios, force), as the SwatchColors plugin reads swatch-plugin.json. Options given here override it; with format swift and no type-name the enum is named after the palette.", valueName: "file"),
                completion: .file())
        var settings: String?

        @Option(help: ArgumentHelp("What to write (default: every export in swatch.yml): " + PaletteFormat.all.map { "\($0.name) (\($0.summary.dropLast()))" }.joined(separator: "; ") + ".", valueName: "format"))
        var format: PaletteFormat?

        @Option(name: .shortAndLong, help: ArgumentHelp("Where to write: a file, a folder for folder formats, or - for standard output (the default for text).", valueName: "path"),
                completion: .file())
        var output: String?

        @Option(help: ArgumentHelp("Code formats: declare this type (an enum) instead of extending UIColor, Color or NSColor.", valueName: "name"))
        var typeName: String?

        @Option(name: .customLong("min-ios"), parsing: .unconditional, help: "swift-compat: the iOS version #available names (13 by default; later where a colour needs it).",
                transform: NumberOption.whole(.whole(FormatOptions.minimumIOSVersions)))
        var minimumIOS: Int?

        @Option(help: "Swift formats: the access level of what they declare (internal by default; public for a design-system module; package needs Swift 5.9).")
        var access: SwiftAccess?

        @Option(help: "Swift formats: colours inside folders that provide a namespace as one name (flat: Color.brandPrimary) or in an enum per namespace, as Xcode nests them (nested: Color.Brand.primary). Default: flat.")
        var namespaces: SwiftNamespaces?

        @Option(help: "Swift formats: write the values (literal), or load each colour by name from the asset catalog --format xcassets writes (catalog), which then stays the one source of truth. Default: literal.")
        var values: SwiftValues?

        @Option(help: ArgumentHelp("Swift formats: whether Xcode generates Swift symbols for the same asset catalog in the target (generated: Xcode 15+'s \"Generate Swift Asset Symbol Extensions\", on in new projects; the colours then go in an enum named after the palette, UIColor.Assets.accent, beside Xcode's UIColor.accent) or not (none: extend the type itself, UIColor.accent). Default: generated for an asset catalog or --values catalog, else none.", valueName: "generated|none"))
        var xcodeSymbols: XcodeSymbols?

        @Option(help: #"css: what switches the appearance: media (prefers-color-scheme and prefers-contrast, the default), class (dark and high-contrast classes on <html>), data-attribute (data-theme="dark" and data-contrast="more" on <html>) or light-dark (light-dark() values, high contrast by prefers-contrast)."#)
        var cssTheme: CSSTheme?

        @Flag(help: "Folder formats: replace a folder holding files swatch did not write.")
        var force = false

        @Flag(help: "Write nothing: exit 1 naming each file that differs from what swatch would write, 0 when all are current.")
        var check = false

        @Flag(help: "Nothing on standard error but errors and the first warning (the rest counted): no status lines (wrote ..., unchanged).")
        var quiet = false

        // For the SwatchColors plugin, so hidden: the target's other palettes, each exported into the same module.
        @Option(name: .customLong("sibling"), help: ArgumentHelp("Swift formats: another palette whose export is compiled into the same module (repeatable); a name both would declare is an error naming both files, before anything is written.", valueName: "path", visibility: .hidden))
        var siblings: [String] = []

        func validate() throws {
            // `-o ''` was taken for the current folder: "the export would overwrite the palette p.txt", or with --check ": missing".
            if output?.isEmpty == true { throw SwatchError.emptyName(of: "the export") }
            if let typeName, Identifiers.isSwiftTypeName(typeName) == false {
                // Escaped here: the parser hands this message on as its own, whose lines are printed apart.
                throw SwatchError(.usage, "--type-name '\(typeName)' is not a Swift type name")
            }
        }

        /// What a sibling is to the run, as its messages name it.
        private static let siblingRole = "the sibling palette"

        /// Whether `path` names something, or could (its folder is there: a sibling named as the output is still refused), its
        /// folders followed as the file system follows them: `nope/..` and `a.txt/..` cannot.
        private static func couldName(_ path: String) -> Bool {
            var info = stat()
            if lstat(path, &info) == 0 { return true }
            guard errno == ENOENT else { return false }
            let folder = PathText.folder(of: path)  // not NSString's, which traps on `-` (swift-corelibs-foundation)
            return stat(folder.isEmpty ? "." : folder, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }

        func run() throws {
            Console.quiet = quiet
            let config = try self.config.load()
            let exports = try self.exports(config: config)
            let loaded = try palette.load(config: config)
            let listing = try ColorListing(palette: loaded.palette, chrome: loaded.system, appearances: loaded.palette.appearances,
                                           rounding: palette.hexRounding, skipped: loaded.skipped)
            let source = palette.path(config: config).map { URL(fileURLWithPath: $0).lastPathComponent }
                ?? "the \(palette.catalogName(config: config)) catalog"
            var jobs: [ExportJob] = []
            // A named sibling is a file the user gave as input, read or not (only Swift formats read one): no output may touch it.
            // A name that cannot name a file is none: an empty one (it was taken as `.`, so no output could go below the current
            // folder: H16-9), or one the file system cannot follow (`nope/..` is not `.`: the twenty-third pass's H23-5).
            var inputs = loaded.inputs + exports.compactMap(\.settings)
                + Set(siblings).sorted().filter { !$0.isEmpty && Self.couldName($0) }.map { RunFile(Self.siblingRole, $0) }
            if let export = exports.first?.export, !siblings.isEmpty {
                // What the advice of a clash names: where the options, and the type name if any, were given.
                let origin = settings.map(SwiftDeclaration.Origin.settings) ?? .commandLine
                let request = SwiftDeclaration.Request(format: export.format?.name ?? "export", options: origin,
                                                       typeName: typeName != nil ? .commandLine : export.typeName != nil ? origin : nil)
                let checked = try export.checkSiblings(declaring: try export.declarations(listing, palette: palette.palette),
                                                       palette: palette.path(config: config) ?? source, config: config, request: request)
                // A folder passed over (no palette in it) takes no part in the run: the warning said so (H24-3).
                inputs.removeAll { $0.role == Self.siblingRole && checked.passedOverFolders.contains($0.path) }
                inputs += checked.inputs
            }
            for (export, role) in exports.map({ ($0.export, $0.role) }) {
                jobs.append(ExportJob(path: export.output ?? "-", output: try export.formatOutput(listing, source: source),
                                      role: role, source: source, force: export.force, format: export.format?.name ?? "export"))
            }
            if jobs.count == 1, case .text(let text) = jobs[0].output, jobs[0].path == "-" {
                guard !check else { throw SwatchError(.usage, "--check compares files: give -o PATH") }
                try text.writeToStandardOutput()
                return
            }
            if check, jobs.contains(where: { $0.path == "-" }) { throw SwatchError(.usage, "--check compares files: give -o PATH") }
            check ? try report(ExportWriter.compare(jobs, inputs: inputs), of: jobs) : try write(jobs, inputs: inputs)
        }

        /// The exports to make, each with its role in messages and the settings file it read: this command
        /// line's (over `--settings`), else the config's.
        private func exports(config: SwatchConfig?) throws -> [(export: Export, role: String, settings: RunFile?)] {
            if let settings {
                let file = try ExportSettings.read(settings)
                return [(try withSettings(file), "the export", file.input)]
            }
            guard format == nil else { return [(self, "the export", nil)] }
            guard output == nil, typeName == nil, minimumIOS == nil, access == nil, namespaces == nil, values == nil, xcodeSymbols == nil,
                  cssTheme == nil, !force else {
                throw SwatchError(.usage, "-o, --type-name, --min-ios, --access, --namespaces, --values, --xcode-symbols, --css-theme and --force go with --format or --settings; each export in swatch.yml sets its own")
            }
            guard siblings.isEmpty else { throw SwatchError(.usage, "--sibling goes with --format or --settings: it names the other palettes of one export's module") }
            guard let config, !config.exports.isEmpty else {
                throw SwatchError(.usage, "give --format FORMAT (and -o PATH), or list exports in swatch.yml")
            }
            return try config.exports.map { entry in
                let export = try Self.entry(["--format", entry.format] + Verify.option("output", entry.output)
                                            + entry.options.flatMap(Verify.arguments(for:)),
                                            shownAs: "\(config.path): \(entry.keyPath)")
                return (export, entry.keyPath, nil)
            }
        }

        /// This command line's export with what `file` sets where the command line is silent.
        private func withSettings(_ file: ExportSettings) throws -> Export {
            var merged = try Self.entry(["--format", file.format ?? ExportSettings.defaultFormat]
                                        + file.options.flatMap(Verify.arguments(for:)), shownAs: file.path)
            merged.settings = settings
            merged.palette = palette
            merged.config = config
            merged.format = format ?? merged.format
            merged.output = output
            merged.typeName = typeName ?? merged.typeName
            merged.minimumIOS = minimumIOS ?? merged.minimumIOS
            merged.access = access ?? merged.access
            merged.namespaces = namespaces ?? merged.namespaces
            merged.values = values ?? merged.values
            merged.xcodeSymbols = xcodeSymbols ?? merged.xcodeSymbols
            merged.cssTheme = cssTheme ?? merged.cssTheme
            merged.force = force || merged.force
            merged.check = check
            merged.siblings = siblings
            return merged
        }

        /// The export `arguments` (an entry's options as a command line) describe; errors start with `shownAs`.
        private static func entry(_ arguments: [String], shownAs: String) throws -> Export {
            do {
                return try Export.checkedParse(arguments)
            } catch {
                throw SwatchError(.usage, "\(shownAs): \(Export.firstLine(for: error))")
            }
        }

        /// The options this export gives its format for the palette at `path` (nil for the catalog), named `source` in
        /// the header. A settings file holds no output, so two palettes of one target (the plugin's case) with format
        /// swift and no type-name get an enum each, named after the palette (`Brand.xcassets` → `Brand`), instead of
        /// two `Palette`s.
        private func formatOptions(source: String, palette path: String?) -> FormatOptions {
            let named = settings != nil && format?.name == "swift" ? path.map(Identifiers.swiftTypeName(forFile:)) : nil
            return FormatOptions(typeName: typeName ?? named, minimumIOS: minimumIOS ?? 13, source: source, access: access ?? .internal,
                                 namespaces: namespaces ?? .flat, values: values ?? .literal, xcodeSymbols: xcodeSymbols,
                                 cssTheme: cssTheme ?? .media)
        }

        /// What this export's code for `listing`, read from `path`, declares where the module's other Swift files see it.
        private func declarations(_ listing: ColorListing, palette path: String?) throws(SwatchError) -> [SwiftDeclaration] {
            guard let format else { throw SwatchError(.usage, "give --format FORMAT") }
            return try format.declarations(listing, options: formatOptions(source: "", palette: path))
        }

        /// Refuses a name this export's code (`declared`, of the palette at `path`) and a sibling's would both declare in
        /// their module, naming both files, before anything is written; returns the files the siblings' reads opened,
        /// which no output may touch. A sibling that is this palette (by device and inode) is passed over, and so is one
        /// that cannot be read or exported, with a warning saying why (its own export refuses it); a folder passed over so is
        /// returned apart, as no input. The advice of a clash names what `request` can change.
        private func checkSiblings(declaring declared: [SwiftDeclaration], palette path: String, config: SwatchConfig?,
                                   request: SwiftDeclaration.Request) throws -> (inputs: [RunFile], passedOverFolders: Set<String>) {
            guard !declared.isEmpty else { return ([], []) }
            let own = FileIdentity(following: path)
            var inputs: [RunFile] = []
            var passedOverFolders: Set<String> = []
            for sibling in Set(siblings).sorted() where own == nil || FileIdentity(following: sibling) != own {
                // A sibling standard output or error goes to is refused, and running out of memory stops the run: passed
                // over, the first was written over (`-o - >> Sib.txt`) and the second let a clash through.
                try InputFiles.checkStandardStreams(sibling, shownAs: sibling, kind: .palette)
                let loaded: PaletteOptions.Loaded, theirs: [SwiftDeclaration]
                do throws(SwatchError) {
                    loaded = try palette.load(path: sibling, config: config, aside: true)
                    let listing = try ColorListing(palette: loaded.palette, chrome: loaded.system, appearances: loaded.palette.appearances,
                                                   rounding: palette.hexRounding)
                    theirs = try declarations(listing, palette: sibling)
                } catch {
                    if error.kind == .memory { throw error }
                    // A sibling that cannot be read: its own export reports it, and this one says it was not compared (H16-14).
                    warn("the sibling palette is passed over, its names unchecked: \(error)")
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: sibling, isDirectory: &isFolder), isFolder.boolValue { passedOverFolders.insert(sibling) }
                    continue
                }
                if let clash = SwiftDeclaration.clash(declared, of: path, theirs, of: sibling, request: request) { throw clash }
                inputs += loaded.inputs
            }
            return (inputs, passedOverFolders)
        }

        /// What this export's format makes of `listing`.
        func formatOutput(_ listing: ColorListing, source: String) throws(SwatchError) -> ExportContent {
            guard let format else { throw SwatchError(.usage, "give --format FORMAT") }
            let made = try format.content(listing, options: formatOptions(source: source, palette: palette.palette))
            for warning in made.warnings { warn(MessageText(verbatim: warning)) }  // made by the library, its values quoted
            return made.content
        }

        /// Writes the exports all or none and says what became of each, on standard error.
        private func write(_ jobs: [ExportJob], inputs: [RunFile]) throws {
            let outcomes = try ExportWriter.write(jobs, inputs: inputs) { warn(MessageText(verbatim: $0)) }  // made by the library, its values quoted
            for (job, outcome) in zip(jobs, outcomes) {
                Console.status(outcome == .written ? "wrote \(path: job.path)" : "\(path: job.path): unchanged")
            }
        }

        /// Names each stale export; exit 1 when there is one.
        private func report(_ results: [ExistingOutput], of jobs: [ExportJob]) throws {
            var lines: [String] = []
            for (job, result) in zip(jobs, results) {
                switch result {
                case .same: continue
                case .missing: lines.append("\(job.path): missing")
                case .different(let detail): lines.append("\(job.path): stale (\(detail))")
                }
            }
            let stale = lines.count
            lines.append(stale == 0 ? "\(jobs.count == 1 ? "the export is" : "all \(jobs.count) exports are") current"
                                    : "\(stale) of \(jobs.count) exports \(stale == 1 ? "is" : "are") stale: run swatch export to write them")
            try Console.out(lines.map { VisibleText.escaped($0) + "\n" }.joined())
            if stale > 0 { throw ExitCode(1) }
        }
    }
}
