// The verifier guard's shell scripts. They run in the guard's helper container (host PID
// namespace, the engine's layer store read-only), never in the attempt's: every tool they call is
// the helper image's own, and what they read of the attempt comes from /proc and the layers.
import type { GuardTarget } from './guard-helper.js'

/** The attempt container's processes as host PIDs, listed by the engine (`docker top`). */
export interface ProcessList {
  pids: readonly number[]
}

const PROCESS_FUNCTIONS = `
stat_of() { line=""; read -r line < /proc/$1/stat 2>/dev/null || return 1; rest=\${line##*) }; set -- $rest; ppid=$2; start=\${20}; }
ours() { case "$pids" in *" $1 "*) return 0 ;; esac; return 1; }
`

/** Files: `A|M|D|S PATH` NUL-terminated for what the container's writable layer holds. */
function changesScript(target: GuardTarget): string {
  if (target.upper === null) return ''
  return `
lowers="${target.lowers.join(' ')}"
in_image() { # the topmost image layer that has the path does not hide it (a whiteout); sets image_file
  for l in $lowers; do
    [ -c "$l$1" ] && return 1
    { [ -e "$l$1" ] || [ -L "$l$1" ]; } && { image_file="$l$1"; return 0; }
  done
  return 1
}
shadows() { # a new file in a command folder whose name the image has in one of them
  case "$1" in /bin/*|/sbin/*|/usr/bin/*|/usr/sbin/*|/usr/local/bin/*|/usr/local/sbin/*) ;; *) return 1 ;; esac
  for d in /usr/local/sbin /usr/local/bin /usr/sbin /usr/bin /sbin /bin; do in_image "$d/\${1##*/}" && return 0; done
  return 1
}
upper="${target.upper}"
# Without find nothing would be listed, and a tampered file would pass unseen: refuse instead.
command -v find >/dev/null 2>&1 || { echo "the verifier guard needs find in the task image" >&2; exit 3; }
find "$upper" -mindepth 1 ! -type d -print 2>/dev/null | while IFS= read -r f; do
  p=\${f#"$upper"}
  if [ -c "$f" ]; then printf 'D %s\\0' "$p"; continue; fi
  # No rule asks whether these were in the image: not looked up (a pip or npm install adds thousands).
  case "$p" in
    */site-packages/*|*/dist-packages/*|*/node_modules/*) printf 'U %s\\0' "$p"; continue ;;
    /usr/*|/bin/*|/sbin/*|/lib*|/opt/*|*.py|*.pyc|*.so) ;;
    *) printf 'U %s\\0' "$p"; continue ;;
  esac
  if in_image "$p"; then
    if [ -f "$f" ] && [ ! -L "$f" ] && [ ! -L "$image_file" ] && cmp -s "$f" "$image_file"; then
      printf 'P %s\\0' "$p" # the same content: only its mode or owner changed (chmod u-s)
    elif [ -f "$f" ] && [ -x "$f" ]; then printf 'X %s\\0' "$p"
    else printf 'M %s\\0' "$p"; fi
  elif shadows "$p"; then printf 'S %s\\0' "$p"
  else printf 'A %s\\0' "$p"; fi
done`
}

/** Before the agent phase: `R PID START` (running) for each process, then the files changed so far. */
export function snapshotScript(target: GuardTarget, processes: ProcessList): string {
  return `pids=" ${processes.pids.join(' ')} "
${PROCESS_FUNCTIONS}
for p in $pids; do stat_of "$p" && printf 'R %s %s\\0' "$p" "$start"; done
${changesScript(target)}`
}

export interface StopSettings {
  /** `[verifier] keep_agent_processes`: nothing is stopped. */
  keepAll: boolean
  /** `[verifier] keep_ports`: listeners there, with their descendants, are kept. */
  ports: readonly number[]
  /** `PID:START` of the processes before the agent phase; null: the container's init and command. */
  before: readonly string[] | null
}

/**
 * While the attempt container is frozen (docker pause): every process the agent phase started is
 * sent SIGKILL, which it meets the moment it is thawed, so none can fork away. Processes that
 * existed before (and what they start: an entrypoint's service and its workers) are left alone.
 * START is the kernel's start time in clock ticks: a recycled PID is never taken for an old one.
 * Prints `kept PID PORT CMD` and `stopped PID PORTS CMD`, `end-of-processes`, then the file changes.
 */
export function stopScript(target: GuardTarget, processes: ProcessList, settings: StopSettings): string {
  return `pids=" ${processes.pids.join(' ')} "
init=${target.initPid}
keep_all=${settings.keepAll ? 1 : 0}
ports="${settings.ports.join(' ')}"
before=" ${beforeList(settings.before)} "
${PROCESS_FUNCTIONS}
${settings.before === null ? INIT_AND_COMMAND : ''}
known() { stat_of "$1" || return 1; case "$before" in *" $1:$start "*) return 0 ;; esac; return 1; }
from_before() { # an ancestor below the container's init existed before the agent phase
  stat_of "$1" || return 1; a=$ppid; n=0
  while ours "$a" && [ "$a" != "$init" ] && [ $n -lt 64 ]; do
    known "$a" && return 0
    stat_of "$a" || return 1; a=$ppid; n=$((n + 1))
  done
  return 1
}
below() { # pid list: true when pid or an ancestor is in list
  a=$1; n=0
  while ours "$a" && [ $n -lt 64 ]; do
    case " $2 " in *" $a "*) return 0 ;; esac
    stat_of "$a" || return 1; a=$ppid; n=$((n + 1))
  done
  return 1
}
cmd_of() { tr '\\000' ' ' < /proc/$1/cmdline 2>/dev/null | cut -c1-200; }
new=""
for p in $pids; do
  [ "$p" = "$init" ] && continue
  known "$p" && continue
  from_before "$p" && continue
  new="$new $p"
done
${LISTENERS_SCRIPT}
kept=""
for p in $new; do
  if [ "$keep_all" = 1 ]; then port="-"; else port=$(declared $(ports_of "$p")); fi
  [ -n "$port" ] && { kept="$kept $p"; echo "kept $p $port $(cmd_of $p)"; }
done
victims=""
for p in $new; do
  below "$p" "$kept" && continue
  listening=$(ports_of "$p"); listening=$(echo $listening | tr ' ' ,)
  echo "stopped $p \${listening:--} $(cmd_of $p)"
  victims="$victims $p"
done
[ -z "$victims" ] || kill -9 $victims 2>/dev/null
echo "end-of-processes"
${changesScript(target)}`
}

function beforeList(before: readonly string[] | null): string {
  return (before ?? []).filter((entry) => /^\d+:\d+$/.test(entry)).join(' ')
}

/** No snapshot (the image starts nothing of its own): the init and the container's command. */
const INIT_AND_COMMAND = `
oldest=""; oldest_start=""
for p in $pids; do
  stat_of "$p" || continue
  [ "$ppid" = "$init" ] || continue
  if [ -z "$oldest" ] || [ "$start" -lt "$oldest_start" ]; then oldest=$p; oldest_start=$start; fi
done
stat_of "$init" && before=" $init:$start "
[ -n "$oldest" ] && before="$before$oldest:$oldest_start "
`

/** `ports_of PID`: the TCP ports it listens on (the container's network); `declared PORT…`: the first kept one. */
const LISTENERS_SCRIPT = `
listeners=" "
for f in /proc/$init/net/tcp /proc/$init/net/tcp6; do
  [ -r "$f" ] || continue
  while read -r sl local rem st rest; do
    [ "$st" = "0A" ] || continue
    set -- $rest
    listeners="$listeners$6:$((0x\${local##*:})) "
  done < "$f"
done
ports_of() {
  for fd in /proc/$1/fd/*; do
    link=$(readlink "$fd" 2>/dev/null) || continue
    case "$link" in socket:\\[*) i=\${link#socket:[}; i=\${i%]}
      case "$listeners" in *" $i:"*) lp=\${listeners#*" $i:"}; echo "\${lp%% *}" ;; esac ;; esac
  done
}
declared() {
  for q in "$@"; do case " $ports " in *" $q "*) echo "$q"; return 0 ;; esac; done
  return 1
}`
