#!/usr/bin/env bash
# Checks (and where it can, installs) what building and testing WidgetSpec needs beyond the Swift toolchain:
# libyaml's headers (libyaml-dev) and pkg-config. With --test it also checks python3's jsonschema and PyYAML
# (schema and SARIF tests) and, with --browser, headless Chromium (HTML report test).
set -euo pipefail

want_test=false
want_browser=false
for arg in "$@"; do
  case "$arg" in
    --test) want_test=true ;;
    --browser) want_browser=true ;;
    *) echo "usage: $0 [--test] [--browser]" >&2; exit 2 ;;
  esac
done

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=false
apt_install() {
  if ! $apt_updated; then apt-get update -qq >/dev/null; apt_updated=true; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if ! command -v swift >/dev/null 2>&1; then
  echo "error: the Swift toolchain (6.0 or later) is not on PATH; install it from swift.org." >&2
  exit 1
fi

if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1; }; then
  if can_apt; then
    echo "Installing libyaml-dev and pkg-config (apt-get)…" >&2
    apt_install libyaml-dev pkg-config
  else
    cat >&2 <<'MSG'
error: WidgetSpec needs libyaml's headers and pkg-config.
  Debian/Ubuntu:  sudo apt-get install libyaml-dev pkg-config
  macOS:          brew install libyaml pkg-config
  Fedora:         sudo dnf install libyaml-devel pkgconf-pkg-config
MSG
    exit 1
  fi
fi

if $want_test; then
  if ! python3 -c 'import jsonschema, yaml' >/dev/null 2>&1; then
    echo "Installing python3 packages jsonschema and PyYAML (pip)…" >&2
    python3 -m pip install --quiet jsonschema pyyaml >&2 || {
      echo "error: the tests need python3 with jsonschema and PyYAML: python3 -m pip install jsonschema pyyaml" >&2
      exit 1
    }
  fi
fi

if $want_browser && ! command -v chromium >/dev/null 2>&1; then
  if can_apt; then
    echo "Installing headless Chromium for the HTML report test (apt-get)…" >&2
    apt_install chromium || echo "warning: chromium could not be installed; the browser test will say so." >&2
  else
    echo "note: chromium is not installed; the HTML report's browser test will be skipped locally." >&2
  fi
fi
