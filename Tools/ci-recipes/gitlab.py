"""Runs a GitLab CI pipeline here, as far as swatch's recipe needs.

What is real: each job's before_script and script, joined into one bash script and run with `set -eo pipefail` as
GitLab's runner does, with the pipeline's variables and GitLab's predefined ones; `extends:` (hidden jobs merged as
GitLab merges them); `workflow: rules` and job `rules` with `if:` ($VAR, "text", ==, !=, &&, ||, parentheses).

What is simulated: the clone (the merge request's source branch of the sample app, 20 commits deep as GitLab's
default GIT_DEPTH), the cache (its paths copied out of the project folder into a store that outlives the pipeline,
keyed by cache:key with variables expanded, saved by cache:when; restored before the job as it was when the job's
stage began, since a stage's jobs run side by side), artifacts:reports:junit
(read back as JUnit XML). `image:` is not pulled: no container engine runs here, so jobs run on this machine.
"""

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree

import yaml

from github import CheckerError

RESERVED = {"variables", "workflow", "stages", "default", "include", "image", "services", "cache", "before_script",
            "after_script", "spec"}
KNOWN_JOB_KEYS = {"stage", "image", "cache", "before_script", "script", "after_script", "artifacts", "rules",
                  "variables", "extends", "interruptible"}


def merge(base, override):
    """extends: mappings merge key by key, anything else is replaced."""
    if isinstance(base, dict) and isinstance(override, dict):
        merged = dict(base)
        for key, value in override.items():
            merged[key] = merge(base.get(key), value) if key in base else value
        return merged
    return override


def expand(text, variables):
    return re.sub(r"\$(?:\{(\w+)\}|(\w+))", lambda m: variables.get(m.group(1) or m.group(2), ""), str(text))


class Rule:
    """A rules:if expression."""
    TOKEN = re.compile(r'\s*(?:(?P<var>\$\w+)|(?P<string>"[^"]*"|\'[^\']*\')|(?P<op>==|!=|&&|\|\||\(|\))|(?P<null>null))')

    def __init__(self, source, variables):
        self.source, self.variables, self.items, self.at = source, variables, [], 0
        position = 0
        while position < len(source.strip()):
            match = self.TOKEN.match(source.strip(), position)
            if not match or match.end() == position:
                raise CheckerError(f"rules: cannot read {source!r} at {source.strip()[position:]!r}")
            self.items.append((match.lastgroup, match.group(match.lastgroup)))
            position = match.end()

    def value(self):
        value = self.or_()
        if self.at != len(self.items):
            raise CheckerError(f"rules: unexpected {self.items[self.at][1]!r} in {self.source!r}")
        return bool(value)

    def or_(self):
        value = self.and_()
        while self.at < len(self.items) and self.items[self.at] == ("op", "||"):
            self.at += 1
            right = self.and_()
            value = value or right
        return value

    def and_(self):
        value = self.comparison()
        while self.at < len(self.items) and self.items[self.at] == ("op", "&&"):
            self.at += 1
            right = self.comparison()
            value = value and right
        return value

    def comparison(self):
        left = self.operand()
        if self.at < len(self.items) and self.items[self.at] in (("op", "=="), ("op", "!=")):
            op = self.items[self.at][1]
            self.at += 1
            right = self.operand()
            return (left == right) if op == "==" else (left != right)
        return left not in (None, "")

    def operand(self):
        if self.at >= len(self.items):
            raise CheckerError(f"rules: {self.source!r} ends too soon")
        kind, text = self.items[self.at]
        self.at += 1
        if kind == "var":
            return self.variables.get(text[1:])
        if kind == "string":
            return text[1:-1]
        if kind == "null":
            return None
        if (kind, text) == ("op", "("):
            value = self.or_()
            if self.at >= len(self.items) or self.items[self.at] != ("op", ")"):
                raise CheckerError(f"rules: a ( without ) in {self.source!r}")
            self.at += 1
            return value
        raise CheckerError(f"rules: unexpected {text!r} in {self.source!r}")


def rules_allow(rules, variables):
    """GitLab's rules: the first rule whose if: holds decides (when: never excludes); none holding excludes."""
    if rules is None:
        return True
    for rule in rules:
        unknown = set(rule) - {"if", "when"}
        if unknown:
            raise CheckerError(f"rules: {sorted(unknown)} are not simulated")
        if "if" not in rule or Rule(rule["if"], variables).value():
            return rule.get("when", "on_success") != "never"
    return False


class JobResult:
    def __init__(self, name, result, output, reports):
        self.name, self.result, self.output, self.reports = name, result, output, reports


class Pipeline:
    def __init__(self, path, folder, origin_url, cache_store, runner_env, event, printer, logs):
        self.path, self.folder, self.origin_url, self.cache_store = path, folder, origin_url, cache_store
        self.runner_env, self.event, self.print, self.logs = runner_env, event, printer, logs
        with open(path, encoding="utf-8") as file:
            self.document = yaml.safe_load(file)

    def predefined(self, project):
        event = self.event
        variables = {
            "CI": "true", "GITLAB_CI": "true", "CI_PROJECT_DIR": project, "CI_DEFAULT_BRANCH": "main",
            "CI_PIPELINE_SOURCE": event["source"], "CI_COMMIT_REF_NAME": event["source_branch"],
            "CI_BUILDS_DIR": os.path.dirname(project),
        }
        if event["source"] == "merge_request_event":
            variables.update({"CI_MERGE_REQUEST_TARGET_BRANCH_NAME": event["target_branch"],
                              "CI_MERGE_REQUEST_SOURCE_BRANCH_NAME": event["source_branch"],
                              "CI_MERGE_REQUEST_IID": "7"})
        else:
            variables["CI_COMMIT_BRANCH"] = event["source_branch"]
        return variables

    def jobs(self):
        document = self.document
        unknown = set(k for k in document if k in RESERVED) - {"variables", "workflow", "stages", "default"}
        if unknown:
            raise CheckerError(f"{self.path}: top-level {sorted(unknown)} are not simulated")
        default = document.get("default") or {}
        found = {}
        for name, job in document.items():
            if name in RESERVED or name.startswith("."):
                continue
            resolved = self.resolve(name, job, ())
            resolved = merge(default, resolved)
            unknown = set(resolved) - KNOWN_JOB_KEYS
            if unknown:
                raise CheckerError(f"{self.path}: job {name}: {sorted(unknown)} are not simulated")
            found[name] = resolved
        return found

    def resolve(self, name, job, trail):
        if name in trail:
            raise CheckerError(f"{self.path}: extends in a cycle: {' -> '.join(trail + (name,))}")
        parents = job.get("extends") or []
        parents = [parents] if isinstance(parents, str) else parents
        merged = {}
        for parent in parents:
            if parent not in self.document:
                raise CheckerError(f"{self.path}: {name} extends {parent}, which is not there")
            merged = merge(merged, self.resolve(parent, self.document[parent], trail + (name,)))
        own = {k: v for k, v in job.items() if k != "extends"}
        return merge(merged, own)

    def run(self):
        variables = {k: str(v) for k, v in (self.document.get("variables") or {}).items()}
        workflow_variables = dict(self.predefined(""), **variables)
        if not rules_allow((self.document.get("workflow") or {}).get("rules"), workflow_variables):
            self.print("  no pipeline: workflow:rules exclude this event")
            return {}
        results, jobs = {}, self.jobs()
        stages = self.document.get("stages") or ["build", "test", "deploy"]
        unknown = sorted(set(job.get("stage", "test") for job in jobs.values()) - set(stages))
        if unknown:
            raise CheckerError(f"{self.path}: stages {unknown} are not in stages:")
        for stage in stages:
            # The jobs of a stage start together: each restores the cache as it was when the stage began.
            self.snapshot = os.path.join(self.folder, f"cache at the start of {stage}")
            shutil.copytree(self.cache_store, self.snapshot)
            for name, job in jobs.items():
                if job.get("stage", "test") != stage:
                    continue
                project = os.path.join(self.folder, name, "builds dir", "app")  # blanks on purpose: scripts must quote
                job_variables = dict(self.predefined(project), **variables)
                job_variables.update({k: str(v) for k, v in (job.get("variables") or {}).items()})
                if not rules_allow(job.get("rules"), job_variables):
                    self.print(f"  job {name}: not in this pipeline (its rules)")
                    continue
                results[name] = self.run_job(name, job, project, job_variables)
        return results

    def run_job(self, name, job, project, variables):
        self.print(f"  job {name} (image {job.get('image', '(runner default)')} not pulled: run on this machine)")
        os.makedirs(os.path.dirname(project))
        subprocess.run(["git", "clone", "-q", "--depth", "20", "--branch", self.event["source_branch"],
                        self.origin_url, project], check=True)
        cache = job.get("cache") or {}
        unknown = set(cache) - {"key", "paths", "when", "policy"}
        if unknown:
            raise CheckerError(f"{self.path}: job {name}: cache {sorted(unknown)} are not simulated")
        key = expand(cache.get("key", "default"), variables) if cache else None
        if cache:
            if not isinstance(cache.get("key", ""), str):
                raise CheckerError(f"{self.path}: job {name}: only a text cache:key is simulated")
            self.print(f"    cache {key}: " + self.restore(key, cache.get("paths") or [], project))
        script = []
        for part in ("before_script", "script"):
            lines = job.get(part) or []
            script += [lines] if isinstance(lines, str) else lines
        env = dict(self.runner_env)
        env.update(variables)
        env["TMPDIR"] = os.path.join(os.path.dirname(project), "tmp")
        os.makedirs(env["TMPDIR"])
        script_path = os.path.join(os.path.dirname(project), "job script.sh")
        with open(script_path, "w", encoding="utf-8") as file:
            file.write("set -eo pipefail\n" + "\n".join(script) + "\n")
        completed = subprocess.run(["bash", "--noprofile", "--norc", script_path], cwd=project, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   timeout=3600)
        output = completed.stdout.decode("utf-8", "replace")
        result = "success" if completed.returncode == 0 else "failed"
        for line in output.rstrip("\n").split("\n") if output.strip() else []:
            self.print(f"    | {line}")
        if cache:
            when = cache.get("when", "on_success")
            if when == "always" or (when == "on_success") == (result == "success"):
                self.print(f"    cache {key}: " + self.save(key, cache.get("paths") or [], project))
            else:
                self.print(f"    cache {key}: not saved (cache:when {when}, job {result})")
        reports = self.read_reports(job, project)
        self.print(f"  job {name}: {result}" + (f" (exit {completed.returncode})" if completed.returncode else ""))
        return JobResult(name, result, output, reports)

    def store(self, key):
        return os.path.join(self.cache_store, re.sub(r"[^A-Za-z0-9._-]", "_", key))

    def restore(self, key, paths, project):
        stored = os.path.join(self.snapshot, os.path.basename(self.store(key)))
        if not os.path.isdir(stored):
            return "no cache yet"
        shutil.copytree(stored, project, dirs_exist_ok=True, symlinks=True)
        return f"restored {', '.join(paths)}"

    def save(self, key, paths, project):
        stored = self.store(key)
        saved = []
        for path in paths:
            if os.path.isabs(path) or ".." in path.split("/"):
                raise CheckerError(f"{self.path}: cache path {path} is outside the project folder")
            source = os.path.join(project, path)
            if os.path.exists(source):
                target = os.path.join(stored, path)
                shutil.rmtree(target, ignore_errors=True)
                shutil.copytree(source, target, symlinks=True)
                saved.append(path)
        return f"saved {', '.join(saved)}" if saved else "nothing to save"

    def read_reports(self, job, project):
        reports = {}
        junit = (((job.get("artifacts") or {}).get("reports") or {}).get("junit"))
        for path in [junit] if isinstance(junit, str) else (junit or []):
            full = os.path.join(project, path)
            if not os.path.isfile(full):
                reports[path] = "missing"
                continue
            try:
                root = ElementTree.parse(full).getroot()
            except ElementTree.ParseError as error:
                reports[path] = f"not XML: {error}"
                continue
            if root.tag not in ("testsuites", "testsuite"):
                reports[path] = f"not JUnit: root element {root.tag}"
                continue
            cases = root.iter("testcase")
            total = failures = 0
            for case in cases:
                total += 1
                failures += 1 if case.find("failure") is not None or case.find("error") is not None else 0
            reports[path] = f"JUnit, {total} test cases, {failures} failing"
        for path, summary in reports.items():
            self.print(f"    report {path}: {summary}")
        return reports
