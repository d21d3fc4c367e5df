import SwatchSupport

/// A picture read from top to bottom as straight (non-premultiplied) RGBA8 rows, `width * 4` bytes each:
/// a PNG as it decodes, or a sheet as it is painted. What a comparison streams through, so its memory
/// stays a few bands whatever the picture's height.
package protocol ImageRowSource: AnyObject {
    /// Pixels across.
    var width: Int { get }
    /// Rows in all.
    var height: Int { get }

    /// Writes the next `count` rows into `buffer`, which holds at least `count * width * 4` bytes;
    /// `count` is at most the rows left and at most the band the source was made for. Errors name the file.
    func read(rows count: Int, into buffer: UnsafeMutablePointer<UInt8>) throws(SwatchError)

    /// Gets ready to read, before the first row: a PNG reader draws from the run's decoding budget here,
    /// so a comparison can draw for its pictures in a fixed order before their threads start.
    func prepare() throws(SwatchError)

    /// The bytes the source allocates from its first read on (a read-ahead's chunks), beyond what it holds
    /// already: for the memory check a comparison makes before it reads a row.
    var pendingBytes: Int { get }
}

extension ImageRowSource {
    /// Most sources need nothing before their first row.
    package func prepare() throws(SwatchError) {}

    /// Most sources allocate what they read with when they are made.
    package var pendingBytes: Int { 0 }

    /// Reads the next `count` rows one at a time, keeping none: how a file is checked to decode to its end.
    /// The source must allow reads of one row.
    package func discard(rows count: Int) throws(SwatchError) {
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, width * 4))
        defer { row.deallocate() }
        for _ in 0 ..< count { try read(rows: 1, into: row) }
    }
}
