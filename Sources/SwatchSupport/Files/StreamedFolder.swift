/// The files of a folder swatch writes (an export's, a diff's colour chips), made one at a time as the folder is
/// written or compared, each file's text made as it is written: a folder of any size is never held in memory,
/// neither its list of files nor their bytes.
public struct StreamedFolder: Sendable {
    /// One file of the folder: its path inside it and its text, made as it is written.
    public struct File: Sendable {
        /// The path inside the folder, `/`-separated, e.g. `Brand/Primary.colorset/Contents.json`.
        public let path: String
        /// The file's text.
        let text: StreamedText

        /// A file at `path` whose bytes `text` makes.
        package init(path: String, text: StreamedText) {
            self.path = path
            self.text = text
        }
    }

    /// Hands each file to `take` in the order they are written, until `take` returns false (a comparison that
    /// found a difference).
    private let produce: @Sendable (_ take: (File) throws(SwatchError) -> Bool) throws(SwatchError) -> Void

    /// The folder whose files `produce` makes, handing each to the function it is given and stopping when that
    /// returns false.
    package init(_ produce: @escaping @Sendable (_ take: (File) throws(SwatchError) -> Bool) throws(SwatchError) -> Void) {
        self.produce = produce
    }

    /// A folder of the files given, each made as it is written (a few files, each of a size that grows with the palette).
    package init(files: [File]) {
        produce = { (take) throws(SwatchError) in
            for file in files {
                guard try take(file) else { return }
            }
        }
    }

    /// A folder of files already made.
    public init(_ files: [FolderFile]) {
        produce = { (take) throws(SwatchError) in
            for file in files {
                let bytes = file.bytes
                guard try take(File(path: file.path, text: StreamedText { (writer) throws(SwatchError) in try writer.write(bytes) })) else { return }
            }
        }
    }

    /// Calls `body` with each file in turn, until it returns false.
    package func forEach(_ body: (File) throws(SwatchError) -> Bool) throws(SwatchError) {
        try produce(body)
    }

    /// Whether the folder holds no file: only its first file's path is made, none of its text.
    package func isEmpty() throws(SwatchError) -> Bool {
        var empty = true
        try forEach { _ in
            empty = false
            return false
        }
        return empty
    }

    /// Every file with its bytes, gathered in memory (tests, a small folder).
    public func files() throws(SwatchError) -> [FolderFile] {
        var files: [FolderFile] = []
        try forEach { (file) throws(SwatchError) in
            files.append(FolderFile(path: file.path, bytes: try file.text.bytes()))
            return true
        }
        return files
    }
}
