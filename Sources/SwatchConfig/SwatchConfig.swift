import Foundation
import SwatchColor
import SwatchLayout
import SwatchSupport

/// A team's settings in `swatch.yml`, checked against `ConfigSchema`, with every path resolved against the
/// file's folder. Options on the command line override what it says.
public struct SwatchConfig: Sendable, Equatable {
    /// The file name swatch looks for.
    public static let fileName = "swatch.yml"
    /// The most bytes a config file may hold: 1 MiB, some thousand times a real one.
    public static let maxBytes = 1 << 20

    /// The file as messages name it: `swatch.yml`, `../../swatch.yml`, or the path given to `--config`.
    public let path: String
    /// Every key given, checked.
    public let values: ConfigValue

    /// The config read from `values` of the file at `path`.
    init(path: String, values: ConfigValue) {
        self.path = path
        self.values = values
        // A file it names may be read after a cleanup runs, which must not take it for a dead run's leftover.
        let folder = PathText.folder(of: path)
        InputFiles.noteNamed(Self.namedPaths(in: values).flatMap { [$0, folder.isEmpty ? $0 : folder + "/" + $0] })
    }

    /// The top-level keys as written, with their values: what a message about one names (`ReferenceWording`).
    public var topLevel: [ConfigValue.Member] {
        if case .object(let members) = values { return members }
        return []
    }

    /// The keys whose values are paths, at any depth (a reference's `against`, its render's `palette`).
    private static let pathKeys: Set<String> = [Key.palette, Key.font, Key.pairs, Key.against, Key.output]

    /// The texts of `pathKeys` in `value`.
    private static func namedPaths(in value: ConfigValue) -> [String] {
        switch value {
        case .list(let elements): elements.flatMap(namedPaths(in:))
        case .object(let members):
            members.flatMap { member in
                if pathKeys.contains(member.key), case .text(let text) = member.value { return [text] }
                return namedPaths(in: member.value)
            }
        default: []
        }
    }

    private typealias Key = ConfigSchema.Key

    /// The file as an input of the run: no output may overwrite it.
    public var input: RunFile { RunFile("the config", path) }

    /// The file and what it names that swatch only ever reads (`check.pairs`, `font`), as inputs of every run that reads
    /// it, whichever command the run is: an export over the pairs file is refused though `export` does not read it (the
    /// twentieth hostile pass's H20-6). The palettes it names are inputs only of the runs that read them: a project may
    /// export the catalog that a reference then renders.
    public var inputs: [RunFile] {
        [input] + [pairs.map { RunFile("the pairs file", $0) }, font.map { RunFile("the font", $0) }].compactMap { $0 }
    }

    /// `palette`: your colours (resolved path).
    public var palette: String? { values[Key.palette]?.text }
    /// `catalog`: the built-in catalog's name.
    public var catalog: String? { values[Key.catalog]?.text }
    /// `appearance-map`: which appearance each design-tool mode, theme or context named otherwise is.
    public var appearanceMap: String? { values[Key.appearanceMap]?.text }
    /// `look`: the iOS look sheets are drawn in.
    public var look: TableLook? { values[Key.look]?.text.flatMap(TableLook.init(rawValue:)) }
    /// `font`: the font file (resolved path).
    public var font: String? { values[Key.font]?.text }

    /// One entry of `exports`: a format, where it goes, and the other options of `swatch export` it sets.
    public struct Export: Sendable, Equatable {
        /// Its key path, for messages: `exports[1]`.
        public let keyPath: String
        /// The format's name (`swiftui`).
        public let format: String
        /// Where it goes (resolved path).
        public let output: String
        /// Its other options, in file order, named as `swatch export`'s options without `--`.
        public let options: [ConfigValue.Member]
    }

    /// `exports`, in file order.
    public var exports: [Export] {
        (values[Key.exports]?.elements ?? []).enumerated().map { index, entry in
            Export(keyPath: "\(Key.exports)[\(index)]", format: entry[Key.format]?.text ?? "", output: entry[Key.output]?.text ?? "",
                   options: entry.members.filter { $0.key != Key.format && $0.key != Key.output })
        }
    }

    /// `check.pairs`: the pairs file (resolved path).
    public var pairs: String? { values[Key.check]?[Key.pairs]?.text }
    /// `check.wcag-level`.
    public var wcagLevel: ContrastLevel? { values[Key.check]?[Key.wcagLevel]?.text.flatMap(ContrastLevel.init(rawValue:)) }

    /// `verify.threshold`.
    public var threshold: Double? { values[Key.verify]?[Key.threshold]?.number }
    /// `verify.max-diff-pixels`, as `--max-diff-pixels` takes it.
    public var maxDiffPixels: String? { values[Key.verify]?[Key.maxDiffPixels].map(\.argument) }
    /// `verify.ignore-antialiasing`.
    public var ignoreAntialiasing: Bool? {
        if case .boolean(let flag)? = values[Key.verify]?[Key.ignoreAntialiasing] { return flag }
        return nil
    }

    /// One entry of `verify.references`: the committed PNG and the render options that draw it.
    public struct Reference: Sendable, Equatable {
        /// Its key path, for messages: `verify.references[0]`.
        public let keyPath: String
        /// The committed PNG (resolved path).
        public let against: String
        /// Render options, in file order, named as `swatch render`'s options without `--`.
        public let render: [ConfigValue.Member]
    }

    /// `verify.references`, in file order.
    public var references: [Reference] {
        (values[Key.verify]?[Key.references]?.elements ?? []).enumerated().map { index, entry in
            Reference(keyPath: "\(Key.verify).\(Key.references)[\(index)]", against: entry[Key.against]?.text ?? "",
                      render: entry[Key.render]?.members ?? [])
        }
    }

    /// Throws a usage error naming both key paths when two `verify.references` name one file, by any path to
    /// it (`r.png` and `./x/../r.png`, a hard link, a bind mount): recording would write the second over the
    /// first and every later check of one would fail. `recording`: the references are the run's outputs.
    public func checkReferencesApart(recording: Bool) throws(SwatchError) {
        try PathIdentity.checkApart(references.filter { !$0.against.isEmpty }.map { (RunFile($0.keyPath, $0.against), false) },
                                    twice: recording ? "written twice" : "checked twice")
    }

    /// `diff.min-delta-e`.
    public var minDeltaE: Double? { values[Key.diff]?[Key.minDeltaE]?.number }
}

extension SwatchConfig {
    /// The config for a run: the file `named` (`--config`), else `swatch.yml` in `directory` or at the top of
    /// the git work tree holding it; nil when there is none or `disabled` (`--no-config`).
    public static func load(named: String?, disabled: Bool,
                            directory: String = FileManager.default.currentDirectoryPath) throws(SwatchError) -> SwatchConfig? {
        if disabled {
            guard named == nil else { throw SwatchError(.usage, "--config and --no-config cannot be given together") }
            return nil
        }
        if let named { return try read(named, discovered: false) }
        guard let found = locate(from: directory) else { return nil }
        return try read(found, discovered: true)
    }

    /// `swatch.yml` in `directory`, else in the nearest folder above it holding `.git` (the work tree's top),
    /// as a path relative to `directory` (`../../swatch.yml`); nil when neither has one. Nothing is read.
    public static func locate(from directory: String) -> String? {
        var info = stat()
        if lstat((directory as NSString).appendingPathComponent(fileName), &info) == 0 { return fileName }
        var folder = PathIdentity.resolved(directory).path
        var climbed = 0
        while folder != "/" && !folder.isEmpty {
            if lstat((folder as NSString).appendingPathComponent(".git"), &info) == 0 {
                guard climbed > 0, lstat((folder as NSString).appendingPathComponent(fileName), &info) == 0 else { return nil }
                return String(repeating: "../", count: climbed) + fileName
            }
            folder = PathText.folder(of: folder)
            climbed += 1
        }
        return nil
    }

    /// Reads and checks the config at `path`. A file swatch found (`discovered`) must be a regular file whose
    /// links stay inside its folder; a file the user named may be anywhere, or a pipe.
    static func read(_ path: String, discovered: Bool) throws(SwatchError) -> SwatchConfig {
        var info = stat()
        let isPipe = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO || namesDescriptor(path)
        // A pipe's paths are relative to the current folder; a file's to its own folder.
        let files = InputFiles(named: isPipe ? "." : path)
        if discovered, !files.isInside(path) {
            throw SwatchError(.usage, "\(path): is a link to a file outside \(files.confinementShown); swatch reads a \(fileName) it finds only inside its folder (name it with --config to use it)")
        }
        let bytes: [UInt8]
        do throws(SwatchError) {
            bytes = try files.readNamed(path, shownAs: path, role: "the config", allowsPipe: !discovered,
                                        limit: (maxBytes, "a config file"))
        } catch {
            throw SwatchError(.usage, "\(error)")
        }
        return try parse(bytes, path: path, folder: isPipe ? "" : PathText.folder(of: path), confinement: files)
    }

    /// Whether `path` names an open descriptor rather than a file in a folder (`/dev/stdin`, `/dev/fd/0`,
    /// `/proc/self/fd/0`): its folder, links resolved, is `/dev` or a process's `fd` folder. Its paths are then
    /// relative to the current folder, as a pipe's are, whatever standard input is (a redirected file made
    /// `/dev` the config's folder).
    static func namesDescriptor(_ path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().resolvingSymlinksInPath().path
        if folder == "/dev" || folder == "/dev/fd" { return true }
        let parts = folder.split(separator: "/")
        return parts.first == "proc" && parts.last == "fd"
    }

    /// The config in `bytes`, read from `path` (as messages name it); its paths are relative to `folder` and
    /// those that must be are confined by `confinement`. The fuzz target's entry point.
    package static func parse(_ bytes: [UInt8], path: String, folder: String, confinement: InputFiles) throws(SwatchError) -> SwatchConfig {
        var text = try InputText.decoded(bytes, file: "\(path)", kind: .usage)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var document = ConfigDocument(shown: path, folder: folder, confinement: confinement)
        return SwatchConfig(path: path, values: try document.read(text))
    }
}
