#!/bin/sh
# Fills a release's repository and checksums into every git-tracked file that names them:
#   Packaging/fill-release.sh <owner>/<name> VERSION SHA256SUMS SOURCE_SHA256
# Packaging/release.env holds the current values (until the first release, placeholders). Each is replaced, wherever it
# stands, by the new one: the repository <owner>/<name> (and <owner>/tap, <owner>/homebrew-tap and
# <owner>/swatch-plugins, the tap and the plugins package, which belong to its owner), the sha256 of each Linux tarball
# and of the artifact bundle (read from SHA256SUMS, as sha256sum writes it) and SOURCE_SHA256, that of the tag's source
# tarball (https://github.com/<owner>/<name>/archive/refs/tags/vVERSION.tar.gz, which the Homebrew formula builds).
# Then release.env gets the new values. (This script names no current value, so it never rewrites itself.)
# The version is not filled in: the commit that bumps SwatchVersion.number names the new version everywhere (with
# SWATCH_RELEASE_VERSION; PackagingTests checks), so VERSION (with or without its v) must equal both.
# Everything is checked before any file is written: on a bad argument it prints one line and changes nothing.
# The release workflow (.github/workflows/release.yml) runs it. It needs git, awk, sed and the POSIX utilities.
set -eu
LC_ALL=C
export LC_ALL

fail() { echo "fill-release: $*" >&2; exit 1; }
# $1 as an error message quotes it: one line (unprintable characters become ?), at most 80 characters.
shown() { printf '%s' "$1" | tr -c '[:print:]' '?' | cut -c 1-80; }

[ $# -eq 4 ] || { echo "usage: $0 <owner>/<name> VERSION SHA256SUMS SOURCE_SHA256" >&2; exit 2; }
repository=$1 version=${2#v} sums=$3 source_sha=$4
top=$(cd "$(dirname "$0")/.." && pwd)
env_file=$top/Packaging/release.env
version_file=$top/Sources/SwatchSupport/SwatchVersion.swift

# Succeeds if $1 names a GitHub repository: an owner of letters, digits and inner hyphens, a name of letters, digits,
# '.', '_' and '-' but not . or ..
valid_repository() {
    case $1 in */*/* | *[!A-Za-z0-9._/-]*) return 1 ;; ?*/?*) ;; *) return 1 ;; esac
    case ${1%%/*} in -* | *- | *[!A-Za-z0-9-]*) return 1 ;; esac
    case ${1#*/} in . | ..) return 1 ;; esac
}

is_sha256() {
    [ ${#1} -eq 64 ] || return 1
    case $1 in *[!0-9a-f]*) return 1 ;; esac
}

is_version() {
    case $1 in "" | *[!0-9.]* | .* | *. | *..* | *.*.*.*) return 1 ;; *.*.*) return 0 ;; *) return 1 ;; esac
}

# The value of KEY=value in release.env (the last such line).
env_value() { sed -n "s/^$1=//p" "$env_file" | tail -n 1; }

valid_repository "$repository" || fail "'$(shown "$repository")' is not a GitHub repository <owner>/<name>"
is_version "$version" || fail "'$(shown "$2")' is not a version MAJOR.MINOR.PATCH (or vMAJOR.MINOR.PATCH)"
is_sha256 "$source_sha" || fail "the source tarball's checksum '$(shown "$source_sha")' is not 64 lowercase hex digits"
[ -f "$sums" ] || fail "no file $(shown "$sums") (the release files' SHA256SUMS)"
[ -f "$env_file" ] || fail "no file $env_file"
git -C "$top" rev-parse --is-inside-work-tree >/dev/null 2>&1 || fail "$top is not a git work tree"

number=$(sed -n 's/.*static let number = "\(.*\)".*/\1/p' "$version_file")
[ "$version" = "$number" ] || fail "the tag's version $version is not SwatchVersion.number ($(shown "$number"))"
released=$(env_value SWATCH_RELEASE_VERSION)
[ "$version" = "$released" ] ||
    fail "the tag's version $version is not release.env's SWATCH_RELEASE_VERSION ($(shown "$released")): bump it with SwatchVersion.number"
old_repository=$(env_value SWATCH_REPOSITORY)
valid_repository "$old_repository" || fail "release.env's SWATCH_REPOSITORY '$(shown "$old_repository")' is not <owner>/<name>"

# The checksum SHA256SUMS gives for file $1: exactly one line "HASH  NAME" (or "HASH *NAME") must name it. Its lines
# may end in LF, CRLF or CR; it is read on standard input, so awk takes no name (-, X=Y) for anything but a file.
sum_of() {
    found=$(tr '\r' '\n' <"$sums" | awk -v f="$1" '{ n = $2; sub(/^\*/, "", n) } NF == 2 && n == f { print $1 }')
    case $found in
        "") fail "$(shown "$sums") has no line for $1" ;;
        *"
"*) fail "$(shown "$sums") has more than one line for $1" ;;
    esac
    is_sha256 "$found" || fail "$(shown "$sums"): the checksum of $1 '$(shown "$found")' is not 64 lowercase hex digits"
    printf '%s\n' "$found"
}
x86_64=$(sum_of "swatch-$version-x86_64-unknown-linux-gnu.tar.gz")
aarch64=$(sum_of "swatch-$version-aarch64-unknown-linux-gnu.tar.gz")
bundle=$(sum_of swatch.artifactbundle.zip)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each checksum key of release.env with its new value, one "KEY VALUE" a line.
pairs=$work/pairs
printf '%s\n' "SWATCH_SHA256_SOURCE $source_sha" "SWATCH_SHA256_LINUX_X86_64 $x86_64" \
    "SWATCH_SHA256_LINUX_AARCH64 $aarch64" "SWATCH_SHA256_ARTIFACTBUNDLE $bundle" >"$pairs"
[ "$(cut -d' ' -f2 "$pairs" | sort -u | wc -l)" -eq 4 ] || fail "two release files have the same checksum"

# The replacements, one "KIND OLD NEW" a line. Kind h is a checksum: no hex digit may touch it. Kind r is a repository:
# no name character may stand before it, nor after it but a '.' (.git), so <owner>/swatch never matches within
# <owner>/swatch-plugins.
table=$work/table
old_owner=${old_repository%%/*} new_owner=${repository%%/*}
while read -r key new; do
    old=$(env_value "$key")
    is_sha256 "$old" || fail "release.env's $key '$(shown "$old")' is not 64 lowercase hex digits"
    # A new checksum equal to another key's current one would make the next fill ambiguous.
    if [ "$old" != "$new" ] && grep -q "=$new\$" "$env_file"; then fail "the new $key $new is another key's current value"; fi
    echo "h $old $new"
done <"$pairs" >"$table"
{
    echo "r $old_repository $repository"
    for derived in tap homebrew-tap swatch-plugins; do echo "r $old_owner/$derived $new_owner/$derived"; done
} >>"$table"

# Writes file $1 to standard output with every old value that stands within its kind's boundaries replaced by the new
# one. At each place the longest old value that fits wins, and replaced text is never looked at again. Exits 3 if
# nothing was replaced. A file without a final newline keeps none.
replace() {
    if [ -n "$(tail -c 1 "$1")" ]; then final=0; else final=1; fi
    awk -v table="$table" -v final="$final" '
        BEGIN { while ((getline line < table) > 0) { split(line, f, " "); n++; kind[n] = f[1]; old[n] = f[2]; new[n] = f[3] } }
        function edge(c, k) {   # may c stand beside a value of kind k?
            if (c == "") return 1
            if (k == "h") return c !~ /[0-9A-Fa-f]/
            return c !~ /[A-Za-z0-9_-]/
        }
        # The first place in s where old[i] stands within its boundaries (before: the character before s), or 0.
        function place(s, i, before,   from, p, q, b) {
            from = 1
            while (from <= length(s)) {
                q = index(substr(s, from), old[i]); if (!q) return 0
                p = from + q - 1
                b = (p == 1) ? before : substr(s, p - 1, 1)
                if (edge(b, kind[i]) && (kind[i] == "h" || b != ".") && edge(substr(s, p + length(old[i]), 1), kind[i])) return p
                from = p + 1
            }
            return 0
        }
        {
            s = $0; out = ""; before = ""
            for (;;) {
                best = 0; which = 0
                for (i = 1; i <= n; i++) {
                    if (old[i] == new[i]) continue
                    p = place(s, i, before)
                    if (p && (!best || p < best || (p == best && length(old[i]) > length(old[which])))) { best = p; which = i }
                }
                if (!best) break
                out = out substr(s, 1, best - 1) new[which]
                before = substr(new[which], length(new[which]), 1)
                s = substr(s, best + length(old[which]))
                count++
            }
            if (NR > 1) print last
            last = out s
        }
        END { if (NR) printf "%s%s", last, (final ? "\n" : ""); exit (count ? 0 : 3) }' "$1"
}

# Every tracked text file naming an old value, but release.env (its KEY=value lines are rewritten below) and this script.
set --
while read -r _ old _; do set -- "$@" -e "$old"; done <"$table"
git -C "$top" -c core.quotepath=off grep -I -l -F "$@" -- . ':!Packaging/release.env' ':!Packaging/fill-release.sh' \
    >"$work/files" || true

# Every new file is made first; only when all are is any file overwritten.
: >"$work/changed"
while IFS= read -r path; do
    mkdir -p "$work/new/$(dirname "$path")"
    status=0
    replace "$top/$path" >"$work/new/$path" || status=$?
    case $status in 0) printf '%s\n' "$path" >>"$work/changed" ;; 3) ;; *) fail "could not rewrite $path" ;; esac
done <"$work/files"
cp "$env_file" "$work/release.env"
while read -r key value; do
    sed "s|^$key=.*|$key=$value|" "$work/release.env" >"$work/release.env.new"
    mv "$work/release.env.new" "$work/release.env"
done <<PAIRS
SWATCH_REPOSITORY $repository
$(cat "$pairs")
PAIRS

while IFS= read -r path; do cat "$work/new/$path" >"$top/$path"; done <"$work/changed"
cat "$work/release.env" >"$env_file"
echo "fill-release: $old_repository -> $repository and the checksums of v$version, in Packaging/release.env and:"
sed 's/^/  /' "$work/changed"
