// The trial scheduler on the memory provider: turns in order, one-shot agents reminded of their
// earlier turns, the outbox delivered to the recipient's next prompt and emptied (a non-role, a
// huge file dropped), every process ended between scenes (a restart), one trajectory per role per
// scene listed in result.json, the verifier once at the end.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AttemptResult, RunSummary } from '../../src/results/types.js'
import { reportHtml } from '../../src/report/html/build-report.js'
import { runBenchmark } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { OUTBOX_RESET } from '../../src/run/outbox-files.js'
import { OUTBOX_DIR } from '../../src/trial/types.js'
import { MemoryProvider, type ExecCall } from '../fixtures/memory-provider.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()
const AGENT_COMMAND = 'run-the-agent'

const TRIAL = `
[[trial.scenes]]
name = "review"
roles = [{ name = "coder" }, { name = "reviewer" }]
turns = [
  { role = "coder" },
  { role = "reviewer", prompt = "Review. Write feedback to /app/.outbox/coder.json" },
  { role = "coder", prompt = "Apply the feedback." },
]

[[trial.scenes]]
name = "check"
turns = [{ prompt = "Check the work once more." }]
`

/** The agent's turns as the environment saw them: the prompt and the restarts before each. */
interface Seen {
  prompt: string
  restartsBefore: number
}

function provider(seen: Seen[], reviewerWrites: Record<string, string>) {
  return new MemoryProvider({
    script: (call: ExecCall) => {
      const line = call.cmd.join(' ')
      if (call.cmd.at(-1) === OUTBOX_RESET) {
        for (const path of [...call.files.keys()])
          if (path.startsWith(`${OUTBOX_DIR}/`)) call.files.delete(path)
        call.environment.dirs.add(OUTBOX_DIR)
        return { exitCode: 0 }
      }
      if (line.includes(AGENT_COMMAND)) {
        const prompt = call.env.HELIOS_INSTRUCTION ?? ''
        seen.push({ prompt, restartsBefore: call.environment.restarts })
        if (prompt.endsWith('Review. Write feedback to /app/.outbox/coder.json'))
          for (const [name, text] of Object.entries(reviewerWrites))
            call.files.set(`${OUTBOX_DIR}/${name}`, Buffer.from(text))
        if (prompt.endsWith('Apply the feedback.') && prompt.includes('use a loop'))
          call.files.set('/app/fixed', Buffer.from(''))
        return { exitCode: 0, stdout: `did: ${prompt.split('\n').at(-1)}\n` }
      }
      if (call.cmd.at(-1) === VERIFIER_COMMAND) {
        const reward = call.files.has('/app/fixed') ? '1' : '0'
        call.files.set('/logs/verifier/reward.txt', Buffer.from(`${reward}\n`))
      }
      return { exitCode: 0 }
    },
  })
}

async function runTrial(reviewerWrites: Record<string, string>) {
  const tasks = await makeTasks(folders.root, [{ name: 'pair', toml: TRIAL, instruction: 'Sum the list.' }])
  const seen: Seen[] = []
  const memory = provider(seen, reviewerWrites)
  const runId = `trial-${Object.keys(reviewerWrites).length}-${Date.now()}`
  await runBenchmark({
    tasks,
    agent: { name: 'command', command: AGENT_COMMAND },
    outputDir: folders.out,
    runId,
    provider: memory,
  })
  const runDir = join(folders.out, runId)
  const dir = join(runDir, '001_pair', 'attempt_001')
  const result = JSON.parse(await readFile(join(dir, 'result.json'), 'utf8')) as AttemptResult
  return { seen, result, dir, memory, runDir }
}

describe('trial scenes on the memory provider', () => {
  it('runs the turns in order and delivers the reviewer’s feedback to the coder’s next prompt', async () => {
    const { seen, result, dir, memory } = await runTrial({
      'coder.json': '{"to":"coder","content":"use a loop"}',
    })
    expect(seen.map((s) => s.prompt.split('\n').at(-1))).toEqual([
      'Sum the list.',
      'Review. Write feedback to /app/.outbox/coder.json',
      'Apply the feedback.',
      'Check the work once more.',
    ])
    // The coder runs afresh: its second prompt carries its first turn and the reviewer's message.
    expect(seen[2]!.prompt).toContain('--- Your turn 1 was asked:\nSum the list.')
    expect(seen[2]!.prompt).toContain('Message from reviewer:\nuse a loop')
    // The reviewer saw no message, and the next scene nothing of the last one's session.
    expect(seen[1]!.prompt).not.toContain('Message from')
    expect(seen[3]!.prompt).toBe('Check the work once more.')
    // Every process of scene 1 ended before scene 2: one restart, between them.
    expect(seen.map((s) => s.restartsBefore)).toEqual([0, 0, 0, 1])
    expect(memory.environments).toHaveLength(1)
    // Emptied after delivery.
    expect([...memory.environments[0]!.files.keys()].filter((p) => p.startsWith(OUTBOX_DIR))).toEqual([])
    expect(result.status).toBe('passed')
    expect(result.trial!.scenes.map((s) => [s.name, s.turns.map((t) => t.role)])).toEqual([
      ['review', ['coder', 'reviewer', 'coder']],
      ['check', ['agent']],
    ])
    expect(result.trial!.scenes[0]!.turns[1]!.outbox_sent).toEqual(['coder'])
    expect(result.trial!.scenes[0]!.trajectories).toEqual({
      coder: 'agent/scenes/01-review/coder/trajectory.json',
      reviewer: 'agent/scenes/01-review/reviewer/trajectory.json',
    })
    const coder = JSON.parse(
      await readFile(join(dir, result.trial!.scenes[0]!.trajectories.coder!), 'utf8'),
    ) as {
      steps: { source: string; message: string }[]
    }
    const messages = coder.steps.map((step) => step.message)
    expect(messages.filter((m) => /^scene "review": turn \d of coder$/.test(m))).toHaveLength(2)
    const reviewer = await readFile(join(dir, result.trial!.scenes[0]!.trajectories.reviewer!), 'utf8')
    expect(reviewer).toContain('outbox: message to coder, delivered before its next turn')
  })

  it('report.html shows the attempt as its scenes, turns and each role’s trajectory', async () => {
    const { runDir } = await runTrial({ 'coder.json': '{"content":"use a loop"}' })
    const summary = JSON.parse(await readFile(join(runDir, 'run_summary.json'), 'utf8')) as RunSummary
    const html = await reportHtml({
      ...{ head: summary, headDir: runDir, base: null, baseDir: null, comparison: null },
      ...{ history: null, leaderboard: null, reportDir: runDir },
    })
    expect(html).toContain('scene 1: <strong>review</strong> · 3 turn(s)')
    expect(html).toContain('turn 2: <strong>reviewer</strong> · exit 0')
    expect(html).toContain('message to coder')
    expect(html).toContain('scene 2: <strong>check</strong> · 1 turn(s)')
    expect(html.match(/<h6>(coder|reviewer|agent)<\/h6>/g)).toEqual([
      '<h6>coder</h6>',
      '<h6>reviewer</h6>',
      '<h6>agent</h6>',
    ])
  })

  it('drops a message for a non-role and a huge one; the coder gets nothing, the attempt fails', async () => {
    const { seen, result } = await runTrial({
      'mallory.json': '{"content":"use a loop"}',
      'coder.json': `{"content":"use a loop ${'x'.repeat(100 * 1024)}"}`,
    })
    expect(seen[2]!.prompt).not.toContain('Message from')
    expect(result.trial!.scenes[0]!.turns[1]!.outbox_dropped.map((d) => d.file).sort()).toEqual([
      'coder.json',
      'mallory.json',
    ])
    expect(result.status).toBe('failed')
  })
})
