// What the SwatchColors build-tool plugin uses of SwiftPM's PackagePlugin module, under the same names, so that its
// code (Plugins/SwatchColors/plugin.swift, compiled beside this file without its `import PackagePlugin`) runs as a
// program: `main` makes the plugin's commands for a target whose files are the arguments and prints each command,
// its arguments on one line and its input files' paths on the next. PluginCommandsTests reads them.
import Foundation

protocol BuildToolPlugin {
    init()
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command]
}

enum Command {
    case buildCommand(displayName: String?, executable: URL, arguments: [String], environment: [String: String] = [:],
                      inputFiles: [URL] = [], outputFiles: [URL] = [])
}

struct File {
    let url: URL
}

struct SourceModuleTarget {
    let sourceFiles: [File]
}

struct Target {
    let sourceModule: SourceModuleTarget?
}

struct PluginContext {
    struct Tool {
        let url: URL
    }

    let pluginWorkDirectoryURL: URL

    func tool(named name: String) throws -> Tool {
        Tool(url: URL(fileURLWithPath: "/tools/\(name)"))
    }
}

extension BuildToolPlugin {
    static func main() async {
        let files = CommandLine.arguments.dropFirst().map { File(url: URL(fileURLWithPath: $0)) }
        let context = PluginContext(pluginWorkDirectoryURL: URL(fileURLWithPath: "/work"))
        do {
            for command in try await Self().createBuildCommands(context: context, target: Target(sourceModule: SourceModuleTarget(sourceFiles: files))) {
                guard case .buildCommand(_, _, let arguments, _, let inputs, _) = command else { continue }
                print(arguments.joined(separator: " "))
                print(inputs.map { $0.path(percentEncoded: false) }.joined(separator: " "))
            }
        } catch {
            print("error: \(error)")
            exit(1)
        }
    }
}
