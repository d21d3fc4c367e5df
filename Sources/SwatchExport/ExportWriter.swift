import Foundation
import SwatchSupport

/// One export a run writes: what its format made and where it goes.
public struct ExportJob: Sendable {
    /// Where it goes: a file, or a folder for folder formats.
    public let path: String
    /// What the format made of the palette.
    public let output: ExportContent
    /// The export's part in messages: `the export`, or where a config lists it (`exports[1].output`).
    public let role: String
    /// What the palette was read from, for the marker of a folder (`Assets.xcassets`).
    public let source: String
    /// A folder format may replace a folder holding files swatch did not write.
    public let force: Bool
    /// The format's name (`xcassets`), which a folder's marker records.
    public let format: String

    /// An export of `output` in `format` to `path`.
    public init(path: String, output: ExportContent, role: String = "the export", source: String, force: Bool = false, format: String = "export") {
        self.path = path
        self.output = output
        self.role = role
        self.source = source
        self.force = force
        self.format = format
    }
}

/// Writes the exports of one run all or none, leaving every file that would not change untouched, and
/// tells which committed exports are stale: the use case behind `swatch export` and `export --check`.
public enum ExportWriter {
    /// What happened to one export.
    public enum Outcome: Sendable, Equatable {
        /// Written, new or replacing other content.
        case written
        /// Already held exactly this; not touched (its modification time stays).
        case unchanged
    }

    /// Writes every job, files through one `FileTransaction` and folders staged beside their targets, and
    /// commits them together; a job whose output already holds what it would write is left alone. Paths are
    /// all checked first: none may be an input (`inputs`) or lie inside one, be written twice, or lie inside
    /// another job's folder. Folders missing above an output are made, and removed again if the run fails. `warn` gets
    /// a warning line (its values quoted) for a replaced folder left beside its export (`FolderWrite`).
    public static func write(_ jobs: [ExportJob], inputs: [RunFile], warn: @escaping (String) -> Void = { _ in }) throws(SwatchError) -> [Outcome] {
        // Clear of the inputs before a folder is made for them: a missing folder inside the palette would be made in it.
        try checkClear(jobs, of: inputs)
        // writeJobs' transaction and staged folders are gone when it throws, so there is nothing more to undo.
        return try CreatedFolders.making(above: jobs.map(\.path)) { () throws(SwatchError) in try writeJobs(jobs, inputs: inputs, warn: warn) } undo: {}
    }

    /// `write`'s work once the folders are there: what each job needs, committed all or none.
    private static func writeJobs(_ jobs: [ExportJob], inputs: [RunFile], warn: @escaping (String) -> Void) throws(SwatchError) -> [Outcome] {
        var extras = RunExtras()
        var outcomes: [Outcome] = []
        for job in jobs {
            let existing: ExistingOutput
            do throws(SwatchError) {
                existing = try compare(job)
            } catch {
                existing = .missing  // a device, pipe or unreadable file: written (or refused) as usual
            }
            if existing == .same {
                // Still checked against the inputs, so a run that would overwrite one fails whatever is there.
                try PathIdentity.checkClear(RunFile(job.role, job.path), at: PathIdentity(job.path),
                                            of: inputs.map { (file: $0, identity: PathIdentity(input: $0.path)) })
                outcomes.append(.unchanged)
                continue
            }
            switch job.output {
            case .text(let text): extras.files.append((RunFile(job.role, job.path), text))
            case .folder(let folder):
                extras.folders.append(try FolderWrite.Staged(folder, to: job.path, format: job.format, source: job.source, force: job.force, inputs: inputs,
                                                             role: job.role, warn: warn))
            }
            outcomes.append(.written)
        }
        try extras.commit(FileTransaction(outputs: extras.files.map(\.file), inputs: inputs))
        return outcomes
    }

    /// How each job's output compares with what is at its path, without writing anything. Throws for a path
    /// that is not a file (or folder) that could be compared: a pipe, a device, one that cannot be read; and, as
    /// `write` does, for one that is an input (`inputs`) or lies inside one, by any path.
    public static func compare(_ jobs: [ExportJob], inputs: [RunFile] = []) throws(SwatchError) -> [ExistingOutput] {
        try checkClear(jobs, of: inputs)
        var results: [ExistingOutput] = []
        for job in jobs { results.append(try compare(job)) }
        return results
    }

    private static func compare(_ job: ExportJob) throws(SwatchError) -> ExistingOutput {
        switch job.output {
        case .text(let text): try ExistingOutput.file(job.path, holding: text)
        case .folder(let folder): try ExistingOutput.folder(job.path, holding: folder, format: job.format, marker: FolderWrite.marker)
        }
    }

    /// Throws a usage error naming both when two jobs write the same path or one into the other's folder, or a job's
    /// path is an input or lies inside one (`PathIdentity.checkClear`).
    private static func checkClear(_ jobs: [ExportJob], of inputs: [RunFile]) throws(SwatchError) {
        try checkApart(jobs)
        for job in jobs { try checkFolderName(job) }
        let read = inputs.map { (file: $0, identity: PathIdentity(input: $0.path)) }
        for job in jobs where job.path != OutputDescriptor.standardOutput {
            try PathIdentity.checkClear(RunFile(job.role, job.path), at: PathIdentity(job.path.hasSuffix("/") ? String(job.path.dropLast()) : job.path), of: read)
        }
    }

    /// The extensions of single files, which a folder format's output is not named with: the text formats' and
    /// Android's `.xml` (the files its `res` folder holds).
    private static let fileExtensions = Set(PaletteFormat.all.filter { !$0.writesFolder }.map(\.fileExtension) + ["xml"])

    /// Refuses a folder format's output named as one file (`-o t.tokens.json`, which the user meant as a file and would
    /// get as a folder), saying what to name it; a folder already there (an earlier run's) is written as before.
    private static func checkFolderName(_ job: ExportJob) throws(SwatchError) {
        guard job.output.isFolder, !job.path.hasSuffix("/"), let format = PaletteFormat.named(job.format) else { return }
        let name = job.path.split(separator: "/").last.map(String.init) ?? job.path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, fileExtensions.contains(name[name.index(after: dot)...].lowercased())
        else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: job.path, isDirectory: &isDirectory), isDirectory.boolValue { return }
        let stem = name[..<dot]
        let folder = job.path.dropLast(name.count) + (stem.hasSuffix(".\(format.fileExtension)") ? stem : "\(stem).\(format.fileExtension)")
        throw SwatchError(.usage, "\(job.path): \(format.name) writes a folder of files, not one .\(name[name.index(after: dot)...]) file: name the folder \(folder)")
    }

    /// Throws a usage error naming both when two jobs write the same path, or one would be written inside
    /// another's folder (`PathIdentity.checkApart`).
    static func checkApart(_ jobs: [ExportJob]) throws(SwatchError) {
        try PathIdentity.checkApart(jobs.map { (RunFile($0.role, $0.path), $0.output.isFolder) })
    }
}
