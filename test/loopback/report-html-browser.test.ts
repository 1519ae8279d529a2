// report.html in a real browser: Debian's headless Chromium driven by puppeteer-core. The page must
// load with no console error, no failed request and no request at all beyond itself (it is
// self-contained), show the trend chart, the leaderboard and the per-task table, open a
// trajectory, and show a hostile task name as text. A screenshot goes to test-output/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import puppeteer, { type Browser } from 'puppeteer-core'
import { compareRuns } from '../../src/results/compare.js'
import { appendRun, emptyHistory } from '../../src/results/history.js'
import { buildLeaderboard } from '../../src/results/leaderboard.js'
import { reportHtml } from '../../src/report/html/build-report.js'
import { writeRunFolder } from '../fixtures/report-run.js'
import { run } from '../unit/helpers/runs.js'

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
})
