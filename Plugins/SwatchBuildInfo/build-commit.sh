#!/bin/sh
# Writes OUTPUT/BuildCommit+Recorded.swift: `BuildCommit.id` (Sources/swatch/BuildCommit.swift), the first 12 hex
# digits of the commit swatch is built from, or nil. Usage: build-commit.sh PACKAGE_FOLDER OUTPUT_FOLDER. Run by the SwatchBuildInfo plugin before every build.
# The package's own git work tree wins (not a repository it happens to lie inside); then the id `git archive`
# substitutes into Packaging/archive-commit.txt (export-subst in .gitattributes); then nothing. Never fails the build.
package=$1
output=$2
mkdir -p "$output" || exit 0
commit=""
if command -v git >/dev/null 2>&1; then
    top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) || top=""
    if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$package" && pwd -P)" ]; then
        commit=$(git -C "$package" rev-parse --verify --quiet HEAD 2>/dev/null) || commit=""
    fi
fi
if [ -z "$commit" ] && [ -f "$package/Packaging/archive-commit.txt" ]; then
    commit=$(head -n 1 "$package/Packaging/archive-commit.txt")
fi
# Only a full hex id counts: an unsubstituted $Format:%H$ or anything else is no commit.
case $commit in
    *[!0-9a-f]*|"") value=nil ;;
    *) if [ ${#commit} -ge 40 ]; then value="\"$(printf %.12s "$commit")\""; else value=nil; fi ;;
esac
text="// Written by Plugins/SwatchBuildInfo/build-commit.sh at build time. Do not edit.

extension BuildCommit {
    /// The commit's first 12 hex digits, or nil when the build could not tell.
    static var id: String? { $value }
}"
file="$output/BuildCommit+Recorded.swift"
if [ -f "$file" ] && [ "$(cat "$file")" = "$text" ]; then exit 0; fi
# The temporary is made exclusively (mktemp: a new name, never an existing file or link) and removed if the write fails.
temporary=$(mktemp "$file.XXXXXX") || exit 0
if printf '%s\n' "$text" > "$temporary" && mv -f "$temporary" "$file"; then exit 0; fi
rm -f "$temporary"
exit 0
