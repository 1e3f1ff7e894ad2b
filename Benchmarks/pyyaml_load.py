"""Peer for the WidgetSpec benchmark: PyYAML's libyaml-backed CSafeLoader loading the same files.

Usage: python3 Benchmarks/pyyaml_load.py FILE...
Prints the load time inside Python (seconds, interpreter start-up excluded) and the number of documents.
"""
import sys
import time

import yaml


def main(paths):
    started = time.perf_counter()
    documents = 0
    for path in paths:
        with open(path, "rb") as handle:
            if yaml.load(handle.read(), Loader=yaml.CSafeLoader) is not None:
                documents += 1
    elapsed = time.perf_counter() - started
    print(f"load_seconds {elapsed:.6f} documents {documents}")


if __name__ == "__main__":
    main(sys.argv[1:])
