#!/usr/bin/env bash
# Installs and starts a Docker engine and builds the local base images the tests and example
# tasks use. Idempotent: every step is skipped when its result is already there. No registry is
# reachable on CI machines, so base images are made with debootstrap and `docker import`.
set -euo pipefail

log() { echo "[setup-docker] $*" >&2; }

need_base() { ! docker image inspect helios-base:bookworm >/dev/null 2>&1; }

# Install only what is missing; a running engine (Docker Desktop, a service, DOCKER_HOST) is used
# as it is.
packages=()
docker info >/dev/null 2>&1 || command -v dockerd >/dev/null || packages+=(docker.io)
need_base && ! command -v debootstrap >/dev/null && packages+=(debootstrap)
# util-linux `script` gives the CLI's live-progress test a real TTY (Debian: bsdutils).
command -v script >/dev/null || packages+=(bsdutils)
# The registry-cache tests start a registry (CNCF distribution) on 127.0.0.1, some behind htpasswd.
command -v docker-registry >/dev/null || packages+=(docker-registry)
command -v htpasswd >/dev/null || packages+=(apache2-utils)
if [ ${#packages[@]} -gt 0 ]; then
  command -v apt-get >/dev/null || { log "missing ${packages[*]} and no apt-get to install it"; exit 1; }
  log "installing ${packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${packages[@]}" >/dev/null
  # Debian starts the packaged registry as a service on :5000; the tests run their own on loopback.
  if [[ " ${packages[*]} " == *" docker-registry "* ]] && command -v systemctl >/dev/null; then
    systemctl disable --now docker-registry >/dev/null 2>&1 || true
  fi
fi

if ! docker info >/dev/null 2>&1; then
  log "starting dockerd"
  # A pid file left by an engine that died with its machine stops a new one starting. Its pid may
  # since belong to another process, so the file is stale unless that process is a dockerd.
  pid_file=/var/run/docker.pid
  if [[ -f $pid_file ]] && [[ "$(cat "/proc/$(cat "$pid_file")/comm" 2>/dev/null)" != dockerd ]]; then
    rm -f "$pid_file"
  fi
  # Default iptables stay on so bridge containers can reach the package mirrors (PLATFORM.md).
  nohup dockerd >/tmp/dockerd.log 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || { log "dockerd did not start"; tail -n 30 /tmp/dockerd.log; exit 1; }
fi

# Debian bookworm minbase: bash, coreutils, grep, sed, mawk, useradd.
if need_base; then
  log "debootstrapping Debian bookworm (minbase)"
  root=$(mktemp -d)
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/tmp/debootstrap.log 2>&1 \
    || { tail -n 30 /tmp/debootstrap.log; exit 1; }
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | docker import -c 'CMD ["bash"]' - helios-base:bookworm >/dev/null
  rm -rf "$root"
  trap - EXIT
fi
# The same image under the names Dockerfiles commonly use for Debian bookworm.
for alias in debian:bookworm debian:bookworm-slim; do
  docker image inspect "$alias" >/dev/null 2>&1 || docker tag helios-base:bookworm "$alias"
done
log "docker ready: $(docker version --format '{{.Server.Version}}')"
