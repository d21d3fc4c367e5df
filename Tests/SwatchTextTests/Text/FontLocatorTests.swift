import Foundation
import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

@Suite struct FontLocatorTests {
    @Test(.enabled(if: FontFiles.hasInter, "needs Inter (fonts-inter)"))
    func prefersInterWhenInstalled() throws {
        let set = try FontLocator.locate(override: nil)
        #expect(set == FontSet(regular: FontFiles.interRegular, semibold: FontFiles.interSemiBold))
    }

    @Test(.needsDejaVu)
    func fallsBackToDejaVuWhenInterIsAbsent() throws {
        let missingInter = FontSet(regular: "/nonexistent/Inter-Regular.otf", semibold: "/nonexistent/Inter-SemiBold.otf")
        let candidates = [missingInter] + FontLocator.defaultCandidates.filter { !$0.regular.contains("Inter") }
        let set = try FontLocator.locate(override: nil, candidates: candidates)
        #expect(set == FontSet(regular: FontFiles.dejaVu, semibold: FontFiles.dejaVuBold))
    }

    @Test func candidateNeedsBothWeights() throws {
        let halfPresent = FontSet(regular: FontFiles.dejaVu, semibold: "/nonexistent/Bold.ttf")
        #expect(throws: SwatchError.self) {
            try FontLocator.locate(override: nil, candidates: [halfPresent])
        }
    }

    @Test func errorsWhenNothingIsInstalled() {
        let candidates = [FontSet(regular: "/nonexistent/a.otf", semibold: "/nonexistent/b.otf")]
        #expect(throws: SwatchError(.font, "no font found: install fonts-inter or fonts-dejavu-core, or pass --font PATH")) {
            try FontLocator.locate(override: nil, candidates: candidates)
        }
    }

    @Test func errorsOnMissingOverride() {
        #expect(throws: SwatchError(.font, "/nonexistent/font.ttf: no such file or folder")) {
            try FontLocator.locate(override: "/nonexistent/font.ttf")
        }
    }

    @Test func errorsOnOverrideThatIsNotAFont() {
        let notAFont = #filePath
        #expect(throws: SwatchError(.font, "\(notAFont): not a font swatch can read (OpenType, TrueType or a collection of them)")) {
            try FontLocator.locate(override: notAFont)
        }
    }

    @Test(.needsDejaVu)
    func overrideIsUsedForBothWeights() throws {
        let set = try FontLocator.locate(override: FontFiles.dejaVu)
        #expect(set == FontSet(regular: FontFiles.dejaVu, semibold: FontFiles.dejaVu))
    }

    /// A font is mapped from the descriptor that was checked, not opened again by path: a named pipe put where the font was
    /// after `FontLocator` looked (the twenty-third hostile pass's H23-1: HarfBuzz's own open waited for a writer forever)
    /// is refused at once. `FontFace` is what maps it, so it is given the pipe directly, as the swap would leave it.
    @Test func aFontSwappedForAPipeIsRefusedNotWaitedOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-font-pipe-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = folder + "/f.ttf"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: SwatchError(.font, "\(pipe): is a named pipe, not a file")) {
            _ = try FontFace(path: pipe, pixelSize: 16)
        }
    }
}
