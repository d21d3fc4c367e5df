import SwatchLayout
import SwatchPalette

/// A sheet's rows, top to bottom, each laid out when it is read: the plan keeps a few numbers a section, not a
/// `RowPlan` a row, so a sheet's memory does not grow with its rows. A band lays out the rows it crosses, the
/// manifest each row as it writes it; a row reads the same each time (`RowLayout.row(_:of:)`).
struct RowPlans: RandomAccessCollection, Sendable {
    /// One section's rows: its colours, its first row's place among the sheet's and top edge, and its look.
    struct Section: Sendable {
        let name: String
        /// The palette section's colours (its storage, not a copy).
        let colors: [NamedColor]
        let firstRow: Int
        let top: Int
        let look: SectionStyle
    }

    /// The non-empty sections, top to bottom.
    let sections: [Section]
    /// What laying out a row needs besides its section.
    let layout: RowLayout
    /// Whether the rows are mirrored about the sheet's centre line (`SheetPlan.mirrored()`).
    var isMirrored = false
    let startIndex = 0
    let endIndex: Int

    init(sections: [Section], layout: RowLayout) {
        self.sections = sections
        self.layout = layout
        endIndex = sections.last.map { $0.firstRow + $0.colors.count } ?? 0
    }

    subscript(position: Int) -> RowPlan {
        let section = sections[sectionIndex(of: position)]
        let row = layout.row(position - section.firstRow, of: section)
        return isMirrored ? row.mirrored(width: layout.width) : row
    }

    /// The row's whole cell, without laying out the rest of it: what a band looks for.
    func cellRect(at position: Int) -> PixelRect {
        let section = sections[sectionIndex(of: position)]
        let cell = layout.cellRect(position - section.firstRow, of: section)
        return isMirrored ? cell.mirrored(width: layout.width) : cell
    }

    /// The section holding the row at `position`, found by binary search.
    private func sectionIndex(of position: Int) -> Int {
        precondition(position >= 0 && position < endIndex, "row \(position) of \(endIndex)")
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstRow <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
