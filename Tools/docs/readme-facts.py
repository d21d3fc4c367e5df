#!/usr/bin/env python3
"""Lists the key terms of a README that are found nowhere in the documentation now.

    python3 Tools/docs/readme-facts.py OLD_README [FILE_OR_FOLDER ...]

Key terms are what a fact hangs on: options (`--palette`), environment variables (SWATCH_RECORD), make targets
(`make fidelity`), code spans naming files, formats, keys and messages, exit statuses (`exit 130`) and numbers
with units. Each must occur in one of the files given (by default the README, CONTRIBUTING.md and the DocC
catalogs). Prints each missing term with the old line it came from; exits 1 if any is missing."""
import os, re, sys

def terms(line):
    found = set()
    found.update(re.findall(r'(?<![\w-])--[a-z][a-z0-9-]*', line))
    found.update(re.findall(r'\bSWATCH_[A-Z0-9_]+', line))
    found.update('make ' + t for t in re.findall(r'\bmake ([a-z][a-z-]+)', line))
    found.update('exit ' + t for t in re.findall(r'\bexits? (\d+)', line))
    for span in re.findall(r'`([^`]+)`', line):
        if len(span) <= 60 and span.strip() == span:  # a span that starts with a blank is a line's halves
            found.add(span)
    found.update(re.findall(r'\b\d[\d,.]*\s?(?:MB|MiB|GB|GiB|KB|KiB|ms|s|pt|px|%)(?![\w])', line))
    return found

def corpus(paths):
    text = []
    for path in paths:
        if os.path.isdir(path):
            for root, _, files in os.walk(path):
                text += [open(os.path.join(root, f), encoding='utf-8').read() for f in files if f.endswith('.md')]
        else:
            text.append(open(path, encoding='utf-8').read())
    return '\n'.join(text)

def normalise(text):
    return re.sub(r'\s+', ' ', text)

def main():
    old = open(sys.argv[1], encoding='utf-8').read().split('\n')
    paths = sys.argv[2:] or ['README.md', 'CONTRIBUTING.md', 'Sources/SwatchKit/Documentation.docc',
                             'Sources/SwatchTesting/Documentation.docc']
    docs = normalise(corpus(paths))
    missing, fence = {}, False
    for number, line in enumerate(old, 1):
        if line.startswith('```'):
            fence = not fence
        for term in terms(line):
            present = (re.search(r'\bexits? ' + term[5:] + r'\b', docs) if term.startswith('exit ')
                       else normalise(term) in docs)
            if not present and term not in missing:
                missing[term] = (number, line.strip())
    checked = len({t for line in old for t in terms(line)})
    for term, (number, line) in sorted(missing.items(), key=lambda item: item[1][0]):
        print(f'{number}: {term!r}  <- {line[:100]}')
    print(f'{len(missing)} of {checked} key terms have no home')
    return 1 if missing else 0

if __name__ == '__main__':
    sys.exit(main())
