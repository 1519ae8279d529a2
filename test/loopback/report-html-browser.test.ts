// report.html in a real browser: Debian's headless Chromium driven by puppeteer-core. The page must
// load with no console error, no failed request and no request at all beyond itself (it is
// self-contained), show the trend chart, the leaderboard and the per-task table, open a
// trajectory, and show a hostile task name as text. The verdict comes first: at 1400×900 the
// banner and the first regressed row are on screen; at 390×844 the page does not scroll sideways
// and no word is broken across lines. A GUI attempt shows its filmstrip. Screenshots go to
// test-output/report-html/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { compareRuns } from '../../src/results/compare.js'
import { appendRun, emptyHistory } from '../../src/results/history.js'
import { buildLeaderboard } from '../../src/results/leaderboard.js'
import { reportHtml } from '../../src/report/html/build-report.js'
import { ctrfJson, writeRunFolder } from '../fixtures/report-run.js'
import { run } from '../unit/helpers/runs.js'
import type { RunSummary } from '../../src/results/types.js'
import type { TaskTests } from '../../src/results/test-tally.js'
import { toAtif } from '../../src/run/agents/to-atif.js'
import { encodePng } from '../../src/run/display/png.js'

const CHROMIUM = process.env.HELIOS_CHROMIUM ?? '/usr/bin/chromium'
const OUTPUT = resolve('test-output', 'report-html')
const HOSTILE = '<img src=x onerror=alert(1)> ✅ all good admin\u202Etxt.exe'

describe('report.html in headless Chromium', () => {
  let dir: string
  let browser: Browser
  beforeAll(async () => {
    // Installed by .ci/setup-browser.sh (Debian's chromium): a missing browser fails, never skips.
    expect(existsSync(CHROMIUM), `${CHROMIUM} not found: run .ci/setup-browser.sh`).toBe(true)
    dir = await mkdtemp(join(tmpdir(), 'helios-report-browser-'))
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      // Root in CI has no user namespace sandbox; the page runs no script anyway.
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    })
  })
  afterAll(async () => {
    await browser?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('loads with no error and no fetch, shows the charts and tables, opens a trajectory, keeps a hostile name text', async () => {
    const names = [HOSTILE, ...Array.from({ length: 9 }, (_, i) => `task-${i}`)]
    const base = run(
      names.map((n) => [n, 'PPP'] as [string, string]),
      { label: 'nightly', model: 'model-a', runId: 'base' },
    )
    const head = run(
      names.map((n, i) => [n, i < 7 ? 'FFF' : 'PPF'] as [string, string]),
      { label: 'nightly', model: 'model-a', runId: 'head' },
    )
    const baseDir = join(dir, 'base')
    const headDir = join(dir, 'head')
    await writeRunFolder(baseDir, base, { says: (n) => `base: ${n}` })
    await writeRunFolder(headDir, head, { says: (n) => `head: <script>alert(2)</script> ${n}` })
    const history = [0.9, 0.85, 0.3].reduce(
      (h, p, i) =>
        appendRun(h, {
          ...head,
          run_id: `night-${i}`,
          totals: { ...head.totals, pass_at_k: { '1': p, '3': p } },
        }),
      emptyHistory('nightly'),
    )
    const leaderboard = buildLeaderboard([
      { label: 'model-a', summary: head },
      { label: 'model-b', summary: base },
    ])
    const html = await reportHtml({
      head,
      headDir,
      base,
      baseDir,
      comparison: compareRuns(base, head),
      history,
      leaderboard,
      reportDir: headDir,
    })
    const file = join(headDir, 'report.html')
    await writeFile(file, html)

    const page = await browser.newPage()
    const problems: string[] = []
    const requests: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') problems.push(`console ${m.type()}: ${m.text()}`)
    })
    page.on('pageerror', (e) => problems.push(`page error: ${String(e)}`))
    page.on('requestfailed', (r) =>
      problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`),
    )
    page.on('request', (r) => requests.push(r.url()))
    page.on('dialog', async (d) => {
      problems.push(`dialog: ${d.message()}`)
      await d.dismiss()
    })
    await page.setViewport({ width: 1280, height: 900 })
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })

    // The trend: a vega SVG with one point per run and metric; the leaderboard chart and table.
    expect(await page.$$eval('#trend-chart svg [aria-roledescription="point"]', (p) => p.length)).toBe(6)
    expect(await page.$eval('#trend-chart svg', (s) => s.getBoundingClientRect().height)).toBeGreaterThan(100)
    expect(await page.$$eval('#leaderboard-table tr', (r) => r.length)).toBe(3)
    // The per-task table: a header and one row per task, the regressed first.
    const rows = await page.$$eval('#task-table tr', (r) => r.map((row) => row.textContent ?? ''))
    expect(rows).toHaveLength(11)
    expect(rows[1]).toContain('regressed')

    // The hostile name is text: the revealed characters, no element made of it, no script ran.
    const firstCell = await page.$eval('#task-table tr:nth-child(2) td a', (a) => a.textContent)
    expect(firstCell).toBe('<img src=x onerror=alert(1)> ⟦U+2705⟧ all good admin⟦U+202E⟧txt.exe')
    expect(await page.$$eval('img, script, iframe', (e) => e.length)).toBe(0)

    // The trajectory viewer: closed, then opened by a click on its summary, its steps visible.
    const viewer = '#task-1 .side-by-side > div:nth-child(2) details.trajectory'
    expect(await page.$eval(viewer, (d) => d.hasAttribute('open'))).toBe(false)
    await page.click(`${viewer} > summary`)
    expect(await page.$eval(viewer, (d) => d.hasAttribute('open'))).toBe(true)
    const step = await page.$eval(`${viewer} li.step:nth-child(2)`, (li) => ({
      text: li.textContent ?? '',
      height: li.getBoundingClientRect().height,
    }))
    expect(step.height).toBeGreaterThan(20)
    expect(step.text).toContain('head: <script>alert(2)</script>')
    expect(step.text).toContain('bash')
    expect(step.text).toContain('1200 in / 80 out')
    // Base beside head for the regressed task.
    expect(await page.$eval('#task-1 .side-by-side > div:nth-child(1)', (d) => d.textContent)).toContain(
      'base: ',
    )

    await mkdir(OUTPUT, { recursive: true })
    await page.screenshot({ path: join(OUTPUT, 'report.png'), fullPage: true })
    await page.close()

    expect(problems).toEqual([])
    // Nothing fetched: the one request is the file itself.
    expect(requests).toEqual([pathToFileURL(file).href])
    expect(existsSync(join(OUTPUT, 'report.png'))).toBe(true)
  })

  it('puts the verdict first: banner and first regressed row above the fold at 1400×900, no sideways scroll nor broken word at 390×844', async () => {
    const names = TASK_NAMES
    const regressed = new Set(names.slice(3, 6))
    const base = withTests(
      run(
        names.map((n) => [n, 'PPP'] as [string, string]),
        { label: 'swe-lite', model: 'model-a', runId: 'base' },
      ),
      () => ({ reported: 3, failing: [], complete: true }),
    )
    const head = withTests(
      run(
        names.map((n, i) => [n, regressed.has(n) ? 'FFF' : i % 7 === 0 ? 'PPF' : 'PPP'] as [string, string]),
        { label: 'swe-lite', model: 'model-a', runId: 'head' },
      ),
      (name) =>
        regressed.has(name)
          ? { reported: 3, failing: [{ name: FLIPPED_TEST, failed: 3 }], complete: true }
          : { reported: 3, failing: [], complete: true },
    )
    const verifier = (side: string) => (task: string, attempt: number, status: string) => ({
      stdout: Buffer.concat([
        Buffer.from(
          `\u001b[1m===== test session starts =====\u001b[0m\n${side} ${task} attempt ${attempt}\n`,
        ),
        Buffer.from([0xff, 0xfe, 0x0a]), // not UTF-8: shown as U+FFFD
        Buffer.from(
          status === 'passed'
            ? '\u001b[32m3 passed\u001b[0m in 0.41s\n'
            : `FAILED tests/test_outputs.py::${FLIPPED_TEST} - AssertionError: <script>alert(3)</script>\n\u001b[31m1 failed, 2 passed\u001b[0m in 0.52s\n`,
        ),
      ]),
      ctrf: ctrfJson([
        ['test_cli_runs', 'passed'],
        ['test_output_file_exists', 'passed'],
        [
          FLIPPED_TEST,
          status === 'passed' ? 'passed' : 'failed',
          status === 'passed' ? undefined : 'assert 2 == 3',
        ],
        [HOSTILE_TEST, 'skipped'],
      ]),
    })
    const baseDir = join(dir, 'verdict-base')
    const headDir = join(dir, 'verdict-head')
    await writeRunFolder(baseDir, base, { verifier: verifier('base') })
    await writeRunFolder(headDir, head, { verifier: verifier('head') })
    const comparison = compareRuns(base, head, { k: 2 })
    const html = await reportHtml({
      head,
      headDir,
      base,
      baseDir,
      comparison,
      history: null,
      leaderboard: null,
      reportDir: headDir,
    })
    const file = join(headDir, 'report.html')
    await writeFile(file, html)
    await mkdir(OUTPUT, { recursive: true })

    const page = await browser.newPage()
    const problems = watch(page)
    await page.setViewport({ width: 1400, height: 900 })
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })
    await page.screenshot({ path: join(OUTPUT, 'verdict-1400x900.png') })
    await page.screenshot({ path: join(OUTPUT, 'verdict-1400-full.png'), fullPage: true })
    const banner = await page.$eval('#verdict', (e) => ({
      bottom: e.getBoundingClientRect().bottom,
      text: e.textContent ?? '',
      background: e.ownerDocument.defaultView!.getComputedStyle(e).backgroundColor,
    }))
    expect(await page.$eval('#verdict .icon', (i) => i.getAttribute('aria-label'))).toBe('❌ failure')
    expect(banner.text).toMatch(/Regression: pass@2 fell/)
    expect(banner.background).toBe('rgb(255, 235, 233)') // the failure colour, not the page's white
    expect(banner.bottom).toBeLessThan(900)
    // Base vs head with Δ and its interval for pass@1 and pass@2, then mean reward.
    const headline = await page.$$eval('#headline tr', (rows) => rows.map((r) => r.textContent ?? ''))
    expect(headline[0]).toMatch(/^MetricBaseHeadΔ95% CI$/)
    expect(await page.$eval('#headline caption', (c) => c.textContent)).toBe('over 20 compared tasks')
    expect(headline[1]).toMatch(/^pass@1100\.0%80\.0%−20\.0 pts−\d+\.\d to −\d+\.\d$/)
    expect(headline[2]).toMatch(/^pass@2/)
    const firstRegressed = await page.$eval('#regressions-table tr:nth-child(2)', (r) => ({
      bottom: r.getBoundingClientRect().bottom,
      text: r.textContent ?? '',
    }))
    expect(firstRegressed.bottom).toBeLessThan(900)
    expect(firstRegressed.text).toContain('regressed')
    expect(firstRegressed.text).toContain('3/3') // the base cell
    expect(firstRegressed.text).toContain(`${FLIPPED_TEST} failed 3/3 (base 0/3)`)
    // The three regressed tasks, then the ones that likely fell (one failed attempt each).
    const listed = comparison.tasks.filter((t) => t.change === 'regressed' || t.suspect)
    expect(listed.length).toBeGreaterThan(3)
    expect(await page.$$eval('#regressions-table tr', (r) => r.length)).toBe(1 + listed.length)

    // A regressed task's failed attempt shows its verifier: the tests (failed first) and the output.
    const attempt = '#task-1 .side-by-side > div:nth-child(2) .attempt:nth-of-type(1) details.verifier'
    expect(await page.$eval(attempt, (d) => d.hasAttribute('open'))).toBe(true)
    const tests = await page.$$eval(`${attempt} table.tests tr`, (rows) =>
      rows.map((r) => r.textContent ?? ''),
    )
    expect(tests[1]).toBe(`${FLIPPED_TEST}failedassert 2 == 3`)
    expect(tests.some((t) => t.startsWith(HOSTILE_TEST))).toBe(true)
    const output = await page.$eval(`${attempt} pre.verifier-output`, (p) => p.textContent ?? '')
    expect(output).toContain('AssertionError: <script>alert(3)</script>')
    expect(output).toContain('\ufffd')
    expect(output).not.toContain('\u001b')
    expect(output).not.toContain('[31m')
    expect(await page.$$eval('img, script, iframe', (e) => e.length)).toBe(0)
    await (await page.$('#task-1'))!.screenshot({ path: join(OUTPUT, 'verdict-regressed-task.png') })

    await page.setViewport({ width: 390, height: 844 })
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })
    await page.screenshot({ path: join(OUTPUT, 'verdict-390x844.png') })
    await page.screenshot({ path: join(OUTPUT, 'verdict-390-full.png'), fullPage: true })
    const widths = await page.$eval('html', (root) => ({
      page: root.scrollWidth,
      body: root.ownerDocument.body.scrollWidth,
      view: root.ownerDocument.defaultView!.innerWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.view)
    expect(widths.body).toBeLessThanOrEqual(widths.view)
    expect(await brokenWords(page)).toEqual([])
    // The regressions table scrolls in its own box rather than squeezing its words.
    const scroller = await page.$eval('#regressions-table', (t) => ({
      table: t.scrollWidth,
      box: t.parentElement!.clientWidth,
      overflow: t.ownerDocument.defaultView!.getComputedStyle(t.parentElement!).overflowX,
    }))
    expect(scroller.overflow).toBe('auto')
    expect(scroller.box).toBeLessThanOrEqual(390)
    await page.close()
    expect(problems).toEqual([])
    for (const shot of ['verdict-1400x900.png', 'verdict-390x844.png'])
      expect(existsSync(join(OUTPUT, shot)), shot).toBe(true)
  })

  it("shows a GUI attempt's filmstrip: its screenshots in order, the click drawn where it landed, the final screen", async () => {
    const head = run([['gui-save-note', 'F']], { label: 'gui', model: 'model-a', runId: 'gui' })
    const headDir = join(dir, 'gui')
    await writeRunFolder(headDir, head)
    const agentDir = join(headDir, head.tasks[0]!.output_dir, 'attempt_001', 'agent')
    await writeGuiTrajectory(agentDir)
    const html = await reportHtml({
      head,
      headDir,
      base: null,
      baseDir: null,
      comparison: null,
      history: null,
      leaderboard: null,
      reportDir: headDir,
    })
    const file = join(headDir, 'report.html')
    await writeFile(file, html)
    const page = await browser.newPage()
    const problems = watch(page)
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.setViewport({ width: 1280, height: 900 })
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })
    await page.click('#task-1 > summary')
    const frames = await page.$$eval('#task-1 figure.frame', (figures) =>
      figures.map((f) => {
        const img = f.querySelector('img')!
        const box = img.getBoundingClientRect()
        const mark = f.querySelector('.click')?.getBoundingClientRect() ?? null
        return {
          caption: f.querySelector('figcaption')!.textContent ?? '',
          loaded: img.complete && img.naturalWidth === 320,
          shown: box.width > 100,
          // The mark's centre as a share of the picture.
          at: mark && [
            (mark.left + mark.width / 2 - box.left) / box.width,
            (mark.top + mark.height / 2 - box.top) / box.height,
          ],
        }
      }),
    )
    expect(frames.map((f) => f.caption)).toEqual([
      '#1 computer {"action":"screenshot"}',
      '#2 computer {"action":"left_click","coordinate":[320,600]}',
      'final screen computer {"action":"type","text":"helios"}',
    ])
    expect(frames.every((f) => f.loaded && f.shown)).toBe(true)
    expect(frames[0]!.at).toBeNull()
    expect(frames[1]!.at![0]).toBeCloseTo(0.25, 1)
    expect(frames[1]!.at![1]).toBeCloseTo(0.75, 1)
    // Each frame links to its full-size file.
    expect(await page.$eval('#task-1 figure.frame.final a', (a) => a.getAttribute('href'))).toMatch(
      /attempt_001\/agent\/screenshots\/0003\.png$/,
    )
    await mkdir(OUTPUT, { recursive: true })
    await page.screenshot({ path: join(OUTPUT, 'filmstrip.png'), fullPage: true })
    await page.close()
    expect(problems).toEqual([])
    // Embedded pictures: nothing fetched beyond the page.
    expect(requests.filter((u) => !u.startsWith('data:'))).toEqual([pathToFileURL(file).href])
  })
})

/** The built-in agent's trajectory of a GUI attempt: three screenshots, the second after a click. */
async function writeGuiTrajectory(agentDir: string): Promise<void> {
  await mkdir(join(agentDir, 'screenshots'), { recursive: true })
  const screen = { width: 1280, height: 800, screen_width: 1280, screen_height: 800 }
  const steps = [
    { action: 'screenshot' },
    { action: 'left_click', coordinate: [320, 600] },
    { action: 'type', text: 'helios' },
  ].map((args, i) => {
    const path = `screenshots/000${i + 1}.png`
    return {
      role: 'assistant' as const,
      text: null,
      usage: null,
      timestamp: null,
      tool_calls: [
        {
          id: `call-${i + 1}`,
          name: 'computer',
          arguments: args,
          output: 'done',
          screenshots: [{ path, ...screen, ...(i === 1 ? { point: [320, 600] as [number, number] } : {}) }],
        },
      ],
    }
  })
  for (const [i] of steps.entries())
    await writeFile(
      join(agentDir, `screenshots/000${i + 1}.png`),
      encodePng({ width: 1280, height: 800, rgb: Buffer.alloc(1280 * 800 * 3, 60 * (i + 1)) }),
    )
  const atif = toAtif(
    { schema_version: 1, agent: 'helios', model: 'model-a', source: 'native', steps },
    { sessionId: 'gui', agentVersion: '1', usage: null },
  )
  await writeFile(join(agentDir, 'trajectory.json'), JSON.stringify(atif))
}

const TASK_NAMES = [
  'fix-regex-parser-timeout',
  'add-pagination-to-api',
  'migrate-config-to-toml',
  'repair-broken-symlinks',
  'optimize-sql-query-plan',
  'handle-unicode-filenames',
  'write-csv-exporter',
  'patch-memory-leak-in-cache',
  'implement-retry-backoff',
  'sort-large-log-files',
  'build-static-site',
  'fix-flaky-date-test',
  'port-script-to-python3',
  'compress-image-assets',
  'validate-json-schema',
  'rotate-nginx-logs',
  'debug-segfault-in-c-ext',
  'add-type-hints',
  'configure-git-hooks',
  'dedupe-user-records',
]
const FLIPPED_TEST = 'test_parser_handles_nested_groups'
const HOSTILE_TEST = '<img src=x onerror=alert(4)>'

function withTests(summary: RunSummary, tests: (taskName: string) => TaskTests): RunSummary {
  return { ...summary, tasks: summary.tasks.map((t) => ({ ...t, tests: tests(t.task_name) })) }
}

function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') problems.push(`console ${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${String(e)}`))
  page.on('dialog', async (d) => {
    problems.push(`dialog: ${d.message()}`)
    await d.dismiss()
  })
  return problems
}

/**
 * Words laid out on more than one line: each run of non-space characters of every visible text
 * outside <pre> (logs keep their own wrapping) and the charts, measured with a Range.
 */
async function brokenWords(page: Page): Promise<string[]> {
  // Run in the page (a string: this project's TypeScript has no DOM library).
  return (await page.evaluate(`(() => {
    const broken = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.parentElement && node.parentElement.closest('pre, svg')) continue
      for (const match of (node.textContent || '').matchAll(/\\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))
        if (new Set(tops).size > 1) broken.push(match[0])
      }
    }
    return broken
  })()`)) as string[]
}
