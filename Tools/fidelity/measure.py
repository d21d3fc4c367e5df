#!/usr/bin/env python3
"""How close swatch's tables come to real iOS: `make fidelity`.

Reads the iOS measurements in ios-measurements.json (each taken from a public project's simulator snapshot, or
reported by one), renders with the swatch binary the sheet that matches each source (look, style, width, scale,
Dynamic Type size, appearance) into a temporary folder, measures the same quantity from swatch's PNG pixels the
way the source was measured, and prints a table: quantity | look | iOS value (source) | swatch value |
difference | within 0.5 pt? | render. Always exits 0: the summary counts what is outside 0.5 pt.

Methods (device pixels unless said): straight edges are sub-pixel from anti-aliasing coverage,
(pixel - outside) / (inside - outside), summed across the edge; corner radii fit an 8x8-supersampled
rounded-rectangle coverage model to the corner's coverage (the straight edges fixed first); separators are found
by scanning a column and a row of the separator; glyph extents are coverage bounding boxes of a flat letter's
stem (F, K), sub-pixel from the extreme row's or column's coverage; colours are exact pixels. The manifest
(`--manifest`) is used only to find rows; every value comes from pixels.

Only the test tooling needs Python: swatch itself never does.
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
from collections import OrderedDict

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
TOLERANCE_PT = 0.5
COLOUR_TOLERANCE = 2  # levels per channel
INK = 0.02  # coverage below this is background
# The palette every sheet is drawn with: transparent rows show the cell's own colour. Section 1's name has only
# flat-bottomed letters (its caption's baseline is their ink bottom); section 2's is the one HA's headers show.
PALETTE = """[Film]
Apple #00000000
Kilo #00000000
Lima #00000000
Mike #00000000

[Section 2]
Apple #00000000
Kilo #00000000
Lima #00000000
Mike #00000000
"""
CHEVRON_ROW, CHECKMARK_ROW = 1, 3  # the reference app's accessory cycle: none, chevron, detail, checkmark, info


class Unmeasurable(Exception):
    """The quantity could not be found in the sheet's pixels."""


# ---- rendering ------------------------------------------------------------------------------------------------

def setup_key(entry):
    """The render an entry needs: its look, style, width, scale, text size, appearance and colours."""
    colours = entry.get("colors", {})
    return (entry["look"], entry["style"], entry["width"], entry["scale"], entry["text size"], entry["mode"],
            colours.get("cell", {}).get(entry["mode"]), colours.get("table", {}).get(entry["mode"]))


def render(swatch, folder, key, palette):
    look, style, width, scale, text_size, mode, cell, table = key
    name = "-".join(str(part) for part in key if part is not None).replace("#", "")
    png, manifest = os.path.join(folder, name + ".png"), os.path.join(folder, name + ".json")
    command = [swatch, "render", "--palette", palette, "--look", look, "--style", style, "--width", str(width),
               "--scale", str(scale), "--text-size", text_size, "--mode", mode, "--cell", cell or "default",
               "-o", png, "--manifest", manifest, "--quiet"]
    if table:
        command += ["--table", table]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: {done.stderr.strip()}")
    with open(manifest) as f:
        return Sheet(np.asarray(Image.open(png).convert("RGB"), dtype=np.float64), json.load(f), key)


# ---- pixel helpers --------------------------------------------------------------------------------------------

def hex_of(pixel):
    return "#" + "".join(f"{int(round(v)):02X}" for v in pixel[:3])


def rgb_of(text):
    text = text.lstrip("#")
    return np.array([int(text[i:i + 2], 16) for i in (0, 2, 4)], dtype=np.float64)


def coverage(pixels, outside, inside):
    """How much of each pixel is `inside` rather than `outside` (projected on the colour difference), 0...1."""
    d = np.asarray(inside, dtype=np.float64) - np.asarray(outside, dtype=np.float64)
    n = float(d @ d)
    if n == 0:
        raise Unmeasurable("inside and outside colours are the same")
    return np.clip(((np.asarray(pixels, dtype=np.float64) - outside) @ d) / n, 0, 1)


def rising_edge(c, start):
    """Where coverage `c` (indices start, start+1, ...) goes from 0 to 1."""
    return start + len(c) - float(np.sum(c))


def falling_edge(c, start):
    """Where coverage `c` goes from 1 to 0."""
    return start + float(np.sum(c))


def farthest(pixels, reference):
    """The pixel of `pixels` (N x 3) farthest from `reference`: the fully covered ink."""
    flat = pixels.reshape(-1, 3)
    return flat[int(np.argmax(np.sum((flat - reference) ** 2, axis=1)))]


def bands(mask):
    """Runs of True in a 1-D mask, as (first, last) index pairs."""
    runs, start = [], None
    for i, on in enumerate(mask):
        if on and start is None:
            start = i
        if not on and start is not None:
            runs.append((start, i - 1))
            start = None
    if start is not None:
        runs.append((start, len(mask) - 1))
    return runs


def extent(profile, first, last):
    """Sub-pixel ink extent along one axis from the maximum coverage of each line: the outermost lines count by
    their coverage."""
    return first + 1 - profile[first], last + profile[last]


def ink_box(cov, x0, y0):
    """Sub-pixel bounding box (left, top, right, bottom) of coverage `cov` whose corner is pixel (x0, y0)."""
    cols, rows = cov.max(axis=0), cov.max(axis=1)
    xs, ys = np.nonzero(cols > INK)[0], np.nonzero(rows > INK)[0]
    if len(xs) == 0:
        raise Unmeasurable("no ink")
    left, right = extent(cols, xs[0], xs[-1])
    top, bottom = extent(rows, ys[0], ys[-1])
    return x0 + left, y0 + top, x0 + right, y0 + bottom


class Glyph:
    """The first letter of a line of text, measured on its stem: ink left, top, bottom (baseline) and stem width."""

    def __init__(self, cov, x0, y0):
        cols = cov.max(axis=0)
        runs = bands(cols > INK)
        if not runs:
            raise Unmeasurable("no text ink")
        a, b = runs[0]
        self.left = x0 + extent(cols, a, b)[0]
        self.text_left, self.text_right = self.left, x0 + extent(cols, runs[-1][0], runs[-1][1])[1]
        # The stem: the most inked column in the first 40 % of the first glyph.
        span = cov[:, a:a + max(1, int(math.ceil((b - a + 1) * 0.4)))]
        stem = a + int(np.argmax(span.sum(axis=0)))
        column = cov[:, stem]
        ys = np.nonzero(column > INK)[0]
        top, bottom = extent(column, ys[0], ys[-1])
        self.top, self.bottom = y0 + top, y0 + bottom
        self.cap_height = bottom - top
        # Stem width a quarter of the cap height above the baseline (below F's middle arm): the coverage of the
        # contiguous run of columns around the stem.
        row = cov[int(bottom - 0.25 * self.cap_height)]
        lo = stem
        while lo > 0 and row[lo - 1] > INK:
            lo -= 1
        hi = stem
        while hi + 1 < len(row) and row[hi + 1] > INK:
            hi += 1
        self.stem = float(np.sum(row[lo:hi + 1]))
        # The last glyph's top: near the cap height for capitals, at the x-height for lower case.
        la, lb = runs[-1]
        last_rows = np.nonzero(cov[:, la:lb + 1].max(axis=1) > INK)[0]
        self.last_top = y0 + extent(cov[:, la:lb + 1].max(axis=1), last_rows[0], last_rows[-1])[0]


# ---- one rendered sheet ---------------------------------------------------------------------------------------

class Sheet:
    """A swatch sheet and the geometry measured from its pixels (computed when first asked for)."""

    def __init__(self, image, manifest, key):
        self.im, self.manifest, self.key = image, manifest, key
        self.style, self.scale = manifest["style"], manifest["scale"]
        self.height_px, self.width_px = image.shape[:2]
        self.sections = OrderedDict()
        for row in manifest["rows"]:
            self.sections.setdefault(row["section"], []).append(row)
        self.inset = self.style == "inset-grouped"
        self.cache = {}

    def pt(self, px):
        return px / self.scale

    def once(self, name, make):
        if name not in self.cache:
            self.cache[name] = make()
        return self.cache[name]

    def rows(self, section=0):
        return list(self.sections.values())[section]

    def rect(self, row):
        r = row["cellRect"]
        return r["x"], r["y"], r["x"] + r["width"], r["y"] + r["height"]

    # colours
    @property
    def cell(self):
        """The cell's colour: row 0 near its top, in the middle (no text, no corner)."""
        x0, y0, x1, _ = self.rect(self.rows()[0])
        return self.im[y0 + 3 * self.scale, (x0 + x1) // 2]

    @property
    def table(self):
        """The table background, beside the first row (inset groups) or below the table."""
        if self.inset:
            _, y0, _, y1 = self.rect(self.rows()[0])
            return self.im[(y0 + y1) // 2, 2]
        return self.im[self.height_px - 2, self.width_px // 2]

    # inset groups: their edges from coverage
    def group(self, section=0):
        def measure():
            rows = self.rows(section)
            x0, y0, x1, _ = self.rect(rows[0])
            _, _, _, y_end = self.rect(rows[-1])
            t, c, w = self.table, self.cell, 8 * self.scale
            mid = (y0 + self.rect(rows[0])[3]) // 2
            left = rising_edge(coverage(self.im[mid, max(0, x0 - w):x0 + w], t, c), max(0, x0 - w))
            right = falling_edge(coverage(self.im[mid, x1 - w:min(self.width_px, x1 + w)], t, c), x1 - w)
            cx = (x0 + x1) // 2
            top = rising_edge(coverage(self.im[y0 - w:y0 + w, cx], t, c), y0 - w)
            bottom = falling_edge(coverage(self.im[y_end - w:y_end + w, cx], t, c), y_end - w)
            return left, top, right, bottom
        return self.once(("group", section), measure)

    def edges(self, section=0):
        """Left and right edges of the cells: the group's, or the screen's in plain and grouped tables."""
        if self.inset:
            left, _, right, _ = self.group(section)
            return left, right
        return 0.0, float(self.width_px)

    # separators
    def probe_x(self, section=0):
        left, right = self.edges(section)
        return int(left + 0.62 * (right - left))

    def separator(self, row_index, section=0):
        """(first row, thickness px, colour, start x, end x) of the separator under a row, or None."""
        def measure():
            row = self.rows(section)[row_index]
            _, _, _, y1 = self.rect(row)
            x, c = self.probe_x(section), self.cell
            lo, hi = y1 - 6 * self.scale, min(self.height_px, y1 + 2 * self.scale)
            column = self.im[lo:hi, x]
            marked = [i for i in range(len(column)) if np.max(np.abs(column[i] - c)) > 3]
            if not marked:
                return None
            first, last = lo + marked[0], lo + marked[-1]
            colour = self.im[(first + last) // 2, x]
            line = self.im[(first + last) // 2]
            left, right = self.edges(section)
            l0, r1 = int(math.floor(left)), int(math.ceil(right))
            start = rising_edge(coverage(line[l0:x], c, colour), l0)
            end = falling_edge(coverage(line[x:r1], c, colour), x)
            return first, last - first + 1, colour, start, end
        return self.once(("separator", section, row_index), measure)

    def need_separator(self, row_index, section=0):
        s = self.separator(row_index, section)
        if s is None:
            raise Unmeasurable(f"no separator under row {row_index}")
        return s

    # text
    def title_glyph(self, name, section=0):
        row = next(r for r in self.rows(section) if r["name"] == name)
        x0, y0, x1, y1 = self.rect(row)
        # Clear of an inset group's rounded corner: text starts at least 16 pt in, its capitals 9 pt down.
        top, left = y0 + 8 * self.scale, x0 + 8 * self.scale
        region = self.im[top:(y0 + y1) // 2, left:x0 + (x1 - x0) // 2]
        bg = self.cell
        return Glyph(coverage(region, bg, farthest(region, bg)), left, top)

    def bar_bottom(self):
        """The title bar's end: down the right edge, past the bar's colour and then its hairline."""
        def measure():
            x = self.width_px - 3
            bar = self.im[2, x]
            y = 2
            while y < self.height_px and np.max(np.abs(self.im[y, x] - bar)) <= 1:
                y += 1
            hairline = self.im[y, x]
            while y < self.height_px and np.max(np.abs(self.im[y, x] - hairline)) <= 1:
                y += 1
            return y
        return self.once("bar", measure)

    def caption(self, section=0):
        """The caption above an inset or grouped section: its first glyph, its colour."""
        def measure():
            top = self.bar_bottom() if section == 0 else int(math.ceil(self.group(section - 1)[3])) + 1
            left, gtop, right, _ = self.group(section)
            region = self.im[top + 1:int(gtop) - 1, int(left):int(left + 0.6 * (right - left))]
            t = self.table
            ink = farthest(region, t)
            return Glyph(coverage(region, t, ink), int(left), top + 1), ink
        return self.once(("caption", section), measure)

    def plain_header(self):
        """The first plain header bar: its top, bottom, colour and first glyph."""
        def measure():
            top, x = self.bar_bottom(), self.width_px - 3
            bar = self.im[top + 2, x]
            if np.max(np.abs(bar - self.cell)) <= 1:
                raise Unmeasurable("the header bar has the cell's colour")
            y = top + 2
            while y < self.height_px and np.max(np.abs(self.im[y, x] - bar)) <= 1:
                y += 1
            region = self.im[top + 1:y - 1, 0:self.width_px // 2]
            return top, y, bar, Glyph(coverage(region, bar, farthest(region, bar)), 0, top + 1)
        return self.once("plain header", measure)

    # accessories
    def accessory(self, row_index, section=0):
        def measure():
            row = self.rows(section)[row_index]
            x0, y0, x1, y1 = self.rect(row)
            lo = x1 - 45 * self.scale
            # Clear of the separator and of an inset group's bottom corner (its arc is 4 pt deep 12 pt up).
            region = self.im[y0 + 2:y1 - 12 * self.scale, lo:x1 - 5 * self.scale]
            c = self.cell
            ink = farthest(region, c)
            box = ink_box(coverage(region, c, ink), lo, y0 + 2)
            return box, ink, (y0 + y1) / 2
        return self.once(("accessory", section, row_index), measure)

    # corner radius by a coverage model
    def corner_radius(self, section=0):
        def measure():
            left, top, right, bottom = self.group(section)
            row_bottom = self.rect(self.rows(section)[0])[3]
            box = int(min(40 * self.scale, row_bottom - top - 2 * self.scale, (right - left) / 3))
            xa, ya = int(math.floor(right)) - box, int(math.floor(top)) - 2
            xb, yb = int(math.ceil(right)) + 2, ya + box + 2
            cov = coverage(self.im[ya:yb, xa:xb], self.table, self.cell)
            xs = np.arange(xa, xb)[None, :]
            ys = np.arange(ya, yb)[:, None]
            # The square corner's coverage, then the missing area r^2 (1 - pi/4) gives a first radius.
            square = np.clip(right - xs, 0, 1) * np.clip(ys + 1 - top, 0, 1)
            deficit = float(np.sum(square - cov))
            guess = math.sqrt(max(deficit, 0.01) / (1 - math.pi / 4))
            k = 8
            off = (np.arange(k) + 0.5) / k
            sx = (xs[..., None, None] + off[None, None, None, :]).astype(np.float64)
            sy = (ys[..., None, None] + off[None, None, :, None]).astype(np.float64)
            inside_rect = (sx < right) & (sy > top)

            def model(r):
                cx, cy = right - r, top + r
                in_corner = (sx > cx) & (sy < cy)
                outside_arc = (sx - cx) ** 2 + (sy - cy) ** 2 > r * r
                return (inside_rect & ~(in_corner & outside_arc)).mean(axis=(2, 3))

            def error(r):
                return float(np.mean((model(r) - cov) ** 2))

            candidates = np.arange(max(0.5, guess - 3), guess + 3, 0.25)
            best = min(candidates, key=error)
            fine = np.arange(best - 0.3, best + 0.3, 0.05)
            best = min(fine, key=error)
            return best, math.sqrt(error(best))
        return self.once(("corner", section), measure)


# ---- the quantities -------------------------------------------------------------------------------------------

def measure(sheet, entry):
    """Swatch's value of an entry's quantity, in the entry's unit."""
    key, s = entry["key"], sheet
    if key == "plain_separator_start":
        return s.pt(s.need_separator(0)[3] - s.edges()[0])
    if key == "inset_separator_start":
        return s.pt(s.need_separator(0)[3] - s.edges()[0])
    if key == "separator_thickness":
        return s.need_separator(0)[1]
    if key == "separator_color":
        return hex_of(s.need_separator(0)[2])
    if key == "separator_trailing_inset":
        return s.pt(s.edges()[1] - s.need_separator(0)[4])
    if key == "row_pitch":
        return s.pt(s.need_separator(1)[0] - s.need_separator(0)[0])
    if key == "last_row_separator":
        sections = list(s.sections)
        return s.separator(len(s.rows(len(sections) - 1)) - 1, len(sections) - 1) is not None
    if key == "empty_row_separators":
        last = s.rows(len(s.sections) - 1)[-1]
        y = s.rect(last)[3] + 2 * s.scale
        x, bg = s.probe_x(), s.table
        column = s.im[y:s.height_px, x]
        return bool(np.any(np.max(np.abs(column - bg), axis=1) > 3))
    if key == "title_ink_x":
        name = {"A": "Apple", "K": "Kilo"}[entry["letter"]]
        return s.pt(s.title_glyph(name).left - s.edges()[0])
    if key == "title_cap_height":
        return s.pt(s.title_glyph("Kilo").cap_height)
    if key == "inset_group_margin":
        return s.pt(s.group()[0])
    if key == "inset_group_right_margin":
        return s.pt(s.width_px - s.group()[2])
    if key == "corner_radius":
        return s.pt(s.corner_radius()[0])
    if key == "group_gap":
        return s.pt(s.group(1)[1] - s.group(0)[3])
    if key == "caption_baseline":
        return s.pt(s.group()[1] - s.caption()[0].bottom)
    if key == "caption_cap_height":
        return s.pt(s.caption()[0].cap_height)
    if key == "caption_stem":
        return s.pt(s.caption()[0].stem)
    if key == "caption_ink_x":
        return s.pt(s.caption()[0].left)
    if key == "caption_ink_x_group":
        return s.pt(s.caption()[0].left - s.group()[0])
    if key == "caption_ink_width":
        g = s.caption(1)[0]
        return s.pt(g.text_right - g.text_left)
    if key == "caption_case":
        g = s.caption()[0]
        return "upper" if (g.bottom - g.last_top) > 0.88 * g.cap_height else "mixed"
    if key == "caption_color":
        return hex_of(s.caption()[1])
    if key == "caption_x_vs_text_x":
        return s.pt(s.caption()[0].left - s.title_glyph("Kilo").left)
    if key == "first_group_top":
        return s.pt(s.group()[1] - s.bar_bottom())
    if key == "first_caption_baseline":
        return s.pt(s.caption()[0].bottom - s.bar_bottom())
    if key == "plain_header_height":
        top, bottom, _, _ = s.plain_header()
        return s.pt(bottom - top)
    if key == "plain_header_ink_x":
        return s.pt(s.plain_header()[3].left)
    if key in ("chevron_w", "chevron_h", "chevron_end", "chevron_above_center", "chevron_color",
               "checkmark_w", "checkmark_h", "checkmark_end", "checkmark_below_center"):
        (left, top, right, bottom), ink, centre = s.accessory(CHEVRON_ROW if key.startswith("chevron") else CHECKMARK_ROW)
        part = key.split("_", 1)[1]
        if part == "w":
            return s.pt(right - left)
        if part == "h":
            return s.pt(bottom - top)
        if part == "end":
            return s.pt(s.edges()[1] - right)
        if part == "above_center":
            return s.pt(centre - (top + bottom) / 2)
        if part == "below_center":
            return s.pt((top + bottom) / 2 - centre)
        return hex_of(ink)
    if key == "table_background":
        return hex_of(s.table)
    if key == "cell_background":
        # In the accessory area of the chevron row, clear of the chevron: the cell itself, not a row's colour.
        x0, y0, x1, y1 = s.rect(s.rows()[CHEVRON_ROW])
        return hex_of(s.im[y0 + 3 * s.scale, x1 - 3 * s.scale])
    raise Unmeasurable(f"no measure for {key}")


# ---- comparing and printing -----------------------------------------------------------------------------------

def fmt(value, unit):
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        if unit == "px":
            return f"{value:g} px"
        return f"{value:.2f}"
    return str(value)


def compare(entry, value):
    """(difference text, verdict) for a measured value."""
    unit, kind, ios = entry["unit"], entry["kind"], entry["value"]
    if unit == "hex":
        d = int(np.max(np.abs(rgb_of(value) - rgb_of(ios))))
        return (f"{d} levels" if d else "exact"), ("yes" if d <= COLOUR_TOLERANCE else "NO")
    if unit in ("bool", "case"):
        same = value == ios
        return ("same" if same else "differs"), ("yes" if same else "NO")
    if unit == "px":
        d = value - ios
        return f"{d:+g} px", ("yes" if d == 0 else "NO")
    d = value - ios
    within = abs(d) <= TOLERANCE_PT + 1e-9
    verdict = "yes" if within else "NO"
    if kind == "font":
        verdict = "font" + ("" if within else " (>0.5)")
    if kind == "cell kind":
        verdict = "cell kind"
    if kind == "superseded":
        verdict = "superseded" + ("" if within else " (>0.5)")
    return f"{d:+.2f}", verdict


def render_label(entry):
    colours = entry.get("colors", {})
    extra = "".join(f", {k} {v[entry['mode']]}" for k, v in colours.items() if entry["mode"] in v)
    return (f"{entry['look']} {entry['style']} {entry['width']} @{entry['scale']}x {entry['text size']} "
            f"{entry['mode']}{extra}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--swatch", default=".build/release/swatch", help="the swatch binary")
    parser.add_argument("--measurements", default=os.path.join(HERE, "ios-measurements.json"))
    parser.add_argument("--markdown", help="also write the table as Markdown to this file")
    parser.add_argument("--keep", help="render into this folder (created, kept) instead of a temporary one")
    args = parser.parse_args()

    with open(args.measurements) as f:
        entries = json.load(f)["measurements"]
    folder = args.keep or tempfile.mkdtemp(prefix="swatch-fidelity-")
    os.makedirs(folder, exist_ok=True)
    lines, counts = [], {"compared": 0, "within": 0, "outside": [], "font": 0, "font outside": 0,
                         "cell kind": 0, "superseded": 0, "frame": 0, "not drawn": 0, "failed": []}
    try:
        palette = os.path.join(folder, "fidelity.txt")
        with open(palette, "w") as f:
            f.write(PALETTE)
        sheets = {}
        for entry in entries:
            ios = f"{fmt(entry['value'], entry['unit'])} ({entry['source']}, {entry['framework']}" + \
                  (", reported" if entry["evidence"] == "reported" else "") + ")"
            label = entry["quantity"] + (f" [{entry['mode']}]" if entry["mode"] == "dark" else "")
            row = [label, entry["look"], ios]
            if entry.get("not drawn"):
                counts["not drawn"] += 1
                lines.append(row + ["not drawn", "", "not drawn: " + entry["why"], render_label(entry)])
                continue
            if entry["kind"] == "frame":
                counts["frame"] += 1
                lines.append(row + ["", "", "frame: " + entry.get("note", "not ink"), render_label(entry)])
                continue
            key = setup_key(entry)
            try:
                if key not in sheets:
                    try:
                        sheets[key] = render(args.swatch, folder, key, palette)
                    except RuntimeError as error:
                        sheets[key] = error  # one failed render, reported once per entry, not retried
                if isinstance(sheets[key], Exception):
                    raise sheets[key]
                value = measure(sheets[key], entry)
            except (Unmeasurable, RuntimeError, StopIteration, IndexError, ValueError) as error:
                counts["failed"].append(label)
                lines.append(row + ["?", "", f"not measured: {error}", render_label(entry)])
                continue
            difference, verdict = compare(entry, value)
            if verdict == "cell kind":
                counts["cell kind"] += 1
            elif verdict.startswith("superseded"):
                counts["superseded"] += 1
            elif verdict.startswith("font"):
                counts["font"] += 1
                counts["font outside"] += verdict != "font"
            else:
                counts["compared"] += 1
                if verdict == "yes":
                    counts["within"] += 1
                else:
                    counts["outside"].append(f"{label} ({entry['look']}, {entry['source']}): iOS "
                                             f"{fmt(entry['value'], entry['unit'])}, swatch {fmt(value, entry['unit'])}")
            lines.append(row + [fmt(value, entry["unit"]), difference, verdict, render_label(entry)])
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)

    header = ["quantity", "look", "iOS value (source)", "swatch value", "difference", "within 0.5 pt?", "swatch render"]
    table = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    table += ["| " + " | ".join(str(cell).replace("|", "\\|") for cell in line) + " |" for line in lines]
    summary = [
        "",
        f"Compared: {counts['compared']} quantities; within 0.5 pt (colours within {COLOUR_TOLERANCE} levels, "
        f"counts and cases equal): {counts['within']}; outside: {len(counts['outside'])}.",
        f"Font-dependent (Inter, not SF Pro; not counted): {counts['font']}, of which {counts['font outside']} "
        "differ by more than 0.5 pt.",
        f"Single-line rows (swatch draws subtitle rows; shown, not counted): {counts['cell kind']}. "
        f"Superseded iOS values (refitted since; shown, not counted): {counts['superseded']}. "
        f"Frames, not ink: {counts['frame']}. Not drawn by swatch: {counts['not drawn']}.",
    ]
    if counts["outside"]:
        summary += ["", f"{len(counts['outside'])} quantities outside 0.5 pt:"] + [f"- {o}" for o in counts["outside"]]
    if counts["failed"]:
        summary += ["", f"{len(counts['failed'])} could not be measured:"] + [f"- {o}" for o in counts["failed"]]
    text = "\n".join(table + summary) + "\n"
    sys.stdout.write(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("# swatch against iOS: `make fidelity`\n\n" + text)
    return 0


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # the fidelity check reports; it never fails the build
        print(f"fidelity: {error}", file=sys.stderr)
    sys.exit(0)
