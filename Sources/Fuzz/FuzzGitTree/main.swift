// libFuzzer target for git tree objects as `diff git:REV:PATH` reads them: `GitTree.entries`, `GitTree.fileName`,
// `GitTree.printable`.
//
// `make fuzz` builds it with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path .build-fuzz --product FuzzGitTree
// and runs it on a copy of Tests/Fuzz/FuzzGitTree/ (raw trees, `git cat-file tree ID`, with odd names). Without
// -DFUZZING (a normal `swift build`) it is a program that only says so.
import Foundation

#if FUZZING
import CFuzzDriver
import SwatchKit

/// Parses the input as a tree of a SHA-1 and of a SHA-256 repository. Every name `fileName` accepts must be one
/// file name inside its folder, and every name a message shows must stay on one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for idLength in [20, 32] {
        guard let entries = try? GitTree.entries(bytes, idLength: idLength) else { continue }
        for entry in entries {
            precondition(entry.id.utf8.count == 2 * idLength, "id \(entry.id) of \(idLength) bytes")
            if let name = try? GitTree.fileName(entry.name) {
                precondition(Array(name.utf8) == entry.name, "\(name) is not its bytes")
                precondition(!name.isEmpty && name != "." && name != ".." && !name.utf8.contains(0x2F) && !name.utf8.contains(0),
                             "\(name) leaves its folder")
            }
            let shown = GitTree.printable(entry.name)
            precondition(!shown.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(shown) breaks the line")
        }
    }
    return 0
}

// SwiftPM makes this file's top-level code the program's `main`: hand over to libFuzzer.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
#else
FileHandle.standardError.write(Data("FuzzGitTree is a libFuzzer target: run `make fuzz`\n".utf8))
exit(1)
#endif
