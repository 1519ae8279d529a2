// The action: reads inputs, runs the mode, and turns any error into a failed step.
import * as core from '@actions/core'
import { allMode } from './all-mode.js'
import { buildMode } from './build-mode.js'
import { checkMode } from './check-mode.js'
import { confirmMode } from './confirm-mode.js'
import { readWorkflowContext } from './context.js'
import { getInputs } from './inputs.js'
import { misspeltInputWarnings } from './misspelt-inputs.js'
import { leaderboardMode } from './leaderboard-mode.js'
import { planMode } from './plan-mode.js'
import { publishMode } from './publish-mode.js'
import { reportMode } from './report-mode.js'
import { runMode } from './run-mode.js'
import { createClients } from './clients.js'

export async function run(): Promise<void> {
  try {
    // Before the inputs are checked: a misspelt one may be why a check fails.
    for (const warning of misspeltInputWarnings(process.env)) core.warning(warning)
    const inputs = getInputs()
    // Masked before anything could print it.
    if (inputs.registryPassword) core.setSecret(inputs.registryPassword)
    const ctx = readWorkflowContext()
    const clients = createClients(inputs, ctx)
    if (inputs.mode === 'plan') await planMode(inputs, ctx, clients)
    else if (inputs.mode === 'run') await runMode(inputs, ctx, clients)
    else if (inputs.mode === 'report') await reportMode(inputs, ctx, clients)
    else if (inputs.mode === 'check') await checkMode(inputs, ctx, clients)
    else if (inputs.mode === 'build') await buildMode(inputs, ctx, clients)
    else if (inputs.mode === 'confirm') await confirmMode(inputs, ctx, clients)
    else if (inputs.mode === 'all') await allMode(inputs, ctx, clients)
    else if (inputs.mode === 'leaderboard') await leaderboardMode(inputs, ctx, clients)
    else await publishMode(inputs, ctx, clients)
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error))
  }
}
