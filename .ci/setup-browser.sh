#!/usr/bin/env bash
# Installs Debian's headless-capable Chromium for the report.html browser test (puppeteer-core
# drives the system browser: no browser download). Idempotent and quiet: skipped when present.
set -euo pipefail

log() { echo "[setup-browser] $*" >&2; }

browser="${HELIOS_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
command -v apt-get >/dev/null || { log "no $browser and no apt-get to install chromium"; exit 1; }
log "installing chromium"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
[ -x "$browser" ] || { log "chromium installed but $browser is missing"; exit 1; }
