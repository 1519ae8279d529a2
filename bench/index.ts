// `npm run bench`: every bench module, one table. Speed goals are compared with a baseline
// measured in the same run, never asserted in tests. `npm run bench -- merge gate` runs a subset.
import type { BenchResult } from './types.js'

const MODULES: Record<string, () => Promise<{ bench: () => Promise<BenchResult[]> }>> = {
  merge: () => import('./merge.js'),
  sharding: () => import('./sharding.js'),
  gate: () => import('./gate-simulation.js'),
  sequential: () => import('./sequential-confirm.js'),
  'confirm-rule': () => import('./confirm-rule.js'),
  runner: () => import('./runner-overhead.js'),
  'cold-start': () => import('./cold-start.js'),
  'helios-agent': () => import('./helios-agent.js'),
  'agent-setup': () => import('./agent-setup.js'),
  timeouts: () => import('./timeouts.js'),
  images: () => import('./images.js'),
  history: () => import('./history-size.js'),
  'report-size': () => import('./report-size.js'),
  'image-cache': () => import('./image-cache.js'),
  'gui-display': () => import('./gui-display.js'),
}

const wanted = process.argv.slice(2)
const names = wanted.length ? wanted : Object.keys(MODULES)
const rows: (BenchResult & { module: string })[] = []
for (const name of names) {
  const load = MODULES[name]
  if (!load) throw new Error(`unknown bench '${name}'; choose from ${Object.keys(MODULES).join(', ')}`)
  process.stderr.write(`bench ${name}…\n`)
  const started = performance.now()
  for (const result of await (await load()).bench()) rows.push({ module: name, ...result })
  process.stderr.write(`bench ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(3))
console.log('\n| bench | result | baseline (same run) | goal | met |')
console.log('| --- | --- | --- | --- | --- |')
for (const r of rows) {
  const baseline = r.baseline ? `${fmt(r.baseline.value)} ${r.unit} (${r.baseline.name})` : ''
  const met = r.met === undefined ? '' : r.met ? 'yes' : '**no**'
  console.log(
    `| ${r.module}: ${r.name} | ${fmt(r.value)} ${r.unit} | ${baseline} | ${r.goal ?? ''} | ${met} |`,
  )
  if (r.notes) console.log(`|  ↳ ${r.notes} | | | | |`)
}
