// What a Harbor 1.4 task may ask for that this runner cannot provide. Such a task is invalid with
// the reason (found at discovery, before any build), never run in a way that silently differs from
// what its author wrote. Fields that change nothing about how a task runs here are warnings. Pure.

import { isTable } from './field-reader.js'

type Table = Record<string, unknown>

export interface Refusal {
  /** Dotted task.toml field. */
  field: string
  message: string
}

const HARBOR = 'run it with Harbor'

/** The first need of `doc` (parsed task.toml) this runner cannot meet, or null. */
export function unsupportedNeed(doc: Table): Refusal | null {
  const environment = tableAt(doc, 'environment')
  const verifier = tableAt(doc, 'verifier')
  const agent = tableAt(doc, 'agent')
  const steps = Array.isArray(doc['steps']) ? doc['steps'].filter(isTable) : []
  const verifierEnvironment = tableAt(verifier, 'environment')
  const separate = verifier['environment_mode'] === 'separate' || verifier['environment'] !== undefined
  const checks: [boolean, string, string][] = [
    [
      separate && steps.length > 0,
      verifier['environment'] !== undefined ? 'verifier.environment' : 'verifier.environment_mode',
      `a separate verifier environment in a multi-step task is not supported by this version of helios; ${HARBOR}`,
    ],
    ...steps.map((step, i) => separateVerifierCheck(tableAt(step, 'verifier'), `steps.${i}.verifier`)),
    ...environmentChecks(environment, 'environment'),
    ...environmentChecks(verifierEnvironment, 'verifier.environment'),
    ...allowlistChecks({ environment, agent, verifier, 'verifier.environment': verifierEnvironment }),
    ...phaseOverrideChecks(environment, { agent }),
    // A separate verifier's network is its own environment's, so that is what it repeats (Harbor).
    ...(verifier['environment'] !== undefined
      ? phaseOverrideChecks(verifierEnvironment, { verifier }, 'verifier.environment')
      : phaseOverrideChecks(environment, { verifier })),
    ...steps.flatMap((step, i) => {
      const phases = {
        [`steps.${i}.agent`]: tableAt(step, 'agent'),
        [`steps.${i}.verifier`]: tableAt(step, 'verifier'),
      }
      return [...allowlistChecks(phases), ...phaseOverrideChecks(environment, phases)]
    }),
  ]
  const failed = checks.find(([fails]) => fails)
  return failed ? { field: failed[1], message: failed[2] } : null
}

/** Known fields this runner reads but does not act on: a warning each, the task still runs. */
export function ignoredFields(doc: Table): Refusal[] {
  const environment = tableAt(doc, 'environment')
  const ignored: Refusal[] = []
  if (environment['skills_dir'] !== undefined)
    ignored.push({
      field: 'environment.skills_dir',
      message:
        'no helios agent is pointed at a skills folder: the agent finds the skills only if it looks there',
    })
  return ignored
}

/** What a container of this runner cannot be: another OS, with GPUs, TPUs or MCP servers. */
function environmentChecks(environment: Table, at: string): [boolean, string, string][] {
  const gpus = typeof environment['gpus'] === 'number' && environment['gpus'] > 0
  return [
    [
      environment['os'] !== undefined && environment['os'] !== 'linux',
      `${at}.os`,
      'helios runs Linux containers only (os = "linux")',
    ],
    [
      gpus || (Array.isArray(environment['gpu_types']) && environment['gpu_types'].length > 0),
      gpus ? `${at}.gpus` : `${at}.gpu_types`,
      'helios does not give containers GPUs: the task would run without the GPUs it asks for',
    ],
    [environment['tpu'] !== undefined, `${at}.tpu`, 'helios does not give containers TPUs'],
    [
      Array.isArray(environment['mcp_servers']) && environment['mcp_servers'].length > 0,
      `${at}.mcp_servers`,
      `no helios agent registers MCP servers yet: the agent would run without the tools the task gives it; ${HARBOR}`,
    ],
  ]
}

function separateVerifierCheck(verifier: Table, at: string): [boolean, string, string] {
  return [
    verifier['environment_mode'] === 'separate' || verifier['environment'] !== undefined,
    verifier['environment'] !== undefined ? `${at}.environment` : `${at}.environment_mode`,
    `a separate verifier environment for one step is not supported by this version of helios (the step would be verified in the agent's container); ${HARBOR}`,
  ]
}

function allowlistChecks(sections: Record<string, Table>): [boolean, string, string][] {
  return Object.entries(sections).map(([name, table]) => [
    table['network_mode'] === 'allowlist' || table['allowed_hosts'] !== undefined,
    table['allowed_hosts'] !== undefined ? `${name}.allowed_hosts` : `${name}.network_mode`,
    'helios cannot enforce an egress allowlist (network_mode = "allowlist", allowed_hosts): the task would get more network than it allows. Use "no-network" or "public"',
  ])
}

/**
 * `[agent]`/`[verifier]` network_mode that differs from the network of the container the phase
 * runs in (a phase override): `[environment]`'s, or a separate verifier's `[verifier.environment]`.
 */
function phaseOverrideChecks(
  environment: Table,
  phases: Record<string, Table>,
  at = 'environment',
): [boolean, string, string][] {
  const base =
    environment['network_mode'] ?? (environment['allow_internet'] === false ? 'no-network' : 'public')
  return Object.entries(phases).map(([name, table]) => [
    table['network_mode'] !== undefined && table['network_mode'] !== base,
    `${name}.network_mode`,
    `${name}.network_mode differs from [${at}] network_mode: per-phase network modes are not supported by this version of helios; set it once under [${at}]`,
  ])
}

function tableAt(doc: Table, key: string): Table {
  const value = doc[key]
  return isTable(value) ? value : {}
}
