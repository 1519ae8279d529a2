// The quarantine list: parsed, taken out of the gate's statistics, still shown (marked).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readQuarantineFile } from '../../src/action/quarantine-file.js'
import { compareRuns } from '../../src/results/compare.js'
import { parseQuarantine, splitQuarantined } from '../../src/results/quarantine.js'
import { quarantineSection } from '../../src/report/quarantine-section.js'
import { helios } from '../fixtures/cli.js'
import { run } from './helpers/runs.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

// 4 tasks break hard: without the quarantine the gate fails; with 3 of them quarantined it cannot.
const STABLE = Array.from({ length: 20 }, (_, i) => [`ok-${i}`, 'PPP'] as [string, string])
const base = run([...STABLE, ['coin-a', 'PPP'], ['coin-b', 'PPP'], ['coin-c', 'PPP'], ['real', 'PPP']])
const head = run([...STABLE, ['coin-a', 'FFF'], ['coin-b', 'FFF'], ['coin-c', 'FFF'], ['real', 'FFF']])

describe('parseQuarantine', () => {
  it('takes one task a line, skipping comments and blank lines', () => {
    const text = '# known flaky\ncoin-a\n\n  tasks/coin-b   # since March\r\ncoin#c\n'
    expect(parseQuarantine(text, 'q.txt')).toEqual(['coin-a', 'tasks/coin-b', 'coin#c'])
  })
  it('refuses a control character, naming the file and line', () => {
    expect(() => parseQuarantine('ok\nbad\u001b[2Jname\n', '.helios/quarantine.txt')).toThrow(
      /^\.helios\/quarantine\.txt:2: a control character in "bad\\u001b\[2Jname"/,
    )
  })
})

describe('splitQuarantined', () => {
  it('takes the listed tasks (by name or folder) out of both sides and recomputes the totals', () => {
    const split = splitQuarantined(base, head, ['coin-a', 'tasks/coin-b', 'coin-c', 'ghost'])
    expect(split.head.tasks).toHaveLength(21)
    expect(split.head.totals).toMatchObject({ tasks: 21, attempts: 63, passed: 60 })
    expect(split.base!.totals.tasks).toBe(21)
    expect(split.tasks.map((t) => [t.name, t.base?.successes, t.head?.successes])).toEqual([
      ['coin-a', 3, 0],
      ['coin-b', 3, 0],
      ['coin-c', 3, 0],
    ])
    expect(split.unmatched).toEqual(['ghost'])
  })

  it('changes what the gate sees, not what ran: the quarantined drop alone cannot fail it', () => {
    expect(compareRuns(base, head).conclusion).toBe('failure')
    const split = splitQuarantined(base, head, ['coin-a', 'coin-b', 'coin-c', 'real'])
    const c = compareRuns(split.base, split.head)
    expect(c.conclusion).toBe('success')
    expect(c.tasks.map((t) => t.taskName)).not.toContain('coin-a')
    expect(splitQuarantined(base, head, []).head).toBe(head) // nothing listed: the same summaries
  })

  it('shows each quarantined row marked, with its counts, and the entries that matched nothing, escaped', () => {
    const hostile = 'coin | <img src=x> ✅'
    const split = splitQuarantined(run([[hostile, 'PPE']]), run([[hostile, 'FFF']]), [hostile, '**ghost**'])
    const md = quarantineSection(split, '.helios/quarantine.txt')
    expect(md).toMatch(
      /^🔒 \*\*Quarantined: 1 task\(s\)\*\* listed in `\.helios\/quarantine\.txt` ran but are left out/,
    )
    expect(md).toMatch(/\| 🔒 coin \\\| &lt;img src=x&gt; ⟦U\+2705⟧ +\| 2\/2 \+1 err \| 0\/3 +\| −100\.0 /)
    expect(md).toContain('_Listed but matching no task: \\*\\*ghost\\*\\*._')
    expect(quarantineSection(splitQuarantined(base, head, []), 'q')).toBe('')
  })
})

describe('reading the list', () => {
  it('the action: the default file when present, an explicit one must exist', async () => {
    const ws = await mkdtemp(join(tmpdir(), 'helios-q-'))
    dirs.push(ws)
    expect(await readQuarantineFile({ quarantine: '' }, ws)).toEqual({
      file: '.helios/quarantine.txt',
      entries: [],
    })
    await expect(readQuarantineFile({ quarantine: 'flaky.txt' }, ws)).rejects.toThrow(
      /^Input 'quarantine' names flaky\.txt, which cannot be read \(ENOENT\)/,
    )
    await writeFile(join(ws, 'flaky.txt'), 'coin-a\n')
    expect(await readQuarantineFile({ quarantine: 'flaky.txt' }, ws)).toEqual({
      file: 'flaky.txt',
      entries: ['coin-a'],
    })
  })

  it('helios compare --quarantine: the gate passes, the quarantined tasks are listed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'helios-q-cli-'))
    dirs.push(dir)
    const files = { base: join(dir, 'base.json'), head: join(dir, 'head.json'), q: join(dir, 'q.txt') }
    await writeFile(files.base, JSON.stringify(base))
    await writeFile(files.head, JSON.stringify(head))
    await writeFile(files.q, 'coin-a\ncoin-b\ncoin-c\nreal\n')
    expect((await helios(['compare', files.base, files.head])).code).toBe(1)
    const quarantined = await helios(['compare', files.base, files.head, '--quarantine', files.q])
    expect(quarantined.code, quarantined.stderr).toBe(0)
    expect(quarantined.stdout).toContain(
      `Quarantined (${files.q}, left out of the gate): coin-a, coin-b, coin-c, real`,
    )
    const md = await helios(['compare', files.base, files.head, '--quarantine', files.q, '--markdown'])
    expect(md.stdout).toContain('🔒 **Quarantined: 4 task(s)**')
    const missing = await helios(['compare', files.base, files.head, '--quarantine', join(dir, 'nope.txt')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/cannot read --quarantine .*nope\.txt: ENOENT/)
  }, 60_000)
})
