#!/usr/bin/env python3
"""Writes the image pairs in pixelmatch/ and the mismatch counts a peer gives them (pixelmatch/counts.json),
which PixelmatchOracleTests.swift checks swatch's counts against.

An oracle only: swatch and its tests never run Python. The peer is pybind11-pixelmatch (PyPI, the C++17
port of mapbox/pixelmatch), its inputs decoded with Pillow. `make pixelmatch-oracle` makes the venv
(.venv-bench/) and runs this from the repository root:
    .venv-bench/bin/python Tests/SwatchKitTests/__Fixtures__/pixelmatch_oracle.py .build/release/swatch
The pairs are opaque: for translucent pixels the C++ port truncates the colour blended over white to a
byte (pixelmatch.js keeps the fraction, as swatch does), so their counts can differ by design.
"""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import pybind11_pixelmatch as pm
from importlib.metadata import version
from PIL import Image, ImageDraw, ImageFont

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pixelmatch")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
THRESHOLDS = [0.05, 0.1, 0.2]


def supersampled(size, draw, factor=4):
    """An RGB image drawn at `factor` times the size and scaled down: anti-aliased edges, as a renderer's."""
    big = Image.new("RGB", (size[0] * factor, size[1] * factor), "white")
    draw(ImageDraw.Draw(big), factor)
    return big.resize(size, Image.LANCZOS)


def text(shift, colour):
    def draw(d, f):
        font = ImageFont.truetype(FONT, 15 * f)
        for i, line in enumerate(["systemRed  #FF3B30", "secondaryLabel 60%", "Colours 0123456789"]):
            d.text((6 * f + shift * f, (4 + 22 * i) * f), line, font=font, fill=colour)
        d.rectangle([150 * f, 70 * f, 190 * f, 80 * f], fill=(52, 199, 89))
    return supersampled((200, 90), draw)


def shapes(radius, tint):
    def draw(d, f):
        d.rectangle([0, 0, 160 * f, 30 * f], fill=(242, 242, 247))
        d.ellipse([20 * f, 35 * f, (20 + 2 * radius) * f, (35 + 2 * radius) * f], fill=tint)
        d.line([0, 110 * f, 160 * f, 60 * f], fill=(0, 0, 0), width=2 * f)
        d.rounded_rectangle([90 * f, 80 * f, 150 * f, 115 * f], radius=9 * f, fill=(0, 122, 255))
    return supersampled((160, 120), draw)


def save(image, name):
    image.save(os.path.join(HERE, name), optimize=True)
    return name


def main(swatch):
    os.makedirs(HERE, exist_ok=True)
    pairs = [
        (save(text(0, "black"), "text-a.png"), save(text(0.35, "black"), "text-b.png")),
        (save(text(0, "black"), "text-a.png"), save(text(0, (40, 40, 40)), "text-grey.png")),
        (save(shapes(24, (255, 59, 48)), "shapes-a.png"), save(shapes(24.6, (255, 69, 58)), "shapes-b.png")),
    ]
    with tempfile.TemporaryDirectory() as tmp:  # a light and a dark swatch sheet: real text and accessories
        subprocess.run([swatch, "render", "--mode", "both", "--scale", "1", "--section", "Standard System Colors",
                        "--font", FONT, "-o", os.path.join(tmp, "sheet.png")], check=True, stdout=subprocess.DEVNULL)
        for mode in ["light", "dark"]:
            save(Image.open(os.path.join(tmp, f"sheet-{mode}.png")).convert("RGB"), f"sheet-{mode}.png")
    pairs.append(("sheet-light.png", "sheet-dark.png"))

    cases = []
    for expected, actual in pairs:
        a = np.ascontiguousarray(np.asarray(Image.open(os.path.join(HERE, expected)).convert("RGBA")))
        b = np.ascontiguousarray(np.asarray(Image.open(os.path.join(HERE, actual)).convert("RGBA")))
        for threshold in THRESHOLDS:
            for include_aa in [True, False]:
                options = pm.Options()
                options.threshold = threshold
                options.includeAA = include_aa
                cases.append({"expected": expected, "actual": actual, "threshold": threshold,
                              "includeAA": include_aa, "mismatched": pm.pixelmatch(a, b, options=options)})
    document = {"peer": f"pybind11-pixelmatch {version('pybind11-pixelmatch')}, decoded with Pillow {version('pillow')}",
                "cases": cases}
    with open(os.path.join(HERE, "counts.json"), "w") as f:
        json.dump(document, f, indent=1)
        f.write("\n")
    for case in cases:
        print(case)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".build/release/swatch")
