"""The app repository the recipes run on: Samples/swatch.yml and the files it names, its exports written and its
snapshot references recorded by the swatch under test, committed in git as a team would.

Branches of the bare repository `origin.git`:
  main             the base: check, export --check and verify pass.
  palette-change   a pull request that changes one colour and brings its exports and references along: every check
                   passes and swatch diff finds one change.
  contrast-break   a pull request that makes the foreground as light as the background and commits nothing else: check,
                   export --check and verify all fail, each on its own.
"""

import json
import os
import shutil
import subprocess

SAMPLE_FILES = ["swatch.yml", "brand.theme.json", "brand.pairs.txt"]
GIT_IDENTITY = ["-c", "user.name=swatch recipes", "-c", "user.email=recipes@example.invalid", "-c", "commit.gpgsign=false"]


def run(command, cwd, env=None):
    result = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} (in {cwd}) exited {result.returncode}:\n{result.stdout}")
    return result.stdout


def git(arguments, cwd):
    return run(["git", *GIT_IDENTITY, *arguments], cwd)


def set_colour(theme_path, name, appearance, value):
    with open(theme_path, encoding="utf-8") as file:
        theme = json.load(file)
    found = False
    for scheme in theme["schemes"]:
        for colour in scheme["colors"]:
            if colour["name"] == name:
                colour[appearance] = value
                found = True
    if not found:
        raise RuntimeError(f"{theme_path} has no colour {name}")
    with open(theme_path, "w", encoding="utf-8") as file:
        json.dump(theme, file, indent=2)
        file.write("\n")


def build(repository, swatch, folder):
    """Writes the work repository `folder/app` and the bare `folder/origin.git`; returns the bare one's path."""
    work = os.path.join(folder, "app")
    os.makedirs(os.path.join(work, "Generated"))
    for name in SAMPLE_FILES:
        shutil.copy(os.path.join(repository, "Samples", name), os.path.join(work, name))
    with open(os.path.join(work, ".gitignore"), "w", encoding="utf-8") as file:
        file.write(".swatch-download/\n")  # the GitLab recipe's cache folder
    env = dict(os.environ, PATH=os.path.dirname(swatch) + os.pathsep + os.environ["PATH"])
    run([swatch, "export"], work, env)
    run([swatch, "verify", "--record"], work, env)
    git(["init", "-q", "-b", "main"], work)
    git(["add", "-A"], work)
    git(["commit", "-q", "-m", "The brand palette, its exports and references"], work)

    git(["checkout", "-q", "-b", "palette-change"], work)
    set_colour(os.path.join(work, "brand.theme.json"), "brand", "dark", "#C8102E")
    run([swatch, "export"], work, env)
    run([swatch, "verify", "--record"], work, env)
    git(["commit", "-q", "-am", "A deeper brand red in dark mode, exports and references updated"], work)

    git(["checkout", "-q", "-b", "contrast-break", "main"], work)
    set_colour(os.path.join(work, "brand.theme.json"), "foreground", "light", "#FFFFFF")
    git(["commit", "-q", "-am", "White text (exports and references not updated)"], work)
    git(["checkout", "-q", "main"], work)

    origin = os.path.join(folder, "origin.git")
    run(["git", "clone", "-q", "--bare", work, origin], folder)
    return origin
