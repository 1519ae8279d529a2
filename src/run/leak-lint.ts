// The leak lint of `helios check` (issue #37 item 5): for each task, a container of its image runs
// the probe (git repositories, files of the task's sizes), the provider reads the image's record
// (environment, history, layers) where it can, and the rules (results/leak-lint/) say what leaks.
// Each task's look is bounded in time; what was not looked at is said, never silently passed.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { answerStrings } from '../results/leak-lint/answers.js'
import { parseProbeOutput } from '../results/leak-lint/probe-output.js'
import { PROBE_SCRIPT } from '../results/leak-lint/probe-script.js'
import { leakFindings } from '../results/leak-lint/rules.js'
import type { TaskLeaks } from '../results/leak-lint/flags.js'
import type { LeakListing, TaskFile, TaskLeakProbe } from '../results/leak-lint/types.js'
import type { Task } from '../task/types.js'
import type { Environment, EnvironmentProvider, ImageOutcome, ImageSource } from './environment/types.js'
import { attemptLabels } from './environment/labels.js'

/** Task files this small (an empty __init__.py) match too much to mean a leak. */
const MIN_FILE_BYTES = 16
const MAX_ANSWER_FILE_BYTES = 64 * 1024
const PROBE_TIMEOUT_MS = 120_000
const MAX_PROBE_OUTPUT = 2 * 1024 * 1024

export interface LeakLintOptions {
  tasks: readonly Task[]
  images: ImageSource
  provider: EnvironmentProvider
  /** The probe containers carry it, so an interrupted check's clean-up finds them. */
  runId: string
  signal?: AbortSignal
}

export async function lintLeaks(options: LeakLintOptions): Promise<TaskLeaks[]> {
  const prepared: { task: Task; image: ImageOutcome; probe: TaskLeakProbe }[] = []
  for (const task of options.tasks) {
    if (options.signal?.aborted) break
    prepared.push({ task, image: await options.images.ensure(task), probe: await taskLeakProbe(task.dir) })
  }
  // Tasks sharing an image share one look at it, for the sizes of all their files.
  const wanted = new Map<string, { task: Task; sizes: Set<number> }>()
  for (const { task, image, probe } of prepared) {
    if (!image.ok) continue
    const entry = wanted.get(image.image) ?? { task, sizes: new Set<number>() }
    for (const file of probe.files) entry.sizes.add(file.size)
    wanted.set(image.image, entry)
  }
  const listings = new Map<string, LeakListing>()
  for (const [image, { task, sizes }] of wanted) {
    if (options.signal?.aborted) break
    listings.set(image, await lookAt(task, image, sizes, options))
  }
  return prepared.map(({ task, image, probe }) => {
    const listing = image.ok ? listings.get(image.image) : undefined
    if (!listing)
      return {
        task_path: task.relativeDir,
        findings: [],
        skipped: [
          image.ok ? 'not looked at: the check was stopped' : `no image to look at (${image.reason})`,
        ],
      }
    return {
      task_path: task.relativeDir,
      findings: leakFindings(probe, listing),
      skipped: [...listing.skipped, ...(listing.record?.skipped ?? [])],
    }
  })
}

/** One look at an image: the probe inside a container, then the provider's record of it. */
async function lookAt(
  task: Task,
  image: string,
  sizes: ReadonlySet<number>,
  options: LeakLintOptions,
): Promise<LeakListing> {
  const listing: LeakListing = {
    image,
    taskGitDir: null,
    repositories: [],
    files: [],
    record: null,
    skipped: [],
  }
  await probeContainer(task, image, sizes, options, listing)
  const { imageRecord } = options.provider
  if (imageRecord)
    listing.record = await imageRecord.call(options.provider, image, sizes).catch((error: unknown) => {
      listing.skipped.push(`the image's record could not be read: ${firstLine(error)}`)
      return null
    })
  else
    listing.skipped.push(
      `the ${options.provider.title} provider cannot read an image's history: build arguments and layers were not looked at`,
    )
  return listing
}

/** Runs the probe in a container of the image (no network) and adds what it printed to `listing`. */
async function probeContainer(
  task: Task,
  image: string,
  sizes: ReadonlySet<number>,
  options: LeakLintOptions,
  listing: LeakListing,
): Promise<void> {
  const { provider } = options
  let environment: Environment | null = null
  try {
    environment = await provider.create({
      image,
      env: {},
      workdir: null,
      labels: attemptLabels(options.runId, task.id, 0),
      limits: { cpus: 1, memoryMb: 512, pidsLimit: 256 },
      network: provider.capabilities.noNetwork ? { kind: 'none' } : { kind: 'default' },
      mounts: [],
    })
    await environment.start(`the leak lint's container of ${image}`)
    const workdir = await environment.workdir()
    const chunks: Buffer[] = []
    let kept = 0
    const stdout = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (kept < MAX_PROBE_OUTPUT) chunks.push(chunk)
        kept += chunk.length
        done()
      },
    })
    const outcome = await environment.exec({
      cmd: ['/bin/sh', '-c', PROBE_SCRIPT, 'helios-leak-probe', workdir, [...sizes].join(' ')],
      user: 'root',
      stdout,
      timeoutMs: PROBE_TIMEOUT_MS,
    })
    const parsed = parseProbeOutput(Buffer.concat(chunks).toString('utf8'))
    Object.assign(listing, {
      taskGitDir: parsed.taskGitDir,
      repositories: parsed.repositories,
      files: parsed.files,
    })
    if (outcome.timedOut)
      listing.skipped.push(
        `the look inside the image stopped after ${PROBE_TIMEOUT_MS / 1000}s: what it found by then is listed`,
      )
    else if (outcome.exitCode === 126 || outcome.exitCode === 127)
      listing.skipped.push('the image has no /bin/sh: repositories and files inside it were not looked for')
    if (parsed.noHash)
      listing.skipped.push(
        'the image has no sha256sum: its files were not compared with solution/ and tests/',
      )
  } catch (error) {
    listing.skipped.push(`the image could not be looked inside: ${firstLine(error)}`)
  } finally {
    await environment?.remove()
  }
}

/** The task's solution/ and tests/ files (hashes, sizes) and the solution's answer strings. */
export async function taskLeakProbe(taskDir: string): Promise<TaskLeakProbe> {
  const probe: TaskLeakProbe = { files: [], answers: [] }
  for (const folder of ['solution', 'tests']) {
    for (const path of await filesUnder(taskDir, folder)) {
      const content = await readFile(join(taskDir, path))
      if (content.length < MIN_FILE_BYTES) continue
      const file: TaskFile = {
        path,
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
      }
      probe.files.push(file)
      if (folder === 'solution' && content.length <= MAX_ANSWER_FILE_BYTES && !content.includes(0))
        for (const text of answerStrings(content.toString('utf8'))) probe.answers.push({ text, file: path })
    }
  }
  return probe
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
