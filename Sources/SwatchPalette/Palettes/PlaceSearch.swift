import Foundation
import SwatchSupport

/// Finds the file a reader's message names by its place in a folder when the place was too long to show whole: a
/// message quotes it as any value (`VisibleText.quoted`: its first 80 characters, then `… (N characters)`), and
/// `PaletteMessageNames` names it under the folder as the user gave it, its end kept (`VisibleText.quotedPath`), so a
/// deep colour set keeps its name and its catalog (the seventeenth hostile pass's H17-8).
enum PlaceSearch {
    /// The most entries one search looks at: a cut start names every folder but the last, so a search lists a few.
    static let mostEntries = 2_000

    /// The one place in `folder` whose quoted form is `shown`, a cut value; nil when `shown` is not one, or no place or
    /// several are (the message is then left as its reader wrote it).
    static func uncut(_ shown: String, in folder: String) -> String? {
        guard let match = shown.wholeMatch(of: /(.+)… \(([0-9]+) characters\)/), let length = Int(match.2) else { return nil }
        let start = match.1.split(separator: "/", omittingEmptySubsequences: false)
        guard let partial = start.last, start.dropLast().allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        var search = Search(folder: folder, shown: shown, length: length)
        search.extend(start.dropLast().joined(separator: "/"), partial: partial)
        return search.found.count == 1 ? search.found[0] : nil
    }

    /// One search's state: what it found and how many entries it may still look at.
    private struct Search {
        let folder: String, shown: String, length: Int
        var found: [String] = []
        var budget = PlaceSearch.mostEntries

        /// Looks in the folder `place` for entries starting `partial`, then, in each such folder, for any entry, down
        /// to places of `length` characters.
        mutating func extend(_ place: String, partial: Substring) {
            let path = place.isEmpty ? folder : (folder as NSString).appendingPathComponent(place)
            guard found.count < 2, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names.sorted() where name.hasPrefix(partial) {
                budget -= 1
                guard budget > 0, found.count < 2 else { return }
                let candidate = place.isEmpty ? name : place + "/" + name
                if VisibleText.quoted(candidate) == shown {
                    found.append(candidate)
                } else if candidate.count < length, Self.isFolder((folder as NSString).appendingPathComponent(candidate)) {
                    extend(candidate, partial: "")  // quoting never shortens: a place as long is no folder of it
                }
            }
        }

        /// Whether `path` is a folder (a link to one followed, as a reader's path is).
        static func isFolder(_ path: String) -> Bool {
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
    }
}
