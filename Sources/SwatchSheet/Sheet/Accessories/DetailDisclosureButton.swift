extension Accessory {
    /// The info button followed by the chevron, 13 pt apart.
    static let detailDisclosureButton = Accessory(name: "detailDisclosureButton", widthPoints: 74) { f in
        let chevronLeft = f.trailing - (f.chevron.insideMargin + f.chevron.width) * f.scale
        return [AccessoryShape(shape: info(cx: chevronLeft - (13 + 11) * f.scale, cy: f.centerY, s: f.scale), ink: .tint),
                AccessoryShape(shape: chevron(f), ink: .chevron, flipsRightToLeft: true)]
    }
}
