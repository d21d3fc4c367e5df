"""Runs a GitHub Actions workflow here, the way a hosted runner would, as far as swatch's recipes need.

What is real: every `run:` script, executed by bash with GitHub's flags, with the environment, PATH additions
($GITHUB_PATH), variables ($GITHUB_ENV), step outputs ($GITHUB_OUTPUT) and summary a runner gives it; `if:` conditions
and ${{ }} expressions (expressions.py); jobs in `needs:` order; composite actions (the repository's own action.yml,
as `./` or as `uses: OWNER/swatch@REF`), step by step with their inputs.

What is simulated: actions/checkout (a clone of the sample app's bare repository, the pull request's branch checked
out), actions/cache/restore and actions/cache/save (a folder copied to and from a store that outlives the run, so a
second run finds what the first saved; a saved key is never overwritten, as on GitHub), upload-artifact and
download-artifact (copies). Any other action, and any expression or shell the simulation does not know, stops the
checker with an error instead of passing.
"""

import glob
import os
import platform
import re
import shutil
import subprocess

import yaml

import expressions
from expressions import ExpressionError


class CheckerError(Exception):
    """The simulation cannot go on: a recipe uses something the checker does not know, or its set-up failed."""


def load_yaml(path):
    with open(path, encoding="utf-8") as file:
        # PyYAML reads the key `on` as True (YAML 1.1); GitHub reads it as the string.
        document = yaml.safe_load(file)
    if isinstance(document, dict) and True in document and "on" not in document:
        document["on"] = document.pop(True)
    return document


class StepResult:
    def __init__(self, name, step_id, outcome, output="", note="", continue_on_error=False):
        self.name, self.id, self.outcome, self.output, self.note = name, step_id, outcome, output, note
        self.conclusion = "success" if outcome == "failure" and continue_on_error else outcome
        self.outputs = {}


class JobResult:
    def __init__(self, job_id, result, steps, workspace):
        self.id, self.result, self.steps, self.workspace = job_id, result, steps, workspace

    def step(self, key):
        """The step with this id, or else this name."""
        for step in self.steps:
            if step.id == key or step.name == key:
                return step
        raise CheckerError(f"job {self.id} has no step {key!r}")


def parse_file_commands(path):
    """`NAME=value` lines and `NAME<<DELIMITER` blocks, as $GITHUB_ENV and $GITHUB_OUTPUT hold them."""
    values = {}
    if not os.path.exists(path):
        return values
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line.strip():
            continue
        heredoc = re.match(r"^([^=<]+)<<(.+)$", line)
        if heredoc:
            name, delimiter, block = heredoc.group(1), heredoc.group(2), []
            while index < len(lines) and lines[index] != delimiter:
                block.append(lines[index])
                index += 1
            if index >= len(lines):
                raise CheckerError(f"{path}: {name}<<{delimiter} is never closed")
            index += 1
            values[name] = "\n".join(block)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        else:
            raise CheckerError(f"{path}: cannot read the line {line!r}")
    return values


class World:
    """What outlives one run: the sample app's repository, the cache store, the release mirror, this repository's
    action, the environment a runner has, and where logs go."""

    def __init__(self, origin_url, cache_store, action_folder, repository_name, runner_env, logs, printer):
        self.origin_url, self.cache_store, self.action_folder = origin_url, cache_store, action_folder
        self.repository_name, self.runner_env, self.logs, self.print = repository_name, runner_env, logs, printer


class WorkflowRun:
    """One run of one workflow for one event, in its own folder."""

    def __init__(self, world, workflow_path, folder, event, skips=None):
        self.world, self.path, self.folder, self.event = world, workflow_path, folder, event
        self.name = os.path.basename(workflow_path)
        self.workflow = load_yaml(workflow_path)
        self.skips = skips or {}
        self.artifacts = os.path.join(folder, "artifacts")
        os.makedirs(self.artifacts, exist_ok=True)

    # ---- contexts ---------------------------------------------------------------------------------------------------

    def github_context(self, workspace=""):
        event = self.event
        payload = {}
        if event["name"] == "pull_request":
            payload = {"pull_request": {"number": event["number"], "head": {"ref": event["head"],
                       "repo": {"full_name": event.get("head_repository", self.world.repository_name)}},
                       "base": {"ref": event["base"]}}}
        return {
            "event_name": event["name"], "event": payload, "repository": self.world.repository_name,
            "repository_owner": self.world.repository_name.split("/")[0],
            "base_ref": event.get("base", "") if event["name"] == "pull_request" else "",
            "head_ref": event.get("head", "") if event["name"] == "pull_request" else "",
            "ref": (f"refs/pull/{event['number']}/merge" if event["name"] == "pull_request"
                    else f"refs/heads/{event['head']}"),
            "server_url": "https://github.com", "run_id": "1", "run_number": "1", "run_attempt": "1",
            "token": "stand-in-token", "workspace": workspace, "action_path": "",
        }

    # ---- the workflow -----------------------------------------------------------------------------------------------

    def run(self):
        jobs = self.workflow.get("jobs") or {}
        results, order = {}, self.job_order(jobs)
        for job_id in order:
            job = jobs[job_id]
            needs = job.get("needs") or []
            needs = [needs] if isinstance(needs, str) else needs
            needs_context = {n: {"result": results[n].result, "outputs": {}} for n in needs}

            def job_status(name, needs_context=needs_context):
                failed = any(n["result"] in ("failure", "cancelled") for n in needs_context.values())
                return {"success": not failed and all(n["result"] == "success" for n in needs_context.values()),
                        "failure": failed, "cancelled": False, "always": True}[name]

            context = {"github": self.github_context(), "needs": needs_context, "vars": {}, "inputs": {},
                       "env": {}, "secrets": {}}
            try:
                runs = expressions.condition_holds(job.get("if"), context, job_status)
            except ExpressionError as error:
                raise CheckerError(f"{self.name}: job {job_id}: if: {error}") from error
            if not runs:
                self.world.print(f"  job {job_id}: skipped (its if: is false)")
                results[job_id] = JobResult(job_id, "skipped", [], None)
                continue
            results[job_id] = self.run_job(job_id, job, needs_context)
        return results

    @staticmethod
    def job_order(jobs):
        order, seen = [], set()

        def visit(job_id, trail=()):
            if job_id in seen:
                return
            if job_id in trail:
                raise CheckerError(f"jobs need each other in a cycle: {' -> '.join(trail + (job_id,))}")
            if job_id not in jobs:
                raise CheckerError(f"a job needs {job_id}, which the workflow does not have")
            needs = jobs[job_id].get("needs") or []
            for need in [needs] if isinstance(needs, str) else needs:
                visit(need, trail + (job_id,))
            seen.add(job_id)
            order.append(job_id)

        for job_id in jobs:
            visit(job_id)
        return order

    def runner_of(self, job_id, job):
        label = str(job.get("runs-on", ""))
        machine = platform.machine()
        arch = {"x86_64": "X64", "aarch64": "ARM64", "arm64": "ARM64"}.get(machine, machine)
        if label.startswith("ubuntu"):
            return "Linux", arch, f"{label} simulated on this {platform.system()} {machine} machine"
        if label.startswith("macos"):
            return "macOS", arch, f"{label} simulated on this {platform.system()} {machine} machine: macOS-only steps are not run"
        raise CheckerError(f"{self.name}: job {job_id}: runs-on {label!r} is not simulated")

    def run_job(self, job_id, job, needs_context):
        if "container" in job or "services" in job or "strategy" in job:
            raise CheckerError(f"{self.name}: job {job_id}: container, services and matrix are not simulated")
        runner_os, arch, note = self.runner_of(job_id, job)
        self.world.print(f"  job {job_id} ({note})")
        root = os.path.join(self.folder, job_id)
        workspace = os.path.join(root, "work space", "app")  # blanks in the path on purpose: the scripts must quote
        temp = os.path.join(root, "runner temp")
        commands = os.path.join(root, "file commands")
        for folder in (workspace, temp, commands):
            os.makedirs(folder)
        state = JobState(self, job_id, job, runner_os, arch, workspace, temp, commands, needs_context)
        for index, step in enumerate(job.get("steps") or []):
            state.run_step(step, index)
        result = "failure" if state.failed else "success"
        self.world.print(f"  job {job_id}: {result}")
        return JobResult(job_id, result, state.results, workspace)


class JobState:
    """One job as it runs: its environment, PATH, step results and whether it has failed yet."""

    def __init__(self, run, job_id, job, runner_os, arch, workspace, temp, commands, needs_context):
        self.run, self.job_id, self.job = run, job_id, job
        self.runner_os, self.arch, self.workspace, self.temp, self.commands = runner_os, arch, workspace, temp, commands
        self.needs_context = needs_context
        self.failed, self.results, self.path_additions, self.env_additions = False, [], [], {}
        self.step_contexts = {}
        self.counter = 0
        defaults = {}
        for level in (run.workflow.get("defaults") or {}, job.get("defaults") or {}):
            defaults.update((level.get("run") or {}))
        self.default_shell = defaults.get("shell")
        base = self.context()
        self.workflow_env = {k: expressions.text(expressions.interpolate(v, base))
                             for k, v in (run.workflow.get("env") or {}).items()}
        base = self.context()
        self.job_env = {k: expressions.text(expressions.interpolate(v, base)) for k, v in (job.get("env") or {}).items()}

    def runner_context(self):
        return {"os": self.runner_os, "arch": self.arch, "temp": self.temp, "name": "simulated",
                "tool_cache": os.path.join(self.temp, "tool cache")}

    def context(self, steps=None, inputs=None, action_path="", env_extra=None):
        env = dict(getattr(self, "workflow_env", {}))
        env.update(getattr(self, "job_env", {}))
        env.update(env_extra or {})
        github = self.run.github_context(self.workspace)
        github["action_path"] = action_path
        return {"github": github, "env": env, "runner": self.runner_context(), "job": {"status": self.status_text()},
                "steps": self.step_contexts if steps is None else steps, "needs": self.needs_context,
                "inputs": inputs or {}, "vars": {}, "secrets": {"GITHUB_TOKEN": "stand-in-token"}}

    def status_text(self):
        return "failure" if self.failed else "success"

    def status(self, name):
        return {"success": not self.failed, "failure": self.failed, "cancelled": False, "always": True}[name]

    # ---- one step ---------------------------------------------------------------------------------------------------

    def run_step(self, step, index, composite=None):
        """Runs a step of the job, or of a composite action (composite: its inputs, step contexts and folder)."""
        name = step.get("name") or (f"Run {step['uses']}" if "uses" in step else "Run " + step.get("run", "").split("\n")[0])
        step_id = step.get("id") or f"__step{index}"
        steps_context = composite["steps"] if composite else self.step_contexts
        inputs = composite["inputs"] if composite else {}
        action_path = composite["path"] if composite else ""
        context = self.context(steps_context, inputs, action_path)
        prefix = "      " if composite else "    "
        status = self.status
        if composite:
            # Whether success() in an action's step means the action's steps or the whole job is not settled in
            # GitHub's documentation; the checker takes the reading that skips more: both must have succeeded.
            def status(name):
                failed = self.failed or composite["failed"]
                return {"success": not failed, "failure": failed, "cancelled": False, "always": True}[name]
        try:
            runs = expressions.condition_holds(step.get("if"), context, status)
        except ExpressionError as error:
            raise CheckerError(f"{self.run.name}: step {name!r}: if: {error}") from error
        continue_on_error = bool(step.get("continue-on-error", False))
        if not runs:
            result = StepResult(name, step_id, "skipped")
            self.run.world.print(f"{prefix}[skipped] {name}")
        else:
            skip_reason = self.run.skips.get(name)
            if skip_reason is not None:
                result = StepResult(name, step_id, "success", note=f"NOT RUN here: {skip_reason}")
                self.run.world.print(f"{prefix}[not run] {name}: {skip_reason}")
            else:
                try:
                    step_env = {k: expressions.text(expressions.interpolate(v, context))
                                for k, v in (step.get("env") or {}).items()}
                    with_ = {k: expressions.text(expressions.interpolate(v, context))
                             for k, v in (step.get("with") or {}).items()}
                except ExpressionError as error:
                    raise CheckerError(f"{self.run.name}: step {name!r}: {error}") from error
                if "run" in step:
                    result = self.run_script(step, name, step_id, step_env, composite, continue_on_error)
                elif "uses" in step:
                    result = self.run_action(step, name, step_id, step_env, with_, continue_on_error, prefix)
                else:
                    raise CheckerError(f"{self.run.name}: step {name!r} has neither run nor uses")
                self.report(result, prefix)
            if result.outcome == "failure" and not continue_on_error:
                if composite:
                    composite["failed"] = True
                else:
                    self.failed = True
        steps_context[step_id] = {"outcome": result.outcome, "conclusion": result.conclusion,
                                  "outputs": result.outputs}
        if not composite:
            self.results.append(result)
        return result

    def report(self, result, prefix):
        self.run.world.print(f"{prefix}[{result.outcome}] {result.name}{(': ' + result.note) if result.note else ''}")
        lines = result.output.rstrip("\n").split("\n") if result.output.strip() else []
        if len(lines) > 40:
            log = os.path.join(self.run.world.logs, f"{os.path.basename(self.run.folder)}-{self.job_id}-{result.id}.log")
            with open(log, "w", encoding="utf-8") as file:
                file.write(result.output)
            self.run.world.print(f"{prefix}  | ... {len(lines) - 15} lines before these in {log}")
            lines = lines[-15:]
        for line in lines:
            self.run.world.print(f"{prefix}  | {line}")

    def environment(self, step_env, composite=None):
        env = dict(self.run.world.runner_env)
        env["PATH"] = os.pathsep.join(list(reversed(self.path_additions)) + [env["PATH"]])
        env.update(self.env_additions)
        env.update(self.workflow_env)
        env.update(self.job_env)
        env.update(step_env)
        github = self.run.github_context(self.workspace)
        env.update({
            "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": self.workspace,
            "GITHUB_EVENT_NAME": github["event_name"], "GITHUB_BASE_REF": github["base_ref"],
            "GITHUB_HEAD_REF": github["head_ref"], "GITHUB_REF": github["ref"], "GITHUB_REPOSITORY": github["repository"],
            "GITHUB_SERVER_URL": github["server_url"], "GITHUB_RUN_ID": github["run_id"],
            "RUNNER_OS": self.runner_os, "RUNNER_ARCH": self.arch, "RUNNER_TEMP": self.temp,
            "GITHUB_ACTION_PATH": composite["path"] if composite else "",
        })
        self.counter += 1
        files = {}
        for variable in ("GITHUB_PATH", "GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"):
            files[variable] = os.path.join(self.commands, f"{self.counter}-{variable.lower()}")
            open(files[variable], "w").close()
            env[variable] = files[variable]
        return env, files

    def run_script(self, step, name, step_id, step_env, composite, continue_on_error):
        script = step["run"]
        if "${{" in script:
            raise CheckerError(f"{self.run.name}: step {name!r}: ${{{{ }}}} inside run:; pass values through env:")
        shell = step.get("shell") or (None if composite else self.default_shell)
        if composite and not shell:
            raise CheckerError(f"{self.run.name}: step {name!r}: a composite action's run step needs shell:")
        if shell == "bash":
            command = ["bash", "--noprofile", "--norc", "-eo", "pipefail"]
        elif shell is None:
            command = ["bash", "-e"]
        elif shell == "sh":
            command = ["sh", "-e"]
        else:
            raise CheckerError(f"{self.run.name}: step {name!r}: shell {shell!r} is not simulated")
        env, files = self.environment(step_env, composite)
        script_path = os.path.join(self.commands, f"{self.counter}-script.sh")
        with open(script_path, "w", encoding="utf-8") as file:
            file.write(script)
        cwd = self.workspace
        if step.get("working-directory"):
            cwd = os.path.join(self.workspace, step["working-directory"])
        completed = subprocess.run([*command, script_path], cwd=cwd, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, timeout=3600)
        output = completed.stdout.decode("utf-8", "replace")
        result = StepResult(name, step_id, "success" if completed.returncode == 0 else "failure", output,
                            note="" if completed.returncode == 0 else f"exit {completed.returncode}",
                            continue_on_error=continue_on_error)
        self.take_file_commands(files, result)
        return result

    def take_file_commands(self, files, result):
        with open(files["GITHUB_PATH"], encoding="utf-8") as file:
            for line in file.read().split("\n"):
                if line.strip():
                    self.path_additions.append(line)
        self.env_additions.update(parse_file_commands(files["GITHUB_ENV"]))
        result.outputs.update(parse_file_commands(files["GITHUB_OUTPUT"]))
        with open(files["GITHUB_STEP_SUMMARY"], encoding="utf-8") as file:
            summary = file.read()
        if summary.strip():
            result.output += "(step summary)\n" + summary

    # ---- actions ----------------------------------------------------------------------------------------------------

    def run_action(self, step, name, step_id, step_env, with_, continue_on_error, prefix):
        uses = step["uses"]
        action, _, ref = uses.partition("@")
        handlers = {
            "actions/checkout": self.checkout, "actions/cache/restore": self.cache_restore,
            "actions/cache/save": self.cache_save, "actions/upload-artifact": self.upload_artifact,
            "actions/download-artifact": self.download_artifact,
        }
        if action in handlers:
            if ref != "v4":
                raise CheckerError(f"{self.run.name}: {uses}: only @v4 of {action} is simulated")
            try:
                outputs, note = handlers[action](with_)
                result = StepResult(name, step_id, "success", note=f"{uses} (simulated): {note}",
                                    continue_on_error=continue_on_error)
            except ActionFailure as failure:
                result = StepResult(name, step_id, "failure", note=f"{uses} (simulated): {failure}",
                                    continue_on_error=continue_on_error)
                outputs = {}
            result.outputs.update(outputs)
            return result
        if action == "." or action == "./" or action.lower() == self.run.world.repository_name.lower():
            return self.composite(step, name, step_id, with_, continue_on_error, prefix, uses)
        raise CheckerError(f"{self.run.name}: step {name!r}: the action {uses} is not simulated")

    def composite(self, step, name, step_id, with_, continue_on_error, prefix, uses):
        folder = self.run.world.action_folder
        definition = load_yaml(os.path.join(folder, "action.yml"))
        if (definition.get("runs") or {}).get("using") != "composite":
            raise CheckerError(f"{uses}: action.yml is not a composite action")
        declared = definition.get("inputs") or {}
        unknown = sorted(set(with_) - set(declared))
        if unknown:
            raise CheckerError(f"{self.run.name}: step {name!r}: {uses} has no input {', '.join(unknown)}")
        inputs = {}
        for key, spec in declared.items():
            spec = spec or {}
            if key in with_:
                inputs[key] = with_[key]
            elif spec.get("required") and "default" not in spec:
                raise CheckerError(f"{self.run.name}: step {name!r}: {uses} needs the input {key}")
            else:
                inputs[key] = expressions.text(spec.get("default", ""))
        self.run.world.print(f"{prefix}[composite] {name}: {uses} is this repository's action.yml, inputs {inputs}")
        composite = {"inputs": inputs, "steps": {}, "path": folder, "failed": False}
        inner_results = [self.run_step(inner, index, composite)
                         for index, inner in enumerate(definition["runs"].get("steps") or [])]
        ran = [s for s in composite["steps"].values() if s["outcome"] != "skipped"]
        outcome = "failure" if composite["failed"] else "success"
        note = f"{uses}: {len(ran)} of {len(composite['steps'])} of its steps ran (above)"
        result = StepResult(name, step_id, outcome, note=note,
                            continue_on_error=continue_on_error)
        result.inner = inner_results
        for key, spec in (definition.get("outputs") or {}).items():
            context = self.context(composite["steps"], inputs, folder)
            result.outputs[key] = expressions.text(expressions.interpolate(spec.get("value", ""), context))
        return result

    def checkout(self, with_):
        unknown = sorted(set(with_) - {"fetch-depth", "persist-credentials"})
        if unknown:
            raise CheckerError(f"actions/checkout: inputs {unknown} are not simulated")
        depth = int(with_.get("fetch-depth", "1") or "1")
        branch = self.run.event["head"]
        if os.listdir(self.workspace):
            raise ActionFailure("the workspace is not empty")
        if depth == 0:
            subprocess.run(["git", "clone", "-q", self.run.world.origin_url, self.workspace], check=True)
            subprocess.run(["git", "-C", self.workspace, "checkout", "-q", branch], check=True)
        else:
            subprocess.run(["git", "clone", "-q", "--depth", str(depth), "--branch", branch,
                            self.run.world.origin_url, self.workspace], check=True)
        return {}, f"cloned the sample app at {branch} (fetch-depth {depth})"

    def cache_folder(self, key):
        return os.path.join(self.run.world.cache_store, re.sub(r"[^A-Za-z0-9._-]", "_", key))

    def cache_paths(self, with_):
        paths = [p.strip() for p in with_.get("path", "").split("\n") if p.strip()]
        if not paths or not with_.get("key"):
            raise CheckerError("actions/cache: path and key are required")
        resolved = []
        for path in paths:
            path = os.path.expanduser(path)
            resolved.append(path if os.path.isabs(path) else os.path.join(self.workspace, path))
        return resolved

    def cache_restore(self, with_):
        if set(with_) - {"path", "key", "restore-keys"}:
            raise CheckerError(f"actions/cache/restore: inputs {sorted(with_)} are not all simulated")
        paths, key = self.cache_paths(with_), with_["key"]
        candidates = [key] + [k.strip() for k in with_.get("restore-keys", "").split("\n") if k.strip()]
        for position, candidate in enumerate(candidates):
            matches = sorted(name for name in os.listdir(self.run.world.cache_store)
                             if name == os.path.basename(self.cache_folder(candidate))
                             or (position > 0 and name.startswith(os.path.basename(self.cache_folder(candidate)))))
            if matches:
                stored = os.path.join(self.run.world.cache_store, matches[-1])
                for index, path in enumerate(paths):
                    source = os.path.join(stored, str(index))
                    if os.path.exists(source):
                        os.makedirs(os.path.dirname(path), exist_ok=True)
                        shutil.copytree(source, path, symlinks=True, dirs_exist_ok=True)
                exact = position == 0
                return ({"cache-hit": "true" if exact else "false", "cache-primary-key": key,
                         "cache-matched-key": matches[-1]}, f"cache {'hit' if exact else 'restored from'} {matches[-1]}")
        return {"cache-hit": "false", "cache-primary-key": key, "cache-matched-key": ""}, f"cache miss for {key}"

    def cache_save(self, with_):
        if set(with_) - {"path", "key"}:
            raise CheckerError(f"actions/cache/save: inputs {sorted(with_)} are not all simulated")
        paths, key = self.cache_paths(with_), with_["key"]
        target = self.cache_folder(key)
        if os.path.exists(target):
            return {}, f"a cache named {key} exists already; not saved again (GitHub keeps the first)"
        existing = [p for p in paths if os.path.exists(p)]
        if not existing:
            return {}, "nothing at the cache's paths; not saved"
        for index, path in enumerate(paths):
            if os.path.exists(path):
                shutil.copytree(path, os.path.join(target, str(index)), symlinks=True)
        files = sum(len(f) for p in existing for _, _, f in os.walk(p))
        return {}, f"saved {files} files as {key}"

    def upload_artifact(self, with_):
        name = with_.get("name") or "artifact"
        mode = with_.get("if-no-files-found", "warn")
        target = os.path.join(self.run.artifacts, name)
        if os.path.exists(target):
            raise ActionFailure(f"an artifact named {name} exists already in this run")
        found = []
        for pattern in [p.strip() for p in with_.get("path", "").split("\n") if p.strip()]:
            found += glob.glob(os.path.join(glob.escape(self.workspace), pattern))
        found = sorted(set(p for p in found if os.path.isfile(p)))
        if not found:
            if mode == "error":
                raise ActionFailure("no files found")
            return {}, "no files found; no artifact"
        for path in found:
            relative = os.path.relpath(path, self.workspace)
            os.makedirs(os.path.dirname(os.path.join(target, relative)), exist_ok=True)
            shutil.copy2(path, os.path.join(target, relative))
        return {}, f"artifact {name}: {', '.join(os.path.relpath(p, self.workspace) for p in found)}"

    def download_artifact(self, with_):
        name = with_.get("name")
        source = os.path.join(self.run.artifacts, name or "")
        if not name or not os.path.isdir(source):
            raise ActionFailure(f"no artifact named {name} in this run")
        destination = os.path.join(self.workspace, with_.get("path", "."))
        shutil.copytree(source, destination, dirs_exist_ok=True)
        return {}, f"artifact {name}: {', '.join(sorted(os.listdir(source)))}"


class ActionFailure(Exception):
    """A simulated action failed as the real one would (its step fails, the run goes on)."""
