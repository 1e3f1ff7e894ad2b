#!/usr/bin/env bash
# Builds the self-contained release `widgetspec` (scripts/build-release.sh) and installs it into DIR.
#
#   scripts/install.sh [DIR]      default /usr/local/bin
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/usr/local/bin}
binary=$(scripts/build-release.sh)
mkdir -p "$dir"
cp "$binary" "$dir/widgetspec.new" && mv -f "$dir/widgetspec.new" "$dir/widgetspec"
echo "installed $dir/widgetspec"
