extension LookMeasures {
    /// iOS 15–18. Sources are listed on `LookMeasures`.
    static let ios18 = LookMeasures(
        // 16 at 320 (CM15); 20.0 at 393 and 402 (AX17, AX18, UIKit; AXL18) and at 390 (HA18). 16 at 375 is
        // inferred: UIKit's compact margin (OUK reports 16 at 375 on iOS 26.1), no 375 pt image found.
        layoutMargin: WidthRule([(0, 16), (390, 20)]),
        // 20.0 at 390 (HA18), 393 and 402 (AXL18); other widths follow the layout margin (inferred).
        insetGroupMargin: WidthRule([(0, 16), (390, 20)]),
        // Separator start and text 20.0 inside the group at 390 (HA18; the title's "A" ink at 20.60).
        insetContentMargin: WidthRule([(0, 16), (390, 20)]),
        // 10.15 (HA18, coverage-model circle fit; a least-squares fit to the edge gave 9.86).
        insetCornerRadius: 10,
        separator: SeparatorMeasures(
            // 1 px (AX17, AX18, HA18; 0.5 pt at @2x, CM15).
            thickness: .hairline,
            // #C6C6C8 on white and #3E3E41 on #1C1C1E (HA18, CM15): UIColor.separator (#3C3C434A, #54545899).
            ink: .catalog("separator"),
            // Ends at the group's or the screen's edge (AX18, HA18, CM15).
            insetAtBothEnds: false,
            // A separator under the last row, none on the empty rows below (AX17, AX18).
            plainEmptyRows: false),
        // Inferred: no `.subtitle` cell measured on iOS 15–18. The 9 pt padding gives a 56 pt row at Large
        // (17 pt title, 12 pt subtitle); the 44 pt floor is UIKit's default row (44.33 = 44 + a 1 px separator
        // for self-sizing cells, AX17, AX18; 44.00 SwiftUI, AXL18).
        row: RowMeasures(minimumHeight: 44, padding: 9),
        groupedHeader: GroupedHeaderMeasures(
            // Upper case, regular Footnote: cap height 9.16 at Large (13 pt), stem 1.15 pt (AXL18); 8.84 at
            // Medium (HA18).
            textStyle: .footnote, uppercased: true,
            // Group to group with a header between: 56.33 at Large (AXL18) = 18 + 38.33; 55.00 at Medium (HA18),
            // the Footnote line 1.38 pt shorter.
            height: 38.33,
            // 9.33 at Large (AXL18); 9.00 at Medium (HA18).
            baselineAboveGroup: 9.33,
            // The first group's top 38.67 below the bar (AXL18) = 0.33 + 38.33.
            topInset: 0.33,
            footerHeight: 18),
        // Inferred: no plain header bar measured on iOS 15–18; OUK reports 28 pt with a 17 pt semibold label
        // 4 pt from the top on iOS 26.1 (a baseline about 8 pt above the bottom).
        plainHeader: PlainHeaderMeasures(height: 28, baselineAboveBottom: 8),
        chevron: AccessoryMeasures(
            // 6.86 x 11.80 ink at Large (CM15, UIKit); 6.51 x 11.12 at Medium (HA18, SwiftUI).
            width: 6.86, height: 11.80,
            // Inferred: an SF Symbol chevron's stroke for that ink, not measured.
            stroke: 1.7,
            // Ink ends 1.10 inside the margin (CM15, UIKit); 0.81 at Medium (HA18, SwiftUI).
            insideMargin: 1.10,
            // Centred 0.17 above the row centre (CM15).
            belowCenter: -0.17),
        // #C4C4C6 on white (CM15, UIKit): tertiaryLabel. SwiftUI's chevron (HA18) is a neutral #BFBFBF.
        chevronInk: .catalog("tertiaryLabel"),
        checkmark: AccessoryMeasures(
            // 14.89 x 14.53 ink, ending 4.58 inside the margin, 0.23 below the centre (CM15, UIKit).
            width: 14.89, height: 14.53,
            // Inferred from the ink, not measured.
            stroke: 2,
            insideMargin: 4.58, belowCenter: 0.23))
}
