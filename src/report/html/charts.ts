// The report's charts: vega-lite specs compiled and rendered to SVG in Node at build time (vega's
// headless View, no DOM, no canvas), so report.html carries them inline and fetches nothing. Data
// values only: the specs load no URL. Text is revealed like the markdown report's; vega escapes it.
import * as vega from 'vega'
import { compile, type TopLevelSpec } from 'vega-lite'
import type { History } from '../../results/history.js'
import type { Leaderboard } from '../../results/leaderboard.js'
import { clip, revealInvisible, revealStatusSymbols } from '../escape.js'
import { trendView } from '../trend.js'

const FONT = 'system-ui, sans-serif'

/** pass@1 (and pass@k when every run has it) over the last runs; null with fewer than two runs. */
export async function trendChartSvg(history: History, last?: number): Promise<string | null> {
  const view = trendView(history, last)
  if (view.runs.length < 2) return null
  const ks = view.k === null ? [1] : [1, view.k]
  const values = view.runs.flatMap((run, i) =>
    ks.map((k) => ({
      run: `${i + 1}. ${shown(run.commit?.slice(0, 7) ?? run.run_id, 20)}`,
      order: i,
      metric: `pass@${k}`,
      value: run.pass_at_k[String(k)] ?? 0,
    })),
  )
  return render({
    width: 560,
    height: 220,
    data: { values },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'run', type: 'ordinal', sort: { field: 'order' }, title: 'run (oldest first)' },
      y: {
        field: 'value',
        type: 'quantitative',
        scale: { domain: [0, 1] },
        axis: { format: '.0%' },
        title: null,
      },
      color: { field: 'metric', type: 'nominal', title: null },
    },
  })
}

/** pass@1 of each leaderboard row with its interval, best first. */
export async function leaderboardChartSvg(board: Leaderboard): Promise<string> {
  const values = board.rows.map((row, i) => ({
    label: `${i + 1}. ${shown(row.label, 40)}`,
    order: i,
    estimate: row.passAt1.estimate,
    low: row.passAt1.low,
    high: row.passAt1.high,
  }))
  // The rows come in rank order: kept as they are (sort null), on both layers alike.
  const y = { field: 'label', type: 'nominal', sort: null, title: null } as const
  return render({
    width: 480,
    data: { values },
    layer: [
      {
        mark: { type: 'bar', color: '#8fb3d9' },
        encoding: {
          y,
          x: {
            field: 'estimate',
            type: 'quantitative',
            scale: { domain: [0, 1] },
            axis: { format: '.0%' },
            title: 'pass@1',
          },
        },
      },
      {
        mark: { type: 'rule', color: '#1f3b5c' },
        encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } },
      },
    ],
  })
}

async function render(spec: Record<string, unknown>): Promise<string> {
  // The specs are this file's own literals; vega-lite's spec type is too deep to spell them in.
  const compiled = compile({ ...spec, config: { font: FONT, background: 'white' } } as TopLevelSpec).spec
  // A loader that refuses everything: a spec that tried to load a URL would fail here, not fetch.
  const loader = vega.loader()
  loader.load = () => Promise.reject(new Error('report charts load no data'))
  const view = new vega.View(vega.parse(compiled), { renderer: 'none', loader, logLevel: vega.Error })
  try {
    return await view.toSVG()
  } finally {
    view.finalize()
  }
}

function shown(text: string, max: number): string {
  return revealInvisible(revealStatusSymbols(clip(text, max)))
}
