// Brand is generated at build time by the SwatchColors plugin from Brand.xcassets: this file compiles only if the
// generated code does and declares these colours.

/// `Name  light #RRGGBBAA  dark #RRGGBBAA` for one colour.
func line(_ color: Brand.Color) -> String {
    "\(color.name)  light \(color.light.hex)  dark \(color.dark.hex)"
}

print(line(Brand.accent))
print(line(Brand.background))
print("\(Brand.all.count) colours from Brand.xcassets")
