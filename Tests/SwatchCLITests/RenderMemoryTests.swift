import Foundation
import Testing

/// Render and decoding memory stays flat: a long list with a manifest, a 900 KB name, and two PNGs that
/// each fit the decoding budget but not together, under tight address-space limits.
@Suite struct RenderMemoryTests {
    /// Two 97 KB PNGs of 2,000,000 x 400 px (1-bit grey), written by python3's zlib.
    static let widePNGs = #"python3 -c "import struct,zlib; c=lambda t,d: struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d)&0xffffffff); z=zlib.compressobj(9); d=b''.join(z.compress(bytes(250001)) for _ in range(400))+z.flush(); [open(n,'wb').write(b'\x89PNG\r\n\x1a\n'+c(b'IHDR',struct.pack('>IIBBBBB',2000000,400,1,0,0,0,0))+c(b'IDAT',d)+c(b'IEND',b'')) for n in ('a.png','b.png')]""#
    /// `t.png`, a header of 16384 x 200000 px and no image data, and `s.png`, one black pixel.
    static let tallHeader = #"python3 -c "import struct,zlib; c=lambda t,d: struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d)&0xffffffff); p=lambda w,h,bits,kind,data: b'\x89PNG\r\n\x1a\n'+c(b'IHDR',struct.pack('>IIBBBBB',w,h,bits,kind,0,0,0))+c(b'IDAT',data)+c(b'IEND',b''); open('t.png','wb').write(p(16384,200000,8,2,b'')); open('s.png','wb').write(p(1,1,1,0,zlib.compress(bytes(2))))""#

    static let cases: [BadInputTests.Case] = [
        // 1,000 sections of one 2,000-character row (2 MB): the manifest (4.6 MB) is streamed, not built whole.
        .init(name: "a 2 MB list with --manifest",
              setup: #"n=$(head -c 2000 /dev/zero | tr '\0' x); for i in $(seq 1000); do printf '[S]\n%s #FF0000 #00FF00\n' "$n"; done > l.txt"#,
              command: #""$SWATCH" render --palette l.txt --scale 1 --style plain --width 320 --mode light -o s.png --manifest s.json --quiet"#,
              status: 0, firstLine: "", after: #"test "$(grep -c '"accessory"' s.json)" = 1000"#,
              // 120, not 110: the reader's look-ahead counts each 2 KB name, and at 110 MB its margin refuses.
              memoryMB: 120),
        // A 900 KB name is cut to what the row can show before it is shaped.
        .init(name: "a 900 KB name",
              setup: #"{ head -c 900000 /dev/zero | tr '\0' a; echo ' #FF0000 #00FF00'; } > n.txt"#,
              command: #""$SWATCH" render --palette n.txt --scale 1 --mode light -o s.png --manifest s.json --quiet"#,
              status: 0, firstLine: "", after: "test $(wc -c < s.json) -gt 1800000", memoryMB: 110),
        // Each alone is within the budget (2,000,000 x 256 rows held); together they are refused by the second header.
        .init(name: "two 2,000,000 x 400 PNGs compared", setup: widePNGs, command: #""$SWATCH" compare a.png b.png"#,
              status: 2,
              firstLine: "swatch: error: b.png: 2000000 x 400 px is beyond what is left of swatch's decoding budget (24870912 of 536870912 pixels; the run's other images hold the rest)",
              memoryMB: 2600),
        // Sizes that differ are still read to the end, within the memory of one band: a file without its rows (t.png)
        // is corrupt, exit 2, not "different" (eighth hostile pass N6).
        .init(name: "sizes that differ, one without its rows",
              setup: tallHeader,
              command: #""$SWATCH" compare s.png t.png > out.txt"#, status: 2,
              firstLine: "swatch: error: t.png: truncated or corrupt PNG data (its image data ends after 0 of its 200000 rows)", memoryMB: 400),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws {
        try BadInputTests.run(test)
    }
}
