/// The pixels of the committed fixture PNGs (`__Fixtures__/*.png`), from the patterns `__Fixtures__/make_fixtures.py`
/// draws them with: for the reader tests and the comparisons of every PNG colour type.
public enum PNGFixturePixels {
    public static let (w, h) = (7, 5)

    public static func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        [UInt8((x * 36) % 256), UInt8((y * 60) % 256), UInt8((x * 20 + y * 30) % 256)]
    }

    public static func grey(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 40 + y * 50) % 256) }

    public static let palette: [[UInt8]] = [
        [255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 0], [255, 255, 255, 255], [10, 20, 30, 64],
        [200, 100, 50, 255],
    ]

    /// Expected straight RGBA8 for each fixture, from its pixel pattern.
    public static let expected: [(name: String, pixel: @Sendable (Int, Int) -> [UInt8])] = [
        ("rgb16.png", { x, y in rgb(x, y) + [255] }),
        ("rgba16.png", { x, y in rgb(x, y) + [(x + y) % 3 == 0 ? 0 : 255] }),  // colour kept at a == 0
        ("palette8.png", { x, y in palette[(x + 2 * y) % 6] }),
        ("palette2.png", { x, y in Array(palette[(x + y) % 4].prefix(3)) + [255] }),
        ("gray8.png", { x, y in [grey(x, y), grey(x, y), grey(x, y), 255] }),
        ("gray1.png", { x, y in (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }),
        ("grayalpha8.png", { x, y in [grey(x, y), grey(x, y), grey(x, y), UInt8((x * 30 + y * 20 + 15) % 256)] }),
        ("interlaced.png", { x, y in rgb(x, y) + [255] }),
        ("interlaced16.png", { x, y in rgb(x, y) + [255] }),  // libpng's simplified API got even rows wrong
    ]
}
