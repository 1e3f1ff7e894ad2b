#!/usr/bin/env bash
# Checks that a release `widgetspec` (scripts/build-release.sh) needs nothing beyond the operating system's C
# libraries: its dynamic dependencies name no libyaml and no Swift runtime library, and it checks and generates
# the example specs in an empty environment (no PATH, no LD_LIBRARY_PATH) without opening libyaml.
#
#   scripts/check-self-contained.sh BINARY
set -euo pipefail
binary=${1:?usage: $0 BINARY}
cd "$(dirname "$0")/.."
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
# Libraries a Swift toolchain or libyaml-dev would provide, which a machine without them lacks.
forbidden='libyaml|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu'

case "$(uname -s)" in
  Linux) needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p') ;;
  # Untested (no Mac here): macOS has the Swift runtime and Foundation in /usr/lib and /System, so anything
  # outside them (Homebrew's libyaml) is what a Mac without Homebrew lacks.
  Darwin)
    needed=$(otool -L "$binary" | grep -E '^[[:space:]]' | awk '{print $1}' | sort -u)
    forbidden='^[^/]|^/(opt|usr/local|Users)/|libyaml' ;;
  *) echo "error: check-self-contained.sh supports Linux and macOS" >&2; exit 1 ;;
esac
echo "$binary needs: $(echo "$needed" | tr '\n' ' ')"
if echo "$needed" | grep -E "$forbidden"; then
  echo "error: $binary links the libraries above dynamically; build it with scripts/build-release.sh" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# env -i: no PATH, no LD_LIBRARY_PATH, no DYLD_* variables. LD_DEBUG=libs logs every library the dynamic loader
# looks up, dlopen included, into files next to the output.
run() { env -i LD_DEBUG=libs LD_DEBUG_OUTPUT="$work/loader" "$binary" "$@"; }
run check specs/ >"$work/check.out" 2>&1 || { cat "$work/check.out" >&2; echo "error: check specs/ failed" >&2; exit 1; }
run generate specs/ --output "$work/generated" >"$work/generate.out" 2>&1 ||
  { cat "$work/generate.out" >&2; echo "error: generate specs/ failed" >&2; exit 1; }
files=$({ find "$work/generated" -name '*.generated.swift' 2>/dev/null || true; } | wc -l)
[ "$files" -gt 0 ] || { echo "error: generate specs/ wrote no Swift file" >&2; exit 1; }
if [ "$(uname -s)" = Linux ] && cat "$work"/loader.* | grep 'find library=' | grep -E "$forbidden"; then
  echo "error: $binary looked up the libraries above at run time" >&2
  exit 1
fi
echo "$binary ran check and generate (${files// /} files) with an empty environment, loading no libyaml"
