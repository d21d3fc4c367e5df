import SwatchSupport

/// The values a design-token document expands to, counted against `ResolutionLimits.maxValues`: one budget
/// for each document read, charged with every token and group a resolver set or context, a Tokens Studio
/// theme or an `$extends` brings into a tree, as many times as it brings them in. What is resolved once is
/// remembered, so counting costs what the document's size does, not what its expansion would.
/// Also the wording of the two limits' messages, so every reader says them alike.
final class TokenBudget {
    /// The values counted so far.
    private var used = 0

    /// Counts `values` more, brought in at `place` (`dark.tokens.json: Brand.$extends`); throws once the
    /// document has expanded to more than the limit.
    func charge(_ values: Int, at place: @autoclosure () -> MessageText) throws(SwatchError) {
        used += values
        if used > ResolutionLimits.maxValues { throw Self.tooLarge(at: place()) }
    }

    /// The error for an expansion past `ResolutionLimits.maxValues` at `place`.
    static func tooLarge(at place: MessageText) -> SwatchError {
        SwatchError(.palette, "\(place): the tokens expand to more than \(ResolutionLimits.maxValues) values (references inside references?)")
    }

    /// The error for a chain of `links` (`aliases`, `set references`) longer than `ResolutionLimits.maxDepth`
    /// that starts at `place`.
    static func tooDeep(at place: MessageText, links: String) -> SwatchError {
        SwatchError(.palette, "\(place): \(tooDeepText(links: links))")
    }

    /// What `tooDeep` says after the place.
    static func tooDeepText(links: String) -> MessageText {
        "a chain of more than \(ResolutionLimits.maxDepth) \(verbatim: links) starts here"
    }
}
