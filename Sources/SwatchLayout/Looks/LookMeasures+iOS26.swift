import SwatchColor

extension LookMeasures {
    /// iOS 26. Sources are listed on `LookMeasures`. No image of a UIKit grouped or inset-grouped table on
    /// iOS 26 has been found: inset groups rest on OUK's reported UIKit values and SwiftUI lists (AXL26, HA26).
    static let ios26 = LookMeasures(
        // 20.0 at 402 (AX26, UIKit); 20 from 390 and 16 below (OUK).
        layoutMargin: WidthRule([(0, 16), (390, 20)]),
        // UIKit's card inset is the layout margin: 20 at 393, 16 at 375 (OUK). SwiftUI's lists use 16 at every
        // width (AXL26 at 402, HA26 at 390): the Looks article's list of differences shows it.
        insetGroupMargin: WidthRule([(0, 16), (390, 20)]),
        // Separators and text 16.0 inside the group (AXL26, HA26; OUK: 16 below 414 pt, 20 from 414).
        insetContentMargin: WidthRule([(0, 16), (414, 20)]),
        // 26.05 (AXL26) and 26.10 (HA26), coverage-model circle fits; OUK reports 26.
        insetCornerRadius: 26,
        separator: SeparatorMeasures(
            // 3 px at 3x = 1 pt (AX26, AXL26, HA26).
            thickness: .points(1),
            // #E8E8E8 on white (HA26; OUK reports 232,232,232) and #38383B on #1C1C1E (HA26): black at 9 %
            // (#00000017) and #545458 at 50 % (#54545880) give exactly those.
            ink: .measured(light: RGBA8(r: 0, g: 0, b: 0, a: 0x17), dark: RGBA8(r: 0x54, g: 0x54, b: 0x58, a: 0x80)),
            // Stops as far from the trailing edge as it starts from the leading one (AX26, AXL26; OUK: 20 / 20 plain).
            insetAtBothEnds: true,
            // Under the last row, none below (AX26).
            plainEmptyRows: false),
        // A single-line UIKit row's pitch is 53.00 at Large (AX26) against 44.33 on iOS 18 (AX18): 8.67 pt more,
        // here split above and below the text (9 + 4.33), a 64.67 pt subtitle row at Large. Inferred: OUK
        // reports 62 (plain) and 69.33 (grouped, with a 15 pt subtitle) for iOS 26.1 subtitle cells.
        row: RowMeasures(minimumHeight: 52, padding: 13.33),
        groupedHeader: GroupedHeaderMeasures(
            // Mixed case, semibold at the Body size: cap height 11.98 at Large, stem 2.14 pt against the body's
            // 1.45 (AXL26); 11.81 at Medium (HA26); OUK reports "17 semibold".
            textStyle: .headline, uppercased: false,
            // Group to group with a header between: 58.00 at Large (AXL26) = 18 + 40; 56.67 at Medium (HA26).
            height: 40,
            // 14.00 at Large (AXL26); 13.67 at Medium (HA26).
            baselineAboveGroup: 14,
            // The first group's top 40.33 below the bar (AXL26) = 0.33 + 40.
            topInset: 0.33,
            footerHeight: 18),
        // 28 pt bar, 17 pt semibold label 4 pt from its top (OUK): its baseline about 8 pt above the bottom.
        plainHeader: PlainHeaderMeasures(height: 28, baselineAboveBottom: 8),
        chevron: AccessoryMeasures(
            // 6.51 x 11.13 ink at Medium (HA26), x 17/16 at Large.
            width: 6.92, height: 11.83,
            // Inferred, as iOS 18.
            stroke: 1.7,
            // Ink ends 2.48 inside the content margin (HA26).
            insideMargin: 2.48,
            // Not measured: centred (inferred).
            belowCenter: 0),
        // #C5C5C7 on white and #5A5A5E on #1C1C1E (HA26): tertiaryLabel composited.
        chevronInk: .catalog("tertiaryLabel"),
        // Inferred, as iOS 18: SwiftUI's checkmark sits 2.23 inside the margin on both iOS 18.2 and 26.0 (HA18,
        // HA26), so the position did not change.
        checkmark: AccessoryMeasures(width: 14.89, height: 14.53, stroke: 2, insideMargin: 4.58, belowCenter: 0.23))
}
