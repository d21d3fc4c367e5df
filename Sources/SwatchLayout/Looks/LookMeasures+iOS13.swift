extension LookMeasures {
    /// iOS 13–14, the reference app's era. Sources are listed on `LookMeasures`. Only plain tables were
    /// measured (PF13, CM14); grouped and inset-grouped values are iOS 18's (inferred: no image shows UIKit
    /// changing them between 13 and 18).
    static let ios13 = LookMeasures(
        // 16.0 at 320 (PF13, CM14); 20 from 390 as on iOS 18 (inferred).
        layoutMargin: WidthRule([(0, 16), (390, 20)]),
        insetGroupMargin: WidthRule([(0, 16), (390, 20)]),
        insetContentMargin: WidthRule([(0, 16), (390, 20)]),
        // Inferred: iOS 18's.
        insetCornerRadius: 10,
        separator: SeparatorMeasures(
            // 1 px, #C6C6C8 on white, to the right edge (PF13, CM14).
            thickness: .hairline, ink: .catalog("separator"), insetAtBothEnds: false,
            // Separators go on across the empty rows below the last one (PF13).
            plainEmptyRows: true),
        // 44.00 single-line rows (PF13); the subtitle row as iOS 18's (inferred).
        row: RowMeasures(minimumHeight: 44, padding: 9),
        // Inferred: as iOS 18.
        groupedHeader: GroupedHeaderMeasures(textStyle: .footnote, uppercased: true, height: 38.33, baselineAboveGroup: 9.33,
                                             topInset: 0.33, footerHeight: 18),
        plainHeader: PlainHeaderMeasures(height: 28, baselineAboveBottom: 8),
        // 6.81 x 11.74 ink ending 1.14 inside the margin, centred 0.17 above the row's centre (CM14, UIKit); the
        // stroke is inferred.
        chevron: AccessoryMeasures(width: 6.81, height: 11.74, stroke: 1.7, insideMargin: 1.14, belowCenter: -0.17),
        // #C4C4C6 on white (CM14, UIKit): tertiaryLabel.
        chevronInk: .catalog("tertiaryLabel"),
        // 14.86 x 14.44 ink ending 4.76 inside the margin, 0.23 below the centre (CM14, UIKit).
        checkmark: AccessoryMeasures(width: 14.86, height: 14.44, stroke: 2, insideMargin: 4.76, belowCenter: 0.23))
}
