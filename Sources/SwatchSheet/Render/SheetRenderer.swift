import Foundation
import SwatchPNG
import SwatchPalette
import SwatchSupport
import SwatchText

/// Plans, paints and writes sheets: the use case behind `swatch render`.
public enum SheetRenderer {
    /// Renders every requested appearance and writes the PNGs (and manifests), all or none. All sheets are
    /// planned and every output path checked first, so a bad option or a clash fails before anything is
    /// drawn; separate sheets are drawn and encoded concurrently into temporary files, renamed into place
    /// only when every one is complete.
    /// `progress`, when given, counts the rows as they are drawn, for a progress line.
    public static func render(_ request: RenderRequest, progress: RenderProgress? = nil) throws(SwatchError) -> [WrittenSheet] {
        try render(request, bandRows: nil, progress: progress)
    }

    /// `render(_:)` drawing `bandRows` rows at a time (nil: `PNGBandWriter`'s default); the tests check every band
    /// height gives the same bytes. `extras` are written and committed with the sheets.
    package static func render(_ request: RenderRequest, bandRows: Int?, progress: RenderProgress? = nil,
                       extras: RunExtras = RunExtras()) throws(SwatchError) -> [WrittenSheet] {
        let compositions = try compose(request)
        progress?.plan(rows: compositions.reduce(0) { $0 + $1.height }, sheets: compositions.count)
        var outputs: [RunFile] = []
        for composition in compositions {
            outputs.append(RunFile("the sheet", composition.image))
            if let manifest = composition.manifest { outputs.append(RunFile("the manifest", manifest)) }
        }
        let fonts = [RunFile("the font", request.fonts.regular), RunFile("the font", request.fonts.semibold)]
        let transaction = try FileTransaction(outputs: outputs + extras.files.map(\.file), inputs: request.inputs + fonts + extras.folderFiles,
                                              standardOutput: request.output == OutputDescriptor.standardOutput)
        if transaction.writesStandardOutput { try FontFallback.requireStandardOutputIsNoFont() }  // before its first byte (H26-1)
        let results = ResultSlots<WrittenSheet>(count: compositions.count)
        let sheetFonts = SheetFonts(fonts: request.fonts)  // one set for every sheet: each line is laid out once
        let plan = try DrawingThreads(compositions, bandRows: bandRows, fallbackBytes: fallbackBytes(request, compositions, sheetFonts))
        let pipelined = plan.pipelined
        parallelLoop(compositions.count, threads: plan.threads) { index in
            results.set(index, Result { () throws(SwatchError) -> WrittenSheet in
                try write(compositions[index], into: transaction, palette: request.palette, fonts: request.fonts, sheetFonts: sheetFonts,
                          bandRows: bandRows, pipelined: pipelined, progress: progress)
            })
        }
        let sheets = try results.collect()
        try extras.commit(transaction)
        return sheets
    }

    /// What the fallback fonts for the palette's names, sections and title will add when opened: a render whose text
    /// needs Noto CJK (19 MB) chose a second thread without it and stopped at the font where one thread had room.
    private static func fallbackBytes(_ request: RenderRequest, _ compositions: [SheetComposition], _ fonts: SheetFonts) throws(SwatchError) -> Int {
        guard MemoryBudget.applies, let plan = compositions.first?.panes.first?.plan else { return 0 }  // they count only against a limit
        let texts = [request.palette.title] + request.palette.sections.map(\.name) + request.palette.colorNames
        return try fonts.unmappedFallbackBytes(for: texts, points: plan.metrics.titleFontSize, semiboldPoints: plan.titleBar.fontSize,
                                               scale: plan.metrics.scale)
    }

    /// The PNGs `request` makes, each with its planned sheets and file names; throws for a bad option.
    static func compose(_ request: RenderRequest) throws(SwatchError) -> [SheetComposition] {
        try request.options.validate()
        guard !request.appearances.isEmpty else { throw SwatchError(.usage, "no appearance to render") }
        guard request.manifest != "-" else { throw SwatchError(.usage, "--manifest -: a manifest cannot go to standard output: give a file name") }
        if request.output == OutputDescriptor.standardOutput, request.manifest != nil {
            throw SwatchError(.usage, "-o -: standard output takes the PNG alone, and --manifest writes a second file that names it: give the sheet a file name")
        }
        // A folder is not a file name, even where the appearance suffixes would make one out of it.
        for path in [request.output] + (request.manifest.map { [$0] } ?? []) {
            if let folder = FileTransaction.folderNotFile(path) { throw folder }
        }
        guard !request.severity.isNaN, SimulationChoice.severities.contains(request.severity) else {
            throw SwatchError(.usage, "--severity \(request.severity) is out of range: use 0 to 1")
        }
        let simulations = request.simulate?.simulations(severity: request.severity) ?? [nil]
        let sizes = request.textSizes.count > 1 ? request.textSizes : [request.options.textSize]
        guard simulations.count == 1 || sizes.count == 1 else {
            throw SwatchError(.usage, "--simulate all and a --text-size ramp cannot be drawn together: choose one")
        }
        let planners = sizes.map { size in
            var options = request.options
            options.textSize = size
            return SheetPlanner(palette: request.palette, chrome: request.chrome, options: options)
        }
        var grid: [[SheetPlan]] = []
        for appearance in request.appearances {
            var row: [SheetPlan] = []
            for planner in planners {
                for simulation in simulations {
                    row.append(try planner.plan(for: appearance, simulation: simulation, namesNormalVision: simulations.count > 1,
                                                namesTextSize: planners.count > 1))
                }
            }
            grid.append(row)
        }
        if request.isGrid {
            return [SheetComposition(grid: grid, image: try path(request.output, suffix: nil, defaultExtension: "png", role: "the sheet"),
                                     manifest: try request.manifest.map { (manifest) throws(SwatchError) in try path(manifest, suffix: nil, defaultExtension: "json", role: "the manifest") })]
        }
        let plans = grid.map { $0[0] }
        switch request.arrangement {
        case .sideBySide:
            return [SheetComposition(sideBySide: plans, image: try path(request.output, suffix: nil, defaultExtension: "png", role: "the sheet"),
                                     manifest: try request.manifest.map { (manifest) throws(SwatchError) in try path(manifest, suffix: nil, defaultExtension: "json", role: "the manifest") })]
        case .pair:
            let suffixed = plans.count > 1
            return try plans.map { (plan) throws(SwatchError) in
                let suffix = suffixed ? plan.appearance.fileSuffix : nil
                return SheetComposition(sideBySide: [plan], image: try path(request.output, suffix: suffix, defaultExtension: "png", role: "the sheet"),
                                        manifest: try request.manifest.map { (manifest) throws(SwatchError) in try path(manifest, suffix: suffix, defaultExtension: "json", role: "the manifest") })
            }
        }
    }

    /// Whether `path` ends in a slash or names an existing folder.
    /// Draws one PNG (and its manifest) into the transaction's temporary files.
    private static func write(_ composition: SheetComposition, into transaction: FileTransaction, palette: Palette,
                              fonts: FontSet, sheetFonts: SheetFonts, bandRows: Int?, pipelined: Bool,
                              progress: RenderProgress?) throws(SwatchError) -> WrittenSheet {
        try writePNG(composition, palette: palette, fonts: fonts, sheetFonts: sheetFonts, to: try transaction.temporary(for: composition.image),
                     shownAs: composition.image, bandRows: bandRows, pipelined: pipelined, progress: progress)
        progress?.finishSheet()
        if let manifestPath = composition.manifest {
            try ManifestFile.write(composition, image: URL(fileURLWithPath: composition.image).lastPathComponent,
                                   palette: palette.name, fonts: try FontIdentity.of(fonts), to: try transaction.temporary(for: manifestPath), shownAs: manifestPath)
        }
        return WrittenSheet(image: composition.image, manifest: composition.manifest,
                            width: composition.width, height: composition.height)
    }

    /// Paints `composition` band by band into a PNG at `path` (a temporary file of a `FileTransaction`);
    /// errors name `shownAs`. Its text is laid out in `sheetFonts` when given (shared with other sheets' threads),
    /// else in `fonts` opened for it. `pipelined` encodes each band on a second thread (`PNGBandWriter`).
    /// `progress`, when given, counts the rows as they are drawn.
    static func writePNG(_ composition: SheetComposition, palette: Palette, fonts: FontSet, sheetFonts: SheetFonts? = nil, to path: String,
                         shownAs: String, bandRows: Int? = nil, pipelined: Bool = false,
                         progress: RenderProgress? = nil) throws(SwatchError) {
        let painter = CompositionPainter(composition, fonts: sheetFonts ?? SheetFonts(fonts: fonts))
        let first = composition.panes[0].plan
        let text = [
            (key: "Software", value: SwatchVersion.software),
            (key: "Title", value: composition.panes.map(\.plan.titleBar.fullText).joined(separator: " | ")),
            (key: "Description", value: "\(palette.colorCount) colours of \(palette.title), \(first.style.title.lowercased()) table at \(first.metrics.scale)x"),
            (key: FontIdentity.chunkKey, value: FontIdentity.chunkText(try FontIdentity.of(fonts))),
            (key: FontHint.lookChunkKey, value: first.metrics.look.rawValue),
        ]
        try PNGBandWriter.write(to: path, shownAs: shownAs, width: composition.width, height: composition.height,
                                hasAlpha: !composition.isOpaque, text: text, bandRows: bandRows,
                                // An opaque composition's first write to each pixel is an opaque fill (the divider, else
                                // the view, the table or a cell): painted as RGB scanlines, never cleared.
                                opaque: composition.isOpaque, pipelined: pipelined) { (canvas) throws(SwatchError) in
            try painter.paint(&canvas)
            progress?.advance(rows: canvas.height)
        }
    }
}
