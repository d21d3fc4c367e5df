import SwatchColor
import SwatchPalette
import SwatchSupport

/// Checks named colour pairs in every appearance a palette has: the use case behind `swatch check`.
public struct ContrastCheck: Sendable {
    /// One pair in one appearance.
    public struct Result: Sendable, Hashable {
        /// The pair checked.
        public let pair: ContrastPair
        /// The appearance it was checked in.
        public let appearance: Appearance
        /// The foreground as seen: composited over the background.
        public let foreground: RGBA8
        /// The background as seen: composited over the view's background.
        public let background: RGBA8
        /// The ratio and whether it passes.
        public let verdict: ContrastVerdict
        /// For a failing pair: the nearest colour of the foreground's hue and chroma that passes.
        public let suggestion: RGBA8?
    }

    /// The colours checked: the palette's, with the built-in catalog's for names it lacks.
    public let palette: Palette
    /// The built-in catalog, for system colour names and the view's background.
    public let system: Palette
    /// AA or AAA.
    public let level: ContrastLevel
    /// How a memory line names the palette: as the user gave it, else its title.
    let shownAs: String

    /// A check of `palette`'s colours (and `system`'s) at `level`; a memory line names the palette `shownAs` (as the user
    /// gave it, `cv/p2000.txt`), else by its title.
    public init(palette: Palette, system: Palette, level: ContrastLevel = .aa, shownAs: String? = nil) {
        self.palette = palette
        self.system = system
        self.level = level
        self.shownAs = shownAs ?? palette.title
    }

    /// Every pair in every appearance of `appearances`, in pair order.
    public func run(_ pairs: [ContrastPair], appearances: [Appearance]) throws(SwatchError) -> [Result] {
        var results: [Result] = []
        // Looked up by hash: a long pairs file against a large palette costs time linear in both.
        let known = try Self.firstByName([palette, system], at: shownAs)
        let views = appearances.map { Self.view(of: $0, system: system) }
        for pair in pairs {
            let pair = try pair.reading { known[$0] != nil }
            let foreground = try color(pair.foreground, in: pair, known: known)
            let background = try color(pair.background, in: pair, known: known)
            for (appearance, view) in zip(appearances, views) {
                let (over, under) = Self.seen(foreground.value(for: appearance), on: background.value(for: appearance), view: view)
                let verdict = ContrastVerdict(ratio: over.contrastRatio(with: under), use: pair.use, level: level)
                let hint = foreground.value(for: appearance.withHighContrast)
                // The results grow with the pairs: a pairs file's line names it (N2: the palette was named).
                try MemoryBudget.beforeAppending(count: results.count, capacity: results.capacity, elementBytes: MemoryLayout<Result>.stride,
                                                 at: pair.origin.isEmpty ? shownAs : pair.origin)
                results.append(Result(pair: pair, appearance: appearance, foreground: over, background: under, verdict: verdict,
                                      suggestion: verdict.passes ? nil : NearestPassing.color(for: over, on: under, minimum: verdict.minimum,
                                                                                              toward: hint)))
            }
        }
        return results
    }

    /// A pair's colours as seen: the background composited over `view` (the view's background), the
    /// foreground over that. Their contrast is the pair's ratio.
    package static func seen(_ foreground: RGBA8, on background: RGBA8, view: RGBA8) -> (foreground: RGBA8, background: RGBA8) {
        let under = RGBA8.stacked([view, background])
        return (RGBA8.stacked([under, foreground]), under)
    }

    /// The view's background of `appearance`: the catalog's systemBackground, else black or white.
    package static func view(of appearance: Appearance, system: Palette) -> RGBA8 {
        system.color(named: "systemBackground")?.value(for: appearance) ?? (appearance.isDark ? .black : .white)
    }

    /// Each name's first colour in `palettes`, an earlier palette's before a later one's (each as `Palette.color(named:)`
    /// finds it); the memory line names `place` when the table does not fit. 50,000 colours took a 13.6 MB table, made
    /// unchecked, and `check` aborted under `ulimit -v` with Swift's allocation failure instead of saying so.
    package static func firstByName(_ palettes: [Palette], at place: @autoclosure () -> String) throws(SwatchError) -> [String: NamedColor] {
        let count = palettes.reduce(0) { $0 + $1.colorCount }
        // Up to 8/3 slots an entry: a power of two at most three quarters full.
        try MemoryBudget.check(needing: 3 * count * (MemoryLayout<String>.stride + MemoryLayout<NamedColor>.stride), for: place())
        var first = [String: NamedColor](minimumCapacity: count)
        for palette in palettes {
            for section in palette.sections {
                for color in section.colors where first[color.name] == nil { first[color.name] = color }
            }
        }
        return first
    }

    private func color(_ name: String, in pair: ContrastPair, known: [String: NamedColor]) throws(SwatchError) -> NamedColor {
        if let color = known[name] { return color }
        throw Self.unknown(name, in: pair, among: [palette, system], palettes: "\(palette.name) or the \(system.name) catalog")
    }

    /// `pairs.txt:3: unknown colour 'Brnad Red': not in brand or the ios26 catalog (did you mean 'Brand Red'?)`:
    /// the closest name of `palettes`' colours, in their order, when one is near.
    package static func unknown(_ name: String, in pair: ContrastPair, among searched: [Palette], palettes: MessageText) -> SwatchError {
        let place: MessageText = pair.origin.isEmpty ? "" : "\(pair.origin): "
        let names = searched.flatMap { $0.sections.flatMap(\.colors).map(\.name) }
        let hint: MessageText = NameSuggestion.hint(for: name, among: names).map { " (\($0))" } ?? ""
        return SwatchError(.usage, "\(place)unknown colour '\(name)': not in \(palettes)\(hint)")
    }
}

extension Appearance {
    /// The same appearance with Increase Contrast on.
    var withHighContrast: Appearance {
        switch self {
        case .light, .lightHighContrast: .lightHighContrast
        case .dark, .darkHighContrast: .darkHighContrast
        case .darkElevated, .darkElevatedHighContrast: .darkElevatedHighContrast
        }
    }
}
