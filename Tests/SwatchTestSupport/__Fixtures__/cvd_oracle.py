#!/usr/bin/env python3
"""Prints the reference outputs of ColorVisionTests.swift (paste them into `references`).

An oracle only: swatch never runs Python. Needs numpy and DaltonLens-Python at commit 3cba5e6 (version
0.1.6, from its GitHub repository: PyPI's 0.1.5 predates the Judd-Vos fix that libDaltonLens's published
matrices come from), e.g. `python3 -m venv /tmp/dl && /tmp/dl/bin/pip install ./DaltonLens-Python`, then
`/tmp/dl/bin/python cvd_oracle.py`.
"""
import numpy as np
from daltonlens import simulate as s, convert

colors = ["#FF0000", "#00FF00", "#0000FF", "#FF9500", "#34C759", "#007AFF", "#AF52DE", "#808080", "#FFFFFF"]
def lin(h):
    v = np.array([[[int(h[i:i+2], 16) for i in (1, 3, 5)]]], dtype=np.float64) / 255
    return convert.linearRGB_from_sRGB(v)
def enc(x):  # nearest byte, halves up (DaltonLens itself truncates in as_uint8)
    e = convert.sRGB_from_linearRGB(np.clip(x, 0, 1))
    return "#" + "".join(f"{int(np.floor(c * 255 + 0.5)):02X}" for c in e.flatten())
cases = [("protanopia", 1.0, s.Simulator_Vienot1999(), s.Deficiency.PROTAN),
         ("deuteranopia", 1.0, s.Simulator_Vienot1999(), s.Deficiency.DEUTAN),
         ("tritanopia", 1.0, s.Simulator_Brettel1997(), s.Deficiency.TRITAN),
         ("protanopia", 0.6, s.Simulator_Machado2009(), s.Deficiency.PROTAN),
         ("deuteranopia", 0.6, s.Simulator_Machado2009(), s.Deficiency.DEUTAN),
         ("tritanopia", 0.6, s.Simulator_Machado2009(), s.Deficiency.TRITAN)]
for name, sev, sim, d in cases:
    for h in colors:
        out = sim._simulate_cvd_linear_rgb(lin(h), d, sev)
        v = out.flatten()
        print(f'        (.{name}, {sev}, "{h}", [{v[0]:.6f}, {v[1]:.6f}, {v[2]:.6f}], "{enc(out)}"),')
for h in colors:  # achromatopsia: Rec. 709 luminance in linear light, by numpy
    y = float(lin(h).flatten() @ np.array([0.2126, 0.7152, 0.0722]))
    out = np.array([y, y, y])
    print(f'        (.achromatopsia, 1.0, "{h}", [{y:.6f}, {y:.6f}, {y:.6f}], "{enc(out)}"),')
# Severity 0.55: halfway between the published 0.5 and 0.6 matrices, by numpy. (DaltonLens-Python's
# Simulator_Machado2009 weights the upper matrix by severity - lower/10 = 0.05 rather than 0.5.)
for name, d in [("protanopia", s.Deficiency.PROTAN), ("deuteranopia", s.Deficiency.DEUTAN), ("tritanopia", s.Deficiency.TRITAN)]:
    m = 0.5 * (s.machado_2009_matrices[d][5] + s.machado_2009_matrices[d][6])
    for h in colors:
        v = m @ lin(h).flatten()
        print(f'        (.{name}, 0.55, "{h}", [{v[0]:.6f}, {v[1]:.6f}, {v[2]:.6f}], "{enc(v)}"),')
