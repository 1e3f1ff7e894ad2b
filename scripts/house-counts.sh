#!/usr/bin/env bash
# The measures of issue 27 ("A typed Swift layer") for the tree at a revision (default: the working tree), so the
# closing note's before/after numbers can be re-run:
#
#   Swift text outside the Swift room   `.line(` statements and `\(QualifiedName.` interpolations in
#                                       Sources/WidgetSpecKit outside Swift/ (the renderer and SwiftLiteral live
#                                       there) and Report/HTML*.swift (which write HTML, not Swift).
#   hand-kept name lists                static lists of string literals that restate names the generated Swift
#                                       declares (`static let x = ["typeTitle", …]`, `static let x: Set<String> = […]`
#                                       whose elements are Swift identifiers) in Names/, Check/ and Generate/,
#                                       printed one per line so each can be judged. Swift's own rules (its
#                                       keywords, the names no member may take) are language facts, not the
#                                       generator's, and are not counted; nor is a list kept as code rather than
#                                       literals (the old `GeneratedTypeNames.typeNames(of:)`).
#   public declarations                 lines declaring something `public` in Sources/WidgetSpecKit (the files the
#                                       plugins compile through symlinks must stay public; they are listed).
#   two-way folder dependencies         pairs of folders of Sources/WidgetSpecKit that use each other
#                                       (scripts/folder-dependencies.py).
#
# Usage: scripts/house-counts.sh [revision]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tree=$root
if [[ $# -ge 1 ]]; then
    tree=$(mktemp -d)
    trap 'rm -rf "$tree"' EXIT
    git -C "$root" archive "$1" Sources Plugins scripts | tar -x -C "$tree"
fi
kit=$tree/Sources/WidgetSpecKit

swift_files_outside_room() {
    find "$kit" -name '*.swift' -not -path "$kit/Swift/*" -not -path "$kit/Report/HTML*" | sort
}

count() { # count EXTENDED-REGEX FILES...: occurrences
    local pattern=$1
    shift
    cat "$@" /dev/null | { grep -oE -- "$pattern" || true; } | wc -l | tr -d ' '
}

# `.line(` as the statement case (`.line("…")`), not a method such as `source.line(3)`.
line_statement='(^|[^A-Za-z0-9_)])\.line\('
interpolation='\\\(QualifiedName\.'
mapfile -t outside < <(swift_files_outside_room)
lines=$(count "$line_statement" "${outside[@]}")
interpolations=$(count "$interpolation" "${outside[@]}")
mapfile -t generate < <(find "$kit/Generate" -name '*.swift' | sort)
echo "Swift text outside Swift/ and Report/HTML*: $((lines + interpolations))" \
    "($lines \`.line(\` statements, $interpolations \`\\(QualifiedName.\` interpolations; in Generate/:" \
    "$(count "$line_statement" "${generate[@]}") and $(count "$interpolation" "${generate[@]}"))"

lists=$(python3 - "$kit" <<'EOF'
import os
import re
import sys

kit = sys.argv[1]
# `static let name = [` or `static let name: [String] = [` / `: Set<String> = [`, then string literals only.
LIST = re.compile(r'static\s+let\s+(\w+)\s*(?::\s*(?:\[String\]|Set<String>))?\s*=\s*\[((?:\s*"[^"\\\n]*"\s*,?)+)\s*\]')
IDENTIFIER = re.compile(r'^[A-Za-z_][A-Za-z0-9_]*$')
# Swift's own rules, not the generator's: its keywords and the names no member may take.
LANGUAGE_FACTS = {"keywords", "reservedMemberNames"}
for folder in ["Names", "Check", "Generate"]:
    for directory, _, names in sorted(os.walk(os.path.join(kit, folder))):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as file:
                text = file.read()
            for match in LIST.finditer(text):
                elements = re.findall(r'"([^"\\\n]*)"', match.group(2))
                if match.group(1) in LANGUAGE_FACTS:
                    continue
                if elements and all(IDENTIFIER.match(element) for element in elements):
                    relative = os.path.relpath(path, kit)
                    print(f"{relative}: {match.group(1)} = {elements}")
EOF
)
if [[ -z $lists ]]; then list_count=0; else list_count=$(wc -l <<<"$lists" | tr -d ' '); fi
echo "hand-kept name lists of generated Swift names: $list_count"
[[ -n $lists ]] && sed 's/^/  /' <<<"$lists"

declaration='^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*public\s'
mapfile -t kit_files < <(find "$kit" -name '*.swift' | sort)
public_lines=$(cat "${kit_files[@]}" | grep -cE "$declaration" || true)
echo "public declarations in WidgetSpecKit: $public_lines"
# Per file, marking those the build plugins compile through a symlink (they must stay public).
for file in $(grep -lE "$declaration" "${kit_files[@]}" || true); do
    relative=${file#"$kit/"}
    shared=""
    for link in "$tree"/Plugins/PluginsShared/*.swift; do
        [[ -L $link && $(readlink "$link") == *"/WidgetSpecKit/$relative" ]] && shared=" (compiled by the plugins)"
    done
    echo "  $relative: $(grep -cE "$declaration" "$file")$shared"
done

cycles=$(python3 "$root/scripts/folder-dependencies.py" --root "$kit" | tail -1)
echo "folder dependencies: $cycles"
