// swift-tools-version:6.0
// A package that uses swatch's SwiftPM plugins (README: Use it in a Swift package or an Xcode project):
// - SwatchColors turns Sources/PluginDemo/Brand.xcassets into Brand+SwatchColors.swift at build time; main.swift uses
//   the colours, so `swift build` succeeding proves the generated code compiles. swatch-plugin.json asks for plain
//   Swift values (`swift`), which build on Linux too; leave it out for the SwiftUI extension.
// - SwatchCommand: `swift package --allow-writing-to-package-directory swatch export ...` runs swatch here.
// In your own package the dependency is `.package(url: "https://github.com/OWNER/swatch", from: "0.2.0")`.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swatch", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            plugins: [.plugin(name: "SwatchColors", package: "swatch")]
        ),
    ]
)
