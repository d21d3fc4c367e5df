import Foundation
import SwatchLayout
import SwatchPalette
import SwatchSupport
import SwatchText

/// How the sheets of several appearances are laid out in files.
public enum SheetArrangement: String, CaseIterable, Sendable {
    /// One PNG per appearance: `PATH-light.png`, `PATH-dark.png`.
    case pair
    /// One PNG with the appearances next to each other, like two windows side by side.
    case sideBySide = "side-by-side"
}

/// Everything `swatch render` needs: what to draw, for which appearances, and where to write it.
public struct RenderRequest: Sendable {
    /// The colours to draw.
    public var palette: Palette
    /// Where UI colours (backgrounds, separators, labels) come from: the system catalog.
    public var chrome: Palette
    /// Style, scale, width, backgrounds and tint.
    public var options: SheetOptions
    /// The appearances to draw, each a sheet.
    public var appearances: [Appearance]
    /// One PNG per appearance, or all side by side.
    public var arrangement: SheetArrangement
    /// The PNG path; with several appearances in a pair, each gets `-<appearance>` before the extension.
    public var output: String
    /// Where to write the JSON manifest (named per appearance like `output`), or nil for none.
    public var manifest: String?
    /// The font files text is set in.
    public var fonts: FontSet
    /// Files the run reads besides the fonts (the palette); no output may overwrite one.
    public var inputs: [RunFile]
    /// The colour-vision deficiency every pixel is seen through, after blending (text and accessories too),
    /// or nil for normal vision. `.all` makes one PNG whatever `arrangement` says: per appearance a row of
    /// the normal sheet and the four simulations.
    public var simulate: SimulationChoice?
    /// How strong the simulated deficiency is, 0...1: 1 is dichromacy, below it anomalous trichromacy.
    public var severity: Double
    /// A Dynamic Type ramp: with two or more sizes, one PNG whatever `arrangement` says, per appearance a row
    /// of sheets at these sizes; otherwise `options.textSize` alone.
    public var textSizes: [ContentSizeCategory]

    /// A request; the manifest is written only when `manifest` is given.
    public init(palette: Palette, chrome: Palette, options: SheetOptions, appearances: [Appearance],
                arrangement: SheetArrangement = .pair, output: String, manifest: String? = nil, fonts: FontSet,
                inputs: [RunFile] = [], simulate: SimulationChoice? = nil, severity: Double = 1,
                textSizes: [ContentSizeCategory] = []) {
        self.palette = palette
        self.chrome = chrome
        self.options = options
        self.appearances = appearances
        self.arrangement = arrangement
        self.output = output
        self.manifest = manifest
        self.fonts = fonts
        self.inputs = inputs
        self.simulate = simulate
        self.severity = severity
        self.textSizes = textSizes
    }

    /// Whether the request draws a grid in one PNG: a ramp of text sizes, or every simulation.
    var isGrid: Bool { simulate == .all || textSizes.count > 1 }

    /// The number of PNGs the request makes.
    public var imageCount: Int {
        isGrid || arrangement == .sideBySide ? 1 : appearances.count
    }

    /// Throws unless the request makes exactly one PNG (one appearance, several side by side, or `--simulate all`): what a
    /// reference check compares.
    package func requireOneImage() throws(SwatchError) {
        guard imageCount == 1 else {
            throw SwatchError(.usage, "the render makes \(appearances.count) PNGs and a check compares one: render one appearance, or several side by side")
        }
    }
}

/// A sheet swatch wrote: its PNG, its manifest if one was asked for, and its size in pixels.
public struct WrittenSheet: Sendable, Equatable {
    /// The PNG's path.
    public let image: String
    /// The manifest's path, if one was written.
    public let manifest: String?
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
}

/// `sheet.png` + `dark` -> `sheet-dark.png`; a missing extension gets `defaultExtension`. A device or named
/// pipe that exists (`/dev/null`, a FIFO), or anything in `/dev` (`/dev/stdout` even when the shell made it a
/// file), is written in place, as named: it takes one file, so it cannot be given a suffix. `role` names the
/// output in messages (`the sheet`, `the manifest`).
func path(_ path: String, suffix: String?, defaultExtension: String, role: String) throws(SwatchError) -> String {
    guard !path.isEmpty else { throw SwatchError.emptyName(of: role) }
    if path == OutputDescriptor.standardOutput {
        guard suffix == nil else {
            throw SwatchError(.usage, "-o -: standard output takes one PNG, and this run writes one per appearance: use --layout side-by-side or one --mode, or give a file name")
        }
        return path
    }
    var info = stat()
    let kind = stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    if let kind, kind != S_IFDIR, kind != S_IFREG || path.hasPrefix("/dev/") {
        guard suffix == nil else {
            throw SwatchError(.usage, "\(path): a device or pipe takes one file, and this run writes one per appearance: use --layout side-by-side or one --mode")
        }
        return path
    }
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let name = path[slash...]
    let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
    let stem = dot.map { String(path[..<$0]) } ?? path
    let ext = dot.map { String(path[$0...]) } ?? ".\(defaultExtension)"
    return stem + (suffix.map { "-\($0)" } ?? "") + ext
}
