import Dispatch
import Foundation

/// Plans, paints and writes sheets: the use case behind `swatch render`.
public enum SheetRenderer {
    /// Software name written into every PNG's tEXt chunk.
    public static let software = "swatch 0.1.0"
    /// Rows painted and handed to libpng at a time; memory is a few bands, whatever the sheet's height.
    static let bandRows = 64

    /// Renders every requested appearance and writes the PNGs (and manifests). All sheets are planned
    /// first, so a bad option fails before anything is written; separate sheets are drawn and encoded
    /// concurrently.
    public static func render(_ request: RenderRequest) throws(RenderError) -> [WrittenSheet] {
        guard !request.appearances.isEmpty else { throw RenderError("no appearance to render") }
        let planner = SheetPlanner(palette: request.palette, chrome: request.chrome, options: request.options)
        var plans: [SheetPlan] = []
        for appearance in request.appearances { plans.append(try planner.plan(for: appearance)) }

        let compositions: [SheetComposition]
        switch request.arrangement {
        case .sideBySide:
            compositions = [SheetComposition(sideBySide: plans, image: path(request.output, suffix: nil, defaultExtension: "png"),
                                             manifest: request.manifest.map { path($0, suffix: nil, defaultExtension: "json") })]
        case .pair:
            let suffixed = plans.count > 1
            compositions = plans.map { plan in
                let suffix = suffixed ? plan.appearance.fileSuffix : nil
                return SheetComposition(sideBySide: [plan], image: path(request.output, suffix: suffix, defaultExtension: "png"),
                                        manifest: request.manifest.map { path($0, suffix: suffix, defaultExtension: "json") })
            }
        }

        let results = ResultSlots<WrittenSheet>(count: compositions.count)
        DispatchQueue.concurrentPerform(iterations: compositions.count) { index in
            results.set(index, Result { () throws(RenderError) -> WrittenSheet in
                try write(compositions[index], palette: request.palette, fonts: request.fonts)
            })
        }
        return try results.collect()
    }

    private static func write(_ composition: SheetComposition, palette: Palette, fonts: FontSet) throws(RenderError) -> WrittenSheet {
        let painters = composition.panes.map { SheetPainter(plan: $0.plan, fonts: fonts) }
        let title = composition.panes.map(\.plan.titleBar.text).joined(separator: " | ")
        let text = [
            (key: "Software", value: software),
            (key: "Title", value: title),
            (key: "Description", value: "\(palette.colorCount) colours of \(palette.title), \(composition.panes[0].plan.style.title.lowercased()) table at \(composition.panes[0].plan.metrics.scale)x"),
        ]
        try AtomicFile.write(to: composition.image) { (temporary: String) throws(RenderError) in
            do {
                let writer = try PNGStreamWriter(path: temporary, width: composition.width, height: composition.height,
                                                 hasAlpha: !composition.isOpaque, text: text)
                var canvas = BandCanvas(width: composition.width, capacityRows: bandRows)
                var top = 0
                while top < composition.height {
                    let rows = min(bandRows, composition.height - top)
                    canvas.start(originY: top, height: rows)
                    if let divider = composition.divider {
                        canvas.composite(divider.premultiplied, in: canvas.bounds)
                    }
                    for (painter, pane) in zip(painters, composition.panes) {
                        try painter.paint(&canvas, xOffset: pane.xOffset)
                    }
                    try canvas.withPixels { (pixels: UnsafeBufferPointer<UInt8>) throws -> Void in
                        try writer.write(premultipliedRows: pixels, rowCount: rows)
                    }
                    top += rows
                }
                try writer.finish()
            } catch let error as PNGError {
                // Name the file the user asked for, not its temporary sibling.
                throw RenderError(error.message.replacingOccurrences(of: temporary, with: composition.image))
            } catch let error as RenderError {
                throw error
            } catch {
                throw RenderError("\(error)")
            }
        }
        if let manifestPath = composition.manifest {
            let manifest = SheetManifest(image: URL(fileURLWithPath: composition.image).lastPathComponent,
                                         palette: palette.name, panes: composition.panes,
                                         width: composition.width, height: composition.height)
            try AtomicFile.write(manifest.jsonBytes(), to: manifestPath)
        }
        return WrittenSheet(image: composition.image, manifest: composition.manifest,
                            width: composition.width, height: composition.height)
    }
}

/// One PNG: one or more sheets next to each other, with a dark divider between them like split-screen windows.
struct SheetComposition {
    /// Divider between side-by-side sheets, in points (the iPad split-view divider).
    static let dividerPoints = 10
    static let dividerColor = RGBA8.black

    let panes: [(plan: SheetPlan, xOffset: Int)]
    let width: Int
    let height: Int
    let image: String
    let manifest: String?

    init(sideBySide plans: [SheetPlan], image: String, manifest: String?) {
        let gap = plans.count > 1 ? Self.dividerPoints * plans[0].metrics.scale : 0
        var x = 0
        var panes: [(plan: SheetPlan, xOffset: Int)] = []
        for plan in plans {
            panes.append((plan, x))
            x += plan.width + gap
        }
        self.panes = panes
        width = x - gap
        height = plans.map(\.height).max() ?? 0
        self.image = image
        self.manifest = manifest
    }

    var divider: RGBA8? { panes.count > 1 ? Self.dividerColor : nil }
    var isOpaque: Bool { panes.allSatisfy { $0.plan.colors.view.isOpaque } && (divider?.isOpaque ?? true) }
}

/// Results filled in by concurrent workers, one slot each.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, RenderError>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Value, RenderError>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// The values in order, or the first error.
    func collect() throws(RenderError) -> [Value] {
        var values: [Value] = []
        for slot in slots {
            switch slot {
            case .success(let value): values.append(value)
            case .failure(let error): throw error
            case nil: throw RenderError("a sheet was not rendered")
            }
        }
        return values
    }
}
