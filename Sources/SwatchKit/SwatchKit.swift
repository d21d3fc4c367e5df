// SwatchKit, the library product: the pipeline's stage modules, re-exported, so `import SwatchKit` is all a user
// (the swatch command, SwatchTesting, a package's own code) needs. Package.swift lists the stages in order.
@_exported import SwatchSupport
@_exported import SwatchColor
@_exported import SwatchPalette
@_exported import SwatchLayout
@_exported import SwatchRaster
@_exported import SwatchText
@_exported import SwatchPNG
@_exported import SwatchSheet
@_exported import SwatchCompare
@_exported import SwatchExport
@_exported import SwatchCheck
@_exported import SwatchDiff
@_exported import SwatchConfig
