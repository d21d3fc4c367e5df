import ArgumentParser
import SwatchKit

/// `--mode`: one appearance, both, the one `--mode auto` decides, or all of them.
enum ModeArgument: String, CaseIterable, ExpressibleByArgument {
    case light, dark, both, auto, all

    var kit: AppearanceSelection.Mode { AppearanceSelection.Mode(rawValue: rawValue)! }
}

/// `--system-style` for `--mode auto`.
enum SystemStyleArgument: String, CaseIterable, ExpressibleByArgument {
    case unspecified, light, dark

    var kit: SystemStyle { SystemStyle(rawValue: rawValue)! }
}

/// `--contrast`.
enum ContrastArgument: String, CaseIterable, ExpressibleByArgument {
    case normal, high

    var kit: Contrast { Contrast(rawValue: rawValue)! }
}

/// `--level`.
enum LevelArgument: String, CaseIterable, ExpressibleByArgument {
    case base, elevated

    var kit: Level { Level(rawValue: rawValue)! }
}

/// `--style`.
enum StyleArgument: String, CaseIterable, ExpressibleByArgument {
    case plain, grouped
    case insetGrouped = "inset-grouped"

    var kit: TableStyle { TableStyle(rawValue: rawValue)! }
}

/// `--layout`.
enum LayoutArgument: String, CaseIterable, ExpressibleByArgument {
    case pair
    case sideBySide = "side-by-side"

    var kit: SheetArrangement { SheetArrangement(rawValue: rawValue)! }
}

/// `--hex-rounding`.
enum HexRoundingArgument: String, CaseIterable, ExpressibleByArgument {
    case halfUp = "half-up"
    case truncate

    var kit: HexRounding { HexRounding(rawValue: rawValue)! }
}

/// `--format` of `swatch list`.
enum ListFormatArgument: String, CaseIterable, ExpressibleByArgument {
    case table, json, csv, markdown

    var kit: ListFormat { ListFormat(rawValue: rawValue)! }
}
