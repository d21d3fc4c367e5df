// swift-tools-version:6.0
// swatch-plugins: swatch's SwiftPM plugins with the released swatch binary, so a package that uses them builds no
// swatch and needs none of the libraries swatch is built from (as SwiftLintPlugins does for SwiftLint). The release
// workflow publishes this file, with copies of Plugins/SwatchColors and Plugins/SwatchCommand, as the repository
// OWNER/swatch-plugins, tagged with the version; Packaging/fill-release.sh writes the release's URL and the
// artifact bundle's checksum below (Packaging/release.env holds them). `make plugin-binary-check` builds a copy of it
// with the bundle `make dist` wrote (a path binary target) and Samples/PluginDemo against that copy.
// swatch: MIT License (see LICENSE).
import PackageDescription

let package = Package(
    name: "swatch-plugins",
    platforms: [.macOS(.v13)],
    products: [
        // Build-tool plugin: a target's asset catalogs and token files become Swift colour code at build time.
        .plugin(name: "SwatchColors", targets: ["SwatchColors"]),
        // Command plugin: `swift package --allow-writing-to-package-directory swatch export` runs swatch in the package.
        .plugin(name: "SwatchCommand", targets: ["SwatchCommand"]),
    ],
    targets: [
        // The swatch executable for macOS (universal) and Linux (x86_64, aarch64), as SE-0305 artifact bundle.
        .binaryTarget(
            name: "SwatchBinary",
            url: "https://github.com/OWNER/swatch/releases/download/v0.2.0/swatch.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000004"
        ),
        .plugin(name: "SwatchColors", capability: .buildTool(), dependencies: ["SwatchBinary"]),
        .plugin(
            name: "SwatchCommand",
            capability: .command(
                intent: .custom(verb: "swatch", description: "Run swatch in the package's folder (with its swatch.yml): swatch export, swatch check, ..."),
                permissions: [.writeToPackageDirectory(reason: "swatch export writes the files swatch.yml lists into the package")]),
            dependencies: ["SwatchBinary"]
        ),
    ]
)
