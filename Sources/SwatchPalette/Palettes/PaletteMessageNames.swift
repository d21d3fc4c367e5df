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
            let renamed = SwatchError.naming(start: URL(fileURLWithPath: path).lastPathComponent, as: shownAs, in: message)
            // A file the palette refers to (a resolver's source, `light.tokens.json`): under the palette's folder as given.
            let shownFolder = PathText.folder(of: shownAs)
            guard renamed == message, !shownFolder.isEmpty else { return renamed }
            return naming(message, inside: PathText.folder(of: path), shownAs: shownFolder)
        }
        return naming(message, inside: path, shownAs: shownAs)
    }

    /// `message` with a file of `folder` it starts with (what comes before the first `:`, when `folder` holds an entry
    /// of that name) named under `shownFolder`, the folder as given; a message that starts with anything else, the
    /// folder's own path included, is left as it is.
    private func naming(_ message: String, inside folder: String, shownAs shownFolder: String) -> String {
        guard let colon = message.firstIndex(of: ":") else { return message }
        let inside = String(message[..<colon])
        // The folder itself (`.`, `./`: a message about the palette given as `.`) is not a file in it (`./.`: H18-5).
        guard !inside.isEmpty, !inside.hasPrefix("/"), !inside.split(separator: "/").contains(".."),
              inside.split(separator: "/").contains(where: { $0 != "." }),
              VisibleText.quoted(inside) == inside, Self.exists(((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(inside))
        else { return message }
        var shownFolder = Substring(shownFolder)  // `A.xcassets/`, `A.xcassets/.`: `A.xcassets/X.colorset`, not `A.xcassets//X.colorset`
        while shownFolder.hasSuffix("/") || shownFolder.hasSuffix("/.") { shownFolder = shownFolder.dropLast(shownFolder.hasSuffix("/") ? 1 : 2) }
        return SwatchError.naming(start: inside, as: "\(shownFolder)/\(inside)", in: message)
    }

    /// Whether there is an entry at `path`, a link not followed: what a link leads to (outside the folder) is not looked at.
    /// In a revision's folder made on demand, a file refused as too large is there too, though not made.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 || DeferredFolders.refuses(path)
    }
}
