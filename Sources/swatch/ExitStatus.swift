extension Swatch {
    /// Subcommands that answer "are these the same?" and so exit as cmp(1) and diff(1) do:
    /// 0 same (or passing), 1 different (or failing), 2 trouble.
    static let verdictCommands: Set<String> = ["compare", "verify", "check", "diff"]

    /// The exit status of any error, a usage error included: 2 for the verdict commands and `export --check`
    /// (an error must never read as "different" or "stale"), 1 for every other command.
    static func errorStatus(arguments: [String]) -> Int32 {
        guard let subcommand = arguments.dropFirst().first else { return 1 }
        if verdictCommands.contains(subcommand) { return 2 }
        return subcommand == "export" && arguments.dropFirst(2).prefix { $0 != "--" }.contains("--check") ? 2 : 1
    }
}
