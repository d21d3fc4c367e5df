/// A `ColorVisionSimulation` prepared for pixels: 8-bit values are linearised through a 256-entry table and
/// encoded back by a binary search of the 255 linear values halfway between bytes, so each pixel costs a
/// few lookups and one matrix product, and the result is the nearest byte (halves round up), exactly as
/// `SRGBTransfer.encoded` would give it.
package struct ColorVisionFilter: Sendable {
    let simulation: ColorVisionSimulation
    private let transform: ColorVisionSimulation.Transform

    package init(_ simulation: ColorVisionSimulation) {
        self.simulation = simulation
        transform = simulation.transform
    }

    /// Linear light of each byte: `SRGBTransfer.linear(byte / 255)`.
    static let linear: [Double] = (0...255).map { SRGBTransfer.linear(Double($0) / 255) }

    /// `midpoints[k]` is the linear light halfway (in encoded terms) between bytes k and k + 1.
    static let midpoints: [Double] = (0..<255).map { SRGBTransfer.linear((Double($0) + 0.5) / 255) }

    /// The byte whose encoded value is nearest to linear light `value` (clamped into 0...1).
    @inline(__always)
    static func encode(_ value: Double) -> UInt8 {
        var low = 0, high = 255
        while low < high {  // the number of midpoints at or below `value`
            let middle = (low + high) / 2
            if midpoints[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return UInt8(low)
    }

    /// The simulated colour of a straight 8-bit colour; alpha is kept.
    package func simulate(_ color: RGBA8) -> RGBA8 {
        let (r, g, b) = transform.apply(Self.linear[Int(color.r)], Self.linear[Int(color.g)], Self.linear[Int(color.b)])
        return RGBA8(r: Self.encode(r), g: Self.encode(g), b: Self.encode(b), a: color.a)
    }

    /// The simulated colour of a premultiplied pixel: made straight, simulated, premultiplied again, so a
    /// translucent pixel's colour is simulated and its coverage kept.
    func simulate(_ pixel: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        if pixel.a == 0 { return pixel }
        return simulate(pixel.straight).premultiplied
    }

    /// Simulates `count` premultiplied RGBA pixels in place, or opaque RGB pixels (alpha 255) when `pixelBytes` is 3.
    /// Sheets are mostly runs and a few colours, so a small cache of pixels already seen does most of the work.
    package func apply(to pixels: UnsafeMutablePointer<UInt8>, count: Int, pixelBytes: Int = 4, cache: inout Cache) {
        guard pixelBytes == 4 else { return applyOpaque(to: pixels, count: count, cache: &cache) }
        let raw = UnsafeMutableRawPointer(pixels)
        for index in 0 ..< count {
            let word = raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
            let slot = Int((word &* 2_654_435_761) >> 20) & (Cache.size - 1)
            if cache.keys[slot] == word {
                raw.storeBytes(of: cache.values[slot], toByteOffset: index * 4, as: UInt32.self)
                continue
            }
            let p = pixels + index * 4
            let out = simulate(PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: p[3]))
            p[0] = out.r
            p[1] = out.g
            p[2] = out.b
            p[3] = out.a
            cache.keys[slot] = word
            cache.values[slot] = raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
        }
    }

    /// `apply` on RGB8 pixels, each cached under its opaque pixel's RGBA word (red in the low byte).
    private func applyOpaque(to pixels: UnsafeMutablePointer<UInt8>, count: Int, cache: inout Cache) {
        for index in 0 ..< count {
            let p = pixels + index * 3
            let word = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | 0xFF00_0000
            let slot = Int((word &* 2_654_435_761) >> 20) & (Cache.size - 1)
            var out = cache.values[slot]
            if cache.keys[slot] != word {
                let simulated = simulate(PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: 255))
                out = UInt32(simulated.r) | UInt32(simulated.g) << 8 | UInt32(simulated.b) << 16 | UInt32(simulated.a) << 24
                cache.keys[slot] = word
                cache.values[slot] = out
            }
            p[0] = UInt8(truncatingIfNeeded: out)
            p[1] = UInt8(truncatingIfNeeded: out >> 8)
            p[2] = UInt8(truncatingIfNeeded: out >> 16)
        }
    }

    /// Pixels already simulated by one filter, by their premultiplied RGBA word. Transparent black (word 0)
    /// simulates to itself, so the empty cache is already right.
    package struct Cache {
        static let size = 4096
        var keys = [UInt32](repeating: 0, count: size)
        var values = [UInt32](repeating: 0, count: size)

        /// An empty cache.
        package init() {}
    }
}
