/// Why two images could not be compared, or a result not written: a one-line message that names the
/// file involved (unreadable, corrupt, truncated, not a PNG, absurd dimensions, bad option).
public struct CompareError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }
}
