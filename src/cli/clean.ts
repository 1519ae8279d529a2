// `helios clean [--dry-run] [--provider NAME]`: removes what helios processes that are no longer
// running left on the engine or provider account (every run does this when it starts, too).
import { sweepDeadOwners, sweepLine } from '../run/owner-sweep.js'
import { sweepDeadOwnersTempDirs, tempSweepLine } from '../run/environment/owned-temp-dir.js'
import { parse } from './args.js'
import { PROVIDER_HELP, providerFlag } from './provider-flag.js'

const CLEAN_OPTIONS = {
  'dry-run': { type: 'boolean' },
  provider: { type: 'string' },
  namespace: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export const CLEAN_HELP = `Usage: helios clean [options]

Removes the containers, sandboxes or pods that helios processes killed outright (SIGKILL, the
OOM killer, a runner that died) left behind, and their temporary folders (a model relay's
sockets, a baseline being read). Only what a process proven gone created is taken:
one on this host whose pid no longer runs, or now runs another process. A living run's, or one
started on another machine, is kept. Every run does the same when it starts.

      --dry-run             say what would be removed, remove nothing
${PROVIDER_HELP}`

export async function cleanCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, CLEAN_OPTIONS)
  if (values.help) {
    process.stdout.write(`${CLEAN_HELP}\n`)
    return 0
  }
  const dryRun = values['dry-run'] === true
  const provider = await providerFlag(values, 1)
  const dead = await sweepDeadOwners(provider, { dryRun })
  const folders = tempSweepLine(await sweepDeadOwnersTempDirs({ dryRun }), dryRun)
  const lines = [sweepLine(dead, dryRun), folders].filter((line) => line !== null)
  process.stdout.write(
    `${lines.length > 0 ? lines.join('\n') : 'nothing left by a helios process that is gone'}\n`,
  )
  return 0
}
