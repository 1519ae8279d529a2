// An ACP agent process in the attempt's environment: one exec whose stdin and stdout are the
// session's stdio, its stderr kept in a capped file. The script records its pid first, so `stop`
// can end it and every process it started (found by parent in /proc: no procps in slim images).
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { PassThrough, Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Environment } from '../../environment/types.js'
import type { AcpProcess } from './session.js'

/** Bytes of the agent's stderr kept in `agent/stderr.txt`. */
const STDERR_CAP = 1024 * 1024
/** How long an agent whose stdin closed may take to exit before it is killed. */
const EXIT_GRACE_MS = 2000

/** bash: SIGKILL to the pid in file $1 and all its descendants (several passes catch late forks). */
export const KILL_TREE = `
pidfile="$1"
root=$(cat "$pidfile" 2>/dev/null) || exit 0
tree=" $root "
for _ in 1 2 3 4 5 6; do
  for stat in /proc/[0-9]*/stat; do
    read -r line < "$stat" 2>/dev/null || continue
    pid=\${stat#/proc/}; pid=\${pid%/stat}
    set -- \${line##*) }
    case "$tree" in *" $pid "*) continue ;; esac
    case "$tree" in *" $2 "*) tree="$tree$pid " ;; esac
  done
done
kill -KILL $tree 2>/dev/null
rm -f "$pidfile"
exit 0
`

export interface ContainerLaunch {
  /** bash that ends by exec'ing the agent on stdio (the relay prelude, then the adapter's script). */
  script: string
  user: string | null
  workdir: string | null
  env: Record<string, string>
  /** Host file for the agent's stderr. */
  stderrFile: string
}

export function launchInEnvironment(environment: Environment, launch: ContainerLaunch): AcpProcess {
  const pidFile = `/tmp/.helios-acp-${randomUUID()}.pid`
  const stdin = new PassThrough()
  const stdout = new PassThrough()
  const stderr = new CappedFile(launch.stderrFile, STDERR_CAP)
  let ended = false
  const exited = environment
    .exec({
      cmd: ['bash', '-c', `echo $$ > ${pidFile}\n${launch.script}`],
      user: launch.user,
      workdir: launch.workdir,
      env: launch.env,
      stdin,
      stdout,
      stderr,
    })
    .then(
      (outcome) => outcome.exitCode,
      () => null,
    )
    .finally(() => {
      ended = true
      stdout.end()
      stderr.end()
    })
  return {
    stdin,
    stdout,
    exited,
    stderrTail: () => stderr.tail,
    stop: async () => {
      stdin.end()
      await Promise.race([exited, sleep(EXIT_GRACE_MS)])
      if (!ended)
        await environment
          .exec({
            cmd: ['bash', '-c', KILL_TREE, 'helios-acp-stop', pidFile],
            user: 'root',
            timeoutMs: 15_000,
          })
          .catch(() => undefined)
      await Promise.race([exited, sleep(EXIT_GRACE_MS)])
      stdout.destroy()
    },
  }
}

/** A file sink that keeps the first `cap` bytes and, in memory, the last 4 KB (a crash's last words). */
class CappedFile extends Writable {
  tail = ''
  private written = 0
  private readonly file

  constructor(
    path: string,
    private readonly cap: number,
  ) {
    super()
    this.file = createWriteStream(path)
    this.file.on('error', () => undefined)
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.tail = (this.tail + chunk.toString('utf8')).slice(-4096)
    const room = this.cap - this.written
    this.written += chunk.length
    if (room > 0) this.file.write(chunk.subarray(0, room))
    done()
  }

  override _final(done: (error?: Error | null) => void): void {
    this.file.end(() => done())
  }
}
