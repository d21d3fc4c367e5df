import ArgumentParser
import SwatchKit

/// What counts as equal when comparing images. Shared by compare and verify.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "Perceptual colour distance a pixel may differ by, 0 (exact, the default) to 1, in pixelmatch's YIQ units (its default is 0.1).")
    var threshold: Double = 0

    @Option(help: ArgumentHelp("Differing pixels still counted as equal: a count (10) or a percentage of the pixels (0.5%).", valueName: "n|p%"))
    var maxDiffPixels: String = "0"

    @Flag(help: "Do not count pixels that look like anti-aliased edges (pixelmatch's detector); the diff image shows them yellow.")
    var ignoreAntialiasing = false

    func validate() throws {
        _ = try options()
    }

    /// The comparison these flags ask for.
    func options() throws(SwatchError) -> ImageDiffOptions {
        guard let allowance = PixelAllowance(parsing: maxDiffPixels) else {
            throw SwatchError(.usage, "--max-diff-pixels '\(maxDiffPixels)' is not a pixel count or percentage: use N or P%, e.g. 10 or 0.5%")
        }
        return try ImageDiffOptions(threshold: threshold, allowance: allowance, ignoreAntialiasing: ignoreAntialiasing)
    }
}
