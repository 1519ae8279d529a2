// The `config` input: what one label's run job takes from the shipped nightly config, and that an
// input given explicitly wins over the file.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { inputsOfRun, loadActionConfig } from '../../src/action/config-inputs.js'
import type { WorkflowContext } from '../../src/action/context.js'
import { getInputs, InputError } from '../../src/action/inputs.js'

// As on a runner: an input the workflow leaves out reads as action.yml's default.
const metadata = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> }
const read = (values: Record<string, string>) => (name: string) =>
  values[name] ?? metadata.inputs[name]?.default ?? ''
const ctx = { workspace: process.cwd() } as WorkflowContext
const CONFIG = '.github/helios/nightly.toml'

describe('config input', () => {
  it("gives a label's run its agent, model and the config's settings", async () => {
    const given = getInputs(read({ mode: 'run', config: CONFIG, label: 'nightly-gpt-5', shard: '1' }))
    const loaded = await loadActionConfig(given, ctx)
    expect(loaded.runs.map((r) => r.label)).toEqual(['nightly-claude-sonnet-4-5', 'nightly-gpt-5'])
    const { inputs } = inputsOfRun(loaded, 'nightly-gpt-5')
    expect(inputs).toMatchObject({
      ...{ tasks: 'tasks', label: 'nightly-gpt-5', shard: 1, agent: 'helios', model: 'openai/gpt-5' },
      ...{ attempts: 3, concurrency: 4, maxCostUsd: 2, timeoutMultiplier: 1 },
    })
    expect(loaded.config.overrides.map((o) => [o.name, o.timeoutMultiplier])).toEqual([
      ['implement-mathlib', 2],
    ])
  })

  it('lets an input given explicitly win, per-task entries included', async () => {
    const given = getInputs(
      read({
        mode: 'run',
        config: CONFIG,
        label: 'nightly',
        model: 'openai/gpt-5',
        attempts: '1',
        'max-cost': '0.5',
      }),
    )
    const loaded = await loadActionConfig(given, ctx)
    expect(loaded.runs.map((r) => r.label)).toEqual(['nightly'])
    expect(inputsOfRun(loaded, 'nightly').inputs).toMatchObject({
      attempts: 1,
      maxCostUsd: 0.5,
      concurrency: 4,
    })
  })

  it('refuses a label the config does not name, listing those it does', async () => {
    const given = getInputs(read({ mode: 'run', config: CONFIG, label: 'nightly-gpt-4' }))
    const loaded = await loadActionConfig(given, ctx)
    expect(() => inputsOfRun(loaded, 'nightly-gpt-4')).toThrow(InputError)
    expect(() => inputsOfRun(loaded, 'nightly-gpt-4')).toThrow(
      /labels are nightly-claude-sonnet-4-5, nightly-gpt-5/,
    )
  })
})
