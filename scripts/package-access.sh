#!/usr/bin/env bash
# WidgetSpecKit has no public API: only the package's own targets use it (the CLI, the benchmarks, the fuzz targets
# and the tests), so its declarations are `package`, not `public` (docs/contributing.md, "Access"). This rewrites
# `public` to `package` on declaration lines of Sources/WidgetSpecKit, and can be re-run after a merge brings new
# `public` declarations. It prints the count before and after.
#
# Only lines that start with the declaration (optionally after attributes such as `@inlinable` or
# `@available(...)`) change, so `"public"` inside strings, generated Swift and comments are left alone. Files the
# build plugins compile through a symlink (Plugins/PluginsShared) stay `public`: a plugin is compiled on its own,
# outside the package's modules.
#
# Usage: scripts/package-access.sh [--check]   (--check changes nothing and exits 1 if a declaration is public)
set -euo pipefail
cd "$(dirname "$0")/.."

declaration='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]'

# The sources the plugins compile too, as paths relative to the repository.
shared=()
for link in Plugins/PluginsShared/*.swift; do
    [ -L "$link" ] || continue
    target=$(readlink -f "$link")
    shared+=("${target#"$PWD/"}")
done

files=()
while IFS= read -r -d '' file; do
    skip=0
    for keep in "${shared[@]}"; do [ "$file" = "$keep" ] && skip=1; done
    [ "$skip" = 0 ] && files+=("$file")
done < <(find Sources/WidgetSpecKit -name '*.swift' -print0 | sort -z)

count() { cat "${files[@]}" | grep -cE "$declaration" || true; }

before=$(count)
if [ "${1:-}" = "--check" ]; then
    echo "public declarations in WidgetSpecKit (outside the plugins' shared files): $before"
    [ "$before" = 0 ]
    exit
fi
# On a declaration line, the first `public ` is the modifier (attributes before it hold no such word).
sed -E -i "/${declaration}/ s/public([[:space:]])/package\1/" "${files[@]}"
# `package` is one letter longer than `public`: let swift-format re-wrap the lines that grew past the limit.
if command -v swift >/dev/null; then
    changed=$(grep -lE '^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*package[[:space:]]' "${files[@]}")
    # shellcheck disable=SC2086
    swift format lint --configuration .swift-format $changed 2>&1 | grep -o '^[^:]*\.swift' | sort -u \
        | while IFS= read -r file; do swift format format -i --configuration .swift-format "$file"; done
fi
after=$(count)
echo "public declarations in WidgetSpecKit: $before before, $after after (kept public: ${shared[*]})"
