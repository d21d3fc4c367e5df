import Testing
import SwatchKit
@testable import SwatchSheet
@testable import SwatchRaster
import SwatchTestSupport

@Suite struct AccessoryTests {
    /// Rows take the reference app's five accessories in its order, whatever other accessories exist.
    @Test func rowsCycleThroughTheReferenceAppsFive() {
        #expect((0..<11).map { Accessory(row: $0).name } == [
            "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton",
            "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton", "none",
        ])
    }

    /// Every accessory draws inside the width it takes from the content view, right of the content's end
    /// and left of the cell's trailing edge, at every scale.
    @Test(arguments: Accessory.cycle, [1, 2, 3])
    func shapesStayInsideTheAccessoryArea(accessory: Accessory, scale: Int) {
        for look in TableLook.allCases {
            let m = TableMetrics(widthPoints: 390, scale: scale, look: look)
            let cellWidth = 390 * scale, margin = m.px(m.margin), rowHeight = 56 * scale
            let contentEnd = cellWidth - accessory.widthPoints * scale
            let frame = AccessoryFrame(trailing: Double(cellWidth - margin), centerY: Double(rowHeight) / 2, scale: Double(scale),
                                       chevron: m.chevron, checkmark: m.checkmark)
            shapes(of: accessory, in: frame, stayBetween: contentEnd, and: cellWidth - margin, label: "\(accessory) at \(scale)x, \(look)")
        }
    }

    private func shapes(of accessory: Accessory, in frame: AccessoryFrame, stayBetween contentEnd: Int, and marginX: Int, label: String) {
        for part in accessory.shapes(frame) {
            let bounds = CoverageMask(part.shape)
            var inked: [Int] = []
            for y in 0..<bounds.rect.height {
                for x in 0..<bounds.rect.width where bounds.coverage[y * bounds.rect.width + x] > 0 { inked.append(bounds.rect.x + x) }
            }
            #expect(inked.min().map { $0 >= contentEnd } ?? false, "\(label) starts left of the content view's end")
            #expect(inked.max().map { $0 < marginX + 1 } ?? false, "\(label) reaches into the margin")
        }
    }
}
