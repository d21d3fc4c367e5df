/// Files and folders a run writes beside its sheets (`swatch diff`'s report and colour chips) or together
/// (`swatch export`'s exports), committed all or none: the files go through the run's `FileTransaction`,
/// the folders are installed just before the commit and put back if it fails.
package struct RunExtras {
    /// Text files and their texts, each made as it is written into its temporary.
    package var files: [(file: RunFile, text: StreamedText)] = []
    /// Folders already written to their temporary names.
    package var folders: [FolderWrite.Staged] = []

    /// No files and no folders yet.
    package init() {}

    /// What the run's files must keep clear of besides its inputs: the folders, each of which replaces whatever
    /// is at its path when it is installed (a sheet written inside one would go with the folder it replaces).
    package var folderFiles: [RunFile] { folders.map(\.file) }

    /// Writes the files into `transaction`, installs the folders and commits everything (once the run's
    /// standard output is written, `OutputBeforeFiles`).
    package func commit(_ transaction: FileTransaction) throws(SwatchError) {
        for (file, text) in files { try transaction.write(text, to: file.path) }
        try OutputBeforeFiles.commit { [folders] () throws(SwatchError) in
            try TemporaryFiles.puttingInPlace { () throws(SwatchError) in
                do throws(SwatchError) {
                    for folder in folders { try folder.install() }
                    try transaction.commitNow()
                } catch {
                    for folder in folders.reversed() { folder.putBack() }  // before a signal's cleanup may run
                    throw error
                }
                for folder in folders { folder.finish() }
            }
        }
    }
}
