/// `--access`: the access level of what the Swift formats declare, so a design-system module can export its
/// colours (`public`) or share them within its package (`package`, Swift 5.9+).
public enum SwiftAccess: String, CaseIterable, Sendable, Hashable {
    /// No keyword: the module's own (Swift's default).
    case `internal`
    /// `public`: other modules too.
    case `public`
    /// `package`: the modules of one package.
    case package

    /// The keyword and a space before a declaration; nothing for `internal`.
    var keyword: String { self == .internal ? "" : rawValue + " " }
}

/// `--namespaces`: a colour inside folders that provide a namespace as one flat name (`Color.brandPrimary`)
/// or inside an enum per namespace, as Xcode's generated asset symbols nest them (`Color.Brand.primary`).
public enum SwiftNamespaces: String, CaseIterable, Sendable, Hashable {
    /// `brandPrimary`.
    case flat
    /// `Brand.primary`.
    case nested
}

/// `--values`: where the generated code gets its colours: the values written into it, or the asset catalog
/// `swatch export --format xcassets` writes, by name (`UIColor(named:in:compatibleWith:)`), so the catalog stays
/// the one source of truth.
public enum SwiftValues: String, CaseIterable, Sendable, Hashable {
    /// The values as literals, dynamic by trait.
    case literal
    /// The asset catalog's colours by name.
    case catalog
}
