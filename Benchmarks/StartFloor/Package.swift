// swift-tools-version:6.0
// The start floor of `make bench`: a Swift program linked with Foundation, as swatch is, that starts and exits.
// Its CPU is the least any Foundation-linked Swift binary spends before doing anything. The bench builds it as the
// swatch it measures is (on Linux with --static-swift-stdlib: the Makefile's SHIPPED_LINK).
import PackageDescription

let package = Package(
    name: "start-floor",
    targets: [.executableTarget(name: "start-floor")]
)
