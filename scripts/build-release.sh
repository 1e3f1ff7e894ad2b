#!/usr/bin/env bash
# Builds the self-contained release `widgetspec` and prints its path: optimized, with libyaml linked statically
# and, on Linux, the Swift runtime and Foundation too, so the binary runs on a machine without libyaml or a Swift
# toolchain (scripts/install.sh installs it; scripts/make-artifactbundle.sh packages it).
#
#   scripts/build-release.sh                  Linux: the machine's architecture; macOS: the Mac's architecture
#   scripts/build-release.sh --arch arm64 --arch x86_64   macOS: a universal binary (needs a universal libyaml.a)
#
# How libyaml gets linked statically without changing what `swift build` does for everybody else: SwiftPM reads
# libyaml's link flags from pkg-config (`-L<libdir> -lyaml`); this script points PKG_CONFIG_PATH at a copy of
# yaml-0.1.pc whose libdir holds only libyaml.a, so `-lyaml` finds the archive. The compile flags stay the same,
# so a later plain `swift build -c release` only links again.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

arch_flags=()
while [ $# -gt 0 ]; do
  case "$1" in
    --arch) arch_flags+=(--arch "${2:?--arch needs an architecture}"); shift 2 ;;
    *) echo "usage: $0 [--arch ARCH ...]" >&2; exit 2 ;;
  esac
done

scripts/ensure-deps.sh >&2

pc_dir=$(pkg-config --variable=pcfiledir yaml-0.1)
libdir=$(pkg-config --variable=libdir yaml-0.1)
if [ ! -f "$libdir/libyaml.a" ]; then
  cat >&2 <<MSG
error: $libdir/libyaml.a is missing: a self-contained widgetspec links libyaml's static library.
  Debian/Ubuntu's libyaml-dev and Homebrew's libyaml ship it; elsewhere build libyaml with --enable-static.
MSG
  exit 1
fi
static=$root/.build/static-libyaml
rm -rf "$static"
mkdir -p "$static/lib" "$static/pkgconfig"
ln -s "$libdir/libyaml.a" "$static/lib/libyaml.a"
sed "s|^libdir=.*|libdir=$static/lib|" "$pc_dir/yaml-0.1.pc" >"$static/pkgconfig/yaml-0.1.pc"

case "$(uname -s)" in
  Linux)
    [ ${#arch_flags[@]} -eq 0 ] || { echo "error: --arch is for macOS" >&2; exit 2; }
    flags=(--static-swift-stdlib) ;;
  Darwin) flags=("${arch_flags[@]}") ;;   # the Swift runtime and Foundation are part of macOS
  *) echo "error: build-release.sh supports Linux and macOS" >&2; exit 1 ;;
esac

export PKG_CONFIG_PATH="$static/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
swift build -c release --product widgetspec ${flags[@]+"${flags[@]}"} >&2
echo "$(swift build -c release --product widgetspec ${flags[@]+"${flags[@]}"} --show-bin-path)/widgetspec"
