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

/// `--xcode-symbols`: whether the target the code goes into also gets the Swift symbols Xcode 15 and later generate for
/// the same asset catalog (`UIColor.accent`, `Color.accent`, `NSColor.accent` and the `ShapeStyle` shorthand for every
/// colour set; build setting `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, "Generate Swift Asset
/// Symbol Extensions", which new projects turn on). Both in one module is "invalid redeclaration of 'accent'".
public enum XcodeSymbols: String, CaseIterable, Sendable, Hashable {
    /// Xcode generates them: the code formats declare their colours in an enum inside the type, named after the
    /// palette (`UIColor.Assets.accent`), so the two never meet.
    case generated
    /// It does not (the setting is off, or the catalog is not in the target): the code formats extend the type
    /// itself (`UIColor.accent`).
    case notGenerated = "none"

    /// What the Swift formats assume when not told: `generated` for code from an asset catalog, or loading one
    /// (`--values catalog`), whose colour sets Xcode sees in the same target; `none` otherwise.
    static func assumed(for listing: ColorListing, values: SwiftValues) -> XcodeSymbols {
        values == .catalog || listing.isFromAssetCatalog ? .generated : .notGenerated
    }
}

extension ColorListing {
    /// Whether the colours were read from an asset catalog's colour sets (their values remember the entry they came from).
    var isFromAssetCatalog: Bool {
        entries.contains { $0.color.sourceValues.values.contains { $0.catalogEntry != nil } }
    }
}
