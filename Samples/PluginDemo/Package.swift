// swift-tools-version:6.0
// A package that uses swatch's SwiftPM plugins (the documentation: Plugins):
// - SwatchColors turns Sources/DesignSystem/Brand.xcassets into Brand+SwatchColors.swift at build time. Its
//   swatch-plugin.json asks for plain Swift values (`swift`, which build on Linux too; leave format out for the
//   SwiftUI extension) declared `public`, so the app target, which imports DesignSystem, can use them: `swift build`
//   succeeding proves the generated code compiles and is visible.
// - SwatchCommand: `swift package --allow-writing-to-package-directory swatch export ...` runs swatch here.
// Here swatch is built from source (`path: "../.."`). In your own package the dependency is
// `.package(url: "https://github.com/OWNER/swatch", from: "0.2.0")` (built from source), or, for the plugins alone
// with the released binary, `.package(url: "https://github.com/OWNER/swatch-plugins", from: "0.2.0")` with
// `package: "swatch-plugins"` below; `make plugin-binary-check` builds this sample that way.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swatch", path: "../.."),
    ],
    targets: [
        .target(
            name: "DesignSystem",
            plugins: [.plugin(name: "SwatchColors", package: "swatch")]
        ),
        .executableTarget(name: "PluginDemo", dependencies: ["DesignSystem"]),
    ]
)
