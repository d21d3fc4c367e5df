import Foundation
import SwatchLayout
import SwatchSupport

/// The report for people: a one-line summary for test failures and logs, and the lines `swatch compare`
/// prints. Numbers are plain (no thousands separators), so logs can be searched and diffed.
extension DiffReport {
    /// `identical`, `equal` (within the threshold or allowance) or `different`.
    public var verdict: String { identical ? "identical" : isEqual ? "equal" : "different" }

    /// One line: the verdict and where the differences are.
    public var summary: String {
        if identical { return "identical (\(expectedSize))" }
        var parts = ["\(verdict): \(differingPixels) of \(comparedPixels) pixels differ (\(percentText))"]
        if let channel = channelLabel { parts.append("\(channel) \(maxChannelDelta)") }
        if let boundingBox { parts.append("within \(Self.rangeText(boundingBox))") }
        if !sizesMatch { parts.append("size \(actualSize), expected \(expectedSize)") }
        return parts.joined(separator: ", ")
    }

    /// The verdict, then one `name: value` line per measure, indented.
    public var text: String {
        if identical { return "identical\n  size: \(expectedSize)\n" }
        var lines = [verdict]
        lines.append("  differing pixels: \(differingPixels) of \(comparedPixels) (\(percentText)); \(allowedPixels) allowed")
        if let channel = channelLabel { lines.append("  \(channel): \(maxChannelDelta)") }
        if let boundingBox {
            lines.append("  bounding box: \(Self.rangeText(boundingBox)) (\(boundingBox.width) x \(boundingBox.height) px)")
        }
        if antialiasedPixels > 0 { lines.append("  ignored as anti-aliasing: \(antialiasedPixels) pixels") }
        if threshold > 0 { lines.append("  threshold: \(formatNumber(threshold))") }
        lines.append(sizesMatch ? "  size: \(expectedSize)" : "  size: expected \(expectedSize), actual \(actualSize)")
        if !overlapCompared { lines.append("  pixels both images have: not compared, the sizes differ (--diff compares them)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `maxChannelDelta` is called: `largest channel difference`, or `largest channel difference where both
    /// have pixels` when the sizes differ and `--diff` compared the pixels both have; nil when those were not
    /// compared (sizes that differ, no `--diff`): no pixel was looked at, and a figure of 0 would read as "alike".
    var channelLabel: String? {
        guard overlapCompared else { return nil }
        return sizesMatch ? "largest channel difference" : "largest channel difference where both have pixels"
    }

    /// The share as a percentage with three significant digits and no exponent: "0.000622%", "12.5%".
    var percentText: String {
        let percent = differingShare * 100
        guard percent > 0 else { return "0%" }
        let decimals = min(10, max(0, 2 - Int(log10(percent).rounded(.down))))
        var text = String(format: "%.\(decimals)f", percent)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + "%"
    }

    /// "x 10...12, y 40...40": inclusive pixel ranges.
    static func rangeText(_ rect: PixelRect) -> String {
        "x \(rect.x)...\(rect.maxX - 1), y \(rect.y)...\(rect.maxY - 1)"
    }
}
