import Foundation

/// A request rendered into a fresh temporary folder, to be checked against a reference and thrown away:
/// how `swatch verify` and `assertSheetMatches` both render. The folder goes when the value does.
public final class TemporarySheet: Sendable {
    /// The rendered PNG.
    public let path: String
    private let directory: String

    /// Renders `request`, which must make exactly one PNG (one appearance, several side by side, or
    /// `--simulate all`), as
    /// `name.png` in a new temporary folder; the request's output and manifest paths are not used.
    public init(rendering request: RenderRequest, name: String = "render") throws(SwatchError) {
        guard request.imageCount == 1 else {
            throw SwatchError(.usage, "the render makes \(request.appearances.count) PNGs and a check compares one: render one appearance, or several side by side")
        }
        TemporaryFiles.removeStale(in: NSTemporaryDirectory(), prefix: TemporaryFiles.folderPrefix)
        let directory = TemporaryFiles.folder()
        TemporaryFiles.register(directory)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SwatchError(.output, "cannot create a temporary folder \(directory): \(error.localizedDescription)")
        }
        var request = request
        request.output = directory + "/\(name).png"
        request.manifest = nil
        do throws(SwatchError) {
            path = try SheetRenderer.render(request)[0].image
        } catch {
            try? FileManager.default.removeItem(atPath: directory)  // best effort: the render error is what matters
            TemporaryFiles.forget(directory)
            throw error
        }
        self.directory = directory
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)  // a leftover is removed by the next run
        TemporaryFiles.forget(directory)
    }
}
