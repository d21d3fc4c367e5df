import Foundation
import SwatchSupport

/// Reads a user palette of any supported kind, chosen by what `path` is:
/// - a folder: an asset catalog (`.xcassets`, or any folder holding `.colorset` folders); a folder that
///   is not `.xcassets` and holds exactly one `*.resolver.json` (as `swatch export --format tokens`
///   writes) or a `$themes.json` is read as those design tokens, one whose token files are all named
///   `Collection.Mode.tokens.json` as Figma variables exported per mode (`FigmaModeFiles`);
/// - `*.tokens`, `*.tokens.json`, `*.resolver.json` or `$themes.json`: design tokens;
/// - another `.json` file: Figma variables when it holds `meta.variableCollections` (the REST API's
///   `variables/local` response) or `variableCollections` and `variables` (a plugin's dump), design tokens
///   when its content says so (`TokensReader.isTokens`: no top-level `schemes`, and `resolutionOrder`,
///   `$themes`, a top-level `$type`, any object with `$value`, or Tokens Studio's legacy `value` and `type`),
///   otherwise a theme; `.yaml` and `.yml`: a theme;
/// - anything else: a text list.
public enum PaletteReader {
    /// Reads the palette at `path`; `system` resolves references to UIKit colours. Errors name the file,
    /// key path or line and the value. Every file it leads to is read inside what `path` names (`InputFiles`),
    /// and the load lists them in `inputs`. A named pipe is read unless not `allowsPipe` (a palette read only to be
    /// compared with another, which must not wait for a writer).
    ///
    /// A file's messages name it by its own name (`colors.txt:3: …`), or by `shownAs` when given: the path as the user
    /// gave it (`brand/colors.txt:3: …`), so two palettes of one name (`diff a/p.txt b/p.txt`) are told apart.
    public static func read(path: String, options: PaletteReadOptions = PaletteReadOptions(), system: Palette,
                            allowsPipe: Bool = true, shownAs: String? = nil) throws(SwatchError) -> PaletteLoad {
        let inputs = InputFiles(named: path)
        let names = shownAs.map { PaletteMessageNames(path: path, shownAs: $0) }
        var load: PaletteLoad
        do throws(SwatchError) {
            load = try read(path: path, inputs: inputs, options: options, system: system, allowsPipe: allowsPipe)
        } catch {
            throw names?.naming(error) ?? error
        }
        load.inputs = inputs.files
        if let names {
            load.warnings = load.warnings.map(names.naming)
            load.skipped = load.skipped.map(names.naming)
        }
        return load
    }

    private static func read(path: String, inputs: InputFiles, options: PaletteReadOptions, system: Palette,
                             allowsPipe: Bool) throws(SwatchError) -> PaletteLoad {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            var info = stat()
            let reason = MessageText(errno: stat(path, &info) != 0 ? errno : ENOENT)
            throw SwatchError(.palette, "\(path: path): \(reason)")
        }
        if isDirectory.boolValue {
            if let tokens = tokenDocument(inFolder: path) {
                inputs.recordFolder(path, role: "the palette")
                let file = URL(fileURLWithPath: tokens).lastPathComponent
                let bytes = Data(try inputs.readReferenced(tokens, shownAs: "\(place: file)", recorded: false))
                return try TokensReader.read(root: try TokensReader.parse(bytes, file: file), path: tokens, inputs: inputs, options: options)
            }
            if let files = FigmaModeFiles.files(inFolder: path) {
                inputs.recordFolder(path, role: "the palette")
                return try FigmaModeFiles.read(files, folder: path, shown: URL(fileURLWithPath: path).lastPathComponent, inputs: inputs, options: options)
            }
            return try AssetCatalogReader.read(path: path, options: options, system: system, inputs: inputs)
        }
        let bytes = Data(try inputs.readNamed(path, shownAs: path, allowsPipe: allowsPipe))
        let file = URL(fileURLWithPath: path).lastPathComponent
        let name = file.lowercased()
        if [".tokens", ".tokens.json", ".resolver.json"].contains(where: name.hasSuffix) || name == "$themes.json" {
            // The bytes go once parsed: what is read from them is held by the parsed document. The parse checks memory.
            return try TokensReader.read(root: try TokensReader.parse(consume bytes, file: file), path: path, inputs: inputs, options: options)
        }
        let isJSON = name.hasSuffix(".json")
        // Counted once: a pass over every byte (design token files are counted by their parse, above).
        let values = isJSON && MemoryBudget.applies ? JSONValueCount.upperBound(in: bytes) : 0
        if isJSON {
            try MemoryBudget.check(needing: bytes.count * MemoryBudget.tokenBytesPerInputByte + values * MemoryBudget.jsonBytesPerValue.tokens,
                                   for: path)
        }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "json":
            // Every .json palette is parsed once, strictly: what it refuses (a repeated key, a number beyond Double, a
            // control character in a string, UTF-16) is refused in swatch's words with its place, whatever the document is.
            let root: TokenNode
            do throws(JSONProblem) { root = try TokenNode.parse(bytes) } catch { throw error.paletteError(in: file) }
            // What the token parse took shows in the process's use now; the reader chosen needs the rest of its figure.
            let rest = { (figure: Int) throws(SwatchError) in
                try MemoryBudget.check(needing: bytes.count * (figure - MemoryBudget.tokenBytesPerInputByte)
                                       + values * (MemoryBudget.jsonBytesPerValue.theme - MemoryBudget.jsonBytesPerValue.tokens), for: path)
            }
            if FigmaVariables.isFigma(root) {
                try rest(MemoryBudget.figmaBytesPerInputByte)
                let variables: FigmaVariables
                do throws(JSONProblem) { variables = try FigmaVariables(root) } catch { throw error.paletteError(in: file) }
                return try FigmaPalette.load(variables, file: file, options: options)
            }
            if TokensReader.isTokens(root) { return try TokensReader.read(root: root, path: path, inputs: inputs, options: options) }
            try rest(MemoryBudget.themeBytesPerInputByte)
            return try ThemeReader.read(root: root, file: file, options: options)
        case "yaml", "yml":
            let marks = MemoryBudget.applies ? YAMLValueCount.upperBound(in: bytes) : 0
            try MemoryBudget.check(needing: bytes.count * MemoryBudget.yamlThemeBytesPerInputByte + marks * MemoryBudget.yamlBytesPerValue,
                                   for: path)
            return try ThemeReader.read(data: bytes, file: file, options: options)
        default: return try TextListReader.read(data: bytes, file: file, options: options)
        }
    }

    /// Whether a file named `name` reads the files beside it: a resolver document (`*.resolver.json`, its sources) or
    /// Tokens Studio's `$themes.json` (its sets). A copy of one (a revision's) needs its folder.
    public static func readsFilesBeside(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".resolver.json") || lowered == "$themes.json"
    }

    /// The resolver document or `$themes.json` a folder of design tokens is read through; nil for an
    /// `.xcassets` folder and folders with neither (or with several resolver documents).
    static func tokenDocument(inFolder path: String) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path),
              let name = tokenDocument(among: names, inFolderNamed: (path as NSString).lastPathComponent) else { return nil }
        return (path as NSString).appendingPathComponent(name)
    }

    /// The token files among `names`, the entries of a folder named `folder`, when the folder is read as Figma's export of
    /// one file per collection and mode (`FigmaModeFiles`); nil when it is read otherwise. The folder's other entries are
    /// never read.
    package static func figmaModeFiles(among names: [String], inFolderNamed folder: String) -> [String]? {
        FigmaModeFiles.files(among: names, inFolderNamed: folder)?.map(\.name)
    }

    /// The name of the resolver document or `$themes.json` among `names`, the entries of a folder named `folder`, that
    /// the folder is read through (`tokenDocument(inFolder:)`); nil for an `.xcassets` folder or one with neither.
    public static func tokenDocument(among names: [String], inFolderNamed folder: String) -> String? {
        guard URL(fileURLWithPath: folder).pathExtension.lowercased() != "xcassets" else { return nil }
        let resolvers = names.filter { $0.lowercased().hasSuffix(".resolver.json") }
        if resolvers.count == 1 { return resolvers[0] }
        return names.contains("$themes.json") ? "$themes.json" : nil
    }
}
