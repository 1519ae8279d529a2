// The live bar in a real terminal: `helios batch` in a tmux pane 60 columns wide, narrowed to 44
// mid-run. Judged by what tmux shows afterwards (wrapped rows joined again): one bar, the last,
// never a redraw left behind on a row of its own, and no line wider than the pane.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CLI } from '../fixtures/cli.js'
import { managedContainers, rid } from '../fixtures/docker.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'

const run = promisify(execFile)
const tmux = (...args: string[]) => run('tmux', ['-L', `helios-${process.pid}`, ...args])
const SESSION = 'live'

let root: string
beforeAll(async () => {
  root = await makeTempDir('helios-live-')
})
afterAll(async () => {
  await tmux('kill-server').catch(() => undefined)
  await removeDir(root)
})

/** The pane's whole history, each wrapped line joined back into the line the program wrote. */
async function screen(): Promise<string[]> {
  const { stdout } = await tmux('capture-pane', '-p', '-J', '-S', '-', '-t', SESSION)
  return stdout.split('\n').map((l) => l.trimEnd())
}

it('60 columns, then 44: the compact bar with its clock and ETA, redrawn in place, never wrapped', async () => {
  const tasks = join(root, 'tasks')
  for (const name of ['alpha', 'beta', 'gamma']) await writeTaskFolder(tasks, { name, solve: null })
  const out = join(root, 'out')
  const runId = rid('live')
  const done = join(root, 'exit-code')
  const cli = [process.execPath, ...CLI, 'batch', tasks]
  const flags = ['-a', 'command', '--agent-command', "'sleep 4; touch /tmp/done'", '-k', '2', '-n', '2']
  const command = `${[...cli, ...flags, '-o', out, '--run-id', runId].join(' ')}; echo $? > ${done}; sleep 600`
  await tmux('new-session', '-d', '-s', SESSION, '-x', '60', '-y', '40', '-c', process.cwd(), command)
  // Narrow the pane once the bar is up and an attempt has finished.
  for (let i = 0; i < 1800 && !(await screen()).some((l) => /^\[1\/6\] PASS/.test(l)); i++) await sleep(100)
  await tmux('resize-window', '-t', SESSION, '-x', '44')
  for (let i = 0; i < 3000; i++) {
    const ended = await run('cat', [done]).catch(() => null)
    if (ended) break
    await sleep(100)
  }
  expect((await run('cat', [done])).stdout.trim()).toBe('0')
  const lines = await screen()
  const bars = lines.filter((l) => /^\d+\/6 ✓\d+ ✗\d+ err \d+ /.test(l))
  // The last redraw is all that is left of the bar: 6/6 with its elapsed time and ETA.
  expect(bars, lines.join('\n')).toHaveLength(1)
  expect(bars[0]).toMatch(/^6\/6 ✓6 ✗0 err 0 [━─]* ?\d\d:\d\d ETA 00:00$/)
  // Each attempt line once; nothing the bar drew is wider than the pane it was drawn in.
  expect(lines.filter((l) => /^\[\d\/6\] PASS/.test(l))).toHaveLength(6)
  for (const line of lines.filter((l) => !l.startsWith('[') && !l.startsWith('│') && !l.startsWith('╭')))
    expect([...line].length, line).toBeLessThan(60)
  expect(await managedContainers()).toEqual([])
}, 600_000)
