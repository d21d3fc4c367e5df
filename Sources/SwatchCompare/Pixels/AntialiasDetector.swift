/// Decides whether a differing pixel is only anti-aliasing, with mapbox/pixelmatch 5.x's heuristic
/// (`antialiased` and `hasManySiblings` in its index.js), after V. Vyšniauskas, "Anti-aliased pixel and
/// intensity slope detector" (2009):
///
/// a pixel is anti-aliased if at most 2 of its 8 neighbours have its exact colour, it has both a darker
/// and a brighter neighbour, and the darkest or the brightest neighbour has 3 or more neighbours of its
/// own exact colour in both images (a solid area on either side of an edge). Pixels on the image border
/// count one missing neighbour as equal, as pixelmatch does. Neighbours are visited column by column and
/// ties keep the first, as in pixelmatch, so results match it pixel for pixel.
struct AntialiasDetector {
    let image: PixelGrid
    let other: PixelGrid

    /// True if the pixel at (x, y) of `image` looks like an anti-aliased edge pixel.
    @inline(__always)  // called for most differing pixels, and usually done after three neighbours
    func isAntialiased(_ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, image.width - 1), y2 = min(y + 1, image.height - 1)
        let center = image.pixel(x, y)
        // Inside a flat area (most differing pixels), the loop below stops after the left column's three
        // neighbours; checking them first, without the loop's bounds, is the same answer sooner.
        if x > 0, y > 0, x2 > x, y2 > y, image.pixel(x0, y0) == center, image.pixel(x0, y) == center,
           image.pixel(x0, y2) == center {
            return false
        }
        var centerLuma = Double.nan  // Y(center), wanted only once a neighbour differs
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let neighbour = image.pixel(nx, ny)
                // pixelmatch's brightness delta: Y(center) - Y(neighbour), 0 for the same colour.
                var delta = 0.0
                if neighbour != center {
                    if centerLuma.isNaN { centerLuma = BlendedRGB.luma(center) }
                    delta = centerLuma - BlendedRGB.luma(neighbour)
                }
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }  // part of a flat area, not an edge
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }  // no slope through this pixel
        return (Self.hasManySiblings(image, darkestAt) && Self.hasManySiblings(other, darkestAt))
            || (Self.hasManySiblings(image, brightestAt) && Self.hasManySiblings(other, brightestAt))
    }

    /// True if 3 or more of the 8 neighbours of `at` have exactly its colour (a border counts as one).
    static func hasManySiblings(_ grid: PixelGrid, _ at: (Int, Int)) -> Bool {
        let (x, y) = at
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, grid.width - 1), y2 = min(y + 1, grid.height - 1)
        let center = grid.pixel(x, y)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if grid.pixel(nx, ny) == center { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }
}
