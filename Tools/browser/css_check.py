"""Checks stylesheets `swatch export --format css` writes in a real browser: Debian's Chromium, driven by Playwright.

Reads a JSON job (the path given, or standard input) that `CSSBrowserTests` writes:

    {"chromium": "/usr/bin/chromium",
     "cases": [{"name": "media: brand", "css": "...",
                "probes": [{"property": "--tint", "name": "--tint"}],
                "states": [{"name": "dark, more contrast", "colorScheme": "dark", "contrast": "more",
                            "root": {"class": "dark high-contrast", "attributes": {"data-theme": "dark"}},
                            "expectColorScheme": "dark",
                            "expect": [{"space": "srgb", "components": [0.88, 0.12, 0.15], "alpha": 1}]}]}]}

For each case it loads the stylesheet into a page (through the CSSOM, so no HTML parser sees it), with one element
per probe whose `color` is `var(property)` (the property as written, escapes and all), below a body whose colour is
a sentinel no expectation uses. For each state it emulates `prefers-color-scheme` and `prefers-contrast`, sets the
root element's class and attributes, and reads each element's computed `color`, the root's `color-scheme` and that
the root has the custom property under its unescaped `name`. A computed colour matches its expectation when:
- it is serialized as a legacy `rgb()`/`rgba()` (how Chromium serializes every sRGB hex or rgb() value): the space is
  sRGB and every channel and the alpha are the same 8-bit value (`floor(255 * x + 0.5)`), since that serialization keeps
  bytes and an alpha to two or three decimals (rounded half up: Chromium shows 77/255 as 0.3);
- it is `color(space r g b / a)`: the same space and every component within 1e-5 of the expectation (Chromium
  writes six significant digits).

Prints one line per mismatch and a summary; exits 0 when everything matches, 1 on a mismatch, 2 when the browser
cannot be started or the job is malformed. One browser launch serves every case. Needs the `playwright` package
only (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1: it uses the Chromium it is given and downloads nothing).
"""

import json
import math
import re
import sys
import time

SENTINEL = "rgb(1, 2, 3)"

PAGE = """<!doctype html><html><head><meta charset="utf-8"></head><body style="color: %s"></body></html>""" % SENTINEL

# Builds the page for one case: the stylesheet under test, then the probes' rules and elements.
SETUP = """([css, properties]) => {
  for (const old of document.querySelectorAll('style, i')) old.remove();
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  const probes = document.createElement('style');
  probes.textContent = properties.map((p, i) => `#p${i} { color: var(${p}); }`).join('\\n');
  document.head.append(probes);
  properties.forEach((_, i) => { const e = document.createElement('i'); e.id = 'p' + i; document.body.append(e); });
  return sheet.sheet.cssRules.length;
}"""

# Sets the root element's class and attributes, then reads everything a state is checked by.
READ = """([root, names, count]) => {
  const html = document.documentElement;
  for (const a of Array.from(html.attributes)) html.removeAttribute(a.name);
  if (root.class) html.className = root.class;
  for (const [k, v] of Object.entries(root.attributes || {})) html.setAttribute(k, v);
  const style = getComputedStyle(html);
  return {
    colors: Array.from({length: count}, (_, i) => getComputedStyle(document.getElementById('p' + i)).color),
    declared: names.map(n => style.getPropertyValue(n) !== ''),
    colorScheme: style.colorScheme,
  };
}"""

LEGACY = re.compile(r"^rgba?\(([-\d.e]+), ([-\d.e]+), ([-\d.e]+)(?:, ([-\d.e]+))?\)$")
MODERN = re.compile(r"^color\(([a-z0-9-]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: / ([-\d.e]+))?\)$")


def parse(computed):
    """(space, [r, g, b], alpha, legacy) from Chromium's computed colour, or None."""
    match = LEGACY.match(computed)
    if match:
        r, g, b, a = match.groups()
        return "srgb", [float(r) / 255, float(g) / 255, float(b) / 255], float(a) if a is not None else 1.0, True
    match = MODERN.match(computed)
    if match:
        space, r, g, b, a = match.groups()
        return space, [float(r), float(g), float(b)], float(a) if a is not None else 1.0, False
    return None


def byte(fraction):
    """The 8-bit value of a fraction, rounding halves up as Chromium does (Python's round() would take 76.5 to 76)."""
    return math.floor(255 * fraction + 0.5)


def matches(computed, expected):
    parsed = parse(computed)
    if parsed is None:
        return False
    space, components, alpha, legacy = parsed
    if space != expected["space"]:
        return False
    wanted = expected["components"] + [expected["alpha"]]
    if legacy:
        return all(byte(x) == byte(y) for x, y in zip(components + [alpha], wanted))
    return all(abs(x - y) <= 1e-5 for x, y in zip(components + [alpha], wanted))


def shown(expected):
    numbers = " ".join(repr(x) for x in expected["components"])
    return "%s %s / %r" % (expected["space"], numbers, expected["alpha"])


def main():
    job = json.load(open(sys.argv[1], encoding="utf-8") if len(sys.argv) > 1 else sys.stdin)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as error:
        print("css_check: no playwright (%s): make test installs it into .venv-browser" % error)
        return 2
    started = time.monotonic()
    failures = []
    values = states = 0
    with sync_playwright() as playwright:
        try:
            browser = playwright.chromium.launch(executable_path=job["chromium"], args=["--no-sandbox"])
        except Exception as error:  # Playwright raises its own Error types; any of them means no browser
            print("css_check: cannot start %s: %s" % (job["chromium"], str(error).splitlines()[0]))
            return 2
        page = browser.new_page()
        page.set_content(PAGE)
        for case in job["cases"]:
            properties = [probe["property"] for probe in case["probes"]]
            names = [probe["name"] for probe in case["probes"]]
            rules = page.evaluate(SETUP, [case["css"], properties])
            if rules != case.get("rules", rules):
                failures.append("%s: Chromium read %d rules, swatch wrote %d" % (case["name"], rules, case["rules"]))
            for state in case["states"]:
                page.emulate_media(color_scheme=state["colorScheme"], contrast=state["contrast"])
                got = page.evaluate(READ, [state.get("root", {}), names, len(properties)])
                states += 1
                where = "%s, %s" % (case["name"], state["name"])
                if got["colorScheme"] != state["expectColorScheme"]:
                    failures.append("%s: color-scheme is %r, expected %r" % (where, got["colorScheme"], state["expectColorScheme"]))
                for name, declared, computed, expected in zip(names, got["declared"], got["colors"], state["expect"]):
                    values += 1
                    if not declared:
                        failures.append("%s: %s is not declared on the root element" % (where, name))
                    elif not matches(computed, expected):
                        failures.append("%s: %s is %s, UIKit shows %s" % (where, name, computed, shown(expected)))
        version = browser.version
        browser.close()
    for line in failures:
        print(line)
    print("css_check: %d values in %d states of %d stylesheets, %d mismatched, in Chromium %s (%.1f s)"
          % (values, states, len(job["cases"]), len(failures), version, time.monotonic() - started))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
