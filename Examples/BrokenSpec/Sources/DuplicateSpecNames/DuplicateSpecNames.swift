// The target's Swift code; its two specs map to one generated file name, so the build plugin stops.
enum DuplicateSpecNamesTarget {}
