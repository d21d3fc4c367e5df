#!/usr/bin/env python3
"""Fails when a swatch module depends on a module above it: the stage order is Tools/modules/stages.txt.

Reads the manifest as `swift package dump-package` prints it (or --manifest FILE, its saved output) and checks that
  - every library target under Sources/Swatch* is listed in stages.txt (a new module takes its place in the order);
  - a listed module's target dependencies that are listed come before it (no wrong-way or sideways-up edge);
  - each Swift file of a listed module imports only listed modules that come before it and that its target names
    as dependencies (a wrong-way `import` is caught here even before it fails to compile).
--self-check plants a wrong-way dependency and a wrong-way import in copies and fails unless both are caught.
"""
import json, os, re, subprocess, sys, tempfile, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
IMPORT = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|enum|class|protocol|func|var|let|typealias)\s+)?(\w+)', re.M)


def stage_order(path):
    names = [line.strip() for line in open(path) if line.strip() and not line.startswith('#')]
    return {name: index for index, name in enumerate(names)}


def target_dependencies(target):
    names = []
    for dependency in target.get('dependencies', []):
        for kind in ('byName', 'target'):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def check(manifest, order, root):
    problems = []
    targets = {t['name']: t for t in manifest['targets']}
    for name, target in targets.items():
        if target.get('type') == 'regular' and name.startswith('Swatch') and target.get('path') is None \
                and os.path.isdir(os.path.join(root, 'Sources', name)) and name not in order:
            problems.append(f'{name}: a library module not in Tools/modules/stages.txt')
    for name, rank in order.items():
        target = targets.get(name)
        if target is None:
            problems.append(f'{name}: listed in Tools/modules/stages.txt but not a target in Package.swift')
            continue
        declared = target_dependencies(target)
        for dependency in declared:
            if dependency in order and order[dependency] >= rank:
                problems.append(f'{name} depends on {dependency}, which is not below it in Tools/modules/stages.txt')
        folder = os.path.join(root, target.get('path') or os.path.join('Sources', name))
        for directory, _, files in os.walk(folder):
            for file in sorted(files):
                if not file.endswith('.swift'):
                    continue
                path = os.path.join(directory, file)
                text = open(path, encoding='utf-8').read()
                for match in IMPORT.finditer(text):
                    module = match.group(1)
                    if module not in order or module == name:
                        continue
                    line = text.count('\n', 0, match.start()) + 1
                    where = f'{os.path.relpath(path, root)}:{line}'
                    if order[module] >= rank:
                        problems.append(f'{where}: {name} imports {module}, which is not below it')
                    elif module not in declared:
                        problems.append(f'{where}: {name} imports {module}, which Package.swift does not name as its dependency')
    return problems


def dump_package(root):
    result = subprocess.run(['swift', 'package', '--package-path', root, 'dump-package'], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f'swift package dump-package failed:\n{result.stderr}')
    return json.loads(result.stdout)


def self_check(manifest, order, root):
    """A wrong-way edge in the manifest and a wrong-way import in a source file must each be reported."""
    planted = json.loads(json.dumps(manifest))
    support = next(t for t in planted['targets'] if t['name'] == 'SwatchSupport')
    support.setdefault('dependencies', []).append({'byName': ['SwatchDiff', None]})
    edge = [p for p in check(planted, order, root) if 'SwatchSupport depends on SwatchDiff' in p]
    with tempfile.TemporaryDirectory() as copy:
        shutil.copytree(os.path.join(root, 'Sources', 'SwatchColor'), os.path.join(copy, 'Sources', 'SwatchColor'))
        with open(os.path.join(copy, 'Sources', 'SwatchColor', 'Planted.swift'), 'w') as planted_file:
            planted_file.write('import Foundation\nimport SwatchSheet\n')
        imports = [p for p in check(manifest, {k: v for k, v in order.items() if k == 'SwatchColor' or k == 'SwatchSheet'}, copy)
                   if 'SwatchColor imports SwatchSheet' in p]
    if not edge or not imports:
        sys.exit('check-stages self-check: a planted wrong-way ' + ('dependency' if not edge else 'import') + ' was not caught')
    print('check-stages self-check: a planted wrong-way dependency and a planted wrong-way import are caught')


def main(arguments):
    root = ROOT
    order = stage_order(os.path.join(root, 'Tools', 'modules', 'stages.txt'))
    manifest = None
    if '--manifest' in arguments:
        manifest = json.load(open(arguments[arguments.index('--manifest') + 1]))
    else:
        manifest = dump_package(root)
    if '--self-check' in arguments:
        self_check(manifest, order, root)
    problems = check(manifest, order, root)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f'check-stages: {len(problems)} wrong-way dependencies (order: Tools/modules/stages.txt)')
    print(f'check-stages: {len(order)} modules, each depending only on modules below it')


if __name__ == '__main__':
    main(sys.argv[1:])
