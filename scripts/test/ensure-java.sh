#!/usr/bin/env bash
# The HTML checker (vnu-jar) runs on Java: use the one on PATH, or install Debian's headless JRE as root.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's default-jre-headless with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
else
  echo "No java on PATH. Install Debian's default-jre-headless package (the HTML checker needs it)." >&2
  exit 1
fi
