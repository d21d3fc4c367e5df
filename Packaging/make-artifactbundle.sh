#!/bin/sh
# Writes a SwiftPM artifact bundle (SE-0305) of the swatch executable as a zip:
#   Packaging/make-artifactbundle.sh VERSION OUT.zip VARIANT_FOLDER:TRIPLE[,TRIPLE...] ...
# Each VARIANT_FOLDER holds bin/swatch (as a release tarball unpacks); it becomes swatch.artifactbundle/<its name>/
# and info.json lists it with the target triples it runs on. `make dist` calls it with the Linux variant it built;
# the release workflow calls it with every variant (Linux x86_64 and aarch64, the macOS universal binary).
set -eu
[ $# -ge 3 ] || { echo "usage: $0 VERSION OUT.zip FOLDER:TRIPLE[,TRIPLE...] ..." >&2; exit 2; }
version=$1 out=$2
shift 2
case $version in *[!0-9.]* | "") echo "$0: version '$version' is not MAJOR.MINOR.PATCH" >&2; exit 2;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bundle=$work/swatch.artifactbundle
mkdir "$bundle"
variants=""
for spec in "$@"; do
    folder=${spec%%:*} triples=${spec#*:}
    name=$(basename "$folder")
    [ -x "$folder/bin/swatch" ] || { echo "$0: $folder/bin/swatch is not an executable" >&2; exit 1; }
    [ ! -e "$bundle/$name" ] || { echo "$0: two variants named $name" >&2; exit 1; }
    mkdir -p "$bundle/$name/bin"
    cp "$folder/bin/swatch" "$bundle/$name/bin/swatch"
    [ ! -f "$folder/LICENSE" ] || cp "$folder/LICENSE" "$bundle/$name/LICENSE"
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
rm -f "$out"
# -X: no extra file attributes, so the zip depends only on the files (and their times).
(cd "$work" && zip -q -r -X bundle.zip swatch.artifactbundle)
mv "$work/bundle.zip" "$out"
