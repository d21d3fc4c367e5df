/// Which way a table is laid out, as `UIView.semanticContentAttribute` follows the app's language: left to
/// right, or right to left as in Arabic or Hebrew (text on the right, accessories on the left, chevrons
/// pointing left).
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
