#!/usr/bin/env python3
"""Prints the GPOS pair adjustments of "AVATAR" in Inter Regular, for KerningTests.swift (paste into `pairs`).

An oracle only: swatch never runs Python. It reads the font's GPOS lookups with fontTools, independently of
HarfBuzz: `python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools && /tmp/ft/bin/python kerning_oracle.py`.
"""
from fontTools.ttLib import TTFont

FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
font = TTFont(FONT)
cmap = font.getBestCmap()
gpos = font["GPOS"].table
upem = font["head"].unitsPerEm

def kern_lookups():
    """The lookups of the 'kern' feature for the default language system of 'latn' (else DFLT)."""
    scripts = {s.ScriptTag: s.Script for s in gpos.ScriptList.ScriptRecord}
    script = scripts.get("latn") or scripts["DFLT"]
    features = gpos.FeatureList.FeatureRecord
    indices = [i for i in script.DefaultLangSys.FeatureIndex if features[i].FeatureTag == "kern"]
    return [gpos.LookupList.Lookup[l] for i in indices for l in features[i].Feature.LookupListIndex]

def subtables(lookup):
    for st in lookup.SubTable:
        yield st.ExtSubTable if lookup.LookupType == 9 else st

def pair_value(left, right):
    """The first matching PairPos subtable's XAdvance for the left glyph, as a shaper applies it."""
    for lookup in kern_lookups():
        for st in subtables(lookup):
            if getattr(st, "LookupType", 2) != 2 or left not in st.Coverage.glyphs:
                continue
            if st.Format == 1:
                pairs = st.PairSet[st.Coverage.glyphs.index(left)].PairValueRecord
                for record in pairs:
                    if record.SecondGlyph == right:
                        return getattr(record.Value1, "XAdvance", 0) or 0
            else:
                c1 = st.ClassDef1.classDefs.get(left, 0)
                c2 = st.ClassDef2.classDefs.get(right, 0)
                value = st.Class1Record[c1].Class2Record[c2].Value1
                return getattr(value, "XAdvance", 0) or 0  # a covered first glyph ends the lookup here
    return 0

text = "AVATAR"
glyphs = [cmap[ord(c)] for c in text]
print(f"    static let unitsPerEm = {upem}")
print("    static let pairs: [(String, Int)] = [")
for a, b, ga, gb in zip(text, text[1:], glyphs, glyphs[1:]):
    print(f'        ("{a}{b}", {pair_value(ga, gb)}),')
print("    ]")
