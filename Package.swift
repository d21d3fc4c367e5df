// swift-tools-version:6.0
// swatch: MIT License (see LICENSE). The version is SwatchVersion.number in Sources/SwatchSupport/SwatchVersion.swift.
import PackageDescription

let package = Package(
    name: "swatch",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "swatch", targets: ["swatch"]),
        .library(name: "SwatchKit", targets: ["SwatchKit"]),
        // assertSheetMatches: snapshot tests of sheets for a package's own Swift Testing or XCTest tests.
        .library(name: "SwatchTesting", targets: ["SwatchTesting"]),
        // Build-tool plugin: a target's asset catalogs and token files become Swift colour code at build time.
        .plugin(name: "SwatchColors", targets: ["SwatchColors"]),
        // Command plugin: `swift package --allow-writing-to-package-directory swatch export` runs swatch in the package.
        .plugin(name: "SwatchCommand", targets: ["SwatchCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `make docs`: `swift package generate-documentation` builds the DocC catalogs (Documentation.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        // Text shaping (kerning, ligatures, marks from GSUB/GPOS) and the Unicode bidirectional algorithm.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]
        ),
        // Fallback fonts on Linux; macOS asks Core Text instead.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        // Deflate for the image data: Intel's igzip, about ten times zlib's speed (CSwatchPNG/idat_deflate.c says
        // what was measured).
        .systemLibrary(
            name: "CISAL",
            pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]
        ),
        // libpng reports errors with longjmp: every libpng call that can fail runs here, under its own setjmp.
        .target(name: "CSwatchPNG", dependencies: ["CLibPNG", "CISAL"]),
        // SHA-256 blocks by the CPU's SHA instructions where it has them (the font record's digest); Swift elsewhere.
        // Also the exclusive rename of SwatchSupport's installs (rename_exclusive.c) and malloc's arenas under an
        // address-space limit (malloc_arenas.c): the C target SwatchSupport links.
        .target(name: "CSwatchHash"),
        // Glyph masks blended eight pixels a step with AVX2 where the CPU has it (SwatchRaster blends the rest in Swift),
        // and opaque fills through libc's widest four-byte fill.
        .target(name: "CSwatchRaster"),
        // The pipeline, one module a stage, each depending only on stages below it (the order is declared once, in
        // Tools/modules/stages.txt; `make lint` checks it): Support, Color, Palette, Layout, Raster, Text, PNG,
        // Sheet, Compare, Export, Check, Diff, Config. SwatchKit re-exports them all for users.
        .target(name: "SwatchSupport", dependencies: ["CSwatchHash"]),
        .target(name: "SwatchColor"),
        .target(
            name: "SwatchPalette",
            dependencies: ["SwatchSupport", "SwatchColor", .product(name: "Yams", package: "Yams")],
            resources: [.embedInCode("Resources/system-colors.json")]
        ),
        .target(name: "SwatchLayout", dependencies: ["SwatchSupport", "SwatchColor"]),
        .target(name: "SwatchRaster", dependencies: ["SwatchColor", "SwatchLayout", "CSwatchRaster"]),
        .target(
            name: "SwatchText",
            dependencies: [
                "SwatchSupport", "CFreeType", "CHarfBuzz", "CFriBidi",
                .target(name: "CFontconfig", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "SwatchPNG", dependencies: ["SwatchSupport", "SwatchRaster", "CSwatchPNG"]),
        .target(
            name: "SwatchSheet",
            dependencies: ["SwatchSupport", "SwatchColor", "SwatchPalette", "SwatchLayout", "SwatchRaster", "SwatchText", "SwatchPNG"]
        ),
        .target(
            name: "SwatchCompare",
            dependencies: ["SwatchSupport", "SwatchColor", "SwatchLayout", "SwatchText", "SwatchPNG", "SwatchSheet"]
        ),
        .target(name: "SwatchExport", dependencies: ["SwatchSupport", "SwatchColor", "SwatchPalette", "SwatchSheet"]),
        .target(name: "SwatchCheck", dependencies: ["SwatchSupport", "SwatchColor", "SwatchPalette"]),
        .target(
            name: "SwatchDiff",
            dependencies: [
                "SwatchSupport", "SwatchColor", "SwatchPalette", "SwatchLayout", "SwatchPNG", "SwatchSheet", "SwatchCompare",
                "SwatchCheck",
            ]
        ),
        .target(
            name: "SwatchConfig",
            dependencies: [
                "SwatchSupport", "SwatchColor", "SwatchPalette", "SwatchLayout", "SwatchSheet", "SwatchCompare", "SwatchExport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The library product: re-exports the stages (Sources/SwatchKit/SwatchKit.swift).
        .target(
            name: "SwatchKit",
            dependencies: [
                "SwatchSupport", "SwatchColor", "SwatchPalette", "SwatchLayout", "SwatchRaster", "SwatchText", "SwatchPNG",
                "SwatchSheet", "SwatchCompare", "SwatchExport", "SwatchCheck", "SwatchDiff", "SwatchConfig",
            ]
        ),
        .target(name: "SwatchTesting", dependencies: ["SwatchKit"]),
        .executableTarget(
            name: "swatch",
            dependencies: ["SwatchKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            plugins: ["SwatchBuildInfo"]
        ),
        // Writes the commit `swatch --version` prints (Plugins/SwatchBuildInfo/build-commit.sh says from where).
        .plugin(name: "SwatchBuildInfo", capability: .buildTool()),
        .plugin(name: "SwatchColors", capability: .buildTool(), dependencies: ["swatch"]),
        .plugin(
            name: "SwatchCommand",
            capability: .command(
                intent: .custom(verb: "swatch", description: "Run swatch in the package's folder (with its swatch.yml): swatch export, swatch check, ..."),
                permissions: [.writeToPackageDirectory(reason: "swatch export writes the files swatch.yml lists into the package")]),
            dependencies: ["swatch"]
        ),
        // Prints render time, file sizes and peak memory; `make bench` runs it.
        .executableTarget(name: "swatch-bench", dependencies: ["SwatchKit"]),
        // libFuzzer targets, one per input format (`make fuzz`; Tests/Fuzz/<target>/ holds their seed corpora).
        // They fuzz only when built with `-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING`; otherwise each
        // is a program that says so, so `swift build` and `swift test` need no libFuzzer.
        .target(name: "CFuzzDriver", path: "Sources/Fuzz/CFuzzDriver"),
        .executableTarget(name: "FuzzPNG", dependencies: ["SwatchKit", "CFuzzDriver"], path: "Sources/Fuzz/FuzzPNG"),
        .executableTarget(name: "FuzzAssetCatalog", dependencies: ["SwatchKit", "SwatchPalette", "CFuzzDriver"], path: "Sources/Fuzz/FuzzAssetCatalog"),
        .executableTarget(name: "FuzzTheme", dependencies: ["SwatchKit", "SwatchPalette", "CFuzzDriver"], path: "Sources/Fuzz/FuzzTheme"),
        .executableTarget(name: "FuzzTextList", dependencies: ["SwatchKit", "SwatchPalette", "CFuzzDriver"], path: "Sources/Fuzz/FuzzTextList"),
        .executableTarget(name: "FuzzColorStrings", dependencies: ["SwatchKit", "SwatchPalette", "CFuzzDriver"], path: "Sources/Fuzz/FuzzColorStrings"),
        .executableTarget(name: "FuzzGitTree", dependencies: ["SwatchKit", "CFuzzDriver"], path: "Sources/Fuzz/FuzzGitTree"),
        .executableTarget(name: "FuzzTokens", dependencies: ["SwatchKit", "SwatchPalette", "CFuzzDriver"], path: "Sources/Fuzz/FuzzTokens"),
        .executableTarget(name: "FuzzConfig", dependencies: ["SwatchKit", "SwatchConfig", "SwatchSupport", "CFuzzDriver"], path: "Sources/Fuzz/FuzzConfig"),
        // What several test targets share, not a product: repository paths, the fixtures (__Fixtures__), temporary
        // folders, pinned fonts, small catalogs, images and sheets built in code.
        .target(
            name: "SwatchTestSupport",
            dependencies: ["SwatchKit", "SwatchPalette", "SwatchPNG"],
            path: "Tests/SwatchTestSupport",
            exclude: ["__Fixtures__/make_fixtures.py", "__Fixtures__/cvd_oracle.py", "__Fixtures__/pixelmatch_oracle.py"],
            resources: [.copy("__Fixtures__")]
        ),
        // The library's tests, a target per stage (Tests/<Stage>Tests/<Folder>), each @testable-importing the stage it
        // covers (and the stages its cases drive); SwatchKitTests holds the repository-wide checks.
        stageTests("SwatchSupport", also: ["SwatchSheet", "SwatchCompare", "SwatchExport"]),
        stageTests("SwatchColor"),
        stageTests("SwatchPalette", also: ["SwatchSupport"]),
        stageTests("SwatchLayout", also: ["SwatchSheet"]),
        stageTests("SwatchRaster", also: ["SwatchColor", "SwatchSheet"]),
        stageTests("SwatchText", also: ["SwatchColor"]),
        stageTests("SwatchPNG"),
        stageTests("SwatchSheet", also: ["SwatchPalette", "SwatchRaster", "SwatchTesting"], exclude: ["Render/__Snapshots__"]),
        stageTests("SwatchCompare", also: ["SwatchPNG", "SwatchTesting"]),
        stageTests("SwatchExport", also: ["SwatchPalette", "SwatchConfig", "SwatchTesting"]),
        stageTests("SwatchCheck", also: ["SwatchColor", "SwatchTesting"]),
        stageTests("SwatchDiff", also: ["SwatchSheet", "SwatchTesting"], exclude: ["Diff/__Snapshots__"]),
        stageTests("SwatchConfig"),
        .testTarget(name: "SwatchKitTests", dependencies: ["SwatchKit", "SwatchTestSupport"]),
        .testTarget(name: "SwatchCLITests", dependencies: ["SwatchKit", "swatch", "SwatchTestSupport"]),
    ]
)

/// The test target of the stage module `stage` (`Tests/<stage>Tests`): it depends on the stage, SwatchKit (which the
/// tests import for the public API), SwatchTestSupport and `also`, the other modules its tests import.
func stageTests(_ stage: String, also: [Target.Dependency] = [], exclude: [String] = []) -> Target {
    .testTarget(name: stage + "Tests", dependencies: [.target(name: stage), "SwatchKit", "SwatchTestSupport"] + also, exclude: exclude)
}
