// The floor for a small spec: the process start of a trivial Swift executable (see docs/performance.md).
print("hello, world")
