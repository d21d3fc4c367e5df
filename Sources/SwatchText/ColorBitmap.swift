/// A premultiplied RGBA image of one colour glyph, and its resampling to the text's size.
struct ColorBitmap {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, row-major.
    let pixels: [UInt8]

    /// Each pixel's alpha, row-major.
    var alphas: [UInt8] { stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] } }

    /// The image resized by `factor`: area-averaged when shrinking (emoji strikes are usually larger than
    /// the text), bilinear when growing. Premultiplied pixels average without dark fringes.
    func scaled(by factor: Double) -> ColorBitmap {
        guard factor.isFinite, factor > 0, abs(factor - 1) > 1e-9 else { return self }
        let outWidth = max(1, Int((Double(width) * factor).rounded()))
        let outHeight = max(1, Int((Double(height) * factor).rounded()))
        let xWeights = Self.weights(from: width, to: outWidth)
        let yWeights = Self.weights(from: height, to: outHeight)
        // Rows first, then columns; both passes keep channels as Doubles until the end.
        var horizontal = [Double](repeating: 0, count: outWidth * height * 4)
        for y in 0..<height {
            for (ox, taps) in xWeights.enumerated() {
                for (x, w) in taps {
                    let i = (y * width + x) * 4, o = (y * outWidth + ox) * 4
                    for c in 0..<4 { horizontal[o + c] += Double(pixels[i + c]) * w }
                }
            }
        }
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for (oy, taps) in yWeights.enumerated() {
            for ox in 0..<outWidth {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (y, w) in taps {
                    let i = (y * outWidth + ox) * 4
                    sum.0 += horizontal[i] * w
                    sum.1 += horizontal[i + 1] * w
                    sum.2 += horizontal[i + 2] * w
                    sum.3 += horizontal[i + 3] * w
                }
                let o = (oy * outWidth + ox) * 4
                let alpha = min(255, max(0, sum.3.rounded()))
                out[o + 3] = UInt8(alpha)
                // Premultiplied colour never exceeds its alpha.
                out[o] = UInt8(min(alpha, max(0, sum.0.rounded())))
                out[o + 1] = UInt8(min(alpha, max(0, sum.1.rounded())))
                out[o + 2] = UInt8(min(alpha, max(0, sum.2.rounded())))
            }
        }
        return ColorBitmap(width: outWidth, height: outHeight, pixels: out)
    }

    /// For each output index, the input indices and weights (summing to 1) that make it.
    private static func weights(from inCount: Int, to outCount: Int) -> [[(Int, Double)]] {
        let ratio = Double(inCount) / Double(outCount)
        return (0..<outCount).map { o in
            if ratio >= 1 {
                // Area average over the input span [o·ratio, (o+1)·ratio).
                let start = Double(o) * ratio, end = start + ratio
                var taps: [(Int, Double)] = []
                var i = Int(start)
                while Double(i) < end, i < inCount {
                    let overlap = min(end, Double(i + 1)) - max(start, Double(i))
                    if overlap > 0 { taps.append((i, overlap / ratio)) }
                    i += 1
                }
                return taps
            }
            // Bilinear: sample at the output pixel's centre mapped back into the input.
            let centre = (Double(o) + 0.5) * ratio - 0.5
            let left = Int(centre.rounded(.down))
            let t = centre - Double(left)
            let a = min(max(left, 0), inCount - 1), b = min(max(left + 1, 0), inCount - 1)
            return a == b ? [(a, 1)] : [(a, 1 - t), (b, t)]
        }
    }
}
