internal import CSwatchHash
import Foundation

/// Keeps a folder that an output replaces from taking an input with it by another name: a hard link to an input file
/// inside it, or a folder mounted inside it. `check` compares the folder with each input and their folders; a file of the
/// folder that is another name of an input file is seen only by its identity (the nineteenth hostile pass's H19-2:
/// `export --force` over a folder holding a hard link to the palette deleted that name of it). A mount point inside is
/// refused whatever it holds: what is there lives elsewhere (a bind mount of the palette's folder: H21-13), and the
/// removal would not enter it (`FolderRemoval.openFolder`).
package enum LinkedInputs {
    /// Throws when the folder at `folder` (shown as `shownAs`, the output `role` replaces) holds, at any depth, a file
    /// that is also an input of `inputs` or a file in an input folder, or a file or folder mounted there. Only files of more
    /// than one name are compared, so a folder of none costs one walk of itself (and a look at each entry for a mount).
    package static func check(folder: String, shownAs: String, role: String, inputs: [RunFile]) throws(SwatchError) {
        var linked: [FileKey: String] = [:]
        let mounted = walk(folder, findingMounts: true) { key, place in linked[key] = linked[key] ?? place }
        if let mounted {
            let entry = (shownAs as NSString).appendingPathComponent(mounted)
            throw SwatchError(.usage, "\(path: shownAs): \(role) would remove \(path: entry), mounted there from elsewhere (a bind mount or another file system); write it somewhere else")
        }
        guard !linked.isEmpty else { return }
        for input in inputs {
            var info = stat()
            guard stat(input.path, &info) == 0 else { continue }
            var found: String?
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(input.path, findingMounts: false) { key, _ in found = found ?? linked[key] }
            } else {
                found = linked[FileKey(info)]
            }
            if let found {
                let entry = (shownAs as NSString).appendingPathComponent(found)
                throw SwatchError(.usage, "\(path: shownAs): \(role) would remove \(path: entry), another name (a hard link) of \(input.role) \(path: input.path); write it somewhere else")
            }
        }
    }

    /// A file by its device and inode.
    private struct FileKey: Hashable {
        let device: UInt64, inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Calls `found` with each regular file of more than one name under `folder` (links not followed) and its place, a
    /// name that is not UTF-8 shown with its bad bytes as `\xFF` (`EntryName`): read by their bytes, so no name is
    /// passed over as one decoded into another that is not there. A folder mounted inside is never entered; with
    /// `findingMounts` (the folder an output replaces, not an input's) files are looked at for one too, and the place of the
    /// first file or folder mounted there is returned; nil when there is none.
    @discardableResult
    private static func walk(_ folder: String, findingMounts: Bool, _ found: (FileKey, String) -> Void) -> String? {
        var mounted: String?
        var pending: [(path: [CChar], place: String)] = [(Array(folder.utf8CString), "")]  // NUL-terminated
        while let (path, place) = pending.popLast() {
            guard let listing = opendir(path) else { continue }
            defer { closedir(listing) }
            while let entry = readdir(listing) {
                let name = EntryName.bytes(of: entry)
                var info = stat()
                guard !EntryName.isDots(name), fstatat(dirfd(listing), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                let shown = EntryName.of(entry).shown
                let inner = place.isEmpty ? shown : place + "/" + shown
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    let opened = FolderRemoval.openFolder(name, in: dirfd(listing))
                    if opened >= 0 {
                        close(opened)
                        pending.append((path.dropLast() + [0x2F] + name, inner))
                    } else if errno == EXDEV {
                        mounted = mounted ?? inner
                    }
                case S_IFREG where info.st_nlink > 1: found(FileKey(info), inner)
                default: break
                }
                // A file mounted there (a folder mounted there is not opened above) lives elsewhere too.
                if findingMounts, mounted == nil, info.st_mode & S_IFMT != S_IFDIR, swatch_is_mount_point(dirfd(listing), name) == 1 {
                    mounted = inner
                }
            }
        }
        return mounted
    }
}
