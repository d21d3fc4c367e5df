#!/usr/bin/env python3
"""`make ci-recipes-check`: runs swatch's CI recipes here, each twice over, on a sample app repository, with the
release files of dist/ standing in for the GitHub release.

  check.py --dist DIR [--scratch DIR] [--only linux|action|macos|gitlab|broken ...]
  check.py --lint-scripts DIR     writes the run: scripts of action.yml and the GitLab recipe for shellcheck

Before running anything it checks that dist/ holds this machine's tarball and the artifact bundle with the
checksums SHA256SUMS gives, and that every recipe spells the repository, version and checksums exactly as
Packaging/release.env does (Packaging/fill-release.sh replaces those values at a release). Then it copies the
recipes and action.yml with release.env's checksums replaced by dist's, as fill-release.sh would for a release of
these files, and runs:

  swatch-linux.yml, swatch-action.yml, swatch-macos.yml (all but Homebrew), gitlab-ci.yml: twice each on a pull
  request that changes the palette properly, keeping the cache between the runs; both must pass and the second must
  use what the first cached.
  Then the failures the recipes must report: a pull request breaking contrast (check, export --check and verify
  must each run and fail), and a checksum that does not match the download (the install must fail loudly).

The GitHub runner is simulated by github.py, GitLab's by gitlab.py; the sample app comes from sampleapp.py. The last
line says how many expectations held: 'N passed, N failed'.
"""

import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.parse
import xml.etree.ElementTree as ElementTree

sys.dont_write_bytecode = True  # no __pycache__ beside the checker's modules in the work tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import yaml  # noqa: E402

import expressions  # noqa: E402
import github  # noqa: E402
import gitlab  # noqa: E402
import sampleapp  # noqa: E402
from github import CheckerError  # noqa: E402

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GITHUB_RECIPES = ["swatch-linux.yml", "swatch-action.yml", "swatch-macos.yml"]
GITLAB_RECIPE = "gitlab-ci.yml"
MACOS_SKIPS = {"Install swatch's libraries": "Homebrew is macOS-only; the libraries come from Debian here (make deps)"}
WRONG_SHA256 = hashlib.sha256(b"not swatch's release").hexdigest()
PULL_REQUEST = {"name": "pull_request", "number": 7, "base": "main", "head": "palette-change"}
BROKEN_PULL_REQUEST = dict(PULL_REQUEST, head="contrast-break")
MERGE_REQUEST = {"source": "merge_request_event", "source_branch": "palette-change", "target_branch": "main"}
BROKEN_MERGE_REQUEST = dict(MERGE_REQUEST, source_branch="contrast-break")
STEPS = ["install", "check", "exports", "verify", "diff"]


def fail(message):
    print(f"ci-recipes-check: {message}")
    sys.exit(1)


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def read_release_env(path):
    if not os.path.isfile(path):
        fail(f"{os.path.relpath(path, REPOSITORY)} is missing: it holds the repository, version and checksums the "
             "recipes must name")
    values = {}
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if "=" not in line:
                fail(f"{path}:{number}: not NAME=value: {line}")
            name, value = line.split("=", 1)
            values[name] = value
    for name in ("SWATCH_REPOSITORY", "SWATCH_RELEASE_VERSION", "SWATCH_SHA256_LINUX_X86_64",
                 "SWATCH_SHA256_LINUX_AARCH64", "SWATCH_SHA256_ARTIFACTBUNDLE"):
        if not values.get(name):
            fail(f"{path} sets no {name}")
    return values


def machine_triple():
    machine = platform.machine()
    arch = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}.get(machine.lower())
    if platform.system() != "Linux" or not arch:
        fail(f"the recipes' Linux steps run only on Linux x86_64 or aarch64, not {platform.system()} {machine}")
    return f"{arch}-unknown-linux-gnu", "SWATCH_SHA256_LINUX_" + arch.upper()


def read_dist(dist, version, triple):
    """dist/'s tarball for this machine and the artifact bundle, checked against dist/SHA256SUMS."""
    sums_path = os.path.join(dist, "SHA256SUMS")
    if not os.path.isfile(sums_path):
        fail(f"{sums_path} is missing: build the release files first (make dist), or name them with CI_DIST=")
    sums = {}
    with open(sums_path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            parts = line.split()
            if len(parts) != 2 or len(parts[0]) != 64:
                fail(f"{sums_path}:{number}: not 'SHA256  FILE': {line.strip()}")
            sums[parts[1].lstrip("*")] = parts[0]
    tarball = f"swatch-{version}-{triple}.tar.gz"
    files = {}
    for name in (tarball, "swatch.artifactbundle.zip"):
        if name not in sums:
            fail(f"{sums_path} names no {name} (release.env's version is {version})")
        path = os.path.join(dist, name)
        if not os.path.isfile(path):
            fail(f"{path} is missing, though SHA256SUMS names it")
        actual = sha256_of(path)
        if actual != sums[name]:
            fail(f"{path} has sha256 {actual}, SHA256SUMS says {sums[name]}: rebuild dist/")
        files[name] = (path, actual)
    return tarball, files


# ---- what the recipes must spell as release.env does ------------------------------------------------------------

def check_recipe_values(release, results):
    """Every recipe names release.env's repository, version and checksums, and passes values to scripts via env:."""
    repository, version = release["SWATCH_REPOSITORY"], release["SWATCH_RELEASE_VERSION"]
    x86, arm, bundle = (release["SWATCH_SHA256_LINUX_X86_64"], release["SWATCH_SHA256_LINUX_AARCH64"],
                        release["SWATCH_SHA256_ARTIFACTBUNDLE"])
    known = {v for k, v in release.items() if k.startswith("SWATCH_SHA256_")}
    expected = {
        "Samples/ci/swatch-linux.yml": {"env.SWATCH_VERSION": version, "env.SWATCH_SHA256_X86_64": x86,
                                        "env.SWATCH_SHA256_AARCH64": arm},
        "Samples/ci/swatch-macos.yml": {"env.SWATCH_VERSION": version},
        "Samples/ci/swatch-action.yml": {},
        "Samples/ci/gitlab-ci.yml": {"variables.SWATCH_VERSION": version, "variables.SWATCH_SHA256_X86_64": x86,
                                     "variables.SWATCH_SHA256_AARCH64": arm},
        "action.yml": {"inputs.version.default": version, "install.PINNED_VERSION": version,
                       "install.SHA256_LINUX_X86_64": x86, "install.SHA256_LINUX_AARCH64": arm,
                       "install.SHA256_ARTIFACTBUNDLE": bundle},
    }
    for relative, values in expected.items():
        path = os.path.join(REPOSITORY, relative)
        if not os.path.isfile(path):
            results.expect(False, f"{relative} exists")
            continue
        with open(path, encoding="utf-8") as file:
            text = file.read()
        document = github.load_yaml(path)
        install = {}
        if relative == "action.yml":
            install = next((s.get("env") or {} for s in document["runs"]["steps"] if s.get("id") == "install"), {})
        for key, value in values.items():
            scope, _, name = key.partition(".")
            if scope == "install":
                found = install.get(name)
            else:
                found = document
                for part in key.split("."):
                    found = found.get(part) if isinstance(found, dict) else None
            results.expect(str(found) == value, f"{relative}: {key} is release.env's {value}"
                           + ("" if str(found) == value else f" (it is {found!r})"))
        repositories = set(re.findall(r"github\.com/([A-Za-z0-9_.-]+/swatch)\b", text))
        repositories |= set(re.findall(r"uses:\s*([A-Za-z0-9_.-]+/swatch)@", text))
        stray = sorted(r for r in repositories if r != repository)
        results.expect(not stray, f"{relative}: names swatch's repository only as release.env's {repository}"
                       + (f" (also {', '.join(stray)})" if stray else ""))
        foreign = sorted(set(re.findall(r"\b[0-9a-f]{64}\b", text)) - known)
        results.expect(not foreign, f"{relative}: every sha256 in it is one of release.env's"
                       + (f" (not {', '.join(foreign)})" if foreign else ""))
        if relative != "Samples/ci/gitlab-ci.yml":
            inline = [name for name, script in run_scripts(document) if "${{" in script]
            results.expect(not inline, f"{relative}: no ${{{{ }}}} inside run: (values reach scripts through env:)"
                           + (f" (in {', '.join(inline)})" if inline else ""))


def run_scripts(document):
    """(name, script) of every run: step of a workflow or composite action."""
    found = []
    jobs = (document.get("jobs") or {}).items() if "jobs" in document else [("action", document.get("runs") or {})]
    for job_id, job in jobs:
        for index, step in enumerate(job.get("steps") or []):
            if "run" in step:
                found.append((f"{job_id}: {step.get('name') or step.get('id') or index}", step["run"]))
    return found


def lint_scripts(folder):
    """Writes action.yml's and the GitLab recipe's scripts as files shellcheck reads (actionlint does the workflows')."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    written = []
    action = github.load_yaml(os.path.join(REPOSITORY, "action.yml"))
    for index, step in enumerate(action["runs"]["steps"]):
        if "run" in step:
            written.append((f"action-{index}.bash", step["run"]))
    with open(os.path.join(REPOSITORY, "Samples/ci", GITLAB_RECIPE), encoding="utf-8") as file:
        document = yaml.safe_load(file)
    pipeline = gitlab.Pipeline(os.path.join(REPOSITORY, "Samples/ci", GITLAB_RECIPE), "", "", "", {}, MERGE_REQUEST,
                               print, "")
    for name, job in pipeline.jobs().items():
        lines = []
        for part in ("before_script", "script"):
            value = job.get(part) or []
            lines += [value] if isinstance(value, str) else value
        # GitLab's variables reach the script as environment variables; shellcheck is told they exist.
        names = sorted(set(document.get("variables") or {}) | {"CI_PROJECT_DIR", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME"})
        header = "".join(f": \"${{{n}:?}}\"\n" for n in names)
        written.append((f"gitlab-{name}.bash", header + "\n".join(lines)))
    for name, script in written:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
            file.write("#!/usr/bin/env bash\nset -eo pipefail\n" + script + "\n")
    print(f"{len(written)} scripts of action.yml and {GITLAB_RECIPE} written into {folder} for shellcheck")


# ---- expectations -------------------------------------------------------------------------------------------------

class Results:
    def __init__(self):
        self.passed, self.failed = 0, []

    def expect(self, condition, message):
        if condition:
            self.passed += 1
            print(f"  ok    {message}")
        else:
            self.failed.append(message)
            print(f"  FAIL  {message}")
        return condition


def junit_summary(path):
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return None
    cases = list(root.iter("testcase"))
    failing = sum(1 for c in cases if c.find("failure") is not None or c.find("error") is not None)
    return len(cases), failing


def read(path):
    try:
        with open(path, encoding="utf-8") as file:
            return file.read()
    except OSError:
        return None


class Checker:
    def __init__(self, args):
        self.args = args
        self.results = Results()
        self.release = read_release_env(os.path.join(REPOSITORY, "Packaging", "release.env"))
        self.version = self.release["SWATCH_RELEASE_VERSION"]
        self.triple, self.pin_name = machine_triple()
        self.tarball, self.dist = read_dist(os.path.abspath(args.dist), self.version, self.triple)
        self.scratch = os.path.abspath(args.scratch)

    def run(self):
        only = set(self.args.only or ["linux", "action", "macos", "gitlab", "broken"])
        print("== the expression evaluator (Tools/ci-recipes/expressions.py)")
        for what, held in expressions.self_test():
            self.results.expect(held, what)
        print(f"\n== the recipes name release.env's values (Packaging/release.env: {self.release['SWATCH_REPOSITORY']}, "
              f"{self.version})")
        check_recipe_values(self.release, self.results)
        self.prepare(only)
        if "linux" in only:
            self.github_twice("swatch-linux.yml", "cache hit: ", f"downloaded {self.tarball}, sha256 checked")
        if "action" in only:
            self.github_twice("swatch-action.yml", None, f"downloaded {self.tarball}, sha256 checked")
        if "macos" in only:
            self.github_twice("swatch-macos.yml", "cache hit: skipped the build", None)
        if "gitlab" in only:
            self.gitlab_twice()
        if "broken" in only:
            self.broken()
        print()
        if self.results.failed:
            print("failed:")
            for message in self.results.failed:
                print(f"  {message}")
        print(f"ci-recipes-check: {self.results.passed} passed, {len(self.results.failed)} failed")
        return 0 if not self.results.failed else 1

    # ---- the scratch folder ---------------------------------------------------------------------------------------

    def prepare(self, only):
        if os.path.exists(self.scratch):
            shutil.rmtree(self.scratch)
        os.makedirs(self.scratch)
        self.logs = os.path.join(self.scratch, "logs")
        os.makedirs(self.logs)
        print(f"\n== scratch folder {self.scratch}")
        tools = os.path.join(self.scratch, "swatch from dist")
        tarball_path, tarball_sha = self.dist[self.tarball]
        with tarfile.open(tarball_path) as archive:
            archive.extractall(tools, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
        swatch = os.path.join(tools, self.tarball[: -len(".tar.gz")], "bin", "swatch")
        version = subprocess.run([swatch, "--version"], stdout=subprocess.PIPE, text=True).stdout.strip()
        print(f"  {self.tarball}: {version}")
        if not version.startswith(f"swatch {self.version}"):
            fail(f"{tarball_path} holds {version!r}, not swatch {self.version}")
        origin = sampleapp.build(REPOSITORY, swatch, os.path.join(self.scratch, "sample app"))
        self.origin_url = "file://" + urllib.parse.quote(origin)
        print(f"  sample app: {origin} (branches main, palette-change, contrast-break), written by that swatch")

        releases = os.path.join(self.scratch, "release mirror", f"v{self.version}")
        os.makedirs(releases)
        for name, (path, _) in self.dist.items():
            shutil.copy(path, os.path.join(releases, name))
        self.releases_url = "file://" + urllib.parse.quote(os.path.dirname(releases))
        print(f"  SWATCH_RELEASES={self.releases_url} (dist/'s files under v{self.version}/)")

        self.swatch_git = ""
        if "macos" in only:
            mirror = os.path.join(self.scratch, "swatch mirror.git")
            head = subprocess.run(["git", "-C", REPOSITORY, "rev-parse", "HEAD"], stdout=subprocess.PIPE,
                                  text=True, check=True).stdout.strip()
            subprocess.run(["git", "clone", "-q", "--bare", "--no-tags", REPOSITORY, mirror], check=True)
            subprocess.run(["git", "-C", mirror, "tag", f"v{self.version}", head], check=True)
            self.swatch_git = "file://" + urllib.parse.quote(mirror)
            dirty = subprocess.run(["git", "-C", REPOSITORY, "status", "--porcelain", "--untracked-files=no"],
                                   stdout=subprocess.PIPE, text=True).stdout.strip()
            print(f"  SWATCH_GIT={self.swatch_git}: this repository with v{self.version} on HEAD {head[:12]}"
                  + (" (uncommitted changes are not in it)" if dirty else ""))

        stub = os.path.join(self.scratch, "stand-ins")
        os.makedirs(stub)
        with open(os.path.join(stub, "gh"), "w", encoding="utf-8") as file:
            file.write(GH_STUB)
        os.chmod(os.path.join(stub, "gh"), 0o755)
        path = os.environ.get("PATH", "/usr/bin:/bin")
        for folder in path.split(os.pathsep):
            if folder and os.access(os.path.join(folder, "swatch"), os.X_OK):
                fail(f"{os.path.join(folder, 'swatch')} is on PATH: the recipes must install their own swatch; "
                     "run with a PATH without it")
        self.base_env = {"PATH": stub + os.pathsep + path, "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8",
                         "SWATCH_RELEASES": self.releases_url}
        if self.swatch_git:
            self.base_env["SWATCH_GIT"] = self.swatch_git

        pins = {self.release[self.pin_name]: tarball_sha,
                self.release["SWATCH_SHA256_ARTIFACTBUNDLE"]: self.dist["swatch.artifactbundle.zip"][1]}
        self.recipes = self.copy_recipes("recipes", pins)
        wrong = {self.release[self.pin_name]: WRONG_SHA256, self.release["SWATCH_SHA256_ARTIFACTBUNDLE"]: WRONG_SHA256}
        self.wrong_recipes = self.copy_recipes("recipes with a wrong checksum", wrong)
        print(f"  release.env's {self.pin_name} ({self.release[self.pin_name][:12]}…) replaced by dist/'s "
              f"{tarball_sha[:12]}… in copies of the recipes and action.yml, as Packaging/fill-release.sh does")

    def copy_recipes(self, name, replacements):
        folder = os.path.join(self.scratch, name)
        os.makedirs(folder)
        sources = [os.path.join(REPOSITORY, "Samples", "ci", r) for r in GITHUB_RECIPES + [GITLAB_RECIPE]]
        for source in sources + [os.path.join(REPOSITORY, "action.yml")]:
            with open(source, encoding="utf-8") as file:
                text = file.read()
            for old, new in replacements.items():
                text = text.replace(old, new)
            with open(os.path.join(folder, os.path.basename(source)), "w", encoding="utf-8") as file:
                file.write(text)
        return folder

    # ---- running ------------------------------------------------------------------------------------------------

    def world(self, cache_store, recipes, gh_log):
        os.makedirs(cache_store, exist_ok=True)
        env = dict(self.base_env, GH_STUB_LOG=gh_log)
        return github.World(self.origin_url, cache_store, recipes, self.release["SWATCH_REPOSITORY"], env, self.logs,
                            print)

    def github(self, recipe, label, event, cache_store, recipes=None, gh_log=None):
        recipes = recipes or self.recipes
        folder = os.path.join(self.scratch, "runs", label)
        os.makedirs(folder)
        gh_log = gh_log or os.path.join(folder, "gh calls")
        print(f"\n== {label}: {event['name']} #{event['number']}, {event['head']} into {event['base']}")
        skips = MACOS_SKIPS if recipe == "swatch-macos.yml" else None
        run = github.WorkflowRun(self.world(cache_store, recipes, gh_log), os.path.join(recipes, recipe), folder,
                                 event, skips)
        jobs = run.run()
        return jobs, run, gh_log

    def step_outcomes(self, job):
        found = {}
        for key in STEPS:
            try:
                found[key] = job.step(key).outcome
            except CheckerError:
                pass
        return found

    def github_twice(self, recipe, hit_text, miss_text):
        store = os.path.join(self.scratch, "caches", recipe)
        gh_log = os.path.join(self.scratch, "runs", f"{recipe} gh calls")
        for attempt in (1, 2):
            jobs, run, _ = self.github(recipe, f"{recipe} run {attempt}", PULL_REQUEST, store, gh_log=gh_log)
            r = self.results
            palette = jobs.get("palette")
            if not r.expect(palette is not None and palette.result == "success",
                            f"{recipe} run {attempt}: the palette job passed"):
                continue
            if recipe == "swatch-action.yml":
                self.expect_action_steps(recipe, f"run {attempt}", palette, failing=set())
            else:
                outcomes = self.step_outcomes(palette)
                r.expect(all(outcomes.get(s) == "success" for s in STEPS),
                         f"{recipe} run {attempt}: install, check, export --check, verify and diff each passed ({outcomes})")
            install = self.install_output(palette)
            if recipe != "swatch-action.yml":
                hit = palette.step("cache").outputs.get("cache-hit")
                r.expect(hit == ("true" if attempt == 2 else "false"),
                         f"{recipe} run {attempt}: cache-hit is {hit!r}" + (" (the first run's cache)" if attempt == 2 else ""))
            if attempt == 2 and hit_text:
                evidence = next((line for line in install.split("\n") if hit_text in line), None)
                r.expect(evidence is not None, f"{recipe} run 2 reused the cache: {evidence or '(no ' + hit_text + ')'}")
            if attempt == 1 and hit_text:
                r.expect(hit_text not in install, f"{recipe} run 1 found no cache (the store starts empty)")
            if miss_text and (attempt == 1 or not hit_text):
                r.expect(miss_text in install, f"{recipe} run {attempt}: {miss_text}")
            if recipe == "swatch-macos.yml" and attempt == 1:
                r.expect("Build of product 'swatch' complete" in install and f"\nswatch {self.version}" in install,
                         f"{recipe} run 1 built swatch {self.version} from the tag v{self.version} of SWATCH_GIT")
            self.expect_artifacts(recipe, f"run {attempt}", run, expect_failures=0)
            if "comment" in (run.workflow.get("jobs") or {}):
                self.expect_comment(recipe, attempt, jobs, gh_log, first=attempt == 1)

    def install_output(self, job):
        step = job.step("install")
        return step.output + "".join(inner.output for inner in getattr(step, "inner", []))

    def expect_action_steps(self, recipe, attempt, palette, failing):
        r = self.results
        for name, label in (("Install swatch", None), ("Contrast (swatch check)", "check"),
                            ("Generated code is up to date (swatch export --check)", "export --check"),
                            ("Snapshots (swatch verify)", "verify")):
            step = palette.step(name)
            inner = {i.name: i.outcome for i in getattr(step, "inner", [])}
            want = "failure" if label in failing else "success"
            ran = inner.get("Run swatch") in ("success", "failure")
            r.expect(step.outcome == want and (label is None or ran),
                     f"{recipe} {attempt}: {label or 'install'} through the action: {step.outcome}"
                     + (f", its swatch step {inner.get('Run swatch')}" if label else ""))

    def expect_artifacts(self, recipe, attempt, run, expect_failures, changed="brand"):
        r = self.results
        name = "swatch-review-macos" if recipe == "swatch-macos.yml" else "swatch-review"
        folder = os.path.join(run.artifacts, name)
        review = read(os.path.join(folder, "review.md"))
        r.expect(review is not None and "### Colours" in review and f"| **{changed}** |" in review,
                 f"{recipe} {attempt}: the {name} artifact holds review.md, which lists the change of {changed}")
        if recipe != "swatch-action.yml":
            summary = junit_summary(os.path.join(folder, "swatch-contrast.xml"))
            r.expect(summary is not None and summary[0] > 0 and (summary[1] > 0) == (expect_failures > 0),
                     f"{recipe} {attempt}: swatch-contrast.xml is JUnit: {summary and summary[0]} cases, "
                     f"{summary and summary[1]} failing")

    def expect_comment(self, recipe, attempt, jobs, gh_log, first):
        r = self.results
        comment = jobs.get("comment")
        r.expect(comment is not None and comment.result == "success", f"{recipe} run {attempt}: the comment job passed")
        calls = (read(gh_log) or "").strip().split("\n")
        edit = "gh pr comment 7 --repo OWNER/swatch --body-file comment.md --edit-last"
        post = "gh pr comment 7 --repo OWNER/swatch --body-file comment.md"
        edit = edit.replace("OWNER/swatch", self.release["SWATCH_REPOSITORY"])
        post = post.replace("OWNER/swatch", self.release["SWATCH_REPOSITORY"])
        want = [edit, post] if first else [edit, post, edit]
        r.expect(calls == want, f"{recipe} run {attempt}: gh (a stand-in) was called as {'; '.join(want)}"
                 + ("" if calls == want else f" (it was: {calls})"))
        body = read(gh_log + ".body") or ""
        r.expect("### Colours" in body and "Review sheet: the swatch-review artifact of [this run](" in body,
                 f"{recipe} run {attempt}: the comment holds the review and the link to the run's artifact")

    def gitlab(self, label, event, cache_store, recipes=None):
        recipes = recipes or self.recipes
        folder = os.path.join(self.scratch, "runs", label)
        os.makedirs(folder)
        os.makedirs(cache_store, exist_ok=True)
        print(f"\n== {label}: {event['source']}, {event['source_branch']} into {event['target_branch']}")
        pipeline = gitlab.Pipeline(os.path.join(recipes, GITLAB_RECIPE), folder, self.origin_url, cache_store,
                                   self.base_env, event, print, self.logs)
        return pipeline.run()

    def gitlab_twice(self):
        store = os.path.join(self.scratch, "caches", GITLAB_RECIPE)
        r = self.results
        for attempt in (1, 2):
            jobs = self.gitlab(f"{GITLAB_RECIPE} run {attempt}", MERGE_REQUEST, store)
            names = ["swatch-check", "swatch-export-check", "swatch-verify", "swatch-diff"]
            r.expect(sorted(jobs) == sorted(names) and all(j.result == "success" for j in jobs.values()),
                     f"{GITLAB_RECIPE} run {attempt}: the four jobs ran and passed "
                     f"({', '.join(f'{n} {j.result}' for n, j in jobs.items())})")
            outputs = "".join(j.output for j in jobs.values())
            if attempt == 1:
                r.expect(f"downloaded {self.tarball}, sha256 checked" in outputs and "cache hit" not in outputs,
                         f"{GITLAB_RECIPE} run 1 downloaded the tarball (no cache yet)")
            else:
                hits = [n for n, j in jobs.items() if "cache hit: " in j.output]
                r.expect(sorted(hits) == sorted(names), f"{GITLAB_RECIPE} run 2 reused the cache in every job: "
                         + next((line for line in outputs.split("\n") if "cache hit: " in line), "(no cache hit)"))
            for name, report in (("swatch-check", "swatch-contrast.xml"), ("swatch-verify", "swatch-snapshots.xml")):
                summary = jobs.get(name) and jobs[name].reports.get(report)
                r.expect(summary is not None and summary.startswith("JUnit") and summary.endswith(" 0 failing"),
                         f"{GITLAB_RECIPE} run {attempt}: {name}'s report {report}: {summary}")

    # ---- what must fail -------------------------------------------------------------------------------------------

    def broken(self):
        r = self.results
        caches = os.path.join(self.scratch, "caches", "broken")

        jobs, run, gh_log = self.github("swatch-linux.yml", "swatch-linux.yml, contrast broken", BROKEN_PULL_REQUEST,
                                        os.path.join(caches, "linux-contrast"))
        palette = jobs["palette"]
        outcomes = self.step_outcomes(palette)
        r.expect(palette.result == "failure", "swatch-linux.yml, contrast broken: the palette job failed")
        r.expect(outcomes == {"install": "success", "check": "failure", "exports": "failure", "verify": "failure",
                              "diff": "success"},
                 f"swatch-linux.yml, contrast broken: check, export --check and verify each ran and failed ({outcomes})")
        r.expect("AA✗" in palette.step("check").output and "stale" in palette.step("exports").output
                 and "different" in palette.step("verify").output,
                 "swatch-linux.yml, contrast broken: the log shows the failing pairs, the stale exports, the differing sheets")
        result = palette.step("Result")
        r.expect(result.outcome == "failure" and "failed: check, export --check, verify" in result.output,
                 "swatch-linux.yml, contrast broken: the Result step lists them: "
                 + next((line for line in result.output.split("\n") if "failed:" in line), "(nothing)"))
        self.expect_artifacts("swatch-linux.yml", "contrast broken", run, expect_failures=1, changed="foreground")
        r.expect(jobs.get("comment") is not None and jobs["comment"].result == "success"
                 and "--body-file comment.md" in (read(gh_log) or ""),
                 "swatch-linux.yml, contrast broken: the review is still posted")

        jobs, run, gh_log = self.github("swatch-linux.yml", "swatch-linux.yml, wrong checksum", PULL_REQUEST,
                                        os.path.join(caches, "linux-checksum"), recipes=self.wrong_recipes)
        palette = jobs["palette"]
        install = palette.step("install")
        wanted = f"has sha256 {self.dist[self.tarball][1]}, but this workflow pins {WRONG_SHA256}: not installed"
        r.expect(palette.result == "failure" and install.outcome == "failure" and wanted in install.output,
                 f"swatch-linux.yml, wrong checksum: the install failed: "
                 + next((line for line in install.output.split("\n") if "sha256" in line), "(no message)"))
        outcomes = self.step_outcomes(palette)
        r.expect(all(outcomes.get(s) == "skipped" for s in STEPS[1:]),
                 f"swatch-linux.yml, wrong checksum: no check ran without swatch ({outcomes})")
        r.expect(not os.listdir(os.path.join(caches, "linux-checksum")),
                 "swatch-linux.yml, wrong checksum: nothing was saved in the cache")
        r.expect(jobs.get("comment") is not None and jobs["comment"].result == "success" and not read(gh_log),
                 "swatch-linux.yml, wrong checksum: the comment job found no review and posted nothing")

        jobs, run, _ = self.github("swatch-action.yml", "swatch-action.yml, contrast broken", BROKEN_PULL_REQUEST,
                                   os.path.join(caches, "action-contrast"))
        r.expect(jobs["palette"].result == "failure", "swatch-action.yml, contrast broken: the palette job failed")
        self.expect_action_steps("swatch-action.yml", "contrast broken", jobs["palette"],
                                 failing={"check", "export --check", "verify"})

        jobs, run, _ = self.github("swatch-action.yml", "swatch-action.yml, wrong checksum", PULL_REQUEST,
                                   os.path.join(caches, "action-checksum"), recipes=self.wrong_recipes)
        install = jobs["palette"].step("Install swatch")
        output = self.install_output(jobs["palette"])
        r.expect(jobs["palette"].result == "failure" and install.outcome == "failure"
                 and f"but {WRONG_SHA256} is pinned: not installed" in output,
                 "swatch-action.yml, wrong checksum: the action failed: "
                 + next((line for line in output.split("\n") if "sha256" in line), "(no message)"))

        jobs = self.gitlab(f"{GITLAB_RECIPE}, contrast broken", BROKEN_MERGE_REQUEST,
                           os.path.join(caches, "gitlab-contrast"))
        results = {n: j.result for n, j in jobs.items()}
        r.expect(results == {"swatch-check": "failed", "swatch-export-check": "failed", "swatch-verify": "failed",
                             "swatch-diff": "success"},
                 f"{GITLAB_RECIPE}, contrast broken: check, export --check and verify each ran and failed ({results})")
        summary = jobs["swatch-check"].reports.get("swatch-contrast.xml", "")
        r.expect(summary.startswith("JUnit") and not summary.endswith(" 0 failing"),
                 f"{GITLAB_RECIPE}, contrast broken: the check's JUnit report says so: {summary}")

        jobs = self.gitlab(f"{GITLAB_RECIPE}, wrong checksum", MERGE_REQUEST, os.path.join(caches, "gitlab-checksum"),
                           recipes=self.wrong_recipes)
        wanted = f"but this pipeline pins {WRONG_SHA256}: not installed"
        r.expect(jobs and all(j.result == "failed" and wanted in j.output for j in jobs.values()),
                 f"{GITLAB_RECIPE}, wrong checksum: every job failed at the install: "
                 + next((line for j in jobs.values() for line in j.output.split("\n") if "sha256" in line), "(no message)"))


GH_STUB = r"""#!/bin/sh
# A stand-in for the GitHub CLI (make ci-recipes-check): records how it was called in $GH_STUB_LOG and keeps the
# body file; `pr comment --edit-last` fails while nothing was posted yet, as gh does with no earlier comment.
log=${GH_STUB_LOG:?}
printf 'gh %s\n' "$*" >> "$log"
body=""
edit=no
while [ $# -gt 0 ]; do
    case $1 in
        --body-file) body=$2; shift ;;
        --edit-last) edit=yes ;;
    esac
    shift
done
if [ "$edit" = yes ] && [ ! -f "$log.posted" ]; then echo "no comments found for current user" >&2; exit 1; fi
[ -n "$body" ] && cp "$body" "$log.body"
touch "$log.posted"
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dist", default="dist", help="the folder make dist wrote")
    parser.add_argument("--scratch", default=os.path.join(REPOSITORY, ".build-recipes"), help="wiped and rewritten")
    parser.add_argument("--only", action="append", choices=["linux", "action", "macos", "gitlab", "broken"])
    parser.add_argument("--lint-scripts", metavar="DIR", help="only write the scripts for shellcheck into DIR")
    args = parser.parse_args()
    try:
        if args.lint_scripts:
            lint_scripts(args.lint_scripts)
            return 0
        return Checker(args).run()
    except CheckerError as error:
        print(f"ci-recipes-check: {error}")
        return 2


if __name__ == "__main__":
    sys.exit(main())
