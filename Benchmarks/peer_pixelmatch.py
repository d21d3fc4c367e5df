#!/usr/bin/env python3
"""The compare peer of `make bench-compare`: pybind11-pixelmatch (PyPI, the C++17 port of mapbox/pixelmatch)
on two PNGs decoded with Pillow, the way a Python CI job would run it. Prints the mismatch count.

Usage: peer_pixelmatch.py EXPECTED.png ACTUAL.png THRESHOLD include-aa|ignore-aa
"""
import sys

import numpy as np
import pybind11_pixelmatch as pm
from PIL import Image


def rgba(path):
    return np.ascontiguousarray(np.asarray(Image.open(path).convert("RGBA")))


options = pm.Options()
options.threshold = float(sys.argv[3])
options.includeAA = sys.argv[4] == "include-aa"
print(pm.pixelmatch(rgba(sys.argv[1]), rgba(sys.argv[2]), options=options))
