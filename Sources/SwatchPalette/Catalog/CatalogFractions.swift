import SwatchColor

/// The fractions behind the catalog's bytes, for exports and for `--hex-rounding truncate`.
///
/// The catalog stores bytes rounded half up from the sources' fractions. Alphas are fractions in every
/// source; the fixed colours' channels are fractions too (`UIColor.h`: gray is 0.5 white), while the
/// system colours' channels are whole bytes. A byte is taken for a fraction only when a two-decimal value
/// or a third rounds to it, so integer sources (such as Flutter's high-contrast alphas, 96 or 40) keep
/// their byte. This guess is made once, when the catalog is loaded, into each colour's `sourceValues`;
/// tools that truncate `x * 255` (the reference app, the hex column of one seed) then print one less
/// wherever the fraction was not a whole byte: alpha 0.18 is `2E` rounded but `2D` truncated.
extension NamedColor {
    /// The colour with `sourceValues` holding the fractions its bytes stand for; `fractionalChannels`
    /// when its channels (not only its alpha) came from fractions.
    func withCatalogFractions(fractionalChannels: Bool) -> NamedColor {
        let fractions = values.mapValues { value -> SourceColor in
            func fraction(_ byte: UInt8) -> Double { sourceFraction(of: byte) ?? Double(byte) / 255 }
            func channel(_ byte: UInt8) -> Double { fractionalChannels ? fraction(byte) : Double(byte) / 255 }
            return SourceColor(red: channel(value.r), green: channel(value.g), blue: channel(value.b), alpha: fraction(value.a))
        }
        return NamedColor(name: name, values: values, sources: sources, inherited: inherited, uikit: uikit,
                          availability: availability, notes: notes, sourceValues: fractions, location: location)
    }
}

extension Palette {
    /// The palette with its bytes made from the source fractions by `rounding`; `.halfUp` returns it unchanged.
    public func rounded(_ rounding: HexRounding) -> Palette {
        guard rounding == .truncate else { return self }
        return Palette(name: name, title: title, sections: sections.map { section in
            PaletteSection(name: section.name, colors: section.colors.map { color in
                var bytes = color.values
                for (appearance, source) in color.sourceValues where source.space == .srgb {
                    bytes[appearance] = RGBA8(r: rounding.byte(source.red), g: rounding.byte(source.green),
                                              b: rounding.byte(source.blue), a: rounding.byte(source.alpha))
                }
                return NamedColor(name: color.name, values: bytes, sources: color.sources, inherited: color.inherited,
                                  uikit: color.uikit, availability: color.availability, notes: color.notes,
                                  sourceValues: color.sourceValues, location: color.location)
            })
        }, fallback: fallback, appliesTo: appliesTo)
    }
}

/// The simplest fraction (hundredths, then thirds) that rounds half up to `byte`, if one does.
package func sourceFraction(of byte: UInt8) -> Double? {
    SourceFractions.bytes.firstIndex(of: byte).map { SourceFractions.fractions[$0] }
}

/// The fractions `sourceFraction(of:)` tries, simplest first, and the byte each rounds half up to: rounded once,
/// not once a channel (loading the catalog asks for every channel of every value).
private enum SourceFractions {
    static let fractions = (0...100).map { Double($0) / 100 } + [1.0 / 3, 2.0 / 3]
    static let bytes = fractions.map { HexRounding.halfUp.byte($0) }
}
