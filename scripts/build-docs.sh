#!/usr/bin/env bash
# Builds the DocC documentation of WidgetSchedule, the library generated widget code calls at run time, with
# swift-docc-plugin. Warnings (a broken symbol link in the catalog, say) fail the build.
#   scripts/build-docs.sh [OUTPUT_DIR]     default .build/docs/WidgetSchedule.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs/WidgetSchedule.doccarchive}
mkdir -p "$(dirname "$output")"
# The docs build resolves swift-docc-plugin into Package.resolved; put the file back afterwards so that
# ordinary builds don't pick the plugin up.
backup=$(mktemp)
if [ -f Package.resolved ]; then cp Package.resolved "$backup"; else rm -f "$backup"; fi
restore() { if [ -f "$backup" ]; then mv "$backup" Package.resolved; else rm -f Package.resolved; fi; }
trap restore EXIT
WIDGETSPEC_DOCS=1 swift package --scratch-path .build-docs \
  --allow-writing-to-directory "$(dirname "$output")" \
  generate-documentation --target WidgetSchedule --warnings-as-errors --output-path "$output"
echo "$output"
