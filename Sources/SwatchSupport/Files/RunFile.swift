/// A file a run reads or writes, with the part it plays, so a clash can be named: "the palette",
/// "the manifest", "the diff image".
public struct RunFile: Sendable, Hashable {
    /// What the file is to the run, as a noun phrase: `the palette`, `the sheet`.
    public let role: String
    /// The path as the user gave it.
    public let path: String

    /// A file playing `role`.
    public init(_ role: String, _ path: String) {
        self.role = role
        self.path = path
    }
}
