#!/usr/bin/env python3
"""Which folders of Sources/WidgetSpecKit use which: folder A depends on folder B when a file in A names a type
declared in B (struct, enum, class, actor, protocol or typealias; a name declared in two folders is ambiguous and
not counted). Comments and string literals are ignored. Prints every edge with the names that make it, then the
two-way pairs, the longer cycles (three or more folders that reach each other), the layers (each folder one above
the highest it uses) and the counts; `--cycles` prints only the cycles and exits 1 when there is one.

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
    groups = longer_cycles(edges)
    for group in groups:
        print(f"cycle through {len(group)} folders: {', '.join(group)}")
    if not arguments.cycles:
        print()
        for level, folders in enumerate(layers(edges)):
            print(f"layer {level}: {', '.join(folders)}")
    print(f"{len(edges)} folder dependencies, {len(cycles)} two-way, {len(groups)} longer cycles")
    return 1 if arguments.cycles and (cycles or groups) else 0


def components(edges):
    """The strongly connected components of the folder graph (Tarjan), each sorted."""
    graph = defaultdict(set)
    for source, target in edges:
        graph[source].add(target)
        graph[target]
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == node:
                    break
            found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return graph, found


def longer_cycles(edges):
    """Groups of three or more folders that reach each other (two-way pairs are reported on their own)."""
    _, found = components(edges)
    return [group for group in found if len(group) > 2]


def layers(edges):
    """The folders by layer: a folder's layer is one above the highest it uses (folders in a cycle share one)."""
    graph, found = components(edges)
    group_of = {node: tuple(group) for group in found for node in group}
    level = {}

    def layer(group):
        if group not in level:
            uses = {group_of[target] for node in group for target in graph[node]} - {group}
            level[group] = 1 + max((layer(other) for other in uses), default=-1)
        return level[group]

    result = defaultdict(list)
    for group in found:
        result[layer(tuple(group))].append("/".join(group))
    return [sorted(result[key]) for key in sorted(result)]


if __name__ == "__main__":
    sys.exit(main())
