/// A failure in font lookup, font loading or text setup. `message` is one line, suitable for stderr.
public struct TextError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
