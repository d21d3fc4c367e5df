import Dispatch
import Foundation

/// Plans, paints and writes sheets: the use case behind `swatch render`.
public enum SheetRenderer {
    /// Renders every requested appearance and writes the PNGs (and manifests). All sheets are planned
    /// first, so a bad option fails before anything is written; separate sheets are drawn and encoded
    /// concurrently.
    public static func render(_ request: RenderRequest) throws(SwatchError) -> [WrittenSheet] {
        try render(request, bandRows: PNGBandWriter.defaultBandRows)
    }

    /// `render(_:)` drawing `bandRows` rows at a time; the tests check every band height gives the same bytes.
    static func render(_ request: RenderRequest, bandRows: Int) throws(SwatchError) -> [WrittenSheet] {
        let compositions = try compose(request)
        let results = ResultSlots<WrittenSheet>(count: compositions.count)
        DispatchQueue.concurrentPerform(iterations: compositions.count) { index in
            results.set(index, Result { () throws(SwatchError) -> WrittenSheet in
                try write(compositions[index], palette: request.palette, fonts: request.fonts, bandRows: bandRows)
            })
        }
        return try results.collect()
    }

    /// The PNGs `request` makes, each with its planned sheets and file names; throws for a bad option.
    static func compose(_ request: RenderRequest) throws(SwatchError) -> [SheetComposition] {
        try request.options.validate()
        guard !request.appearances.isEmpty else { throw SwatchError(.usage, "no appearance to render") }
        let planner = SheetPlanner(palette: request.palette, chrome: request.chrome, options: request.options)
        var plans: [SheetPlan] = []
        for appearance in request.appearances { plans.append(try planner.plan(for: appearance)) }

        switch request.arrangement {
        case .sideBySide:
            return [SheetComposition(sideBySide: plans, image: path(request.output, suffix: nil, defaultExtension: "png"),
                                     manifest: request.manifest.map { path($0, suffix: nil, defaultExtension: "json") })]
        case .pair:
            let suffixed = plans.count > 1
            return plans.map { plan in
                let suffix = suffixed ? plan.appearance.fileSuffix : nil
                return SheetComposition(sideBySide: [plan], image: path(request.output, suffix: suffix, defaultExtension: "png"),
                                        manifest: request.manifest.map { path($0, suffix: suffix, defaultExtension: "json") })
            }
        }
    }

    private static func write(_ composition: SheetComposition, palette: Palette, fonts: FontSet,
                              bandRows: Int) throws(SwatchError) -> WrittenSheet {
        let painters = composition.panes.map { SheetPainter(plan: $0.plan, fonts: fonts) }
        let first = composition.panes[0].plan
        let text = [
            (key: "Software", value: SwatchVersion.software),
            (key: "Title", value: composition.panes.map(\.plan.titleBar.text).joined(separator: " | ")),
            (key: "Description", value: "\(palette.colorCount) colours of \(palette.title), \(first.style.title.lowercased()) table at \(first.metrics.scale)x"),
        ]
        try PNGBandWriter.write(to: composition.image, width: composition.width, height: composition.height,
                                hasAlpha: !composition.isOpaque, text: text, bandRows: bandRows) { (canvas) throws(SwatchError) in
            if let divider = composition.divider {
                canvas.composite(divider.premultiplied, in: canvas.bounds)
            }
            for (painter, pane) in zip(painters, composition.panes) {
                try painter.paint(&canvas, xOffset: pane.xOffset)
            }
        }
        if let manifestPath = composition.manifest {
            let manifest = SheetManifest(image: URL(fileURLWithPath: composition.image).lastPathComponent,
                                         palette: palette.name, panes: composition.panes,
                                         width: composition.width, height: composition.height)
            try AtomicFile.write(try JSONOutput.bytes(manifest), to: manifestPath)
        }
        return WrittenSheet(image: composition.image, manifest: composition.manifest,
                            width: composition.width, height: composition.height)
    }
}
