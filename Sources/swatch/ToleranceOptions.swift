import ArgumentParser
import SwatchKit

/// What counts as equal when comparing images. Shared by compare and verify; verify's defaults come from
/// swatch.yml's `verify` keys.
struct ToleranceOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Perceptual colour distance a pixel may differ by, 0 (exact, the default) to 1, in pixelmatch's YIQ units (its default is 0.1).",
            transform: NumberOption.number(.number(ImageDiffOptions.thresholds)))
    var threshold: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Differing pixels still counted as equal: a count (10) or a percentage of the pixels (0.5%); default 0.", valueName: "n|p%"),
            transform: { text in
                guard let allowance = PixelAllowance(parsing: text) else { throw ValidationError("expected \(PixelAllowance.expected)") }
                return allowance
            })
    var maxDiffPixels: PixelAllowance?

    @Flag(inversion: .prefixedNo, help: "Do not count pixels that look like anti-aliased edges (pixelmatch's detector); the diff image shows them yellow.")
    var ignoreAntialiasing: Bool?

    func validate() throws {
        _ = try options(config: nil)
    }

    /// The comparison these flags ask for, the config's values where a flag is not given.
    func options(config: SwatchConfig?) throws(SwatchError) -> ImageDiffOptions {
        // swatch.yml's value was checked when the file was read.
        let allowance = self.maxDiffPixels ?? config?.maxDiffPixels.flatMap(PixelAllowance.init(parsing:)) ?? .none
        return try ImageDiffOptions(threshold: threshold ?? config?.threshold ?? 0, allowance: allowance,
                                    ignoreAntialiasing: ignoreAntialiasing ?? config?.ignoreAntialiasing ?? false)
    }
}
