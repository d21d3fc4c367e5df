import Foundation
import SwatchSupport

/// One export's settings from a file of their own: an entry of swatch.yml's `exports` without `output`, in
/// JSON (a `.json` file, read strictly) or YAML (`{"format": "swiftui", "access": "public"}`). The SwatchColors plugin passes a
/// target's `swatch-plugin.json` to `swatch export --settings`, so the plugin takes every option swatch.yml's
/// exports take, checked by the same schema (`ConfigSchema.exportSettingsKeys`) with the same messages.
public struct ExportSettings: Sendable, Equatable {
    /// The format written when neither the file nor the command line names one: the plugin's default.
    public static let defaultFormat = "swiftui"

    /// The file as messages name it: the path given to `--settings`.
    public let path: String
    /// The format the file names, if it names one.
    public let format: String?
    /// Its other options, in file order, named as `swatch export`'s options without `--`.
    public let options: [ConfigValue.Member]

    /// The file as an input of the run: no output may overwrite it.
    public var input: RunFile { RunFile("the export settings", path) }

    /// Reads and checks the settings file at `path` (a regular file or a pipe, anywhere the user names, at most
    /// `SwatchConfig.maxBytes`).
    public static func read(_ path: String) throws(SwatchError) -> ExportSettings {
        let files = InputFiles(named: path)
        let bytes: [UInt8]
        do throws(SwatchError) {
            bytes = try files.readNamed(path, shownAs: path, role: "the export settings", limit: (SwatchConfig.maxBytes, "an export settings file"))
        } catch {
            throw SwatchError(.usage, "\(error)")
        }
        return try parse(bytes, path: path)
    }

    /// The settings in `bytes`, read from `path` (as messages name it).
    static func parse(_ bytes: [UInt8], path: String) throws(SwatchError) -> ExportSettings {
        var text = try InputText.decoded(bytes, file: "\(path)", kind: .usage)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // A `.json` file (swatch-plugin.json) is JSON: the strict parser every JSON input meets refuses what YAML lets
        // through (`{format: css}`, a trailing comma, comments); its keys are then read as any settings file's.
        if path.lowercased().hasSuffix(".json") {
            let root: OrderedJSON
            do throws(OrderedJSONParser.SyntaxError) {
                root = try OrderedJSONParser.parse(bytes)
            } catch {
                throw SwatchError(.usage, "\(path): not valid JSON (\(verbatim: error.message))")  // its values quoted already
            }
            // JSON's `null` is a value, not YAML's empty document: it was read as no settings (the twelfth hostile pass).
            if root == .null { throw SwatchError(.usage, "\(path): expected a mapping, not null") }
        }
        // No key holds a path, so nothing is resolved against a folder or confined to one.
        var document = ConfigDocument(shown: path, folder: "", confinement: InputFiles(named: "."))
        let values = try document.read(text, keys: ConfigSchema.exportSettingsKeys)
        return ExportSettings(path: path, format: values[ConfigSchema.Key.format]?.text,
                              options: values.members.filter { $0.key != ConfigSchema.Key.format })
    }
}
