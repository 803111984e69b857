#!/usr/bin/env bash
# Browser tests use Debian's chromium (or CHROME_PATH); no test tool downloads a browser.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "No browser at $CHROME. Install Debian's chromium package or set CHROME_PATH." >&2
  exit 1
fi
