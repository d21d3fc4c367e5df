import SwatchKit

/// The pairs file a command reads: `--pairs`, else swatch.yml's `check.pairs`.
enum PairsFile {
    /// The pairs in `file`, which is `option` (`--pairs`) when given, else the config's: that one is named by its key when it
    /// cannot be read (`swatch.yml: check.pairs: 'p.txt': not UTF-8 …`: the thirtieth hostile pass's H30-5), as the
    /// config's font and palette are (`FontChoice`); only the command line may name a pipe.
    static func read(_ file: String, option: String?, config: SwatchConfig?) throws(SwatchError) -> [ContrastPair] {
        do throws(SwatchError) {
            return try ContrastPair.read(file: file, allowsPipe: option != nil)
        } catch {
            throw option == nil ? config?.naming(.pairs, error) ?? error : error
        }
    }
}
