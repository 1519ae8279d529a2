// The action: reads inputs, runs the mode, and turns any error into a failed step. Each mode's
// module is imported when it runs (the bundle splits them): a plan step loads no runner.
import * as core from '@actions/core'
import { readWorkflowContext } from './context.js'
import { getInputs, type ActionInputs } from './inputs.js'
import { misspeltInputWarnings } from './misspelt-inputs.js'
import { createClients } from './clients.js'

type Mode = (...args: Parameters<typeof import('./plan-mode.js').planMode>) => Promise<unknown>

const MODES: Record<ActionInputs['mode'], () => Promise<Mode>> = {
  plan: async () => (await import('./plan-mode.js')).planMode,
  run: async () => (await import('./run-mode.js')).runMode,
  report: async () => (await import('./report-mode.js')).reportMode,
  check: async () => (await import('./check-mode.js')).checkMode,
  build: async () => (await import('./build-mode.js')).buildMode,
  confirm: async () => (await import('./confirm-mode.js')).confirmMode,
  all: async () => (await import('./all-mode.js')).allMode,
  leaderboard: async () => (await import('./leaderboard-mode.js')).leaderboardMode,
  publish: async () => (await import('./publish-mode.js')).publishMode,
}

export async function run(): Promise<void> {
  try {
    // Before the inputs are checked: a misspelt one may be why a check fails.
    for (const warning of misspeltInputWarnings(process.env)) core.warning(warning)
    const given = getInputs()
    // Masked before anything could print it.
    if (given.registryPassword) core.setSecret(given.registryPassword)
    const ctx = readWorkflowContext()
    // A named dataset's checkout becomes the tasks folder every mode reads.
    const inputs =
      given.dataset || given.datasetRegistry
        ? await (await import('./dataset-checkout.js')).withDataset(given, ctx)
        : given
    const clients = createClients(inputs, ctx)
    const mode = await MODES[inputs.mode]()
    await mode(inputs, ctx, clients)
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error))
  }
}
