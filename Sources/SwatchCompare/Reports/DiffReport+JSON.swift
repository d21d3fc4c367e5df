import Foundation
import SwatchLayout
import SwatchSupport

/// The report for tools (`swatch compare --format json`): sorted keys, explicit nulls, no timestamps.
extension DiffReport {
    /// Pretty-printed JSON, newline-terminated; paths are included as given (`diff` is null without one).
    public func jsonBytes(expectedPath: String, actualPath: String, diffPath: String?) throws(SwatchError) -> [UInt8] {
        let document = JSONDocument(
            verdict: verdict, equal: isEqual, identical: identical,
            expected: .init(path: expectedPath, width: expectedSize.width, height: expectedSize.height),
            actual: .init(path: actualPath, width: actualSize.width, height: actualSize.height),
            sizesMatch: sizesMatch, comparedPixels: comparedPixels, differingPixels: differingPixels,
            differingShare: differingShare, allowedPixels: allowedPixels, antialiasedPixels: antialiasedPixels,
            maxChannelDelta: Nullable(overlapCompared ? maxChannelDelta : nil), boundingBox: Nullable(boundingBox), threshold: threshold,
            diff: Nullable(diffPath), overlapCompared: overlapCompared)
        return try JSONOutput.bytes(document)
    }

    struct JSONDocument: Encodable {
        struct Image: Encodable {
            let path: String
            let width: Int, height: Int
        }

        let verdict: String
        let equal: Bool, identical: Bool
        let expected: Image, actual: Image
        let sizesMatch: Bool
        let comparedPixels: Int, differingPixels: Int
        let differingShare: Double
        let allowedPixels: Int, antialiasedPixels: Int
        /// Null when the sizes differ and the pixels both images have were not compared.
        let maxChannelDelta: Nullable<Int>
        let boundingBox: Nullable<PixelRect>
        let threshold: Double
        let diff: Nullable<String>
        let overlapCompared: Bool
    }
}

/// An optional that encodes nil as JSON null; synthesized Encodable would drop the key, and tools expect every key.
package struct Nullable<Wrapped: Encodable>: Encodable {
    let value: Wrapped?

    package init(_ value: Wrapped?) { self.value = value }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
