import Foundation
import SwatchSupport

extension SwatchConfig {
    /// A file the config names for a command to read, not write: the palette, the pairs file, the font.
    public enum NamedFile: Sendable {
        case palette, pairs, font

        /// The key path that names it: `palette`, `check.pairs`, `font`.
        var keyPath: String {
            switch self {
            case .palette: ConfigSchema.Key.palette
            case .pairs: ConfigSchema.Key.check + "." + ConfigSchema.Key.pairs
            case .font: ConfigSchema.Key.font
            }
        }

        /// The kind of error its reader gives, so the exit status is the one a missing file had.
        var kind: SwatchError.Kind {
            switch self {
            case .palette, .pairs: .palette
            case .font: .font
            }
        }
    }

    /// The path the config gives for `file` (resolved against its folder), nil when it gives none; a path that names
    /// nothing is refused naming the key, as every other refusal of a path the config gives is (`swatch.yml: check.pairs:
    /// 'nope.txt': no such file or folder`): the reader's line named only the resolved path, which the user never typed
    /// (the twenty-third hostile pass's H23-13). Checked when a command is about to read it, not when the config is read:
    /// a reference may render a palette that an export of the same config makes.
    public func existing(_ file: NamedFile) throws(SwatchError) -> String? {
        guard let value = value(of: file) else { return nil }
        var info = stat()
        if lstat(value, &info) != 0, errno == ENOENT {
            throw SwatchError(file.kind, "\(path: path): \(verbatim: file.keyPath): '\(path: value)': no such file or folder")
        }
        // A pairs file or a font is a file: a folder there is named by its key too, as a pipe is (H24-12).
        if file != .palette, stat(value, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw SwatchError(file.kind, "\(path: path): \(verbatim: file.keyPath): '\(path: value)' is a folder, not a file")
        }
        return value
    }

    /// Runs `read`, which reads the file `option` names (the command line's) or, where it is nil, the one `config` gives for
    /// `file`: an error naming the config's file by its path names it by its key, as the config's other refusals do
    /// (`swatch.yml: font: '/etc/passwd': not a font …`: the twenty-seventh hostile pass's H27-2); any other is as it was.
    public static func reading<T>(_ file: NamedFile, option: String?, of config: SwatchConfig?,
                                  _ read: () throws(SwatchError) -> T) throws(SwatchError) -> T {
        do throws(SwatchError) {
            return try read()
        } catch {
            guard option == nil, let config, let value = config.value(of: file),
                  let rest = SwatchError.rest(of: error.message, after: value) else { throw error }
            throw SwatchError(error.kind, "\(path: config.path): \(verbatim: file.keyPath): '\(path: value)': \(verbatim: String(rest))")
        }
    }

    /// The path the config gives for `file`, as written.
    private func value(of file: NamedFile) -> String? {
        switch file {
        case .palette: palette
        case .pairs: pairs
        case .font: font
        }
    }
}
