extension Accessory {
    /// The grey chevron (`chevron.forward`, 8 x 14 pt with a 2 pt stroke).
    static let disclosureIndicator = Accessory(name: "disclosureIndicator", widthPoints: 38) { trailing, cy, s in
        [AccessoryShape(shape: chevron(right: trailing, cy: cy, s: s), ink: .chevron, flipsRightToLeft: true)]
    }

    /// The chevron with its right tip at `right`, centred on `cy`.
    static func chevron(right: Double, cy: Double, s: Double) -> any CoverageShape {
        let r = 1.0 * s
        let left = right - 8 * s + r, tip = right - r
        return UnionShape(parts: [
            CapsuleShape(x0: left, y0: cy - 7 * s + r, x1: tip, y1: cy, radius: r),
            CapsuleShape(x0: tip, y0: cy, x1: left, y1: cy + 7 * s - r, radius: r),
        ])
    }
}
