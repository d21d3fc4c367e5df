// PNG files byte by byte for tests: the committed fixtures, finding a chunk, writing one with its CRC-32.
import Foundation

/// Path of a committed fixture PNG.
public func fixture(_ name: String) throws -> String {
    let dir = FixtureFiles.folder
    return dir.appendingPathComponent(name).path
}

/// Offset of the first chunk of type `type`, or nil.
public func findChunk(_ type: String, in bytes: [UInt8]) -> Int? {
    var i = 8
    while i + 8 <= bytes.count {
        let length = bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        if bytes[i + 4..<i + 8].elementsEqual(type.utf8) { return i }
        i += 12 + length
    }
    return nil
}

/// CRC-32's byte table: chunks of megabytes take too long bit by bit in a debug build.
private let crcTable: [UInt32] = (0..<256).map { (n: UInt32) in
    var c = n
    for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
    return c
}

/// A complete PNG chunk: length, type, data, CRC-32.
public func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    body.withUnsafeBufferPointer { bytes in
        crcTable.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
    }
    crc ^= 0xFFFF_FFFF
    return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
        + withUnsafeBytes(of: crc.bigEndian, Array.init)
}
