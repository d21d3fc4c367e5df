import SwatchColor
import SwatchCompare
import SwatchExport
import SwatchLayout
import SwatchPalette
import SwatchSheet
import SwatchSupport

/// Every key `swatch.yml` may hold, in one list: the reader validates files against it and
/// `ConfigJSONSchema` writes the JSON Schema for editors from it. Keys that stand for a command-line option
/// are named as the option is, without `--`; choices come from the same enums the options take.
public enum ConfigSchema {
    /// The top-level keys, in the order the schema and the sample list them.
    public static var keys: [ConfigKey] {
        [
            ConfigKey(Key.palette, .path(confined: true), "Your colours: an asset catalog, a theme, design tokens or a text list (--palette)."),
            ConfigKey(Key.catalog, .choice(catalogs, noun: "catalog"), "The built-in catalog of system colours (--catalog)."),
            ConfigKey(Key.appearanceMap, .text, "Which appearance each Figma mode, Tokens Studio theme or resolver context named otherwise is, e.g. 'Light Mode=light,Dark Mode=dark' (--appearance-map)."),
            ConfigKey(Key.look, .choice(looks, noun: "look"), "Which iOS's table sheets imitate (--look of render, diff and verify; default: the one the catalog is for)."),
            ConfigKey(Key.font, .path(confined: false), "The font file sheets are drawn with (--font); pin it so references match on every machine."),
            ConfigKey(Key.exports, .list(.object(exportKeys)), "What `swatch export` writes when run with no --format: one entry per file or folder."),
            ConfigKey(Key.check, .object(checkKeys), "What `swatch check` checks."),
            ConfigKey(Key.verify, .object(verifyKeys), "The snapshot references `swatch verify` checks when run with no render command."),
            ConfigKey(Key.diff, .object(diffKeys), "How `swatch diff` compares palettes."),
        ]
    }

    /// The key names the typed reader (`SwatchConfig`) looks up: the same strings the schema lists.
    enum Key {
        static let palette = "palette", catalog = "catalog", look = "look", font = "font", appearanceMap = "appearance-map"
        static let exports = "exports", format = "format", output = "output"
        static let check = "check", pairs = "pairs", wcagLevel = "wcag-level"
        static let verify = "verify", references = "references", against = "against", render = "render"
        static let threshold = "threshold", maxDiffPixels = "max-diff-pixels", ignoreAntialiasing = "ignore-antialiasing"
        static let diff = "diff", minDeltaE = "min-delta-e"
    }

    /// The looks `look` names.
    static var looks: [String] { TableLook.allCases.map(\.rawValue) }

    /// One entry of `exports`: the format, where it goes, and any other option of `swatch export`.
    static var exportKeys: [ConfigKey] {
        [
            ConfigKey(Key.format, .choice(PaletteFormat.all.map(\.name), noun: "format"), required: true, "What to write (--format)."),
            ConfigKey(Key.output, .path(confined: true), required: true, "Where to write it: a file, or a folder for folder formats (-o)."),
        ] + exportOptions
    }

    /// What an export settings file (`swatch export --settings`, the SwatchColors plugin's `swatch-plugin.json`)
    /// may hold: an entry of `exports` without `output`, which the command line gives, and whose format may be
    /// left out.
    public static var exportSettingsKeys: [ConfigKey] {
        [ConfigKey(Key.format, .choice(PaletteFormat.all.map(\.name), noun: "format"),
                   "What to write (--format; default: \(ExportSettings.defaultFormat)).")] + exportOptions
    }

    /// The options of `swatch export` an entry of `exports` may set, beyond format and output.
    public static var exportOptions: [ConfigKey] {
        [
            ConfigKey("type-name", .text, "Code formats: declare this type (an enum) instead of extending UIColor, Color or NSColor."),
            ConfigKey("min-ios", .integer(FormatOptions.minimumIOSVersions), "swift-compat: the iOS version #available names."),
            ConfigKey("access", .choice(SwiftAccess.allCases.map(\.rawValue), noun: "access level"), "Swift formats: the access level of what they declare (internal, public, package)."),
            ConfigKey("namespaces", .choice(SwiftNamespaces.allCases.map(\.rawValue), noun: "namespace style"), "Swift formats: flat names (Color.brandPrimary) or an enum per namespace (Color.Brand.primary)."),
            ConfigKey("values", .choice(SwiftValues.allCases.map(\.rawValue), noun: "value source"), "Swift formats: the values as literals, or loaded by name from the exported asset catalog."),
            ConfigKey("xcode-symbols", .choice(XcodeSymbols.allCases.map(\.rawValue), noun: "Xcode symbols choice"), "Swift formats: whether Xcode generates Swift symbols for the same asset catalog in the target (generated: the colours go in an enum named after the palette, UIColor.Assets.accent) or not (none: UIColor.accent). Default: generated for an asset catalog or values: catalog."),
            ConfigKey("css-theme", .choice(CSSTheme.allCases.map(\.rawValue), noun: "CSS theme switch"), "css: what switches the appearance: media queries (media), classes or data attributes on <html> (class, data-attribute), or light-dark() values (light-dark)."),
            ConfigKey("force", .boolean, "Folder formats: replace a folder holding files swatch did not write."),
        ]
    }

    static var checkKeys: [ConfigKey] {
        [
            ConfigKey(Key.pairs, .path(confined: true), "The pairs file: FOREGROUND on BACKGROUND [as text|large-text|non-text] per line (--pairs)."),
            ConfigKey(Key.wcagLevel, .choice(ContrastLevel.allCases.map(\.rawValue), noun: "WCAG level"), "The WCAG level pairs must pass (--wcag-level)."),
        ]
    }

    static var verifyKeys: [ConfigKey] {
        [
            ConfigKey(Key.threshold, .number(ImageDiffOptions.thresholds), "Perceptual colour distance a pixel may differ by, 0 (exact) to 1 (--threshold)."),
            ConfigKey(Key.maxDiffPixels, .pixelAllowance, "Differing pixels still counted as equal: a count or a percentage such as 0.5% (--max-diff-pixels)."),
            ConfigKey(Key.ignoreAntialiasing, .boolean, "Do not count pixels that look like anti-aliased edges (--ignore-antialiasing)."),
            ConfigKey(Key.references, .list(.object(referenceKeys)), "The committed PNGs and how each is drawn."),
        ]
    }

    static var referenceKeys: [ConfigKey] {
        [
            ConfigKey(Key.against, .path(confined: true), required: true, "The committed reference PNG (--against)."),
            ConfigKey(Key.render, .object(renderOptions), "The render options that draw it; palette, catalog, look and font default to the top-level keys."),
        ]
    }

    /// The options of `swatch render` a reference may set.
    public static var renderOptions: [ConfigKey] {
        [
            ConfigKey(Key.palette, .path(confined: true), "Your colours, instead of the top-level palette."),
            ConfigKey(Key.catalog, .choice(catalogs, noun: "catalog"), "The built-in catalog."),
            ConfigKey(Key.font, .path(confined: false), "Font file for all text."),
            ConfigKey("idiom", .choice(PaletteReadOptions.idioms, noun: "idiom"), "Asset catalogs: the idiom to prefer."),
            ConfigKey("section", .list(.text), "Only these sections."),
            ConfigKey("name", .list(.text), "Only colours whose name matches one of these patterns."),
            ConfigKey("hex-rounding", .choice(HexRounding.allCases.map(\.rawValue), noun: "rounding"), "How fractions become hex bytes."),
            ConfigKey("keep-going", .boolean, "Report malformed colours and draw the rest."),
            ConfigKey("mode", .choice(AppearanceSelection.Mode.allCases.map(\.rawValue), noun: "mode"), "Which appearance; one PNG: light, dark, or several side by side."),
            ConfigKey("system-style", .choice(SystemStyle.allCases.map(\.rawValue), noun: "system style"), "The system appearance mode auto follows."),
            ConfigKey("contrast", .choice(Contrast.allCases.map(\.rawValue), noun: "contrast"), "Increase Contrast off (normal) or on (high)."),
            ConfigKey("level", .choice(Level.allCases.map(\.rawValue), noun: "interface level"), "Interface level: base or elevated."),
            ConfigKey("style", .choice(TableStyle.allCases.map(\.rawValue), noun: "table style"), "Table style."),
            ConfigKey(Key.look, .choice(looks, noun: "look"), "Which iOS's table to draw, instead of the top-level look."),
            ConfigKey("cell", .text, "Cell background: a catalog name or #RRGGBB[AA]."),
            ConfigKey("tint", .text, "Tint of checkmarks and info buttons: a catalog name or #RRGGBB[AA]."),
            ConfigKey("table", .text, "Table background: a catalog name or #RRGGBB[AA]."),
            ConfigKey("scale", .integer(SheetOptions.scales), "Pixels per point."),
            ConfigKey("width", .integer(SheetOptions.widths), "Table width in points."),
            ConfigKey("text-size", .text, "Dynamic Type size, or a comma-separated list for a ramp."),
            ConfigKey("layout-direction", .choice(LayoutDirection.allCases.map(\.rawValue), noun: "layout direction"), "ltr or rtl."),
            ConfigKey("layout", .choice(SheetArrangement.allCases.map(\.rawValue), noun: "layout"), "With several appearances: side-by-side (one PNG)."),
            ConfigKey("annotate", .choice(["contrast"], noun: "annotation"), "Add a contrast badge to each row."),
            ConfigKey(Key.wcagLevel, .choice(ContrastLevel.allCases.map(\.rawValue), noun: "WCAG level"), "The WCAG level the contrast badge judges."),
            ConfigKey("text-policy", .choice(TextPolicy.allCases.map(\.rawValue), noun: "text policy"), "Which titles the badge counts as large text."),
            ConfigKey("simulate", .choice(SimulationChoice.allCases.map(\.rawValue), noun: "deficiency"), "Draw the sheet as seen with a colour-vision deficiency."),
            ConfigKey("severity", .number(SimulationChoice.severities), "How strong the simulated deficiency is, 0 to 1."),
        ]
    }

    static var diffKeys: [ConfigKey] {
        [ConfigKey(Key.minDeltaE, .number(0 ... .infinity), "CIEDE2000 below which a change counts as none (--min-delta-e).")]
    }

    /// The built-in catalogs' names; the default alone if the catalog cannot be read (its own error comes later).
    private static var catalogs: [String] {
        do throws(SwatchError) {
            return try SystemCatalog.names()
        } catch {
            return [SystemCatalog.defaultName]
        }
    }
}
