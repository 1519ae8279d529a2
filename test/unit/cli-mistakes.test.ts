// The `helios` command given the wrong thing, as a user would: a mistyped command or flag, a run
// folder where a summary file was expected, an output path that is a file, a --resume of something
// that is not a run, a tasks folder with a folder that is not a task. Each is one sentence naming
// the path or name and the fix, exit 2, and nothing started. No Docker: every case stops before it.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { main } from '../../src/cli/main.js'
import { run } from './helpers/runs.js'

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/** `helios <argv>` in this process, its output captured. */
async function helios(...argv: string[]): Promise<Outcome> {
  const out = { stdout: '', stderr: '' }
  const capture = (stream: 'stdout' | 'stderr') =>
    vi.spyOn(process[stream], 'write').mockImplementation((chunk) => {
      out[stream] += String(chunk)
      return true
    })
  const spies = [capture('stdout'), capture('stderr')]
  try {
    return { code: await main(argv), ...out }
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

/** A usage error: exit 2, one `helios:` line on stderr, nothing on stdout. */
function refused(outcome: Outcome): string {
  expect(outcome.code).toBe(2)
  expect(outcome.stdout).toBe('')
  const lines = outcome.stderr.trimEnd().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^helios: /)
  return lines[0]!.slice('helios: '.length)
}

let dir: string
let output: string
let base: string
let head: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-mistakes-'))
  // An output folder with two run folders, as helios batch leaves them.
  output = join(dir, 'output')
  base = join(output, 'run_20261101_100000')
  head = join(output, 'run_20261102_100000')
  const runs: [string, string][] = [
    [base, 'PPP'],
    [head, 'PFF'],
  ]
  for (const [folder, statuses] of runs) {
    await mkdir(folder, { recursive: true })
    const summary = run([
      ['fix-bug', statuses],
      ['add-test', 'PPP'],
    ])
    await writeFile(join(folder, 'run_summary.json'), JSON.stringify(summary))
  }
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('a mistyped command or flag', () => {
  it('names the command it resembles', async () => {
    expect(refused(await helios('bacth', 'tasks'))).toBe(
      "unknown command 'bacth'; did you mean helios batch?",
    )
    expect(refused(await helios('compre', 'a', 'b'))).toBe(
      "unknown command 'compre'; did you mean helios compare?",
    )
    expect(refused(await helios('Report'))).toBe("unknown command 'Report'; did you mean helios report?")
  })

  it('a command like none lists the commands', async () => {
    const { code, stderr } = await helios('frobnicate')
    expect(code).toBe(2)
    expect(stderr).toMatch(/^helios: unknown command 'frobnicate'; the commands are:\n\nhelios —/)
    expect(stderr).toContain('helios batch <tasks-dir>')
  })

  it('--version, -V and version print the version and the Node, where a newcomer tries them first', async () => {
    const { version } = JSON.parse(
      await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      version: string
    }
    for (const flag of ['--version', '-V', 'version']) {
      const { code, stdout } = await helios(flag)
      expect(code).toBe(0)
      expect(stdout).toBe(`helios ${version} (Node ${process.versions.node})\n`)
    }
  })

  it('a command name that is an object property is still unknown (no prototype lookup)', async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const { code, stderr } = await helios(name)
      expect(code).toBe(2)
      expect(stderr).toMatch(new RegExp(`^helios: unknown command '${name}'; the commands are:`))
    }
  })

  it('an empty command name, and one with a control character', async () => {
    expect((await helios('')).stderr).toMatch(/^helios: unknown command ''; the commands are:/)
    expect(refused(await helios('batch\u001b'))).toBe(
      "unknown command 'batch\\x1b'; did you mean helios batch?",
    )
  })

  it('names the flag it resembles, in every command', async () => {
    expect(refused(await helios('batch', 'tasks', '--concurency', '4'))).toBe(
      'unknown flag --concurency; did you mean --concurrency?',
    )
    expect(refused(await helios('compare', base, head, '--min-efect', '0.1'))).toBe(
      'unknown flag --min-efect; did you mean --min-effect?',
    )
    expect(refused(await helios('plan', 'tasks', '--shard', '3'))).toBe(
      'unknown flag --shard; did you mean --shards?',
    )
  })
})

describe('helios compare takes run folders', () => {
  it('a run folder is read as its run_summary.json: the same report and exit code', async () => {
    const byFile = await helios('compare', join(base, 'run_summary.json'), join(head, 'run_summary.json'))
    const byFolder = await helios('compare', base, head)
    expect(byFolder).toEqual(byFile)
    expect(byFolder.stdout).toContain('Tasks: 1 dropped, 1 unchanged')
  })

  it('run folders in a leaderboard and in --pool too', async () => {
    const board = await helios('compare', base, head, '--leaderboard')
    expect(board.code).toBe(0)
    expect(board.stdout).toContain(base)
    const pooled = await helios('compare', head, head, '--pool', base)
    expect(pooled.stderr).not.toMatch(/^helios:/m)
  })

  it('an output folder names its newest run', async () => {
    expect(refused(await helios('compare', output, head))).toBe(
      `${output} is an output folder holding 2 run(s), not a run; pass one of them, e.g. ${head}`,
    )
  })

  it('a folder holding no run, a path that does not exist', async () => {
    const empty = join(dir, 'empty')
    await mkdir(empty, { recursive: true })
    expect(refused(await helios('compare', empty, head))).toBe(
      `${empty} holds no run_summary.json; pass a run folder (<output>/<run-id>) or its run_summary.json`,
    )
    const missing = join(dir, 'nope')
    expect(refused(await helios('compare', base, missing))).toBe(
      `cannot read ${missing}: no such file or folder; pass a run folder (<output>/<run-id>) or its run_summary.json`,
    )
  })

  it('helios report still wants the folder (it reads the attempts beside the summary)', async () => {
    const file = join(base, 'run_summary.json')
    expect(refused(await helios('report', file, '--html'))).toBe(
      `${file} is a file; helios report takes the run folder that holds it (${base})`,
    )
  })
})

describe('an output path that is a file', () => {
  it('is refused before anything starts, naming the path', async () => {
    const file = join(dir, 'out.txt')
    await writeFile(file, 'keep me')
    const outcome = await helios('batch', 'tasks', '-o', file)
    expect(refused(outcome)).toBe(
      `--output ${file} is a file, not a folder; give a folder (made when it is missing) or remove the file`,
    )
    expect(outcome.stderr).not.toContain('HELIOS')
    expect(await readFile(file, 'utf8')).toBe('keep me')
  })

  it('or lies inside a file', async () => {
    const file = join(dir, 'out2.txt')
    await writeFile(file, '')
    expect(refused(await helios('batch', 'tasks', '-o', join(file, 'runs')))).toBe(
      `--output ${join(file, 'runs')} is inside ${file}, a file, not a folder; give a folder (made when it is missing) or remove the file`,
    )
  })
})

describe('--resume of something that is not a run', () => {
  it('a task folder', async () => {
    const task = join(process.cwd(), 'tasks', 'list-primes')
    expect(refused(await helios('batch', 'tasks', '--resume', 'tasks/list-primes'))).toBe(
      `--resume: ${task} is a task folder (it holds task.toml), not a run folder; give the tasks first and the run after it: helios batch <tasks> --resume <output>/<run-id>`,
    )
  })

  it('an output folder: names its newest run', async () => {
    expect(refused(await helios('batch', 'tasks', '--resume', output, '-k', '1'))).toBe(
      `--resume: ${output} is an output folder holding 2 run(s), not a run; pass one of them, e.g. ${head}`,
    )
  })

  it('a folder with no run in it, even with -k (it would write a new run into it)', async () => {
    const stray = join(dir, 'stray')
    await mkdir(join(stray, 'notes'), { recursive: true })
    expect(refused(await helios('batch', 'tasks', '--resume', stray, '-k', '1'))).toBe(
      `--resume: ${stray} holds no run (no run_summary.json, no attempt folder); pass the run folder an interrupted run printed (<output>/<run-id>), or start a new run without --resume`,
    )
    expect(existsSync(join(stray, '001_audit-access-log'))).toBe(false)
  })

  it('a file, and a path that does not exist', async () => {
    const file = join(base, 'run_summary.json')
    expect(refused(await helios('batch', 'tasks', '--resume', file))).toBe(
      `--resume: ${file} is a file, not a run folder; pass the run folder an interrupted run printed (<output>/<run-id>)`,
    )
    const missing = join(dir, 'gone')
    expect(refused(await helios('batch', 'tasks', '--resume', missing))).toBe(
      `--resume: ${missing} does not exist; pass the run folder an interrupted run printed (<output>/<run-id>)`,
    )
  })
})

describe("--resume RUN_FOLDER alone (the usage line's form)", () => {
  it('a run of an older helios, which recorded no tasks folder: asks for it, in one sentence', async () => {
    const old = join(dir, 'old-run')
    await mkdir(join(old, '001_a', 'attempt_001'), { recursive: true })
    expect(refused(await helios('batch', '--resume', old, '-k', '1'))).toBe(
      `--resume: ${old} does not record its tasks folder (a run of an older helios): give it first, as when the run started: helios batch <tasks> --resume ${old}`,
    )
  })

  it('a run_start.json that is not one names the file', async () => {
    const broken = join(dir, 'broken-start')
    await mkdir(broken, { recursive: true })
    await writeFile(join(broken, 'run_start.json'), '{"tasks": 3}')
    expect(refused(await helios('batch', '--resume', broken))).toMatch(
      new RegExp(`^${join(broken, 'run_start.json').replaceAll('/', '\\/')}.*tasks`),
    )
  })

  it('with neither a tasks folder nor --resume: the usage', async () => {
    expect((await helios('batch')).stderr).toMatch(/^helios: helios batch needs a tasks folder\./)
  })
})

describe('a tasks folder with a folder that is not a task', () => {
  it('helios plan names it and counts it', async () => {
    const tasks = join(dir, 'tasks')
    for (const name of ['alpha', 'beta']) {
      await mkdir(join(tasks, name, 'environment'), { recursive: true })
      await writeFile(join(tasks, name, 'task.toml'), '[agent]\ntimeout_sec = 60\n')
      await writeFile(join(tasks, name, 'instruction.md'), 'Do it.\n')
      await writeFile(join(tasks, name, 'environment', 'Dockerfile'), 'FROM debian:bookworm-slim\n')
      await mkdir(join(tasks, name, 'tests'))
      await writeFile(join(tasks, name, 'tests', 'test.sh'), 'echo 1 > /logs/verifier/reward.txt\n')
    }
    await mkdir(join(tasks, 'gamma', 'tests'), { recursive: true })
    const { code, stderr } = await helios('plan', tasks, '--shards', '1')
    expect(code).toBe(0)
    expect(stderr).toBe(
      'warning: 1 folder holds no task.toml, so it is not a task: gamma (add a task.toml, or move it out of the tasks folder)\n' +
        '2 planned, 0 invalid, 1 folder(s) without task.toml skipped\n',
    )
  })
})
