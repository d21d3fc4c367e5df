import Yams
import SwatchSupport

/// What Yams found wrong with a YAML document, in swatch's words: its `description` starts `2:11: error: parser:` and
/// puts the problem on a line after its context (`while parsing … in line 2, column 11`), so its first line said
/// nothing of what is wrong, and a key given twice came as `Parser: expected all keys to be unique but …`.
package enum YAMLProblem {
    /// How deep libyaml lets a document nest (`MAX_NESTING_LEVEL` in Yams' `CYaml/src/parser.c`).
    static let nestingLimit = 1_000

    /// The message for `error` after the file's name: `not valid YAML: line 2, column 11: did not find expected node
    /// content (while parsing a flow node, line 2, column 11)`, or `catalog: given twice (first at line 1)`.
    package static func message(_ error: any Error) -> MessageText {
        guard let error = error as? YamlError else { return "not valid YAML (\(MessageText(reason: error)))" }
        switch error {
        case .duplicatedKeysInMapping(let keys, let context):
            // Yams gives the place of the first key's first occurrence only.
            let place: MessageText = context.mark.line > 0 ? " (first at line \(context.mark.line))" : ""
            return "\(list: keys): given twice" + place
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml's own limit on nesting (1,000 levels) names the C function that sets it.
            if problem.lowercased().hasPrefix("maximum nesting level reached") {
                return "not valid YAML: line \(mark.line), column \(mark.column): nested more than \(nestingLimit) levels deep"
            }
            let within: MessageText = context.map { " (\(MessageText(reason: $0.text)), line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return "not valid YAML: line \(mark.line), column \(mark.column): \(MessageText(reason: problem))" + within
        case .reader(let problem, let offset, _, let yaml):
            guard let offset, let (line, column) = TextPosition.of(byte: offset, in: yaml) else { return "not valid YAML: \(MessageText(reason: problem))" }
            return "not valid YAML: line \(line), column \(column): \(MessageText(reason: problem))"
        case .memory:
            return "not valid YAML: not enough memory to read it"
        default:
            return "not valid YAML (\(MessageText(reason: "\(error)".prefix { $0 != "\n" }.description)))"
        }
    }
}
