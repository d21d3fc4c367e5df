extension Accessory {
    /// The tinted checkmark (14 x 13 pt with a 2 pt stroke).
    static let checkmark = Accessory(name: "checkmark", widthPoints: 40) { right, cy, s in
        let r = 1.0 * s
        let left = right - 14 * s + r
        let bottomX = right - 14 * s + 5 * s, bottomY = cy + 6.5 * s - r
        return [AccessoryShape(shape: UnionShape(parts: [
            CapsuleShape(x0: left, y0: cy + 0.5 * s, x1: bottomX, y1: bottomY, radius: r),
            CapsuleShape(x0: bottomX, y0: bottomY, x1: right - r, y1: cy - 6.5 * s + r, radius: r),
        ]), ink: .tint)]
    }
}
