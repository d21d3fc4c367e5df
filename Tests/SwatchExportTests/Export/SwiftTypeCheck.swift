import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwatchTestSupport

/// Type-checks generated Swift with `swiftc -typecheck` against stub modules named UIKit, AppKit and SwiftUI
/// (`__Fixtures__/swift-stubs/`), which declare what the exports use with the SDKs' real signatures, and
/// DeveloperToolsSupport, whose `ColorResource` Xcode's generated asset symbols use. The stubs are built once per
/// test run, into a temporary folder removed at exit.
enum SwiftTypeCheck {
    /// The platform whose stubs the code is checked against.
    enum Platform {
        case iOS
        case macOS
    }

    /// The compiler: `$SWIFTC`, else the one beside the toolchain running these tests (found from where
    /// libswiftCore was loaded), else the first on `PATH`, else `/opt/swift`'s. Nil when there is none.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
           let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
           let path = line.split(separator: " ").last {
            // <toolchain>/usr/lib/swift/linux/libswiftCore.so -> <toolchain>/usr/bin/swiftc
            var usr = URL(fileURLWithPath: String(path))
            for _ in 0..<4 { usr.deleteLastPathComponent() }
            candidates.append(usr.appendingPathComponent("bin/swiftc").path)
        }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Where this run keeps the stubs and the files it checks.
    static let root: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-typecheck-\(getpid())-\(UUID().uuidString)").path
        atexit { try? FileManager.default.removeItem(atPath: SwiftTypeCheck.root) }
        return path
    }()

    /// The built stub modules' folders, or why they could not be built.
    static let stubs: Result<[String: String], TypeCheckError> = buildStubs()

    struct TypeCheckError: Error, CustomStringConvertible {
        let description: String
    }

    /// Type-checks `files` (name → source) together, in Swift 6 mode with warnings as errors, against the stubs of
    /// `platform` (nil: none, only the standard library); nil when they pass, else the compiler's diagnostics.
    /// `arguments` go to the compiler too (`-package-name`, `-D`); `asLibrary` false lets a file named
    /// `main.swift` hold top-level code.
    static func diagnostics(_ files: [String: String], platform: Platform?, arguments: [String] = [],
                            asLibrary: Bool = true) throws -> String? {
        guard let swiftc else { throw TypeCheckError(description: "swiftc not found") }
        let folder = "\(root)/check-\(UUID().uuidString)"
        let paths = try write(files, into: folder)
        let result = try run(swiftc, ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + (asLibrary ? ["-parse-as-library"] : [])
            + common + (platform.map(stubArguments) ?? []) + arguments + paths)
        return result.status == 0 ? nil : result.output
    }

    /// Builds `files` as the module `module` (Swift 6, warnings as errors), then type-checks `client` in another
    /// module importing it, as an app uses a design-system package: nil when both pass, else the diagnostics.
    /// `clientIsLibrary` false lets the client's `main.swift` hold top-level code.
    static func diagnostics(module: String, files: [String: String], client: [String: String], platform: Platform?,
                            arguments: [String] = [], clientIsLibrary: Bool = true) throws -> String? {
        guard let swiftc else { throw TypeCheckError(description: "swiftc not found") }
        let folder = "\(root)/module-\(UUID().uuidString)"
        let paths = try write(files, into: folder + "/sources")
        let built = try run(swiftc, ["-emit-module", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                                     "-module-name", module, "-o", "\(folder)/\(module).swiftmodule"]
            + common + (platform.map(stubArguments) ?? []) + arguments + paths)
        guard built.status == 0 else { return built.output }
        let clientPaths = try write(client, into: folder + "/client")
        let checked = try run(swiftc, ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder]
            + (clientIsLibrary ? ["-parse-as-library"] : [])
            + common + (platform.map(stubArguments) ?? []) + arguments + clientPaths)
        return checked.status == 0 ? nil : checked.output
    }

    /// Builds `files` into a program (Swift 6, the standard library and Foundation): its path, or an error holding the
    /// compiler's diagnostics.
    static func program(_ files: [String: String]) throws -> String {
        guard let swiftc else { throw TypeCheckError(description: "swiftc not found") }
        let folder = "\(root)/program-\(UUID().uuidString)"
        let paths = try write(files, into: folder + "/sources")
        let built = try run(swiftc, ["-swift-version", "6", "-parse-as-library", "-module-name", "Program", "-o", "\(folder)/program"]
            + common + paths)
        guard built.status == 0 else { throw TypeCheckError(description: built.output) }
        return "\(folder)/program"
    }

    /// Runs the program at `path` with `arguments`: its exit status and output (standard output and error together).
    static func run(program path: String, arguments: [String]) throws -> (status: Int32, output: String) {
        try run(path, arguments)
    }

    /// Writes `files` into `folder` (made here); their paths, in name order.
    private static func write(_ files: [String: String], into folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, source) in files.sorted(by: { $0.key < $1.key }) {
            paths.append("\(folder)/\(name)")
            try source.write(toFile: paths[paths.count - 1], atomically: false, encoding: .utf8)
        }
        return paths
    }

    /// `-I` for each stub module of `platform`.
    private static func stubArguments(_ platform: Platform) throws -> [String] {
        let folders = try stubs.get()
        let modules = ["CoreGraphics", "DeveloperToolsSupport"] + (platform == .iOS ? ["UIKit", "SwiftUI-iOS"] : ["AppKit", "SwiftUI-macOS"])
        return modules.flatMap { ["-I", folders[$0] ?? ""] }
    }

    /// One frontend job a call (`-wmo`): the driver otherwise splits the files across a job per core, each loading the
    /// standard library and the stubs again; the checks and diagnostics are the same, the CPU about half.
    private static var common: [String] { ["-wmo", "-module-cache-path", "\(root)/module-cache"] }

    private static func buildStubs() -> Result<[String: String], TypeCheckError> {
        guard let swiftc else { return .failure(TypeCheckError(description: "swiftc not found")) }
        let fixtures = FixtureFiles.folder
        let sources = fixtures.appendingPathComponent("swift-stubs").path
        var folders: [String: String] = [:]
        // name, module name, source, folders it imports from: in stages, the builds of a stage run in parallel.
        let stages: [[(String, String, String, [String])]] = [
            [("CoreGraphics", "CoreGraphics", "CoreGraphics", []), ("DeveloperToolsSupport", "DeveloperToolsSupport", "DeveloperToolsSupport", [])],
            [("UIKit", "UIKit", "UIKit", ["CoreGraphics", "DeveloperToolsSupport"]),
             ("AppKit", "AppKit", "AppKit", ["CoreGraphics", "DeveloperToolsSupport"])],
            [("SwiftUI-iOS", "SwiftUI", "SwiftUI", ["CoreGraphics", "DeveloperToolsSupport", "UIKit"]),
             ("SwiftUI-macOS", "SwiftUI", "SwiftUI", ["CoreGraphics", "DeveloperToolsSupport", "AppKit"])],
        ]
        do {
            for stage in stages {
                var running: [(String, Process, Pipe)] = []
                for (name, module, source, imports) in stage {
                    let folder = "\(root)/\(name)"
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    folders[name] = folder
                    let arguments = ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                     "-o", "\(folder)/\(module).swiftmodule"] + common
                        + imports.flatMap { ["-I", folders[$0] ?? ""] } + ["\(sources)/\(source).swift"]
                    let (process, pipe) = try start(swiftc, arguments)
                    running.append((name, process, pipe))
                }
                for (name, process, pipe) in running {
                    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    process.waitUntilExit()
                    if process.terminationStatus != 0 {
                        return .failure(TypeCheckError(description: "the \(name) stub does not build:\n\(output)"))
                    }
                }
            }
        } catch {
            return .failure(TypeCheckError(description: "could not run \(swiftc): \(error)"))
        }
        return .success(folders)
    }

    private static func start(_ executable: String, _ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        return (process, pipe)
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let (process, pipe) = try start(executable, arguments)
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
