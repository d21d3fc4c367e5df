/// Files and a folder a run writes beside its sheets (`swatch diff`'s report and colour chips), committed
/// with them all or none: the files go through the run's `FileTransaction`, the folder is installed just
/// before the commit and put back if the commit fails.
struct RunExtras {
    /// Text files and their bytes.
    var files: [(file: RunFile, bytes: [UInt8])] = []
    /// A folder already written to its temporary name.
    var folder: FolderWrite.Staged?

    /// What the run's files must keep clear of besides its inputs: the folder, which replaces whatever is at
    /// its path when it is installed (a sheet written inside it would go with the folder it replaces).
    var folderFiles: [RunFile] { folder.map { [$0.file] } ?? [] }

    /// Writes the files into `transaction`, installs the folder and commits everything.
    func commit(_ transaction: FileTransaction) throws(SwatchError) {
        for (file, bytes) in files { try transaction.write(bytes, to: file.path) }
        try folder?.install()
        try transaction.commit()  // on failure the folder, not finished, is put back when dropped
        folder?.finish()
    }
}
