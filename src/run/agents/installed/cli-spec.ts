// What one installed agent CLI is: its npm packages per platform, its executable, how it runs
// non-interactively in the container, and how its own JSON log becomes a trajectory and usage.
import type { AgentReport } from '../types.js'
import type { EnvNeed } from '../preflight.js'
import { classifyModelError } from '../model-faults.js'
import type { EnginePlatform } from './install.js'
import type { ModelApi } from '../../relay/routes.js'
import type { SelfUnpack } from './unpack.js'
import { parseJsonRecord } from '../../../narrow.js'

export interface CliSpec {
  name: string
  /** The version the tests run (`--agent-version` / `agent-version` overrides it). */
  defaultVersion: string
  packages(version: string, platform: EnginePlatform): string[]
  /** The executable, relative to the install folder. */
  executable(platform: EnginePlatform): string
  /** Host variables the CLI needs (secrets). */
  requiredEnv: string[]
  /** Host variables passed when set (base URLs). */
  optionalEnv: string[]
  /**
   * The base-URL variables it reads and their defaults: in a `no-network` task each is relayed
   * from the host and rewritten to the container's local forwarder (relay/).
   */
  modelApis: ModelApi[]
  /** What must be set before any container; default: each of `requiredEnv`, as its API key. */
  needs?: (model: string | null, hostEnv: Record<string, string | undefined>) => EnvNeed[]
  /**
   * The build links against glibc (Claude Code, OpenCode, the Node for Gemini CLI): on an image
   * with only musl (Alpine) the attempt stops with a clear message. Codex is static and runs anywhere.
   */
  needsGlibc: boolean
  /**
   * The CLI will not start without TLS trust roots, which slim images lack: the host Node's Mozilla
   * roots are mounted read-only and named by $HELIOS_TRUST_ROOTS.
   */
  trustRoots?: boolean
  /**
   * A build that unpacks itself on first start: unpacked once into the install folder when the
   * host can run it; the script then finds it under $HELIOS_CLI_UNPACKED (unset otherwise).
   */
  selfUnpack?: SelfUnpack
  /**
   * bash script run as the task's agent user. Gets $HELIOS_CLI (the mounted executable),
   * $HELIOS_INSTRUCTION_FILE, $HELIOS_MODEL; keeps its home and config under /logs/agent.
   */
  script: string
  /**
   * The CLI's own session log, relative to the agent folder, when it holds what stdout lacks
   * (per-call tokens, times): its text is passed to `convert`.
   */
  sessionLog?: RegExp
  /**
   * The CLI's stdout (JSON lines; stderr for CLIs that say some things only there; its session
   * log) → trajectory, usage, and the fault its model API ended on (a bad key is fatal, a failing
   * server an error).
   */
  convert(stdout: string, model: string | null, stderr?: string, session?: string): AgentReport
}

/** JSON lines, skipping anything that is not a JSON object (banners, warnings). */
export function jsonLines(text: string): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = []
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (!trimmed.startsWith('{')) continue
    // null also for a partial last line of a killed process
    const value = parseJsonRecord(trimmed)
    if (value) lines.push(value)
  }
  return lines
}

/**
 * The report's fault from the error a CLI's log ends on: lasting (a rejected key, no credit, an
 * unknown model, a server it cannot reach) stops the run; any other makes this attempt an error.
 * The HTTP status is read from the message when the CLI only words it (`unexpected status 401`,
 * `{"error":{"code":400,…`).
 */
export function faultOf(
  message: string | null | undefined,
  status: number | null = null,
): Pick<AgentReport, 'fatal' | 'error'> {
  if (!message) return { fatal: null, error: null }
  const fault = classifyModelError(message, status ?? statusIn(message))
  return fault.lasting ? { fatal: fault.reason, error: null } : { fatal: null, error: fault.reason }
}

function statusIn(message: string): number | null {
  const match = /(?:\bstatus(?: code)?:? |"code": ?|\bstatusCode"?: ?)([1-5]\d\d)\b/i.exec(message)
  return match ? Number(match[1]) : null
}

export const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/**
 * bash: refuses an image that has musl's loader and no glibc loader (Alpine), naming what runs there.
 * `$1` is a root prefix (empty in a container; a folder in tests).
 */
export const GLIBC_CHECK = `
helios_glibc_check() {
  for loader in "$1"/lib/ld-musl-*.so.1; do
    [ -e "$loader" ] || continue
    [ -e "$1/lib64/ld-linux-x86-64.so.2" ] || [ -e "$1/lib/ld-linux-aarch64.so.1" ] || [ -e "$1/lib/ld-linux-x86-64.so.2" ] && return 0
    echo "helios: $2 needs glibc, and this image has only musl ($loader, e.g. Alpine); musl builds are not supported: run it with -a codex (a static build) or -a helios" >&2
    return 1
  done
}
`
