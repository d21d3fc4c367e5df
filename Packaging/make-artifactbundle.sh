#!/bin/sh
# Writes a SwiftPM artifact bundle (SE-0305) of the swatch executable as a zip:
#   Packaging/make-artifactbundle.sh VERSION OUT.zip VARIANT_FOLDER:TRIPLE[,TRIPLE...] ...
# Each VARIANT_FOLDER holds bin/swatch (as a release tarball unpacks); it becomes swatch.artifactbundle/<its name>/
# and info.json lists it with the target triples it runs on. `make dist` calls it with the Linux variant it built;
# the release workflow calls it with every variant (Linux x86_64 and aarch64, the macOS universal binary).
# The folder is what comes before the last ':' (a folder may hold one, a triple never does). Everything is checked
# before anything is written: a folder name or triple info.json could not hold as it is, a triple two variants
# name, an OUT that is a folder or one of the files read, each is one line and no zip.
set -eu
LC_ALL=C
export LC_ALL

fail() { echo "make-artifactbundle: $*" >&2; exit 1; }
# $1 as an error message quotes it: one line (unprintable characters become ?), at most 80 characters.
shown() { printf '%s' "$1" | tr -c '[:print:]' '?' | cut -c 1-80; }
# $1's folder, resolved (links and ..), and its last part: the directory entry it names.
entry() { printf '%s/%s\n' "$(cd -P -- "$(dirname -- "$1")" 2>/dev/null && pwd -P)" "$(basename -- "$1")"; }

[ $# -ge 3 ] || { echo "usage: $0 VERSION OUT.zip FOLDER:TRIPLE[,TRIPLE...] ..." >&2; exit 2; }
version=$1 out=$2
shift 2
case $version in
    "" | *[!0-9.]* | .* | *. | *..* | *.*.*.*) fail "version '$(shown "$version")' is not MAJOR.MINOR.PATCH" ;;
    *.*.*) ;;
    *) fail "version '$(shown "$version")' is not MAJOR.MINOR.PATCH" ;;
esac
case $out in */) fail "'$(shown "$out")' is a folder: name the zip to write" ;; esac
[ ! -d "$out" ] || fail "'$(shown "$out")' is a folder: name the zip to write"
[ -d "$(dirname -- "$out")" ] || fail "no folder '$(shown "$(dirname -- "$out")")' to write $(shown "$(basename -- "$out")") in"
out_entry=$(entry "$out")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bundle=$work/swatch.artifactbundle
mkdir "$bundle"
variants=""
: >"$work/triples"
for spec in "$@"; do
    case $spec in *:*) ;; *) fail "'$(shown "$spec")' is not FOLDER:TRIPLE[,TRIPLE...]" ;; esac
    folder=${spec%:*} triples=${spec##*:}
    name=$(basename -- "$folder")
    # Names info.json quotes as they are: no quote, backslash or control character.
    case $name in "" | . | .. | / | *[\"\\]* | *[![:print:]]*) fail "the variant folder '$(shown "$folder")' needs a name info.json can hold as it is" ;; esac
    case ,$triples, in *,,*) fail "'$(shown "$spec")': no triple, or an empty one, after the ':'" ;; esac
    case $triples in *[!A-Za-z0-9_.,-]*) fail "'$(shown "$triples")' is not a list of target triples (x86_64-unknown-linux-gnu,...)" ;; esac
    if [ ! -f "$folder/bin/swatch" ] || [ ! -x "$folder/bin/swatch" ]; then fail "$(shown "$folder")/bin/swatch is not an executable"; fi
    [ ! -e "$bundle/$name" ] || fail "two variants named $(shown "$name")"
    for file in bin/swatch LICENSE; do
        [ "$(entry "$folder/$file")" != "$out_entry" ] || fail "'$(shown "$out")' is $(shown "$folder")/$file, which goes into the bundle: write it somewhere else"
    done
    for triple in $(printf '%s' "$triples" | tr ',' ' '); do
        if grep -qxF -- "$triple" "$work/triples"; then fail "two variants run on $triple"; fi
        printf '%s\n' "$triple" >>"$work/triples"
    done
    mkdir -p "$bundle/$name/bin"
    cp -- "$folder/bin/swatch" "$bundle/$name/bin/swatch"
    [ ! -f "$folder/LICENSE" ] || cp -- "$folder/LICENSE" "$bundle/$name/LICENSE"
    list=$(printf '%s' "$triples" | sed 's/[^,][^,]*/"&"/g; s/,/, /g')
    variants="$variants${variants:+,
}        { \"path\": \"$name/bin/swatch\", \"supportedTriples\": [$list] }"
done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "swatch": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON
# -X: no extra file attributes, so the zip depends only on the files (and their times).
(cd "$work" && zip -q -r -X bundle.zip swatch.artifactbundle)
mv -f -- "$work/bundle.zip" "$out"
