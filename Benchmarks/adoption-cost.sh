#!/usr/bin/env bash
# What a team pays for adopting the build plugin, measured side by side with swift-openapi-generator's tool and
# plugin built the same way (issue 17). Prints a Markdown table on standard output, progress on standard error.
#
#   Benchmarks/adoption-cost.sh [--runs N]      (default 1 run of each clean build; several take minutes)
#
# Each clean build starts from an empty scratch folder under .build-adoption/ (removed first), with the package
# dependencies already resolved from this machine's package copies (resolution is not what is measured).
# Figures: wall seconds and CPU seconds (user + system, of swift build and everything it started), from
# /usr/bin/time. The peer is a package with a one-operation OpenAPI document and the OpenAPIGenerator plugin
# (types only), depending on swift-openapi-generator 1.14.3 and swift-openapi-runtime 1.13.4.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=1
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N]" >&2; exit 2 ;;
  esac
done
work=$root/.build-adoption
mkdir -p "$work"

# The peer package, written fresh each time (nothing of it is committed).
peer=$work/openapi-example
rm -rf "$peer"
mkdir -p "$peer/Sources/PetTypes"
cat >"$peer/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenAPIExample",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
    ],
    targets: [
        .target(
            name: "PetTypes",
            dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        )
    ]
)
SWIFT
cat >"$peer/Sources/PetTypes/openapi.yaml" <<'YAML'
openapi: "3.1.0"
info: { title: Pets, version: "1.0.0" }
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        "200":
          description: The pets.
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Pet" } }
components:
  schemas:
    Pet:
      type: object
      required: [name]
      properties: { name: { type: string }, age: { type: integer } }
YAML
printf 'generate:\n  - types\n' >"$peer/Sources/PetTypes/openapi-generator-config.yaml"
# A target needs one Swift file of its own, or SwiftPM skips it (and its plugin).
printf 'typealias PetList = [Components.Schemas.Pet]\n' >"$peer/Sources/PetTypes/PetList.swift"

# time_build LABEL DIRECTORY SCRATCH [swift build arguments...]: clean build, `runs` times; prints "wall cpu"
# medians.
time_build() {
  local label=$1 directory=$2 scratch=$3
  shift 3
  (cd "$directory" && swift package --scratch-path "$scratch" resolve >/dev/null 2>&1)
  local walls=() cpus=()
  for _ in $(seq "$runs"); do
    # Everything but the resolved dependency checkouts.
    find "$scratch" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name artifacts \
      ! -name workspace-state.json ! -name .lock -exec rm -rf {} +
    local out
    if ! (cd "$directory" && /usr/bin/time -o "$work/time.txt" -f '%e %U %S' swift build --scratch-path "$scratch" "$@" \
      >"$work/build.log" 2>&1); then
      echo "error: $label: the build failed; see $work/build.log" >&2
      exit 1
    fi
    out=$(tail -1 "$work/time.txt")
    walls+=("$(echo "$out" | awk '{print $1}')")
    cpus+=("$(echo "$out" | awk '{printf "%.1f", $2 + $3}')")
    echo "  $label: wall ${walls[-1]} s, cpu ${cpus[-1]} s" >&2
  done
  echo "$(printf '%s\n' "${walls[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') $(printf '%s\n' "${cpus[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
}

# time_noop LABEL DIRECTORY SCRATCH: a build right after a build, with nothing changed. The first build runs under
# GNU time too: SwiftPM keys its manifest cache on the whole environment, and a build started another way (`_`
# differs) evaluates every manifest again, which is what the issue-17 "no-change" figures measured.
time_noop() {
  local directory=$2 scratch=$3
  (cd "$directory" && /usr/bin/time -o /dev/null swift build --scratch-path "$scratch" >/dev/null 2>&1)
  (cd "$directory" && /usr/bin/time -o "$work/time.txt" -f '%e %U %S' swift build --scratch-path "$scratch" >"$work/build.log" 2>&1)
  awk '{printf "%s %.1f\n", $1, $2 + $3}' "$work/time.txt"
}

echo "== building the prebuilt-tool route (scripts/make-artifactbundle.sh)" >&2
scripts/make-artifactbundle.sh --output "$work/artifactbundle" >/dev/null

echo "== clean builds ($runs run(s) each)" >&2
ours_tool_debug=$(time_build "widgetspec tool, debug" "$root" "$work/ours-tool" --product widgetspec)
ours_tool_release=$(time_build "widgetspec tool, release" "$root" "$work/ours-tool-release" -c release --product widgetspec)
ours_example=$(time_build "example package (plugin from source)" "$root/Examples/GameWidgets" "$work/ours-example")
ours_noop=$(time_noop "example package, no change" "$root/Examples/GameWidgets" "$work/ours-example")
binary_example=$(WIDGETSPEC_BINARY_PACKAGE="$work/artifactbundle/WidgetSpecBinary" \
  time_build "example package (prebuilt tool)" "$root/Examples/GameWidgets" "$work/ours-binary")
peer_tool_debug=$(time_build "swift-openapi-generator tool, debug" "$peer" "$work/peer-tool" --product swift-openapi-generator)
peer_tool_release=$(time_build "swift-openapi-generator tool, release" "$peer" "$work/peer-tool-release" -c release --product swift-openapi-generator)
peer_example=$(time_build "OpenAPI example package (plugin from source)" "$peer" "$work/peer-example")
peer_noop=$(time_noop "OpenAPI example package, no change" "$peer" "$work/peer-example")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }'; }
row() { # label ours peer
  local ow oc pw pc
  read -r ow oc <<<"$2"
  read -r pw pc <<<"$3"
  echo "| $1 | $ow s | $oc s | $pw s | $pc s | $(ratio "$ow" "$pw") | $(ratio "$oc" "$pc") |"
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), load $(cut -d' ' -f1-3 /proc/loadavg), $runs run(s), median"
echo
echo "| build | WidgetSpec wall | WidgetSpec CPU | swift-openapi-generator wall | its CPU | wall ratio | CPU ratio |"
echo "|---|--:|--:|--:|--:|--:|--:|"
row "tool alone, clean debug" "$ours_tool_debug" "$peer_tool_debug"
row "tool alone, clean release" "$ours_tool_release" "$peer_tool_release"
row "example package with the plugin, clean debug" "$ours_example" "$peer_example"
row "example package, no-change rebuild" "$ours_noop" "$peer_noop"
read -r bw bc <<<"$binary_example"
read -r ew ec <<<"$ours_example"
echo
echo "Prebuilt-tool route (WidgetSpecBinary): example package clean debug $bw s wall, $bc s CPU; $(ratio "$bw" "$ew") of the from-source route's wall time, $(ratio "$bc" "$ec") of its CPU."
