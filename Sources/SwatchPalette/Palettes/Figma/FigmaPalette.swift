import SwatchColor
import SwatchSupport

/// Makes a palette of a Figma file's colour variables (`FigmaVariables`).
///
/// - **Sections** are the file's own (not a library's) collections, in its order; a collection's colours are its
///   `COLOR` variables in Figma's order, named as Figma names them (`Brand/Primary`: the groups are namespaces).
/// - **Appearances** are the modes: each mode of a collection with colours must be an appearance, by its name
///   (`Light`, `Dark`, `Dark High Contrast`, `Dark Mode`) or `--appearance-map`; a mode that maps to nothing is
///   an error naming it, as are two modes of one appearance. A collection of one mode is light, whatever it is
///   called (Figma names it `Mode 1`).
/// - **Aliases** (`{"type": "VARIABLE_ALIAS", "id"}`) are followed to a colour, iteratively: within a collection in
///   the same mode; into another collection, in its mode of the same appearance, else its default mode (as Figma
///   resolves a collection no mode is chosen for). A chain longer than `ResolutionLimits.maxDepth`, a cycle, an
///   alias to a variable the file lacks or to one that is not a colour is an error naming the variable; each
///   variable and mode is resolved once and remembered, and every value resolved is charged to a `TokenBudget`,
///   so a file costs its size, however its aliases fan out.
/// - **Values** are `{r, g, b, a}` fractions of sRGB, kept as the source's values (a file whose colour profile is
///   Display P3 gives P3 numbers the API does not mark: they are read as sRGB).
package enum FigmaPalette {
    /// The palette of `variables`, read from `file` (its name without `.json` names the palette).
    package static func load(_ variables: FigmaVariables, file: String, options: PaletteReadOptions) throws(SwatchError) -> PaletteLoad {
        var resolver = Resolver(variables: variables, file: file, names: options.appearanceNames, rounding: options.rounding)
        var errors = ErrorCollector(keepGoing: options.keepGoing)
        var sections: [PaletteSection] = []
        var byCollection: [String: [FigmaVariables.Variable]] = [:]
        let collectionIDs = Set(variables.collections.map(\.id))
        for id in variables.order {
            guard let variable = variables.variables[id], variable.resolvedType == "COLOR", !variable.targetOnly else { continue }
            guard collectionIDs.contains(variable.collectionID) else {
                throw SwatchError(.palette, "\(place: file): \(verbatim: variable.node["variableCollectionId"].keyPath): \"\(variable.collectionID)\" is not a collection of the file")
            }
            byCollection[variable.collectionID, default: []].append(variable)
        }
        for collection in variables.collections where !collection.remote {
            guard let found = byCollection.removeValue(forKey: collection.id) else { continue }
            let modes = try appearances(of: collection, file: file, names: options.appearanceNames)
            var section = SectionColors(name: collection.name)
            for variable in ordered(found, by: collection.variableIDs) {
                do throws(SwatchError) {
                    var values: [Appearance: RGBA8] = [:]
                    var sources: [Appearance: SourceColor] = [:]
                    for (mode, appearance) in modes {
                        let value = try resolver.value(of: variable, mode: mode.id)
                        values[appearance] = value.color
                        sources[appearance] = value.source
                    }
                    let color = NamedColor(name: variable.name, values: values, sources: [file], sourceValues: sources)
                    try section.add(color, at: "\(place: file): \(verbatim: variable.node.keyPath)", errors: &errors)
                } catch {
                    try errors.record(error)
                }
            }
            if !section.colors.isEmpty { sections.append(PaletteSection(name: section.name, colors: section.colors)) }
        }

        guard !sections.isEmpty else {
            if let first = errors.skipped.first {
                throw SwatchError(.palette, "\(place: file): no colour variable could be read (\(errors.skipped.count) skipped; the first: \(first))")
            }
            throw SwatchError(.palette, "\(place: file): no colour variables found (a colour variable has \"resolvedType\": \"COLOR\")")
        }
        let name = TokensReader.baseName(file)
        return PaletteLoad(palette: Palette(name: name, title: "\(name) (Figma variables)", sections: sections), skipped: errors.skipped)
    }

    /// `variables` in the order of `ids` (Figma's), those it does not list after them in the file's order.
    private static func ordered(_ variables: [FigmaVariables.Variable], by ids: [String]) -> [FigmaVariables.Variable] {
        var position: [String: Int] = [:]
        for (index, id) in ids.enumerated() where position[id] == nil { position[id] = index }
        return variables.enumerated().sorted { a, b in
            (position[a.element.id] ?? ids.count + a.offset, a.offset) < (position[b.element.id] ?? ids.count + b.offset, b.offset)
        }.map(\.element)
    }

    /// Each mode of a collection with colours and the appearance it is (see the type's comment).
    static func appearances(of collection: FigmaVariables.Collection, file: String,
                            names: AppearanceNames) throws(SwatchError) -> [(mode: FigmaVariables.Mode, appearance: Appearance)] {
        guard collection.modes.count > 1 else { return [(collection.modes[0], names.appearance(named: collection.modes[0].name) ?? .light)] }
        var result: [(mode: FigmaVariables.Mode, appearance: Appearance)] = []
        for mode in collection.modes {
            guard let appearance = names.appearance(named: mode.name) else {
                throw SwatchError(.palette, "\(place: file): \(verbatim: mode.node.keyPath): mode \"\(mode.name)\" of collection \"\(collection.name)\" maps to no appearance: \(names.hint(for: mode.name))")
            }
            if let other = result.first(where: { $0.appearance == appearance }) {
                throw SwatchError(.palette, "\(place: file): \(verbatim: mode.node.keyPath): modes \"\(other.mode.name)\" and \"\(mode.name)\" of collection \"\(collection.name)\" are both \(appearance.rawValue)")
            }
            result.append((mode, appearance))
        }
        return result
    }

    /// Follows aliases to colours, remembering every variable and mode resolved.
    struct Resolver {
        let variables: FigmaVariables
        let file: String
        let names: AppearanceNames
        let rounding: HexRounding
        private let budget = TokenBudget()
        /// What each variable and mode resolved to, and the aliases from it to the colour.
        private var known: [Step: (value: Resolved, links: Int)] = [:]
        /// Each collection by id, and the appearance of each of its modes that is one (leniently: for alias targets).
        private let collections: [String: FigmaVariables.Collection]
        private let modeAppearances: [String: Appearance]

        /// A variable in a mode.
        private struct Step: Hashable {
            let variable: String
            let mode: String
        }

        /// A colour's bytes and its values as the file gives them.
        struct Resolved {
            let color: RGBA8
            let source: SourceColor
        }

        init(variables: FigmaVariables, file: String, names: AppearanceNames, rounding: HexRounding) {
            self.variables = variables
            self.file = file
            self.names = names
            self.rounding = rounding
            var collections: [String: FigmaVariables.Collection] = [:]
            var modes: [String: Appearance] = [:]
            for collection in variables.collections {
                collections[collection.id] = collection
                for mode in collection.modes {
                    if let appearance = names.appearance(named: mode.name) { modes[collection.id + "\u{0}" + mode.id] = appearance }
                }
            }
            self.collections = collections
            modeAppearances = modes
        }

        /// The colour `variable` has in the mode `mode` of its collection.
        mutating func value(of variable: FigmaVariables.Variable, mode: String) throws(SwatchError) -> Resolved {
            var chain: [(variable: FigmaVariables.Variable, mode: String)] = [(variable, mode)]
            var seen: Set<Step> = [Step(variable: variable.id, mode: mode)]
            var result: Resolved?
            var total = 0  // aliases from `variable` to the colour
            while result == nil {
                let (current, currentMode) = chain[chain.count - 1]
                if let done = known[Step(variable: current.id, mode: currentMode)] {
                    result = done.value
                    total = chain.count - 1 + done.links
                    break
                }
                total = chain.count - 1
                try budget.charge(1, at: "\(place: file): \(verbatim: current.node.keyPath)")
                guard let raw = current.values[currentMode] else {
                    let modeName = collections[current.collectionID]?.modes.first { $0.id == currentMode }?.name ?? currentMode
                    throw problem(current.node["valuesByMode"], "no value for mode \"\(modeName)\" (\"\(currentMode)\")")
                }
                guard case .string("VARIABLE_ALIAS") = raw["type"].value else {
                    result = try literal(raw)
                    break
                }
                let targetID = try string(raw["id"])
                guard let target = variables.variables[targetID] else {
                    throw problem(raw["id"], "\"\(targetID)\" is not a variable of the file")
                }
                guard target.resolvedType == "COLOR" else {
                    throw problem(raw["id"], "\"\(target.name)\" is a \(target.resolvedType) variable, not a colour")
                }
                let targetMode = self.mode(for: target, from: current, in: currentMode)
                let step = Step(variable: target.id, mode: targetMode)
                guard seen.insert(step).inserted else {
                    let start = chain.firstIndex { $0.variable.id == target.id && $0.mode == targetMode } ?? 0
                    let names = chain[start...].map(\.variable.name) + [target.name]
                    throw problem(variable.node["valuesByMode"], "alias cycle: \(verbatim: VisibleText.abbreviated(chain: names.map(VisibleText.quoted)) { "\"\($0)\"" })")
                }
                guard chain.count <= ResolutionLimits.maxDepth else {
                    throw TokenBudget.tooDeep(at: "\(place: file): \(verbatim: variable.node["valuesByMode"].keyPath)", links: "aliases")
                }
                chain.append((target, targetMode))
            }
            guard let result else { throw problem(variable.node, "no value") }
            guard total <= ResolutionLimits.maxDepth else {
                throw TokenBudget.tooDeep(at: "\(place: file): \(verbatim: variable.node["valuesByMode"].keyPath)", links: "aliases")
            }
            for (position, link) in chain.enumerated() {
                known[Step(variable: link.variable.id, mode: link.mode)] = (result, total - position)
            }
            return result
        }

        /// The mode of `target` an alias from `source` in `mode` resolves in: the same mode in the same collection;
        /// in another, its mode of the same appearance, else its default mode.
        private func mode(for target: FigmaVariables.Variable, from source: FigmaVariables.Variable, in mode: String) -> String {
            guard target.collectionID != source.collectionID, let collection = collections[target.collectionID] else { return mode }
            if let appearance = modeAppearances[source.collectionID + "\u{0}" + mode],
               let matching = collection.modes.first(where: { modeAppearances[collection.id + "\u{0}" + $0.id] == appearance }) {
                return matching.id
            }
            return collection.defaultModeID
        }

        /// `{r, g, b, a}`: fractions 0 to 1, alpha 1 when absent.
        private func literal(_ node: TokenNode) throws(SwatchError) -> Resolved {
            let expected: MessageText = "\(node.shown) is not a colour (expected {\"r\", \"g\", \"b\", \"a\"} of 0 to 1, or {\"type\": \"VARIABLE_ALIAS\", \"id\"})"
            guard let members = node.value?.members else { throw problem(node, expected) }
            for member in members where !["r", "g", "b", "a"].contains(member.key) {
                throw problem(node[member.key], "unknown key (expected r, g, b, a)")
            }
            func channel(_ key: String) throws(SwatchError) -> Double {
                let member = node[key]
                if key == "a", member.isMissing { return 1 }
                guard let number = member.number else { throw problem(member.isMissing ? node : member, member.isMissing ? "\(key): missing" : "\(member.shown) is not a number") }
                guard (0...1).contains(number) else { throw problem(member, "\(member.shown) is out of range (0 to 1)") }
                return number
            }
            let source = SourceColor(red: try channel("r"), green: try channel("g"), blue: try channel("b"), alpha: try channel("a"))
            return Resolved(color: RGBA8(r: rounding.byte(source.red), g: rounding.byte(source.green), b: rounding.byte(source.blue),
                                         a: rounding.byte(source.alpha)), source: source)
        }

        private func string(_ node: TokenNode) throws(SwatchError) -> String {
            do throws(JSONProblem) { return try node.string() } catch { throw error.paletteError(in: file) }
        }

        private func problem(_ node: TokenNode, _ text: MessageText) -> SwatchError {
            node.problem(text).paletteError(in: file)
        }
    }
}
