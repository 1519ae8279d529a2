// The verifier's trust boundary, stated once. Pure: the caller hands in the task's files and the
// pristine image's answers about paths.
//
// The agent controls everything in its environment, so the verifier relies on nothing there but
// its subject — and only as data:
// - Its programs, libraries and configuration come from the task's image as built: the verifier
//   runs in an environment of its own, started from the image's untouched layers. Nothing the agent
//   wrote, deleted, shadowed or configured outside the subject exists there, whatever its name,
//   filesystem, size or form; the image's HEALTHCHECK does not run in it.
// - Its reward is read from that environment's /logs/verifier, which no process of the agent's can
//   reach (another mount and process namespace): only the verifier's own processes write it.
// - Its subject is copied in at the same paths: the working directory, the task's declared
//   `artifacts`, /logs/artifacts, and the absolute paths its tests name where the image has
//   nothing (of an image file it names, only a deletion or a change of mode or owner that kept the
//   content). The copy is bounded in bytes and time; an agent that makes it fail made its attempt
//   unverifiable: `failed`. A link the agent left that leads into what the verifier supplies
//   (/tests, /logs/verifier) or into another subject path is removed after the copy: the agent's
//   data may not alias the verifier's own files or the test's other paths. In a home folder, the
//   dot-entries (per-user configuration and toolchains that tools read on their own) stay the image's.
// - /etc/hosts and /etc/resolv.conf are the verifier's own (verifier-etc.ts), not the agent's.
// - Shared mode joins the agent environment's network, so a service the agent left running
//   answers the test (Harbor's behaviour, no declaration needed); separate mode does not.
//
// What no mechanism protects: the subject is the agent's. A test that runs or imports code from
// it (a program in the working directory, a module the test imports from there, a server it
// queries) runs the agent's code, and a tool the test points at the subject reads the agent's
// files there (a `git` run in the workdir reads its .git/config). Python is told not to look in the
// working or script folder on its own (PYTHONSAFEPATH), and no user site is read.
import { posix } from 'node:path'
import { quoteWord } from './environment/shell-line.js'

export type { VerifierIsolation } from '../results/verifier-isolation.js'

/** Defaults of every verifier environment: Python finds no module of the subject on its own. */
export const VERIFIER_PYTHON_ENV: Readonly<Record<string, string>> = {
  PYTHONSAFEPATH: '1',
  PYTHONNOUSERSITE: '1',
}

/** What the verifier reads that the agent never supplies. */
const VERIFIER_INPUTS = ['/tests', '/logs/verifier']
/** Kernel and engine filesystems: never copied. */
const NOT_FILES = /^\/(proc|sys|dev|run)(\/|$)/
/**
 * A workdir that is (or holds) where the system keeps its programs and configuration is no
 * subject: copying it would bring the agent's toolchain with it. Its files reach the verifier
 * only as the paths the tests name.
 */
const SYSTEM_FOLDER = /^\/(usr(\/local)?|bin|sbin|lib(32|64|x32)?|etc|opt|var|boot)$/

/** Absolute paths written in a test's text, as its author wrote them (not a shell's expansion). */
export function pathsNamedIn(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(/(?<![\w.~$/@:-])\/[A-Za-z0-9._+@-][A-Za-z0-9._+@/-]*/g)) {
    // Followed by an expansion (`notes-$(date …)`, `out/*.txt`): the test names a thing in that
    // folder whose name it computes, so the folder is what it reads.
    const computed = /^[$*?[{`]/.test(text.slice(match.index + match[0].length))
    const literal = computed ? match[0].slice(0, match[0].lastIndexOf('/')) : match[0]
    const path = posix.normalize(literal || '/').replace(/\/+$/, '')
    if (path.length > 1 && !path.startsWith('/..')) found.add(path)
  }
  return [...found]
}

/** What the pristine image holds at a path (see `probeScript`). */
export type ImagePathKind = 'dir' | 'program' | 'file' | 'none'

/**
 * The sh script that asks the verifier's own pristine environment what it holds at each path, one
 * `KIND PATH` line each. A shared object counts as a program: code the verifier's tools load.
 */
export function probeScript(paths: readonly string[]): string {
  const quoted = paths.map(quoteWord).join(' ')
  return `for p in ${quoted}; do
  if [ -d "$p" ] && [ ! -L "$p" ]; then echo "dir $p"
  elif [ -e "$p" ] || [ -L "$p" ]; then
    case "$p" in *.so|*.so.*) echo "program $p"; continue ;; esac
    if [ -x "$p" ]; then echo "program $p"; else echo "file $p"; fi
  else echo "none $p"; fi
done`
}

export function parseProbe(output: string): Map<string, ImagePathKind> {
  const kinds = new Map<string, ImagePathKind>()
  for (const line of output.split('\n')) {
    const match = /^(dir|program|file|none) (\/.*)$/.exec(line)
    if (match) kinds.set(match[2]!, match[1] as ImagePathKind)
  }
  return kinds
}

export interface SubjectInput {
  /** The agent's working directory ('/': none — the whole filesystem is no subject). */
  workdir: string | null
  /** The task's declared artifacts, absolute. */
  declared: readonly string[]
  /** Absolute paths the tests name (`pathsNamedIn`), with what the image holds there. */
  named: ReadonlyMap<string, ImagePathKind>
}

/**
 * The paths copied from the agent into the verifier. Declared ones and the workdir are the task's
 * word; a named path counts only where the image has nothing: what the image holds at a path the
 * test names (a tool, a file it sources, a configuration) is the image's, and reaches the verifier
 * from the agent only when declared. Nested paths collapse into their parent.
 */
export function subjectPaths(input: SubjectInput): string[] {
  const chosen = [
    ...(input.workdir && !isSystemFolder(input.workdir) ? [input.workdir] : []),
    ...input.declared,
    '/logs/artifacts',
    ...[...input.named].filter(([, kind]) => kind === 'none').map(([path]) => path),
  ]
    .map((path) => posix.normalize(path))
    .filter((path) => path !== '/' && !NOT_FILES.test(path) && !overlapsInputs(path))
  const sorted = [...new Set(chosen)].sort()
  return sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(`${other}/`)))
}

/** The engine's own files in an environment: never the agent's, never deleted. */
const ENGINE_FILES = /^\/etc\/(hosts|hostname|resolv\.conf)$/

/**
 * Named paths the image has: the agent's deletion of one, or a change of its mode or owner that
 * kept its content, is carried to the verifier (neither brings in code); what the agent wrote
 * there never is.
 */
export function deletablePaths(
  named: ReadonlyMap<string, ImagePathKind>,
  subject: readonly string[],
): string[] {
  return [...named]
    .filter(([, kind]) => kind !== 'none')
    .map(([path]) => posix.normalize(path))
    .filter(
      (path) =>
        path !== '/' &&
        !NOT_FILES.test(path) &&
        !ENGINE_FILES.test(path) &&
        !overlapsInputs(path) &&
        !/^\/logs(\/|$)/.test(path) &&
        !subject.some((s) => path === s || path.startsWith(`${s}/`) || s.startsWith(`${path}/`)),
    )
}

function isSystemFolder(path: string): boolean {
  const normal = posix.normalize(path).replace(/\/+$/, '') || '/'
  return normal === '/' || SYSTEM_FOLDER.test(normal)
}

function overlapsInputs(path: string): boolean {
  return VERIFIER_INPUTS.some(
    (input) => path === input || path.startsWith(`${input}/`) || input.startsWith(`${path}/`),
  )
}

/**
 * A declared artifact that is, holds or sits in /tests or /logs/verifier would bring the agent's
 * files in among the tests or a pre-written reward: the task's mistake, named.
 */
export function declaredOverlap(declared: readonly string[]): string | null {
  for (const source of declared) {
    const input = VERIFIER_INPUTS.find(
      (i) => source === '/' || source === i || source.startsWith(`${i}/`) || i.startsWith(`${source}/`),
    )
    if (input)
      return `artifact ${source} overlaps the verifier's ${input}, which never comes from the agent; declare a path outside it`
  }
  return null
}
