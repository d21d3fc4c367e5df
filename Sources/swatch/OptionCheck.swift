import ArgumentParser
import Foundation
import SwatchKit

/// What ArgumentParser lets through, or says only after something else: an option the command does not have, which
/// it names only once every argument is there and `validate()` has passed (`compare --nope a.png` said `missing
/// argument <actual>`, `diff --nope` its own `give OLD and NEW…`), and an option of one value given twice, whose last
/// value it takes without a word (`list --format=css --format=json` listed JSON). Checked against the options the
/// command declares, as `--experimental-dump-help` describes them (ArgumentParser's own account of its options).
enum OptionCheck {
    /// An option or flag as a command declares it.
    struct Declared {
        /// Its spellings: `--output`, `-o`.
        let names: [String]
        /// Whether it takes a value (an option, not a flag).
        let takesValue: Bool
        /// Whether it may be given more than once (`--name`, `--section`: their help says "repeatable").
        let repeatable: Bool
        /// The name of its value (`path` of `--sibling <path>`); nil for a flag.
        let valueName: String?
    }

    /// What a command line the parser refused is told first: the first option in `arguments` (up to `--`) that
    /// `command` does not have, as the parser words it (`unknown option '--nope' (did you mean '--name'?)`), then an
    /// option of one value given twice; neither, and the parser's own message stands.
    static func requireKnownOptions(in arguments: [String], of command: ParsableCommand.Type) throws(SwatchError) {
        let declared = declaredOptions(of: command)
        for given in givenOptions(arguments, declared: declared).options where given.option == nil {
            let longNames = declared.flatMap(\.names).filter { $0.hasPrefix("--") }
            let hint: MessageText = NameSuggestion.hint(for: given.name, among: longNames).map { " (\($0))" } ?? ""
            throw SwatchError(.usage, "unknown option '\(given.name)'" + hint)
        }
        try requireSingleValues(in: arguments, of: command)
    }

    /// Refuses an option of `command` given an empty value after `=` (`--scale=`): the parser takes it as no value and
    /// a number option then took the next argument for it (`--scale= --palette p.txt` was told `invalid value
    /// '--palette'`, `--scale= 2` read as 2: the twelfth hostile pass).
    static func requireAttachedValues(in arguments: [String], of command: ParsableCommand.Type) throws(SwatchError) {
        // `-o=` too: a short name's empty value was passed on as `=`, refused later as "an empty file name" (H13-6).
        let empty = arguments.prefix { $0 != "--" }.filter { $0.hasSuffix("=") && ($0.hasPrefix("--") ? $0.count > 3 : $0.hasPrefix("-") && $0.count == 3) }
        guard !empty.isEmpty else { return }
        let declared = declaredOptions(of: command).filter(\.takesValue).flatMap(\.names)
        if let given = empty.first(where: { declared.contains(String($0.dropLast())) }) {
            let name = String(given.dropLast())
            throw SwatchError(.usage, "\(name) needs a value (\(synopsis(of: name, in: command) ?? name))")  // as the parser's `--x` is told
        }
    }

    /// Refuses an option that takes one value given twice in `arguments` (up to `--`), naming both values:
    /// `--format is given twice ('css' and 'json'): it takes one value`; and a flag given in both its senses
    /// (`--swatches and --no-swatches are both given: give one`).
    static func requireSingleValues(in arguments: [String], of command: ParsableCommand.Type) throws(SwatchError) {
        // Most command lines name each option once: no description is made for them (it costs a debug build 6 ms). A
        // short name is its long one's first letter (`-o`, `--output`; `OptionCheckTests` holds every command to it).
        let names = arguments.prefix { $0 != "--" }.filter(isOption).map { $0.prefix { $0 != "=" } }
        let shortLetters = names.filter { !$0.hasPrefix("--") }.map { $0.dropFirst().prefix(1) }
        guard Set(names).count < names.count || names.contains(where: { name in name.hasPrefix("--no-") || shortLetters.contains { name.hasPrefix("--" + $0) } })
        else { return }
        var first: [[String]: String] = [:]  // an option's names → its first value
        let declared = declaredOptions(of: command)
        var flags: Set<String> = []  // the long names of the flags given so far
        for given in givenOptions(arguments, declared: declared).options {
            guard let option = given.option else { continue }
            if !option.takesValue {
                // A flag given again means what it meant once (`--quiet --quiet`): accepted. Its two senses
                // (`--swatches --no-swatches`) contradict each other, and the parser's last-wins would pick one silently.
                guard let name = option.names.first(where: { $0.hasPrefix("--") }) else { continue }
                let opposite = name.hasPrefix("--no-") ? "--" + name.dropFirst(5) : "--no-" + name.dropFirst(2)
                if flags.contains(opposite) { throw SwatchError(.usage, "\(opposite) and \(name) are both given: give one") }
                flags.insert(name)
                continue
            }
            guard !option.repeatable, let value = given.value else { continue }
            if let earlier = first[option.names] {
                let name = option.names.first { $0.hasPrefix("--") } ?? given.name
                throw SwatchError(.usage, "\(name) is given twice ('\(earlier)' and '\(value)'): it takes one value")
            }
            first[option.names] = value
        }
    }

    /// Each option in `arguments` before `--`, as written (`--format`, `-o`), with what it is among `declared` (nil for
    /// none) and its value: after `=`, else the next argument; and the arguments before `--` that are neither (a
    /// palette, `-`).
    private static func givenOptions(_ arguments: [String], declared: [Declared])
        -> (options: [(name: String, option: Declared?, value: String?)], others: [String]) {
        var given: [(name: String, option: Declared?, value: String?)] = []
        var others: [String] = []
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            guard isOption(argument) else {  // a value, or `-` (standard input)
                others.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            var value = argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
            let option = declared.first { $0.names.contains(name) }
            if option == nil, !name.hasPrefix("--"), name.dropFirst().allSatisfy({ short in declared.contains { $0.names.contains("-\(short)") } }) {
                continue  // short flags together, `-oh`
            }
            // An option before it (`--catalog -1`) is the parser's `--catalog needs a value`: taken as its value here, not named.
            if option?.takesValue == true, value == nil, index < arguments.count, arguments[index] != "--" {
                value = arguments[index]
                index += 1
            }
            given.append((name, option, value))
        }
        return (given, others)
    }

    /// The options in `arguments` (before `--`) whose name is longer than any that gets a suggestion
    /// (`NameSuggestion.longestTyped`), and so longer than any option's: each is unknown, whatever else the line holds.
    static func overlongOptions(in arguments: [String]) -> [String] {
        arguments.prefix { $0 != "--" }.filter { isOption($0) && $0.utf8.prefix { $0 != UInt8(ascii: "=") }.count > NameSuggestion.longestTyped }
    }

    /// What a command line the parser refused (or would spend long on: `overlongOptions`) is told, before the parser's
    /// own message: an option written with Unicode dashes, then an option `command` does not have.
    static func refuse(_ arguments: [String], of command: ParsableCommand.Type) throws(SwatchError) {
        try requireASCIIDashes(in: arguments, of: command)
        try requireKnownOptions(in: arguments, of: command)
    }

    /// Refuses an argument (before `--`, and not an option's value) that is one of `command`'s options written with
    /// Unicode dashes (`—mode`, `−−format`, `–o`), which the parser takes for a palette or a value: `unicodeDashHint`.
    static func requireASCIIDashes(in arguments: [String], of command: ParsableCommand.Type) throws(SwatchError) {
        // Most command lines hold no such argument: the options' description is made only for one that does.
        guard arguments.prefix(while: { $0 != "--" }).contains(where: startsWithUnicodeDash) else { return }
        let declared = declaredOptions(of: command)
        for argument in givenOptions(arguments, declared: declared).others {
            if let hint = unicodeDashHint(argument, declared: declared) { throw SwatchError(.usage, hint) }
        }
    }

    /// What an argument that is one of `command`'s options written with Unicode dashes is told, naming the first dash:
    /// `'—mode' starts with a Unicode dash (U+2014), not - (did you mean '--mode'?)`; nil for any other argument.
    static func unicodeDashHint(_ argument: String, of command: ParsableCommand.Type) -> MessageText? {
        startsWithUnicodeDash(argument) ? unicodeDashHint(argument, declared: declaredOptions(of: command)) : nil
    }

    /// `unicodeDashHint(_:of:)` among the options `declared`. A single letter after the dashes is the short option
    /// (`–o` → `-o`), any other name the long one (`—mode`, `−−format`, `‐‐style=plain` → `--mode`, `--format`, `--style`).
    private static func unicodeDashHint(_ argument: String, declared: [Declared]) -> MessageText? {
        guard let dash = argument.unicodeScalars.first, isUnicodeDash(dash) else { return nil }
        let name = String(String.UnicodeScalarView(argument.unicodeScalars.drop { isUnicodeDash($0) || $0 == "-" }.prefix { $0 != "=" }))
        let names = declared.flatMap(\.names)
        let meant = name.count == 1 && names.contains("-" + name) ? "-" + name : "--" + name
        guard !name.isEmpty, names.contains(meant) else { return nil }
        let code = String(dash.value, radix: 16, uppercase: true)
        return "'\(argument)' starts with a Unicode dash (U+\(verbatim: code)), not - (\(NameSuggestion.hint(meant)))"
    }

    /// Whether `argument` starts with one of the dashes an editor or a chat puts where `-` was typed.
    static func startsWithUnicodeDash(_ argument: String) -> Bool {
        argument.unicodeScalars.first.map(isUnicodeDash) ?? false
    }

    /// Whether `scalar` is a dash that looks like `-` but is not: the hyphens U+2010 and U+2011, the figure, en and em
    /// dashes and the horizontal bar (U+2012–U+2015, which editors make of `--`), the minus sign U+2212, and the small
    /// and fullwidth hyphen-minus U+FE63 and U+FF0D (and the small em dash U+FE58).
    private static func isUnicodeDash(_ scalar: Unicode.Scalar) -> Bool {
        (0x2010 ... 0x2015).contains(scalar.value) || [0x2212, 0xFE58, 0xFE63, 0xFF0D].contains(scalar.value)
    }

    /// Whether the parser takes `argument` for an option rather than a value: `-x`, `--x`, not `-`.
    private static func isOption(_ argument: String) -> Bool { argument.count > 1 && argument.hasPrefix("-") }

    /// The options and flags `command` declares, from ArgumentParser's description of it (`_dumpHelp`, the JSON of
    /// `--experimental-dump-help`): made only when a command line is checked, never for a plain run.
    private static func declaredOptions(of command: ParsableCommand.Type) -> [Declared] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
              let arguments = (root["command"] as? [String: Any])?["arguments"] as? [[String: Any]] else { return [] }
        return arguments.compactMap { argument in
            guard let kind = argument["kind"] as? String, kind != "positional", let names = argument["names"] as? [[String: Any]] else { return nil }
            let spelled = names.compactMap { name -> String? in
                guard let text = name["name"] as? String else { return nil }
                return (name["kind"] as? String == "long" ? "--" : "-") + text
            }
            return Declared(names: spelled, takesValue: kind == "option", repeatable: argument["isRepeating"] as? Bool ?? false,
                            valueName: kind == "option" ? argument["valueName"] as? String : nil)
        }
    }

    /// `name` with its value's name as a synopsis (`--sibling <path>`), as `command` or a subcommand of it declares
    /// it; nil for a name none declares as an option. The parser's own message leaves it out of a hidden option's
    /// (`Missing value for '--sibling'`, where a shown one's says `'--palette <path>'`).
    static func synopsis(of name: String, in command: ParsableCommand.Type) -> String? {
        for each in [command] + command.configuration.subcommands {
            if let valueName = declaredOptions(of: each).first(where: { $0.names.contains(name) })?.valueName { return "\(name) <\(valueName)>" }
        }
        return nil
    }
}

extension ParsableCommand {
    /// `parse(arguments)` held to `OptionCheck`: an unknown option is named before anything else the parser would say,
    /// and an option of one value is refused when given twice, whether the parser took the rest or not.
    static func checkedParse(_ arguments: [String]) throws -> Self {
        let parsed: Self
        if !OptionCheck.overlongOptions(in: arguments).isEmpty { try OptionCheck.refuse(arguments, of: self) }
        do {
            parsed = try parse(arguments)
        } catch {
            try OptionCheck.refuse(arguments, of: self)
            throw error
        }
        try OptionCheck.requireASCIIDashes(in: arguments, of: self)
        try OptionCheck.requireSingleValues(in: arguments, of: self)
        return parsed
    }
}

extension Swatch {
    /// The parser's help flags.
    static let helpFlags = ["--help", "-h"]

    /// The command line with `--help` or `-h` before a word read as `help WORD`: `swatch --help list` asks for list's
    /// help, as `git --help log` does, and `--help lsit` for `help lsit`'s "did you mean" (parsed as it stood, the word
    /// was taken for render's palette and render's help printed: the eleventh and twelfth hostile passes). What follows
    /// the word is passed over, as `list --help …` passes it over; help flags alone are `--help`.
    static func helpRequest(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, helpFlags.contains(first) else { return arguments }
        if let word = arguments.dropFirst().first(where: { !helpFlags.contains($0) }) {
            return word.hasPrefix("-") ? arguments : ["help", word]
        }
        return ["--help"]
    }

    /// The first of the parser's own flags (`--help`, `-h`, `--version`) given a value (`--help=x`), up to `--`: the
    /// parser answered it as the flag and passed the value over (`check --help=json` printed help, exit 0: the
    /// thirteenth hostile pass). It is refused as every other flag given a value is: `--help takes no value (given 'x')`.
    static func builtInFlagGivenAValue(in arguments: [String]) -> (flag: String, value: String)? {
        for argument in arguments.prefix(while: { $0 != "--" }) {
            guard let equals = argument.firstIndex(of: "="), ["--help", "-h", "--version"].contains(String(argument[..<equals])) else { continue }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        return nil
    }

    /// `parseAsRoot()` of the command line held to `OptionCheck`, for the subcommand it names (`render` when it names
    /// none). `--help`, `--version` and `help` are the parser's alone.
    static func checkedParseAsRoot() throws -> ParsableCommand {
        let arguments = helpRequest(Array(CommandLine.arguments.dropFirst()))
        let named = configuration.subcommands.first { $0._commandName == arguments.first }
        let command = named ?? Render.self
        let checked = named == nil ? arguments : Array(arguments.dropFirst())
        // --help wins over every other argument, as it wins over an unknown option: `render --help --palette` is render's
        // help, not `--palette needs a value`, nor `--help --scale 9` a refused scale (the thirteenth hostile pass's H13-2).
        if arguments.first != "help", checked.prefix(while: { $0 != "--" }).contains(where: helpFlags.contains) {
            return try parsedCommand(Array(arguments.prefix(named == nil ? 0 : 1)) + ["--help"])
        }
        // An option name longer than any is unknown, and the parser takes time growing with its length over it (its "did
        // you mean" compares it with every option's; a single-dash one is split into as many letters): a 130 KB one took
        // 1.6 s. Such a line is refused before the parser sees it, unless --help or --version, asked of the line without
        // those names, wins as it wins over any unknown option.
        let overlong = OptionCheck.overlongOptions(in: arguments)
        if let name = overlong.first {
            if arguments.first == "help" { throw SwatchError(.usage, "unknown option '\(name.prefix { $0 != "=" })'") }
            do {
                let answer = try parsedCommand(arguments.filter { !overlong.contains($0) })
                if type(of: answer) != command { return answer }  // --help: the parser's help command
            } catch {
                if exitCode(for: error) == .success { throw error }
            }
            try OptionCheck.refuse(checked, of: command)
        }
        try OptionCheck.requireAttachedValues(in: checked, of: command)
        let parsed: ParsableCommand
        do {
            parsed = try parsedCommand(arguments)  // by the subcommand alone where it can (start-up)
        } catch {
            if exitCode(for: error) == .success || arguments.first == "help" { throw error }
            try OptionCheck.refuse(checked, of: command)
            throw error
        }
        if type(of: parsed) == command {
            try OptionCheck.requireASCIIDashes(in: checked, of: command)
            try OptionCheck.requireSingleValues(in: checked, of: command)
        }
        return parsed
    }
}
