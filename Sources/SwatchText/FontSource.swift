/// One face of a font file: the file's path and, for collections (`.ttc`), the face's index in it.
struct FontSource: Sendable, Hashable {
    let path: String
    let index: Int

    init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }
}
