#!/usr/bin/env bash
# Builds `widgetspec` once, in release and self-contained (scripts/build-release.sh: libyaml linked statically, on
# Linux the Swift runtime too), and packages it the way SE-0305 binary targets want it, so that teams using the
# build plugins stop compiling the tool (and swift-argument-parser) on every clean build and CI job, and need
# neither libyaml nor pkg-config on the machine that builds (a Mac without Homebrew, Xcode Cloud).
#
#   scripts/make-artifactbundle.sh [--output DIR] [--version VERSION] [--arch ARCH ...]
#
# Writes into the output folder (default .build/artifactbundle):
#   widgetspec.artifactbundle/                info.json + widgetspec-<version>-<os>/bin/widgetspec
#   widgetspec-<version>.artifactbundle.zip   the same, zipped reproducibly (fixed order, times and modes), to host
#   WidgetSpecBinary/                         a package with the build plugins and WidgetSchedule whose plugins run
#                                             the prebuilt tool: depend on it instead of on WidgetSpec (docs/plugin.md)
# and prints the three paths, then the zip's checksum (SHA-256, what `.binaryTarget(url:checksum:)` wants) on the
# last line. Before packaging, scripts/check-self-contained.sh checks that the binary links no libyaml and no Swift
# library and runs `check` and `generate` on specs/ in an empty environment.
#
# The triples in info.json follow the machine that builds (Linux: its architecture; macOS: --arch, default the
# Mac's; several --arch make a universal binary, which needs a universal libyaml.a).
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/artifactbundle
version=$(git describe --tags --always 2>/dev/null || echo 0.0.0)
arch_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$2; shift 2 ;;
    --version) version=$2; shift 2 ;;
    --arch) arch_args+=(--arch "$2"); shift 2 ;;
    *) echo "usage: $0 [--output DIR] [--version VERSION] [--arch ARCH ...]" >&2; exit 2 ;;
  esac
done

echo "== building widgetspec (release, self-contained)" >&2
binary=$(scripts/build-release.sh ${arch_args[@]+"${arch_args[@]}"})
case "$(uname -s)" in
  Linux) triples=("$(uname -m)-unknown-linux-gnu") ;;
  Darwin)
    triples=()
    for arch in $(lipo -archs "$binary"); do triples+=("$arch-apple-macosx"); done ;;
esac

rm -rf "$output"
mkdir -p "$output"
output=$(cd "$output" && pwd)
bundle="$output/widgetspec.artifactbundle"
variant="widgetspec-$version-$(uname -s | tr '[:upper:]' '[:lower:]')"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/widgetspec"
scripts/check-self-contained.sh "$bundle/$variant/bin/widgetspec" >&2

triple_list=$(printf '"%s", ' "${triples[@]}")
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "widgetspec": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/widgetspec",
          "supportedTriples": [${triple_list%, }]
        }
      ]
    }
  }
}
JSON

# The package a team depends on instead of WidgetSpec: the build plugins' own source (shared files copied, not
# linked, so the folder can be published as it is), WidgetSchedule's source, and the bundle as a binary target.
package="$output/WidgetSpecBinary"
build_plugins="WidgetSpecPlugin WidgetSpecSharedPlugin WidgetSpecExtensionPlugin"
mkdir -p "$package/Sources"
for plugin in $build_plugins; do
  mkdir -p "$package/Plugins/$plugin"
  cp -L "Plugins/$plugin"/*.swift Plugins/PluginsShared/*.swift "$package/Plugins/$plugin/"
done
cp -R Sources/WidgetSchedule "$package/Sources/WidgetSchedule"
cp -R "$bundle" "$package/widgetspec.artifactbundle"
cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

// WidgetSpec's build plugins running a prebuilt `widgetspec` (scripts/make-artifactbundle.sh). To host it, upload
// the zip the script wrote and replace `path:` by `url: "https://…/widgetspec-<version>.artifactbundle.zip",
// checksum: "<the checksum the script printed>"` (WidgetSpec's docs/plugin.md, the binary route).
let buildPlugins = ["WidgetSpecPlugin", "WidgetSpecSharedPlugin", "WidgetSpecExtensionPlugin"]
let package = Package(
    name: "WidgetSpecBinary",
    platforms: [.macOS(.v13), .iOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "WidgetSchedule", targets: ["WidgetSchedule"])]
        + buildPlugins.map { .plugin(name: $0, targets: [$0]) },
    targets: [
        .target(name: "WidgetSchedule"),
        .binaryTarget(name: "widgetspec", path: "widgetspec.artifactbundle"),
    ] + buildPlugins.map { .plugin(name: $0, capability: .buildTool(), dependencies: ["widgetspec"]) }
)
SWIFT

# Reproducible: the same binary and version give the same zip, hence the same checksum.
zip_name="widgetspec-$version.artifactbundle.zip"
(
  cd "$output"
  export TZ=UTC
  find widgetspec.artifactbundle -type d -exec chmod 755 {} +
  find widgetspec.artifactbundle -type f -exec chmod 644 {} +
  chmod 755 "widgetspec.artifactbundle/$variant/bin/widgetspec"
  find widgetspec.artifactbundle -exec touch -t 200001010000 {} +
  rm -f "$zip_name"
  find widgetspec.artifactbundle | LC_ALL=C sort | zip -qX "$zip_name" -@
)
checksum=$(cd "$package" && swift package compute-checksum "$output/$zip_name")
echo "$bundle"
echo "$package"
echo "$output/$zip_name"
echo "checksum $checksum"
