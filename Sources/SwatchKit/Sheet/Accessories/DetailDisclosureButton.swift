extension Accessory {
    /// The info button followed by the chevron, 13 pt apart.
    static let detailDisclosureButton = Accessory(name: "detailDisclosureButton", widthPoints: 74) { trailing, cy, s in
        [AccessoryShape(shape: info(cx: trailing - (8 + 13 + 11) * s, cy: cy, s: s), ink: .tint),
         AccessoryShape(shape: chevron(right: trailing, cy: cy, s: s), ink: .chevron, flipsRightToLeft: true)]
    }
}
