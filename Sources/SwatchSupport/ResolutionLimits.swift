/// How deep and how large a document may grow while it is read: the one place these limits are declared.
/// Past either, reading stops with one line naming the file and the place, in well under a second and a few
/// hundred megabytes, rather than overflowing the stack or running for minutes at gigabytes.
package enum ResolutionLimits {
    /// The deepest a document may nest and the longest chain of references it may follow: JSON arrays and
    /// objects inside each other (`OrderedJSONParser`), design-token groups inside groups together with the
    /// groups `$extends` brings in, and chains of aliases, component `$ref`s and resolver set references.
    /// Real documents stay under 20; every recursion over them is bounded by this.
    package static let maxDepth = 256

    /// The most values a document may expand to: a YAML theme's scalars, sequences and mappings, counted each
    /// time an alias uses them; design tokens and groups, counted each time a resolver set, a Tokens Studio
    /// theme or an `$extends` brings them in. A real document has a few thousand.
    package static let maxValues = 1_000_000

    /// What a YAML document past `maxValues` is told: many values or aliases that expand, said alike.
    package static let yamlTooManyValues: MessageText = "the YAML document holds more than \(maxValues) values (an alias counted each time it is used)"
}
