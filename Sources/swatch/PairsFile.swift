import SwatchKit

/// The pairs file a command reads: `--pairs`, else swatch.yml's `check.pairs`.
enum PairsFile {
    /// The pairs in `file`, which is `option` (`--pairs`) when given, else the config's, named by its key when it cannot be
    /// read (`SwatchConfig.reading`: the thirtieth hostile pass's H30-5); only the command line may name a pipe.
    static func read(_ file: String, option: String?, config: SwatchConfig?) throws(SwatchError) -> [ContrastPair] {
        try SwatchConfig.reading(.pairs, option: option, of: config) { () throws(SwatchError) in
            try ContrastPair.read(file: file, allowsPipe: option != nil)
        }
    }
}
