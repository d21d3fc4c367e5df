import SwatchKit

/// The fonts a sheet is drawn with: `--font`, else swatch.yml's `font`, else the default.
enum FontChoice {
    /// `option` (`--font`), else `config`'s font, else the default; the config's is named by its key when it is not there
    /// or cannot be used (`SwatchConfig.reading`).
    static func fonts(option: String?, config: SwatchConfig?) throws(SwatchError) -> FontSet {
        let configured = option == nil ? try config?.existing(.font) : nil
        return try SwatchConfig.reading(.font, option: option, of: config) { () throws(SwatchError) in
            try FontLocator.locate(override: option ?? configured)
        }
    }
}
