// The subject's way from the agent's environment into the verifier's: one path at a time, through
// the provider's archive copy (paths resolved inside the environment, never on the host), bounded
// in bytes (a sparse or endless file counts at the size it streams) and in time. What the agent
// made too big, too slow or impossible to archive is its own doing: `Unverifiable`, a failed attempt.
import { posix } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import type { Environment } from './environment/types.js'
import { TailBuffer } from './environment/streams.js'
import { PathNotFound } from './environment/errors.js'
import { Unverifiable } from './faults.js'
import { quoteWord } from './environment/shell-line.js'

/** Bytes of subject one attempt may bring to its verifier. */
export const SUBJECT_CAP_BYTES = 2 * 1024 * 1024 * 1024

export interface CopyBudget {
  /** Bytes left (shared by every path of the attempt). */
  bytes: number
  /** The attempt's cap, for the message. */
  cap: number
  /** Epoch ms by which the whole subject must be in. */
  deadline: number
}

export async function copyBounded(
  from: Environment,
  to: Environment,
  source: string,
  budget: CopyBudget,
): Promise<void> {
  let archive: Readable
  try {
    archive = await from.copyOut(source)
  } catch (error) {
    if (error instanceof PathNotFound) return
    throw await agentsOrOurs(to, source, error)
  }
  const counted = countingStream(budget, source)
  const timer = setTimeout(
    () =>
      counted.destroy(
        new Unverifiable(
          `unverifiable: copying the agent's ${source} to the verifier took longer than the verifier's timeout`,
        ),
      ),
    Math.max(0, budget.deadline - Date.now()),
  )
  // A stream destroyed under the engine's request may leave it pending: the stream's error decides.
  const streamFailed = new Promise<never>((_, reject) => counted.on('error', reject))
  try {
    archive.on('error', (error) => counted.destroy(error))
    const copied = to.copyIn(archive.pipe(counted), posix.dirname(source))
    copied.catch(() => undefined)
    await Promise.race([copied, streamFailed])
  } catch (error) {
    throw await agentsOrOurs(to, source, counted.errored ?? error)
  } finally {
    clearTimeout(timer)
    archive.destroy()
  }
}

function countingStream(budget: CopyBudget, source: string): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.bytes -= chunk.length
      if (budget.bytes < 0)
        return done(
          new Unverifiable(
            `unverifiable: the agent's ${source} is larger than the ${formatBytes(budget.cap)} the verifier takes in`,
          ),
        )
      done(null, chunk)
    },
  })
}

/**
 * A copy that failed while the verifier's environment still answers failed on what the agent
 * left there (a name, a file type or a size the archive cannot carry): the agent's. Otherwise the
 * provider's fault, as it was.
 */
async function agentsOrOurs(to: Environment, source: string, error: unknown): Promise<unknown> {
  if (error instanceof Unverifiable) return error
  const alive = await to.exec({ cmd: ['true'], user: 'root', workdir: '/', timeoutMs: 30_000 }).then(
    (outcome) => outcome.exitCode === 0,
    () => false,
  )
  if (!alive) return error
  const message = error instanceof Error ? error.message : String(error)
  return new Unverifiable(
    `unverifiable: the agent's ${source} could not be copied to the verifier (${message.slice(0, 200)})`,
  )
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3
    ? `${+(bytes / 1024 ** 3).toFixed(1)} GiB`
    : `${+(bytes / 1024 ** 2).toFixed(1)} MiB`
}

/** Where a verifier beside the agent sees the agent's root filesystem, read-only. */
export const AGENT_ROOT_MOUNT = '/.helios-agent'

/**
 * The subject copied by the verifier's own (pristine) tools from the agent's root filesystem,
 * mounted read-only at AGENT_ROOT_MOUNT: `cp -a` never follows a link the agent left (one resolves
 * inside the verifier's namespace, never on the host), keeps sparse files sparse, and takes
 * seconds where an archive of 200,000 files takes minutes. Bounded like the archive copy: bytes
 * as `du` counts them (a sparse file at its full size) where the image's `du` can say, and time.
 */
export async function copyFromRoot(
  verifier: Environment,
  paths: readonly string[],
  budget: CopyBudget,
  /** Named paths the image has: only their deletion or a change of mode or owner is carried. */
  deletable: readonly string[] = [],
  /** Every subject path, when their links are checked in the same exec (nothing else to copy). */
  unalias: readonly string[] = [],
): Promise<void> {
  if (paths.length === 0 && deletable.length === 0 && unalias.length === 0) return
  const stdout = new TailBuffer(64 * 1024)
  const outcome = await verifier.exec({
    cmd: ['sh', '-c', rootCopyScript(paths, budget.bytes, deletable, unalias)],
    user: 'root',
    workdir: '/',
    stdout,
    timeoutMs: Math.max(1000, budget.deadline - Date.now()),
  })
  const said = stdout.text().trim().split('\n').at(-1) ?? ''
  if (outcome.timedOut)
    throw new Unverifiable(
      "unverifiable: copying the agent's files to the verifier took longer than the verifier's timeout",
    )
  const over = /^cap (\/.*)$/.exec(said)
  if (over)
    throw new Unverifiable(
      `unverifiable: the agent's ${over[1]} is larger than the ${formatBytes(budget.cap)} the verifier takes in`,
    )
  const failed = /^copy (\/.*)$/.exec(said)
  if (outcome.exitCode !== 0)
    throw new Unverifiable(
      `unverifiable: the agent's ${failed?.[1] ?? 'files'} could not be copied to the verifier (exit ${outcome.exitCode})`,
    )
  const used = /^bytes (\d+)$/.exec(said)
  if (used) budget.bytes -= Number(used[1])
}

export function rootCopyScript(
  paths: readonly string[],
  capBytes: number,
  deletable: readonly string[] = [],
  unalias: readonly string[] = [],
): string {
  const quote = (list: readonly string[]) => list.map(quoteWord).join(' ')
  const quoted = quote(paths)
  return `root=${AGENT_ROOT_MOUNT}; cap=${Math.max(0, Math.floor(capBytes))}; total=0
# An image file the test names: what the agent deleted is deleted, and where it changed the mode
# or owner but not the content, those are carried (chmod u-s). Neither brings in code.
for p in ${quote(deletable)}; do
  a="$root$p"
  if ! { [ -e "$a" ] || [ -L "$a" ]; }; then rm -rf "$p"; continue; fi
  if [ -f "$a" ] && [ ! -L "$a" ] && [ -f "$p" ] && [ ! -L "$p" ] && cmp -s "$a" "$p"; then
    chown "$(stat -c %u:%g "$a")" "$p" && chmod "$(stat -c %a "$a")" "$p"
  fi
done
for p in ${quoted}; do
  src="$root$p"
  { [ -e "$src" ] || [ -L "$src" ]; } || continue
  if size=$(du -sb "$src" 2>/dev/null | cut -f1) && [ -n "$size" ]; then
    total=$((total + size)); [ "$total" -le "$cap" ] || { echo "cap $p"; exit 4; }
  fi
  parent=\${p%/*}; [ -n "$parent" ] || parent=/
  # A home folder (/root, /home/NAME): its dot-entries (configuration, toolchains) stay the image's.
  home=0
  case "$p" in /root) home=1 ;; /home/?*) case "\${p#/home/}" in */*) ;; *) home=1 ;; esac ;; esac
  if [ "$home" = 1 ] && { [ ! -d "$src" ] || [ -L "$src" ]; }; then home=0; fi
  if [ "$home" = 1 ]; then
    { mkdir -p "$p" && find "$p" -mindepth 1 -maxdepth 1 ! -name '.*' -exec rm -rf {} + &&
      find "$src" -mindepth 1 -maxdepth 1 ! -name '.*' -exec cp -a {} "$p/" \\; ; } >&2 || { echo "copy $p"; exit 3; }
  else
    # A subject path the agent made a link: what it leads to in the agent's root is the subject.
    n=0
    while [ -L "$src" ] && [ "$n" -lt 8 ]; do
      t=$(readlink "$src"); case "$t" in /*) src="$root$t" ;; *) src="\${src%/*}/$t" ;; esac; n=$((n + 1))
    done
    # A link to nothing in the agent's root: the path is gone there, so it is gone here.
    if ! { [ -e "$src" ] || [ -L "$src" ]; }; then rm -rf "$p"; continue; fi
    { rm -rf "$p" && mkdir -p "$parent" && if [ -d "$src" ] && [ ! -L "$src" ]; then
        mkdir -p "$p" && cp -a "$src/." "$p/"; else cp -a "$src" "$p"; fi; } >&2 || { echo "copy $p"; exit 3; }
  fi
done
${unalias.length > 0 ? unaliasScript(unalias) : ''}
echo "bytes $total"`
}

/**
 * After every copy, by the verifier's own tools: a link the agent left that leads into what the
 * verifier supplies (/tests, /logs/verifier) or into another subject path is removed, so the
 * agent's data never aliases the verifier's files or another path the test uses.
 */
export async function unaliasLinks(verifier: Environment, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return
  const outcome = await verifier.exec({
    cmd: ['sh', '-c', `${unaliasScript(paths)}\nexit 0`],
    user: 'root',
    workdir: '/',
    timeoutMs: 120_000,
  })
  if (outcome.timedOut)
    throw new Unverifiable('unverifiable: checking the links the agent left took longer than two minutes')
}

export function unaliasScript(paths: readonly string[]): string {
  const quoted = paths.map(quoteWord).join(' ')
  const subjects = paths.map((p) => p.replace(/[\\"$`]/g, '\\$&')).join('\n')
  return `subjects="${subjects}"\n${LINK_PART.replaceAll('__QUOTED__', quoted)}`
}

const LINK_PART = `# A link the agent left may not alias what the verifier supplies or another path of the test's.
for p in __QUOTED__; do
  [ -e "$p" ] || [ -L "$p" ] || continue
  find "$p" -type l -exec sh -c '
    subjects=$1; own=$2; shift 2
    for l; do
      t=$(readlink -f "$l") || { rm -f "$l"; continue; }
      case "$t" in /tests|/tests/*|/logs/verifier|/logs/verifier/*) rm -f "$l"; continue ;; esac
      echo "$subjects" | while IFS= read -r q; do
        [ "$q" = "$own" ] && continue
        case "$t" in "$q"|"$q"/*) rm -f "$l" ;; esac
      done
    done' sh "$subjects" "$p" {} + >&2
done
`
