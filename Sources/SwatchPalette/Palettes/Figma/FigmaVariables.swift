import SwatchSupport

/// The variables of a Figma file, as the REST API's `GET /v1/files/:file_key/variables/local` returns them
/// (`{"status": 200, "error": false, "meta": {"variableCollections": {...}, "variables": {...}}}`, both keyed by
/// id; figma/rest-api-spec's `GetLocalVariablesResponse`), as its `meta` object alone, or as plugins dump the
/// Plugin API's objects (`{"variableCollections": [...], "variables": [...]}`, arrays or objects keyed by id).
///
/// A collection has `id`, `name`, `modes` (`[{"modeId", "name"}]`), `defaultModeId` and `variableIds` (its
/// variables in the order Figma shows them); `remote: true` marks a library's collection, whose variables
/// only serve as alias targets. A variable has `id`, `name` (`Brand/Primary`: `/` separates Figma's groups),
/// `variableCollectionId`, `resolvedType` (`COLOR`, `FLOAT`, `STRING`, `BOOLEAN`) and `valuesByMode`, a value
/// per mode id: `{"r", "g", "b", "a"}` (0 to 1) for a colour, or `{"type": "VARIABLE_ALIAS", "id"}`.
/// Checked for shape here; colours and aliases are resolved by `FigmaPalette`.
package struct FigmaVariables {
    /// One mode of a collection.
    struct Mode {
        let id: String
        let name: String
        /// The mode's object, for messages.
        let node: TokenNode
    }

    /// A variable collection.
    struct Collection {
        let id: String
        let name: String
        let modes: [Mode]
        let defaultModeID: String
        /// The ids of its variables in Figma's order; the others of it follow in the file's order.
        let variableIDs: [String]
        /// A library's collection: its variables are alias targets, not colours of the palette.
        let remote: Bool
        let node: TokenNode
    }

    /// A variable.
    struct Variable {
        let id: String
        let name: String
        let collectionID: String
        let resolvedType: String
        /// Its value for each mode id.
        let values: [String: TokenNode]
        /// A library's variable, or one deleted in Figma that aliases still use: an alias target only.
        let targetOnly: Bool
        let node: TokenNode
    }

    /// The collections in the file's order.
    let collections: [Collection]
    /// Every variable by id.
    let variables: [String: Variable]
    /// The variable ids in the file's order.
    let order: [String]

    /// Whether `root` is one of the shapes this reads: `meta` holding `variableCollections`, or
    /// `variableCollections` and `variables` at the top.
    static func isFigma(_ root: TokenNode) -> Bool {
        let keys = Set(root.keys)
        if keys.contains("meta"), root["meta"].keys.contains("variableCollections") { return true }
        return keys.contains("variableCollections") && keys.contains("variables")
    }

    /// Reads the collections and variables of `root`, checking every member this needs.
    package init(_ root: TokenNode) throws(JSONProblem) {
        let meta = root.keys.contains("meta") ? root["meta"] : root
        var collections: [Collection] = []
        var seenCollections: Set<String> = []
        for (key, node) in try Self.entries(meta["variableCollections"], what: "variable collections") {
            let id = try Self.id(of: node, key: key)
            guard seenCollections.insert(id).inserted else { throw node.problem("\"\(id)\" is the id of another collection") }
            var modes: [Mode] = []
            var modeIDs: Set<String> = []
            for mode in try node["modes"].elements() {
                let modeID = try mode["modeId"].string()
                // Values are keyed by mode id: two modes of one id would be one mode under two names.
                guard modeIDs.insert(modeID).inserted else {
                    throw mode["modeId"].problem("\(mode["modeId"].shown) is the id of another mode of the collection")
                }
                modes.append(Mode(id: modeID, name: try mode["name"].string(), node: mode))
            }
            guard !modes.isEmpty else { throw node["modes"].problem("a collection has at least one mode") }
            let defaultMode = node["defaultModeId"].isMissing ? modes[0].id : try node["defaultModeId"].string()
            guard modes.contains(where: { $0.id == defaultMode }) else {
                throw node["defaultModeId"].problem("\(node["defaultModeId"].shown) is not one of the collection's modes")
            }
            var ids: [String] = []
            if !node["variableIds"].isMissing {
                for element in try node["variableIds"].elements() { ids.append(try element.string()) }
            }
            collections.append(Collection(id: id, name: try node["name"].string(), modes: modes, defaultModeID: defaultMode,
                                          variableIDs: ids, remote: try Self.flag(node["remote"]), node: node))
        }
        var variables: [String: Variable] = [:]
        var order: [String] = []
        for (key, node) in try Self.entries(meta["variables"], what: "variables") {
            let id = try Self.id(of: node, key: key)
            guard variables[id] == nil else { throw node.problem("\"\(id)\" is the id of another variable") }
            var values: [String: TokenNode] = [:]
            for (mode, value) in try node["valuesByMode"].requireMembers("an object of a value per mode id") { values[mode] = value }
            let remote = try Self.flag(node["remote"]), deleted = try Self.flag(node["deletedButReferenced"])
            variables[id] = Variable(id: id, name: try node["name"].string(), collectionID: try node["variableCollectionId"].string(),
                                     resolvedType: try node["resolvedType"].string(), values: values, targetOnly: remote || deleted, node: node)
            order.append(id)
        }
        self.collections = collections
        self.variables = variables
        self.order = order
    }

    /// The members of an object keyed by id, or the elements of an array (with their index as key).
    private static func entries(_ node: TokenNode, what: String) throws(JSONProblem) -> [(key: String?, node: TokenNode)] {
        if case .array = node.value { return try node.elements().map { (nil, $0) } }
        return try node.requireMembers("an object of \(what) by id, or an array of them").map { ($0.key, $0.node) }
    }

    /// The object's `id`, which must be its key when it has one; the key alone when it has no `id`.
    private static func id(of node: TokenNode, key: String?) throws(JSONProblem) -> String {
        _ = try node.requireMembers()
        guard !node["id"].isMissing else {
            guard let key else { throw node["id"].problem("missing") }
            return key
        }
        let id = try node["id"].string()
        if let key, key != id { throw node["id"].problem("\(node["id"].shown) is not the key it is listed under (\"\(key)\")") }
        return id
    }

    /// A boolean member that may be absent (false).
    private static func flag(_ node: TokenNode) throws(JSONProblem) -> Bool {
        switch node.value {
        case nil: return false
        case .bool(let value): return value
        default: throw node.problem("\(node.shown) is not true or false")
        }
    }
}
