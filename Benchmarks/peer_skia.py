#!/usr/bin/env python3
"""The Skia render peer of `make bench` (skia-python from PyPI): the sheet ../shared/bench/peer_pillow.py draws,
drawn the same way with Skia (rectangles, anti-aliased text, the same accessory shapes, source-over blending),
written as light and dark PNGs (RGBA, as the Pillow script's are). Usage: peer_skia.py OUTPREFIX [ROWS] [SCALE]"""
import sys

import skia

out = sys.argv[1]
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 54
scale = int(sys.argv[3]) if len(sys.argv) > 3 else 3
W, ROW, HEAD, PAD = 390, 56, 38, 20
FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
BOLD = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
regular, semibold = skia.Typeface.MakeFromFile(FONT), skia.Typeface.MakeFromFile(BOLD)
title = skia.Font(regular, 17 * scale)
sub = skia.Font(regular, 12 * scale)
head = skia.Font(semibold, 13 * scale)
sections = [("UI ELEMENT COLORS", rows * 20 // 54), ("STANDARD SYSTEM COLORS", rows * 19 // 54)]
sections.append(("STANDARD FIXED COLORS", rows - sum(n for _, n in sections)))


def colour(i, dark):
    r, g, b = (i * 37) % 256, (i * 91) % 256, (i * 53) % 256
    a = 255 if i % 4 else 110
    return (255 - r, 255 - g, 255 - b, a) if dark else (r, g, b, a)


def over(src, dst):
    a = src[3] / 255
    return tuple(round(src[k] * a + dst[k] * (1 - a)) for k in range(3)) + (255,)


def paint(rgba, stroke=0):
    p = skia.Paint(Color=skia.Color(*rgba), AntiAlias=True)
    if stroke:
        p.setStyle(skia.Paint.kStroke_Style)
        p.setStrokeWidth(stroke)
    return p


def text(canvas, s, x, top, font, rgba):
    # Pillow places text by its top (ascender); Skia by the baseline.
    canvas.drawString(s, x, top - font.getMetrics().fAscent, font, paint(rgba))


def polyline(canvas, points, rgba, width):
    path = skia.Path()
    path.moveTo(*points[0])
    for p in points[1:]:
        path.lineTo(*p)
    canvas.drawPath(path, paint(rgba, width))


for mode in ("light", "dark"):
    dark = mode == "dark"
    table = (28, 28, 30, 255) if dark else (242, 242, 247, 255)
    cell = (44, 44, 46, 255) if dark else (255, 255, 255, 255)
    tint = (10, 132, 255, 255) if dark else (0, 122, 255, 255)
    height = (PAD * 2 + sum(HEAD + n * ROW for _, n in sections)) * scale
    surface = skia.Surface(W * scale, height)
    canvas = surface.getCanvas()
    canvas.clear(skia.Color(*table))
    y, i = PAD * scale, 0
    for name, n in sections:
        text(canvas, name, 16 * scale, y + 14 * scale, head, (142, 142, 147, 255))
        y += HEAD * scale
        for _ in range(n):
            c = colour(i, dark)
            eff = over(c, cell)
            canvas.drawRect(skia.Rect.MakeLTRB(0, y, W * scale, y + ROW * scale), paint(cell))
            canvas.drawRect(skia.Rect.MakeLTRB(0, y, (W - 40) * scale, y + ROW * scale), paint(eff))
            ink = (0, 0, 0, 255) if sum(eff[:3]) > 382 else (255, 255, 255, 255)
            text(canvas, f"system colour number {i}", 16 * scale, y + 8 * scale, title, ink)
            hexes = "#%02X%02X%02X%02X" % c + ("" if c[3] == 255 else "  #%02X%02X%02XFF" % eff[:3])
            text(canvas, hexes, 16 * scale, y + 32 * scale, sub, ink)
            kind = i % 5
            cx, cy = (W - 20) * scale, y + ROW * scale // 2
            if kind in (1, 2):
                polyline(canvas, [(cx - 3 * scale, cy - 6 * scale), (cx + 3 * scale, cy), (cx - 3 * scale, cy + 6 * scale)],
                         (196, 196, 199, 255), 2 * scale)
            if kind in (2, 4):
                canvas.drawOval(skia.Rect.MakeLTRB(cx - 30 * scale, cy - 11 * scale, cx - 8 * scale, cy + 11 * scale),
                                paint(tint, scale))
            if kind == 3:
                polyline(canvas, [(cx - 8 * scale, cy), (cx - 3 * scale, cy + 5 * scale), (cx + 6 * scale, cy - 7 * scale)],
                         tint, 2 * scale)
            canvas.drawRect(skia.Rect.MakeLTRB(0, y + ROW * scale - 1, W * scale, y + ROW * scale), paint((198, 198, 200, 255)))
            y += ROW * scale
            i += 1
    surface.makeImageSnapshot().save(f"{out}-{mode}.png", skia.kPNG)
