// `helios summarize` and `helios eval`: a bench config's runs grouped into rollouts (one per
// `helios batch --config`), picked by --latest or --rollout, rendered per label and per task;
// then the commands themselves over run folders on disk, named by config name, file and folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { main } from '../../src/cli/main.js'
import { rolloutEvalText, rolloutSummaryText } from '../../src/report/rollout-text.js'
import {
  groupRollouts,
  isLabelOf,
  pickRollouts,
  rolloutIdOf,
  rolloutTasks,
  type RolloutRun,
} from '../../src/results/rollouts.js'
import type { RunSummary } from '../../src/results/types.js'
import { run } from './helpers/runs.js'

const OLD = 'batch_20250824_123456'
const NEW = 'batch_20250825_090000'

function labelRun(
  base: string,
  label: string,
  specs: Parameters<typeof run>[0],
  startedAt: string,
): RolloutRun {
  const summary = run(specs, { runId: `${base}_${label}`, label, startedAt, model: `m/${label}` })
  return { dir: `output/${base}_${label}`, summary }
}

const runs: RolloutRun[] = [
  labelRun(
    NEW,
    'nightly-gpt',
    [
      ['list-files', 'PPF'],
      ['list-primes', 'PFE'],
    ],
    '2025-08-25T09:00:01Z',
  ),
  labelRun(OLD, 'nightly-sonnet', [['list-files', 'FFF']], '2025-08-24T12:34:57Z'),
  labelRun(NEW, 'nightly-sonnet', [['list-files', 'PPP']], '2025-08-25T09:00:00Z'),
  labelRun(OLD, 'nightly-gpt', [['list-files', 'PFF']], '2025-08-24T12:34:56Z'),
]

describe('rollouts', () => {
  it('takes the rollout id off the label the config appended', () => {
    expect(rolloutIdOf(runs[0]!.summary)).toBe(NEW)
    expect(rolloutIdOf(run([], { runId: 'my-run', label: 'default' }))).toBe('my-run')
    expect(rolloutIdOf(run([], { runId: '_x', label: 'x' }))).toBe('_x')
  })

  it("matches a config's labels, not a name that only starts alike", () => {
    expect(
      ['nightly', 'nightly-gpt', 'nightlyx', 'weekly-nightly'].filter((l) => isLabelOf(l, 'nightly')),
    ).toEqual(['nightly', 'nightly-gpt'])
  })

  it('groups by rollout, oldest first, labels in order; picks latest or by id or timestamp', () => {
    const rollouts = groupRollouts(runs)
    expect(rollouts.map((r) => [r.id, r.startedAt, r.runs.map((x) => x.summary.label)])).toEqual([
      [OLD, '2025-08-24T12:34:56Z', ['nightly-gpt', 'nightly-sonnet']],
      [NEW, '2025-08-25T09:00:00Z', ['nightly-gpt', 'nightly-sonnet']],
    ])
    expect(pickRollouts(rollouts, { latest: true })!.map((r) => r.id)).toEqual([NEW])
    expect(pickRollouts(rollouts, { rollout: OLD })!.map((r) => r.id)).toEqual([OLD])
    expect(pickRollouts(rollouts, { rollout: '20250824_123456' })!.map((r) => r.id)).toEqual([OLD])
    expect(pickRollouts(rollouts, { rollout: '20250826_000000' })).toBeNull()
    expect(pickRollouts([], { latest: true })).toBeNull()
    expect(pickRollouts(rollouts, { all: true })).toHaveLength(2)
  })

  it("lists every task any label took, — where a label's run left it out", () => {
    const latest = groupRollouts(runs).at(-1)!
    expect(rolloutTasks(latest)).toEqual([
      {
        task_name: 'list-files',
        runs: {
          'nightly-gpt': { passed: 2, attempts: 3, errors: 0, mean_reward: 2 / 3 },
          'nightly-sonnet': { passed: 3, attempts: 3, errors: 0, mean_reward: 1 },
        },
      },
      {
        task_name: 'list-primes',
        runs: { 'nightly-gpt': { passed: 1, attempts: 3, errors: 1, mean_reward: 1 / 3 } },
      },
    ])
    expect(rolloutEvalText(latest)).toBe(
      [
        `Rollout ${NEW} (2 runs, started 2025-08-25T09:00:00Z)`,
        'Each cell: passed/attempts and mean reward.',
        '',
        'task              nightly-gpt  nightly-sonnet',
        'list-files          2/3 0.667       3/3 1.000',
        'list-primes  1/3 +1 err 0.333               —',
        'all tasks           3/6 0.500       3/3 1.000',
        '',
      ].join('\n'),
    )
  })

  it("summarizes each label's totals with pass@k at its own k", () => {
    const text = rolloutSummaryText(groupRollouts(runs).at(-1)!)
    expect(text).toContain(`Rollout ${NEW} (2 runs`)
    const gpt = text.split('\n').find((l) => l.startsWith('nightly-gpt '))!
    expect(gpt.split(/\s{2,}/)).toEqual([
      'nightly-gpt',
      'claude-code',
      'm/nightly-gpt',
      '2',
      '3/6',
      '50.0%',
      expect.stringMatching(/^\d+\.\d% \(k=3\)$/),
      '0.500',
      '3600.0s',
      '—',
    ])
    expect(text).toContain(`nightly-sonnet: output/${NEW}_nightly-sonnet`)
  })
})

describe('helios summarize / eval on run folders', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'helios-rollouts-'))
    const write = async (r: RolloutRun | { dir: string; summary: RunSummary }) => {
      await mkdir(join(dir, r.dir), { recursive: true })
      await writeFile(join(dir, r.dir, 'run_summary.json'), JSON.stringify(r.summary))
    }
    for (const r of runs) await write(r)
    await write({
      dir: 'output/batch_1_other',
      summary: run([['x', 'P']], { runId: 'batch_1_other', label: 'other' }),
    })
    await writeFile(join(dir, 'nightly.toml'), 'models = ["a/gpt", "b/sonnet"]\n')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  async function helios(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let [out, err] = ['', '']
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation((c) => ((out += String(c)), true)),
      vi.spyOn(process.stderr, 'write').mockImplementation((c) => ((err += String(c)), true)),
    ]
    try {
      return { code: await main(argv), out, err }
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  }

  it('names a config by name or file; --latest by default, --rollout by timestamp', async () => {
    const output = join(dir, 'output')
    const latest = await helios('summarize', 'nightly', '-o', output)
    expect(latest.code).toBe(0)
    expect(latest.out).toContain(`Rollout ${NEW}`)
    expect(latest.out).not.toContain('other')
    const byFile = await helios(
      'summarize',
      join(dir, 'nightly.toml'),
      '-o',
      output,
      '--rollout',
      '20250824_123456',
    )
    expect(byFile.out).toContain(`Rollout ${OLD}`)
    const all = await helios('summarize', 'nightly', '-o', output, '--all', '--json')
    expect((JSON.parse(all.out) as { rollout: string }[]).map((r) => r.rollout)).toEqual([OLD, NEW])
    const evaluated = await helios('eval', 'nightly', '-o', output, '--latest', '--json')
    const json = JSON.parse(evaluated.out) as { rollout: string; tasks: { task_name: string }[] }
    expect([json.rollout, json.tasks.map((t) => t.task_name)]).toEqual([NEW, ['list-files', 'list-primes']])
  })

  it('takes an output folder or a run folder', async () => {
    const folder = await helios('eval', join(dir, 'output'), '--rollout', 'batch_1')
    expect(folder.out).toContain('Rollout batch_1 (1 run')
    const one = await helios('summarize', join(dir, 'output', `${OLD}_nightly-gpt`))
    expect(one.out).toContain(`Rollout ${OLD} (1 run`)
  })

  it('refuses what names no run, an unknown rollout, and two choices, with exit 2', async () => {
    const output = join(dir, 'output')
    const none = await helios('summarize', 'weekly', '-o', output)
    expect([none.code, none.err]).toEqual([2, expect.stringContaining('no run of "weekly"')])
    expect(none.err).toContain('its labels: nightly-gpt, nightly-sonnet, other')
    const missing = await helios('eval', 'nightly', '-o', output, '--rollout', '20990101_000000')
    expect([missing.code, missing.err]).toEqual([2, expect.stringContaining(`its rollouts: ${OLD}, ${NEW}`)])
    const both = await helios('summarize', 'nightly', '-o', output, '--latest', '--rollout', OLD)
    expect([both.code, both.err]).toEqual([2, expect.stringContaining('give one')])
    const noOutput = await helios('summarize', 'nightly', '-o', join(dir, 'nope'))
    expect([noOutput.code, noOutput.err]).toEqual([2, expect.stringContaining('no output folder')])
  })
})
