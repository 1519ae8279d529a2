// `helios check <tasks-dir>`: the task-author check (oracle twice, nop once per task) as a table;
// exit 1 when any task is flagged.
import { RUN_SETTINGS } from '../settings/run.js'
import { resolve } from 'node:path'
import { renderCheckMarkdown, renderCheckTerminal } from '../report/task-check.js'
import { cheatPhases, checkPhases } from '../report/progress-lines.js'
import { cheatRunIds } from '../run/cheat-check.js'
import { loadAttacks } from '../task/attack-pack.js'
import { AttackManifestError, type Attack } from '../task/attack-manifest.js'
import { openEngine } from '../run/providers/engine.js'
import { RunAbortedError } from '../run/runner.js'
import { defaultRunId } from '../run/schedule.js'
import { interruptOnSignals, INTERRUPTED_EXIT_CODE } from '../run/interrupt.js'
import { runTaskCheck, taskCheckRunIds } from '../run/task-check.js'
import type { TaskCheckReport } from '../results/task-check.js'
import { discoverTasks } from '../task/discover.js'
import {
  SAMPLE_OPTIONS,
  sampleHelp,
  discoveryFlags,
  parse,
  stringFlag,
  listFlag,
  runSettingFlag,
  UsageError,
} from './args.js'
import { createProgress } from './progress.js'
import { sampledOutLine, skippedFoldersLine } from './box.js'
import { assertOutputFolder } from './output-folder.js'
import { REGISTRY_HELP, registryFlag } from './registry-flag.js'
import { DATASET_OPTIONS, datasetFlag, datasetHelp, tasksTarget } from './dataset-flag.js'

const HELP = `Usage: helios check <tasks-dir | -d NAME@VERSION> [options]

Checks that tasks are fit to benchmark with: each runs twice with oracle (solution/solve.sh) and
once with nop. A task is flagged when the oracle fails (not solvable), nop passes (the verifier
rewards no work), the verifier ends without a reward, the two oracle rewards differ (not
deterministic), an image does not build (named), any oracle or nop attempt ends in an error
(with its phase and reason), it has no solution, or it is invalid. Then the leak lint looks in each
task's image for what gives the answer away (git history beyond the checkout, solution/ or tests/
files, answers in ENV, build args or layer history): each a \`leak\` flag with the path and the fix.
Results go to <output>/<run-id>/ (<run-id>-oracle/, <run-id>-nop/ and check.json).

With --cheat, each task is then attacked, once per attack in its verifier mode and once in the
other (shared or separate): by its own cheat/solve.sh when it has one, and by every payload of the
shipped attack pack (pre-written rewards, start-up hooks, tool shims, tool configuration, kept
daemons, tests read early, the image's history, subject code that subverts its test). Each payload
runs as oracle runs a solution. A task is flagged hackable when an attack scores above 0 in its
own mode, with the attack and the fix named (runs <run-id>-cheat-shared/ and -cheat-separate/).

  -n, --concurrency N   attempts running at once (default ${RUN_SETTINGS.concurrency.default})
  -o, --output DIR      output folder (default output)
  -p, --pattern GLOB    glob that finds task files (default **/task.toml)
      --include GLOB    only tasks whose name matches (repeatable)
      --exclude GLOB    skip tasks whose name matches (repeatable)
${sampleHelp(24)}
      --run-id ID       run folder name (default check_<yyyymmdd_hhmmss>)
${datasetHelp(22)}
${REGISTRY_HELP}
      --no-leak-lint    skip the leak lint
      --cheat           also attack each task (see above)
      --attacks DIR     a folder of your own attacks beside the pack's (repeatable; implies
                        --cheat): DIR/<name>/solve.sh and DIR/<name>/attack.toml
      --markdown        print the table as markdown (what the action posts)
      --json            print check.json on stdout

Exit code: 0 when no task is flagged, 1 when one is, 2 on a usage error, 130 when interrupted.`

export async function checkCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    concurrency: { type: 'string', short: 'n' },
    output: { type: 'string', short: 'o' },
    pattern: { type: 'string', short: 'p' },
    ...SAMPLE_OPTIONS,
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
    'run-id': { type: 'string' },
    'image-registry': { type: 'string' },
    'no-leak-lint': { type: 'boolean' },
    cheat: { type: 'boolean' },
    attacks: { type: 'string', multiple: true },
    markdown: { type: 'boolean' },
    json: { type: 'boolean' },
    ...DATASET_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  const fetched = await datasetFlag(values, positionals)
  const target = tasksTarget(fetched, positionals)
  if (!target || positionals.length > 1)
    throw new UsageError(`helios check needs one tasks folder.\n\n${HELP}`)
  const found = await discoverTasks(resolve(target), discoveryFlags(values))
  if (found.tasks.length === 0 && found.invalid.length === 0)
    throw new UsageError(`no tasks found under ${target}`)
  const skipped = skippedFoldersLine(found.skipped)
  if (skipped !== null) process.stderr.write(`${skipped}\n`)
  if (found.sampledOut) process.stderr.write(`${sampledOutLine(found.sampledOut)}\n`)
  const imageRegistry = await registryFlag(values)
  const cheat = await cheatFlag(values)
  await assertOutputFolder(stringFlag(values, 'output') ?? 'output')
  const { provider } = await openEngine()
  const runId = stringFlag(values, 'run-id') ?? defaultRunId(new Date()).replace(/^batch_/, 'check_')
  const progress = createProgress({
    stream: process.stderr,
    quiet: false,
    live: process.stderr.isTTY === true,
    phases: { ...checkPhases(taskCheckRunIds(runId)), ...(cheat ? cheatPhases(cheatRunIds(runId)) : {}) },
  })
  const interrupt = interruptOnSignals({
    provider,
    runIds: [...Object.values(taskCheckRunIds(runId)), ...Object.values(cheatRunIds(runId))],
    onFirst: (signal) =>
      process.stderr.write(`\n${signal}: stopping — removing containers (again to force)\n`),
    onStall: (reason) => process.stderr.write(`\nhelios: ${reason}; stopping — removing containers\n`),
  })
  let report
  try {
    report = await runTaskCheck({
      tasks: found.tasks,
      invalid: found.invalid,
      outputDir: resolve(stringFlag(values, 'output') ?? 'output'),
      runId,
      concurrency: runSettingFlag(values, 'concurrency'),
      provider,
      imageRegistry,
      signal: interrupt.signal,
      onProgress: progress.onProgress,
      leakLint: values['no-leak-lint'] !== true,
      cheat,
    })
  } catch (error) {
    if (error instanceof RunAbortedError) return INTERRUPTED_EXIT_CODE
    throw error
  } finally {
    interrupt.dispose()
    progress.stop()
  }
  printCheck(report, values, found.skipped)
  return report.flagged > 0 ? 1 : 0
}

function printCheck(
  report: TaskCheckReport,
  values: Record<string, unknown>,
  skipped: readonly string[],
): void {
  for (const { task_path, note } of report.leak_lint?.skipped ?? [])
    process.stderr.write(`leak lint: ${task_path}: ${note}\n`)
  if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
  else if (values.markdown) process.stdout.write(renderCheckMarkdown(report))
  else process.stdout.write(`${renderCheckTerminal(report, skipped)}\n`)
}

/** `--cheat` / `--attacks`: the attacks, read before any image is built (a bad manifest is a usage error). */
async function cheatFlag(values: Record<string, unknown>) {
  const userAttackDirs = listFlag(values, 'attacks').map((dir) => resolve(dir))
  if (!values.cheat && userAttackDirs.length === 0) return undefined
  return { attacks: await loadAttacksFlag(userAttackDirs), userAttackDirs }
}

async function loadAttacksFlag(userDirs: readonly string[]): Promise<Attack[]> {
  try {
    return await loadAttacks(userDirs)
  } catch (error) {
    if (error instanceof AttackManifestError) throw new UsageError(`--attacks: ${error.message}`)
    throw error
  }
}
