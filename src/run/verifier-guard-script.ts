// The shell scripts of the verifier guard. POSIX sh and /proc only, so they run in any image.

/**
 * Before the agent phase: which processes exist already. Printed and kept on the host, because a
 * root agent could rewrite any record kept inside the container.
 */
export const GUARD_PIDS_SCRIPT = 'ls /proc | grep -E "^[0-9]+$" | tr "\\n" " "'

/**
 * After the agent phase, as root: every process started since then (not in `before`, and not a
 * descendant of a process in `before` other than PID 1, to which orphans are reparented) is stopped,
 * except those listening on a named port (and their descendants), or all of them with keepAll.
 * Then Python start-up files changed in the last `minutes` are removed.
 * Prints `kept PID PORT CMD`, `stopped PID CMD`, `removed PATH`.
 */
export function guardScript(
  keepAll: boolean,
  ports: readonly number[],
  before: readonly number[] | null,
  minutes: number,
): string {
  // Without a snapshot: PID 1 (docker-init) and its oldest child, the container's command.
  const beforeSet =
    before === null
      ? `" 1 $(for d in /proc/[0-9]*; do [ "$(awk '/^PPid:/ {print $2}' $d/status 2>/dev/null)" = 1 ] && echo \${d#/proc/}; done | sort -n | head -1) "`
      : `" ${before.join(' ')} "`
  return `
self=$$
keep_all=${keepAll ? 1 : 0}
ports="${ports.join(' ')}"
before=${beforeSet}
inodes=" "
for f in /proc/net/tcp /proc/net/tcp6; do
  [ -r "$f" ] || continue
  while read -r sl local rem st rest; do
    [ "$st" = "0A" ] || continue
    port=$((0x\${local##*:}))
    inode=$(echo "$rest" | awk '{print $6}')
    for p in $ports; do [ "$p" = "$port" ] && inodes="$inodes$inode:$port "; done
  done < "$f"
done
ancestor_in() { # pid list: true when pid or an ancestor is in list
  a=$1; n=0
  while [ -n "$a" ] && [ "$a" != 0 ] && [ $n -lt 64 ]; do
    case " $2 " in *" $a "*) return 0 ;; esac
    a=$(awk '/^PPid:/ {print $2}' /proc/$a/status 2>/dev/null); n=$((n + 1))
  done
  return 1
}
parent_of() { awk '/^PPid:/ {print $2}' /proc/$1/status 2>/dev/null; }
from_before() { # pid: true when a process below PID 1 above it existed before the agent phase
  a=$(parent_of $1); n=0
  while [ -n "$a" ] && [ "$a" != 0 ] && [ "$a" != 1 ] && [ $n -lt 64 ]; do
    case "$before" in *" $a "*) return 0 ;; esac
    a=$(parent_of $a); n=$((n + 1))
  done
  return 1
}
new_pids() {
  for d in /proc/[0-9]*; do
    pid=\${d#/proc/}
    [ "$pid" = 1 ] && continue
    case "$before" in *" $pid "*) continue ;; esac
    # Gone already, or a child of what the image started (a service's worker, a loop's sleep).
    [ -n "$(parent_of $pid)" ] || continue
    from_before "$pid" && continue
    ancestor_in "$pid" "$self" && continue
    [ -r "$d/cmdline" ] && echo "$pid"
  done
}
cmd_of() { tr '\\000' ' ' < /proc/$1/cmdline 2>/dev/null | cut -c1-200; }
kept=""
for pid in $(new_pids); do
  port=""
  if [ "$keep_all" = 1 ]; then port="-"; else
    for fd in /proc/$pid/fd/*; do
      link=$(readlink "$fd" 2>/dev/null) || continue
      case "$link" in socket:\\[*) i=\${link#socket:[}; i=\${i%]}
        case "$inodes" in *" $i:"*) port=\${inodes#*" $i:"}; port=\${port%% *} ;; esac ;; esac
    done
  fi
  [ -n "$port" ] && { kept="$kept $pid"; echo "kept $pid $port $(cmd_of $pid)"; }
done
for round in 1 2 3; do
  victims=""
  for pid in $(new_pids); do
    ancestor_in "$pid" "$kept" && continue
    [ $round = 1 ] && echo "stopped $pid $(cmd_of $pid)"
    victims="$victims $pid"
  done
  [ -z "$victims" ] && break
  kill -9 $victims 2>/dev/null
done
${plantedFilesScript(minutes)}`
}

/** Python start-up files changed in the last `minutes`, removed; prints `removed PATH`. */
function plantedFilesScript(minutes: number): string {
  return `# Trees Python never imports from are skipped (they hold most files of an image).
for f in $(find / -xdev \\( -path /usr/share -o -path /usr/include -o -path /usr/src -o -path /var/lib/dpkg -o -path /var/cache \\) -prune -o -type f \\( -name sitecustomize.py -o -name usercustomize.py -o -name '*.pth' -o -name conftest.py \\) -cmin -${minutes} -print 2>/dev/null); do
  case "$f" in /helios/*|/logs/*) continue ;; esac
  case "$f" in *.pth) grep -q '^import' "$f" 2>/dev/null || continue ;; esac
  rm -f "$f" && echo "removed $f"
done`
}
