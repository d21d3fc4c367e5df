/// Re-deriving hex codes under another rounding rule, for `--hex-rounding truncate`.
///
/// The catalog stores bytes rounded half up from the sources' fractions. Tools that truncate `x * 255`
/// (the reference app, the hex column of one seed) print one less wherever the fraction was not a whole
/// byte: alpha 0.18 is `2E` rounded but `2D` truncated. Alphas are fractions in every source; the fixed
/// colours' channels are fractions too (`UIColor.h`: gray is 0.5 white), while the system colours' channels
/// are whole bytes. A byte is treated as a fraction only when a two-decimal value or a third rounds to
/// it, so integer sources (such as Flutter's high-contrast alphas, 96 or 40) keep their byte.
extension Palette {
    /// The catalog with its bytes re-derived under `rounding`; `.halfUp` returns it unchanged.
    public func rounded(_ rounding: HexRounding) -> Palette {
        guard rounding == .truncate else { return self }
        return Palette(name: name, title: title, sections: sections.map { section in
            let fractionalChannels = section.name == "Standard Fixed Colors"
            return PaletteSection(name: section.name, colors: section.colors.map { color in
                color.mapValues { value in
                    func redo(_ byte: UInt8) -> UInt8 { sourceFraction(of: byte).map(HexRounding.truncate.byte) ?? byte }
                    return fractionalChannels
                        ? RGBA8(r: redo(value.r), g: redo(value.g), b: redo(value.b), a: redo(value.a))
                        : RGBA8(r: value.r, g: value.g, b: value.b, a: redo(value.a))
                }
            })
        }, fallback: fallback, appliesTo: appliesTo)
    }
}

/// The simplest fraction (hundredths, then thirds) that rounds half up to `byte`, if one does.
func sourceFraction(of byte: UInt8) -> Double? {
    let candidates = (0...100).map { Double($0) / 100 } + [1.0 / 3, 2.0 / 3]
    return candidates.first { HexRounding.halfUp.byte($0) == byte }
}
