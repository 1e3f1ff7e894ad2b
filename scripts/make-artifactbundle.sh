#!/usr/bin/env bash
# Builds `widgetspec` once, in release, and packages it the way SE-0305 binary targets want it, so that teams
# using the build plugin stop compiling the tool (and swift-argument-parser) on every clean build and CI job.
#
# Writes into the output folder (default .build/artifactbundle):
#   widgetspec.artifactbundle/        info.json + widgetspec-<version>-<triple>/bin/widgetspec
#   widgetspec.artifactbundle.zip     the same, zipped, for hosting; its checksum is printed
#   WidgetSpecBinary/                 a package with the build plugins and WidgetSchedule whose plugins run the
#                                     prebuilt tool: depend on it instead of on WidgetSpec (docs/plugin.md)
#
# On Linux the tool links the Swift runtime statically (it then needs only libyaml at run time). On macOS it is
# a universal binary (arm64 + x86_64); the triples in info.json follow the machine that builds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

output=.build/artifactbundle
version=$(git describe --tags --always 2>/dev/null || echo 0.0.0)
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$2; shift 2 ;;
    --version) version=$2; shift 2 ;;
    *) echo "usage: $0 [--output DIR] [--version VERSION]" >&2; exit 2 ;;
  esac
done

scripts/ensure-deps.sh

echo "== building widgetspec (release)" >&2
case "$(uname -s)" in
  Linux)
    swift build -c release --product widgetspec --static-swift-stdlib >&2
    binary=$(swift build -c release --product widgetspec --show-bin-path)/widgetspec
    triples=("$(uname -m)-unknown-linux-gnu")
    ;;
  Darwin)
    swift build -c release --product widgetspec --arch arm64 --arch x86_64 >&2
    binary=$(swift build -c release --product widgetspec --arch arm64 --arch x86_64 --show-bin-path)/widgetspec
    triples=("arm64-apple-macosx" "x86_64-apple-macosx")
    ;;
  *) echo "error: make-artifactbundle.sh supports Linux and macOS" >&2; exit 1 ;;
esac

rm -rf "$output"
mkdir -p "$output"
output=$(cd "$output" && pwd)
bundle="$output/widgetspec.artifactbundle"
variant="widgetspec-$version-$(uname -s | tr '[:upper:]' '[:lower:]')"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/widgetspec"

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

// WidgetSpec's build plugins running a prebuilt `widgetspec` (scripts/make-artifactbundle.sh). To host it, zip
// the bundle and replace `path:` by `url: "https://…/widgetspec.artifactbundle.zip", checksum: "…"`.
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

(cd "$output" && rm -f widgetspec.artifactbundle.zip && zip -qr widgetspec.artifactbundle.zip widgetspec.artifactbundle)
checksum=$(cd "$package" && swift package compute-checksum "$output/widgetspec.artifactbundle.zip")
echo "$bundle"
echo "$package"
echo "$output/widgetspec.artifactbundle.zip checksum $checksum"
