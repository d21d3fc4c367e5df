import ArgumentParser
import SwatchKit

/// `--mode`: one appearance, both, or the one `--mode auto` decides.
enum Mode: String, CaseIterable, ExpressibleByArgument {
    case light, dark, both, auto
}

/// `--system-style` for `--mode auto`.
enum SystemStyleArgument: String, CaseIterable, ExpressibleByArgument {
    case unspecified, light, dark

    var kit: SystemStyle { SystemStyle(rawValue: rawValue)! }
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
