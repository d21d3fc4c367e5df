import SwatchSupport

/// One face of a font file: the file's path and, for collections (`.ttc`), the face's index in it.
struct FontSource: Sendable, Hashable {
    let path: String
    let index: Int
    /// The font as a message names it: the path for a font the user named (or swatch's own); for a fallback the
    /// system chose, what it is for (`the system's fallback font for '日'`), since no message quotes a file the user
    /// did not name. Not part of the face's identity.
    let shown: MessageText

    init(path: String, index: Int = 0, shown: MessageText? = nil) {
        self.path = path
        self.index = index
        self.shown = shown ?? "\(path)"
    }

    static func == (a: FontSource, b: FontSource) -> Bool { a.path == b.path && a.index == b.index }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(index)
    }
}
