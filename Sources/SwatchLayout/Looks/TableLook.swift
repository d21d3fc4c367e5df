/// Which iOS a sheet's table imitates: the geometry, separators, headers and accessories of UIKit's table
/// view as that iOS draws them. Each look is one table of measurements (`LookMeasures`) in this folder, every
/// value with the snapshot it was measured from or the reason it is inferred.
public enum TableLook: String, CaseIterable, Sendable, Codable {
    /// iOS 13–14, the reference app's era.
    case ios13
    /// iOS 15–18.
    case ios18
    /// iOS 26: taller rows, 1 pt separators inset at both ends, round inset groups, mixed-case headers.
    case ios26

    /// The look drawn when none is chosen and the catalog is unknown: the newest.
    public static let defaultLook = TableLook.ios26

    /// The look that goes with a built-in catalog: `ios26` → ios26, `ios17` → ios18, `ios13` → ios13; the
    /// newest look for any other name.
    public init(catalog: String) {
        switch catalog {
        case "ios13": self = .ios13
        case "ios17": self = .ios18
        default: self = Self.defaultLook
        }
    }

    /// The look named `text`, ignoring case (`iOS26`).
    public init?(name text: String) {
        guard let look = Self.allCases.first(where: { $0.rawValue == text.lowercased() }) else { return nil }
        self = look
    }

    /// Name for titles and manifests: `iOS 13`, `iOS 18`, `iOS 26`.
    public var title: String {
        switch self {
        case .ios13: "iOS 13"
        case .ios18: "iOS 18"
        case .ios26: "iOS 26"
        }
    }

    /// The iOS versions the look stands for, for help and the Looks article's table.
    public var versions: String {
        switch self {
        case .ios13: "iOS 13–14"
        case .ios18: "iOS 15–18"
        case .ios26: "iOS 26"
        }
    }

    /// The measurements this look draws with.
    var measures: LookMeasures {
        switch self {
        case .ios13: .ios13
        case .ios18: .ios18
        case .ios26: .ios26
        }
    }
}
