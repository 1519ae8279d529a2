import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main } from '../../src/cli/main.js'
import { appendRun, emptyHistory } from '../../src/results/history.js'
import { buildLeaderboard } from '../../src/results/leaderboard.js'
import { reportHtml } from '../../src/report/html/build-report.js'
import { escapeHtml, safeHref } from '../../src/report/html/escape-html.js'
import { MAX_STEPS, TrajectoryFormatError, trajectoryView } from '../../src/report/html/trajectory-view.js'
import { writeRunFolder } from '../fixtures/report-run.js'
import { run } from './helpers/runs.js'

const HOSTILE = '<script>alert(1)</script> ✅ admin\u202Etxt.exe "q" \'s\' `b` &amp;'

describe('escapeHtml', () => {
  it('turns every character HTML parses into an entity and reveals what the markdown reveals', () => {
    const out = escapeHtml(HOSTILE)
    expect(out).not.toMatch(/[<>"'`]/)
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('⟦U+2705⟧') // our own status symbol, as in the markdown
    expect(out).toContain('admin⟦U+202E⟧txt.exe') // the bidi override, shown
    expect(out).toContain('&amp;amp;') // an entity in the name stays the text it is
  })
  it('links only http(s) URLs and relative paths that stay below the report', () => {
    expect(safeHref('https://github.com/o/r/actions/runs/1/artifacts/2')).toBe(
      'https://github.com/o/r/actions/runs/1/artifacts/2',
    )
    expect(safeHref('001_fix/attempt_001/')).toBe('./001_fix/attempt_001/')
    expect(safeHref('a b/"x"/')).toBe('./a%20b/%22x%22/')
    expect(safeHref('../base/001_fix/attempt_001/')).toBe('../base/001_fix/attempt_001/') // a base run folder beside
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '../',
      'a/..',
      '/etc/passwd',
      'a/../../b',
      'a\\b',
      '//evil.example/x',
    ])
      expect(safeHref(bad), bad).toBeNull()
  })
})

describe('trajectoryView', () => {
  const doc = {
    schema_version: 'ATIF-v1.4',
    agent: { name: 'helios', version: '1', model_name: 'm' },
    steps: [
      {
        step_id: 1,
        source: 'agent',
        message: 'hi',
        tool_calls: [
          { tool_call_id: 'a', function_name: 'bash', arguments: { command: 'ls' } },
          { tool_call_id: 'b', function_name: 'bash', arguments: { command: 'pwd' } },
        ],
        // out of order, plus one naming no call of this step
        observation: {
          results: [
            { source_call_id: 'b', content: '/app' },
            { source_call_id: 'a', content: 'x.py' },
            { source_call_id: 'zzz', content: 'stray' },
          ],
        },
        metrics: { prompt_tokens: 10, completion_tokens: 2 },
      },
    ],
    final_metrics: { total_prompt_tokens: 10, total_completion_tokens: 2, total_cost_usd: 0.01 },
  }
  it('pairs each tool call with its observation and keeps the tokens', () => {
    const view = trajectoryView(JSON.stringify(doc), 't.json')
    const step = view.steps[0]!
    expect(step.toolCalls.map((c) => [c.name, JSON.parse(c.arguments).command, c.observation])).toEqual([
      ['bash', 'ls', 'x.py'],
      ['bash', 'pwd', '/app'],
    ])
    expect(step.observations).toEqual(['stray'])
    expect([step.promptTokens, step.completionTokens, view.totalPromptTokens, view.costUsd]).toEqual([
      10, 2, 10, 0.01,
    ])
  })
  it('cuts a runaway trajectory and long texts', () => {
    const long = {
      ...doc,
      steps: Array.from({ length: MAX_STEPS + 5 }, () => ({ source: 'agent', message: 'x'.repeat(10_000) })),
    }
    const view = trajectoryView(JSON.stringify(long), 't.json')
    expect(view.steps).toHaveLength(MAX_STEPS)
    expect(view.omittedSteps).toBe(5)
    expect(view.steps[0]!.message.length).toBeLessThan(4200)
    expect(view.steps[0]!.message).toContain('6000 more characters in the file')
  })
  it('names the file and the field of a document that is not a trajectory', () => {
    expect(() => trajectoryView('{', 'a/t.json')).toThrow(/a\/t\.json: not JSON/)
    expect(() => trajectoryView('{"schema_version":1}', 'a/t.json')).toThrow(TrajectoryFormatError)
    expect(() => trajectoryView('{"schema_version":1}', 'a/t.json')).toThrow(/a\/t\.json: schema_version/)
    expect(() => trajectoryView('{"schema_version":"ATIF-v1.4","steps":{}}', 'a/t.json')).toThrow(
      /steps: expected a list/,
    )
  })
})

describe('report.html', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'helios-report-html-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('holds the summary, a vega trend chart, the leaderboard, the task table and each trajectory, all escaped', async () => {
    const head = run(
      [
        [HOSTILE, 'PFP'],
        ['fix-bug', 'PPP'],
      ],
      { label: 'nightly', model: 'model-a' },
    )
    const runDir = join(dir, 'one')
    await writeRunFolder(runDir, head, { says: () => `<img src=x onerror=alert(1)> ${HOSTILE}` })
    const history = [0.2, 0.5, 0.8].reduce(
      (h, p, i) =>
        appendRun(h, {
          ...head,
          run_id: `<svg onload=x>${i}`,
          totals: { ...head.totals, pass_at_k: { '1': p, '2': p, '3': p } },
        }),
      emptyHistory('nightly'),
    )
    const other = run(
      [
        [HOSTILE, 'FFF'],
        ['fix-bug', 'PPF'],
      ],
      { label: 'model-b', model: 'model-b' },
    )
    const leaderboard = buildLeaderboard([
      { label: 'nightly', summary: head },
      { label: 'model-b', summary: other },
    ])
    const html = await reportHtml({
      head,
      headDir: runDir,
      base: null,
      baseDir: null,
      comparison: null,
      history,
      leaderboard,
      reportDir: runDir,
    })

    expect(html).toContain("default-src 'none'")
    // no element or attribute that could load or run anything (the hostile text is all escaped)
    expect(html).not.toMatch(/<(script|img|link|iframe|object|embed)\b/i)
    expect(html).not.toMatch(/<[^>]*\s(src|href)="(?!\.\/|#|https:)/i)
    expect(html).not.toMatch(/@import|url\(/i)
    expect(html).not.toContain('\u202E')
    // the name in the task table, the matrix and the drill-down: always escaped text
    expect(
      html.split('&lt;script&gt;alert(1)&lt;/script&gt; ⟦U+2705⟧ admin⟦U+202E⟧txt.exe').length - 1,
    ).toBeGreaterThanOrEqual(3)
    expect(html).toMatch(/<figure class="chart" id="trend-chart"><svg[^>]*class="marks"/)
    expect(html).toMatch(/<figure class="chart" id="leaderboard-chart"><svg/)
    // three runs: three points on each line (pass@1 and pass@3)
    const trend = html.slice(
      html.indexOf('id="trend-chart"'),
      html.indexOf('</figure>', html.indexOf('id="trend-chart"')),
    )
    const points = [
      ...trend.matchAll(/aria-label="([^"]*)" role="graphics-symbol" aria-roledescription="point"/g),
    ].map((m) => m[1])
    expect(points).toHaveLength(6)
    expect(
      points.filter((p) => p!.endsWith('metric: pass@1')).map((p) => /value: (\d+)%/.exec(p!)![1]),
    ).toEqual(['20', '50', '80'])
    // a hostile run id (the x labels) stays text inside the SVG too
    expect(trend).toContain('&lt;svg onload=x&gt;')
    expect(html).toContain('<table id="task-table">')
    expect(html).toContain('<table id="leaderboard-table">')
    expect(html).toMatch(/<tr class="best"><td><span class="mark">best: <\/span>nightly<\/td>/)
    // each attempt: its reason from result.json, a link to its folder, its trajectory
    expect(html).toContain('tests failed in attempt 2')
    expect(html).toContain('<a href="./000_')
    expect(html.match(/<details class="trajectory">/g)).toHaveLength(6)
    expect(html).toContain('<div class="tool-name">bash</div>')
    expect(html).toContain('1200 in / 80 out')
  })

  it('helios report --html writes the file; with --base a regressed task shows base and head side by side', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `task-${i}`)
    const base = run(
      names.map((n) => [n, 'PPP'] as [string, string]),
      { label: 'nightly', runId: 'base-run' },
    )
    const head = run(
      names.map((n, i) => [n, i < 8 ? 'FFF' : 'PPP'] as [string, string]),
      { label: 'nightly', runId: 'head-run' },
    )
    const baseDir = join(dir, 'base')
    const headDir = join(dir, 'head')
    await writeRunFolder(baseDir, base, { says: (_, a) => `base says ${a}` })
    await writeRunFolder(headDir, head, {
      says: (_, a) => `head says ${a}`,
      withoutTrajectory: (n) => n === 'task-11',
    })
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    let code: number
    try {
      code = await main(['report', headDir, '--html', '--base', baseDir])
    } finally {
      out.mockRestore()
    }
    expect(code).toBe(0)
    const html = await readFile(join(headDir, 'report.html'), 'utf8')
    expect(html).toContain('<header id="verdict" class="banner failure">')
    const regressed = html.slice(html.indexOf('<details class="task" id="task-1" open>'))
    const first = regressed.slice(0, regressed.indexOf('</details>\n<details class="task"'))
    expect(first).toContain('<div class="side-by-side"><div><h4>base</h4>')
    expect(first).toContain('base says 1')
    expect(first).toContain('head says 1')
    // a base attempt links to the base folder, relative to the report
    expect(first).toContain('<a href="../base/')
    expect(html).toContain('No <span class="nw">agent/trajectory.json</span> in this attempt.')
  })

  it('refuses a folder without a summary and a missing --html, naming what to pass', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      expect(await main(['report', dir, '--html'])).toBe(2)
      // A folder of runs (an output folder) names one of them to pass.
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(
        /is an output folder holding \d+ run\(s\), not a run; pass one of them, e\.g\. /,
      )
      expect(await main(['report', join(dir, 'head')])).toBe(2)
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/pass --html/)
    } finally {
      err.mockRestore()
    }
  })

  it('in the action: fetched attempts show their trajectory, the others link to their artifact', async () => {
    const head = run(
      [
        ['fetched', 'FP'],
        ['linked', 'PP'],
      ],
      { label: 'x' },
    )
    const fetched = join(dir, 'fetched')
    await writeRunFolder(fetched, { ...head, tasks: [head.tasks[0]!] })
    const url = (task: string, n: number) => `https://github.com/o/r/actions/runs/1/artifacts/${task}${n}`
    const attemptLinks = new Map(
      head.tasks.flatMap((t) =>
        [1, 2].map((n) => [`${t.output_dir}/attempt_00${n}`, url(t.task_name, n)] as [string, string]),
      ),
    )
    const html = await reportHtml({
      head,
      headDir: fetched,
      base: null,
      baseDir: null,
      comparison: null,
      history: null,
      leaderboard: null,
      reportDir: null,
      attemptLinks,
    })
    expect(html.match(/<details class="trajectory">/g)).toHaveLength(2)
    expect(html).toContain(`<a href="${url('fetched', 2)}">files</a>`)
    expect(html).toContain(`<a href="${url('linked', 1)}">files</a>`)
    expect(html).toContain(
      'The trajectory is in the attempt artifact <span class="nw">(agent/trajectory.json).</span>',
    )
  })

  it('reads no trajectory through a summary whose folder name leaves the run folder', async () => {
    const evil = run([['escape', 'F']], { label: 'x' })
    evil.tasks[0]!.output_dir = '../outside'
    const runDir = join(dir, 'evil')
    await writeRunFolder(join(dir, 'evil-src'), run([['escape', 'F']]))
    await writeFile(join(dir, 'outside'), 'x').catch(() => undefined)
    const html = await reportHtml({
      head: evil,
      headDir: runDir,
      base: null,
      baseDir: null,
      comparison: null,
      history: null,
      leaderboard: null,
      reportDir: runDir,
    })
    expect(html).toContain('the attempt folder is not here')
  })
})
