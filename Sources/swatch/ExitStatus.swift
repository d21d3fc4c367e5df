import ArgumentParser

extension Swatch {
    /// Subcommands that answer "are these the same?" and so exit as cmp(1) and diff(1) do:
    /// 0 same, 1 different, 2 trouble.
    static let verdictCommands: Set<String> = ["compare", "verify"]

    /// The exit status for an error ArgumentParser gives `code`: 2 for compare and verify whatever went
    /// wrong (a usage or file error must never read as "different"); otherwise `code` unchanged.
    static func exitStatus(_ code: ExitCode, arguments: [String]) -> Int32 {
        guard code != .success, let subcommand = arguments.dropFirst().first, verdictCommands.contains(subcommand) else {
            return code.rawValue
        }
        return 2
    }
}
