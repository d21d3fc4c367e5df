import Foundation
import SwatchSupport

/// A palette's messages with its files named as the user gave them. Readers name a file by its place in what they read
/// (`MessageText.place`): a palette file by its own name (`colors.txt:3: …`), a folder's files by their place in it
/// (`Primary.colorset/Contents.json: …`, `r.resolver.json: …`), a resolver's source by its place beside it. A message from
/// a palette given as `brand/colors.txt` or `App/Assets.xcassets` names `brand/colors.txt:3: …` and
/// `App/Assets.xcassets/Primary.colorset/Contents.json: …`, so that two palettes of one name (`diff a/p.txt b/p.txt`,
/// `diff git:HEAD:p.txt p.txt`) are told apart, and a long path keeps its end (`VisibleText.quotedPath`). The place is
/// the reader's whole path, never the message's text, which may show it cut.
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
        guard let place = error.place, let named = naming(error.message, place: place) else { return error }
        return SwatchError(error.kind, MessageText(verbatim: named))
    }

    /// `message` (a warning) with the file it starts with named as the user gave it.
    func naming(_ message: MessageText) -> MessageText {
        guard let place = message.place, let named = naming(message.text, place: place) else { return message }
        return MessageText(verbatim: named)
    }

    /// `text`, which starts with `place` as a message shows it, with the place named as the user gave it: the palette
    /// file's own name as the palette was given, a file beside it under what that name was given in (`tk/`, a revision's
    /// `HEAD:` or `HEAD:tk/`), a file of a palette folder under the folder as given. Nil when it stays as it is: the text
    /// does not start with the place, the place is no file inside the folder (`..`, an absolute path, the folder itself
    /// as `.`), or the palette was given in the current folder.
    private func naming(_ text: String, place: String) -> String? {
        let start = VisibleText.quotedPath(place) + ":"
        guard text.hasPrefix(start) else { return nil }
        let rest = text.dropFirst(start.count - 1)
        let name = URL(fileURLWithPath: path).lastPathComponent
        if !isFolder, place == name {
            return place == shownAs ? nil : VisibleText.quotedPath(shownAs) + rest
        }
        let parts = place.split(separator: "/")
        guard !place.hasPrefix("/"), !parts.contains(".."), parts.contains(where: { $0 != "." }) else { return nil }
        // A revision's file at the top of the repository was given in `HEAD:`, which is no folder to join with `/`.
        if !isFolder, shownAs.hasSuffix(name), shownAs.dropLast(name.count).last == ":" {
            return VisibleText.quotedPath(shownAs.dropLast(name.count) + place) + rest
        }
        let given = isFolder ? shownAs : PathText.folder(of: shownAs)
        guard !given.isEmpty else { return nil }
        // `A.xcassets/`, `A.xcassets/.`: `A.xcassets/X.colorset`, not `A.xcassets//X.colorset`
        var folder = Substring(given)
        while folder.hasSuffix("/") || folder.hasSuffix("/.") { folder = folder.dropLast(folder.hasSuffix("/") ? 1 : 2) }
        return VisibleText.quotedPath(folder.isEmpty ? "/\(place)" : "\(folder)/\(place)") + rest
    }
}
