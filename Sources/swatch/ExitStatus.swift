extension Swatch {
    /// Subcommands that answer "are these the same?" and so exit as cmp(1) and diff(1) do:
    /// 0 same (or passing), 1 different (or failing), 2 trouble.
    static let verdictCommands: Set<String> = ["compare", "verify", "check", "diff"]

    /// The exit status of any error, a usage error included: 2 for compare and verify (an error must never
    /// read as "different"), 1 for every other command.
    static func errorStatus(arguments: [String]) -> Int32 {
        guard let subcommand = arguments.dropFirst().first, verdictCommands.contains(subcommand) else { return 1 }
        return 2
    }
}
