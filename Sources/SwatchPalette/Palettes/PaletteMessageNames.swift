import Foundation
import SwatchSupport

/// A palette's messages with its files named as the user gave them. Readers name a file by its own name
/// (`colors.txt:3: …`), a folder's files by their place in it (`Primary.colorset/Contents.json: …`,
/// `r.resolver.json: …`); a message from a palette given as `brand/colors.txt` or `App/Assets.xcassets` names
/// `brand/colors.txt:3: …` and `App/Assets.xcassets/Primary.colorset/Contents.json: …`, so that two palettes of one name
/// (`diff a/p.txt b/p.txt`, `diff git:HEAD:p.txt p.txt`) are told apart, and a long path keeps its end
/// (`VisibleText.quotedPath`).
struct PaletteMessageNames {
    /// The palette's path as read.
    let path: String
    /// The palette's path as the user gave it (`HEAD:p.txt` for a copy of a revision).
    let shownAs: String
    /// Whether `path` is a folder (an asset catalog, a folder of design tokens).
    let isFolder: Bool

    init(path: String, shownAs: String) {
        self.path = path
        self.shownAs = shownAs
        var info = stat()
        isFolder = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// `error` with the file it starts with named as the user gave it.
    func naming(_ error: SwatchError) -> SwatchError {
        SwatchError(error.kind, MessageText(verbatim: naming(error.message)))
    }

    /// `message` (an error's or warning's) with the file it starts with named as the user gave it.
    func naming(_ message: String) -> String {
        guard isFolder else {
            return SwatchError.naming(start: URL(fileURLWithPath: path).lastPathComponent, as: shownAs, in: message)
        }
        // A folder's file: what comes before the first `:` when the folder holds a file of that name (a message that
        // starts with anything else, the folder's own path included, is left as it is).
        guard let colon = message.firstIndex(of: ":") else { return message }
        let inside = String(message[..<colon])
        guard !inside.isEmpty, !inside.hasPrefix("/"), !inside.split(separator: "/").contains(".."),
              VisibleText.quoted(inside) == inside, Self.exists((path as NSString).appendingPathComponent(inside))
        else { return message }
        var shownFolder = Substring(shownAs)  // `A.xcassets/`, `A.xcassets/.`: `A.xcassets/X.colorset`, not `A.xcassets//X.colorset`
        while shownFolder.hasSuffix("/") || shownFolder.hasSuffix("/.") { shownFolder = shownFolder.dropLast(shownFolder.hasSuffix("/") ? 1 : 2) }
        return SwatchError.naming(start: inside, as: "\(shownFolder)/\(inside)", in: message)
    }

    /// Whether there is an entry at `path`, a link not followed: what a link leads to (outside the folder) is not looked at.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
