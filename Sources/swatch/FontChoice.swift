import SwatchKit

/// The fonts a sheet is drawn with: `--font`, else swatch.yml's `font`, else the default.
enum FontChoice {
    /// `option` (`--font`), else `config`'s font, else the default; the config's is named by its key when it is not there
    /// or cannot be used (`swatch.yml: font: '/etc/passwd': not a font …`: the twenty-seventh hostile pass's H27-2).
    static func fonts(option: String?, config: SwatchConfig?) throws(SwatchError) -> FontSet {
        let configured = option == nil ? try config?.existing(.font) : nil
        do throws(SwatchError) {
            return try FontLocator.locate(override: option ?? configured)
        } catch {
            throw configured == nil ? error : config?.naming(.font, error) ?? error
        }
    }
}
