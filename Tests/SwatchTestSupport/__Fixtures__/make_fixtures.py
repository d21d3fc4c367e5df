#!/usr/bin/env python3
"""Writes the reader test fixtures using only the stdlib (zlib + struct).

Run from this directory: python3 make_fixtures.py
Each image's pixel pattern is mirrored in PNGImageReaderTests.swift; change both.
"""
import struct
import zlib

W, H = 7, 5  # odd sizes exercise partial Adam7 passes and sub-byte row padding


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def png(path, width, height, depth, colour, rows, interlace=0, extra=b""):
    """rows: list of lists of samples (already per-channel, any depth)."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]

    def pack_row(samples):
        if depth == 16:
            return b"".join(struct.pack(">H", s) for s in samples)
        if depth == 8:
            return bytes(samples)
        out, acc, nbits = bytearray(), 0, 0
        for s in samples:
            acc = (acc << depth) | s
            nbits += depth
            if nbits == 8:
                out.append(acc)
                acc, nbits = 0, 0
        if nbits:
            out.append(acc << (8 - nbits))
        return bytes(out)

    def pixels_of(y, xs):
        return [s for x in xs for s in rows[y][x * channels:(x + 1) * channels]]

    raw = bytearray()
    if interlace == 0:
        for y in range(height):
            raw += b"\0" + pack_row(pixels_of(y, range(width)))
    else:  # Adam7: (x0, y0, dx, dy) per pass, filter 0 on every sub-image row
        for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
                               (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
            xs = range(x0, width, dx)
            if not xs:
                continue
            for y in range(y0, height, dy):
                raw += b"\0" + pack_row(pixels_of(y, xs))
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data)


def grid(channels_fn):
    return [[s for x in range(W) for s in channels_fn(x, y)] for y in range(H)]


# 16-bit RGB, no colour chunks: samples are v * 257, so every 16->8 bit reduction gives v.
rgb = lambda x, y: ((x * 36) % 256, (y * 60) % 256, (x * 20 + y * 30) % 256)
png("rgb16.png", W, H, 16, 2, grid(lambda x, y: [v * 257 for v in rgb(x, y)]))

# 16-bit RGBA, alpha fully opaque or fully transparent (exact under any conversion).
png("rgba16.png", W, H, 16, 6,
    grid(lambda x, y: [v * 257 for v in rgb(x, y)] + [0 if (x + y) % 3 == 0 else 65535]))

# 8-bit palette of 6 entries with tRNS (two translucent entries), index (x + 2y) % 6.
palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255), (10, 20, 30), (200, 100, 50)]
alphas = [255, 128, 0, 255, 64, 255]
png("palette8.png", W, H, 8, 3, grid(lambda x, y: [(x + 2 * y) % 6]),
    extra=chunk(b"PLTE", bytes(c for rgb_ in palette for c in rgb_)) + chunk(b"tRNS", bytes(alphas)))

# 2-bit palette (no tRNS), index (x + y) % 4.
png("palette2.png", W, H, 2, 3, grid(lambda x, y: [(x + y) % 4]),
    extra=chunk(b"PLTE", bytes(c for rgb_ in palette[:4] for c in rgb_)))

# 8-bit grey, value (x * 40 + y * 50) % 256.
png("gray8.png", W, H, 8, 0, grid(lambda x, y: [(x * 40 + y * 50) % 256]))

# 1-bit grey, value (x + y) % 2.
png("gray1.png", W, H, 1, 0, grid(lambda x, y: [(x + y) % 2]))

# 8-bit grey + alpha, grey (x * 40 + y * 50) % 256, alpha (x * 30 + y * 20 + 15) % 256.
png("grayalpha8.png", W, H, 8, 4,
    grid(lambda x, y: [(x * 40 + y * 50) % 256, (x * 30 + y * 20 + 15) % 256]))

# Adam7-interlaced 8-bit RGB with the same pattern as rgb16.
png("interlaced.png", W, H, 8, 2, grid(rgb), interlace=1)

# Adam7-interlaced 16-bit RGB with the same pattern (libpng's simplified API decoded such files wrongly).
png("interlaced16.png", W, H, 16, 2, grid(lambda x, y: [v * 257 for v in rgb(x, y)]), interlace=1)

# 1 x 1 grey whose zTXt inflates to 16 MB, beyond the readers' 8 MB limit per chunk (a 16 KB file).
png("ztxt-bomb.png", 1, 1, 8, 0, [[128]],
    extra=chunk(b"zTXt", b"Comment\0\0" + zlib.compress(b"A" * 16_000_000, 9)))
