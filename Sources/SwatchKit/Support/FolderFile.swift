/// One file of a folder swatch writes (an export, a diff's colour chips).
public struct FolderFile: Sendable, Equatable {
    /// The path inside the folder, `/`-separated, e.g. `Brand/Primary.colorset/Contents.json`.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]

    /// A file at `path` holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
