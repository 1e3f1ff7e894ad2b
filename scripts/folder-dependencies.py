#!/usr/bin/env python3
"""Which folders of Sources/WidgetSpecKit use which: folder A depends on folder B when a file in A names a type
declared in B (struct, enum, class, actor, protocol or typealias; a name declared in two folders is ambiguous and
not counted). Comments and string literals are ignored. Prints every edge with the names that make it, then the
two-way pairs (cycles) and the counts; `--cycles` prints only the pairs and exits 1 when there is one.

Usage: scripts/folder-dependencies.py [--cycles] [--root Sources/WidgetSpecKit]
"""
import argparse
import os
import re
import sys
from collections import defaultdict

DECLARATION = re.compile(r"\b(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z][A-Za-z0-9_]*)")
IDENTIFIER = re.compile(r"\b[A-Z][A-Za-z0-9_]*\b")


def strip(text):
    """Swift text without comments and string literals (multi-line ones too), so a name in prose is not a use."""
    text = re.sub(r'#*"""[\s\S]*?"""#*', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'#*"(?:\\.|[^"\\\n])*"#*', '""', text)


def folder_of(root, path):
    relative = os.path.relpath(path, root)
    return relative.split(os.sep)[0] if os.sep in relative else "."


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", "Sources", "WidgetSpecKit"))
    parser.add_argument("--cycles", action="store_true")
    arguments = parser.parse_args()
    root = os.path.normpath(arguments.root)

    texts = {}
    for directory, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as file:
                    texts[path] = strip(file.read())

    declared_in = defaultdict(set)
    for path, text in texts.items():
        for name in DECLARATION.findall(text):
            declared_in[name].add(folder_of(root, path))
    owner = {name: next(iter(folders)) for name, folders in declared_in.items() if len(folders) == 1}

    edges = defaultdict(set)
    for path, text in texts.items():
        folder = folder_of(root, path)
        for name in set(IDENTIFIER.findall(text)):
            target = owner.get(name)
            if target and target != folder and folder != "." and target != ".":
                edges[(folder, target)].add(name)

    cycles = sorted((a, b) for (a, b) in edges if a < b and (b, a) in edges)
    if not arguments.cycles:
        for (source, target), names in sorted(edges.items()):
            print(f"{source} -> {target}: {', '.join(sorted(names))}")
        print()
    for a, b in cycles:
        print(f"two-way: {a} <-> {b}  ({a} uses {', '.join(sorted(edges[(a, b)]))}; "
              f"{b} uses {', '.join(sorted(edges[(b, a)]))})")
    print(f"{len(edges)} folder dependencies, {len(cycles)} two-way")
    return 1 if arguments.cycles and cycles else 0


if __name__ == "__main__":
    sys.exit(main())
