// The app: it sees DesignSystem's generated colours because swatch-plugin.json asks for `public` ones. This file
// compiles only if the generated code does and declares these colours.
import DesignSystem

/// `Name  light #RRGGBBAA  dark #RRGGBBAA` for one colour.
func line(_ color: Brand.Color) -> String {
    "\(color.name)  light \(color.light.hex)  dark \(color.dark.hex)"
}

print(line(Brand.accent))
print(line(Theme.background))
print("\(Brand.all.count) colours from Brand.xcassets")
