// A `with:` key the action does not declare reaches it only as an INPUT_<NAME> variable, and the
// runner's own warning lists all the inputs without saying which was meant: `concurency: 8` would
// quietly run with the default. Here each such name that resembles an input gets a warning naming
// it. Pure: the input list is what getInputs reads (action.yml declares exactly those, a test
// checks), the variables are passed in.
import { closest } from '../text/closest.js'
import { getInputs } from './inputs.js'

/** Every input name, as getInputs reads them (every input is read in every mode). */
export function inputNames(): string[] {
  const names = new Set<string>()
  getInputs((name) => {
    names.add(name)
    return name === 'mode' ? 'plan' : ''
  })
  return [...names]
}

/**
 * One warning per INPUT_ variable that no input reads and that resembles one; a variable that
 * resembles none is left to the runner's "Unexpected input" warning (it may be no typo at all).
 */
export function misspeltInputWarnings(
  env: Readonly<Record<string, string | undefined>>,
  known: readonly string[] = inputNames(),
): string[] {
  // core.getInput reads INPUT_ + the name upper-cased, spaces as underscores.
  const variables = new Set(known.map((name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`))
  const warnings: string[] = []
  for (const variable of Object.keys(env).sort()) {
    if (!variable.startsWith('INPUT_') || variables.has(variable)) continue
    const given = variable.slice('INPUT_'.length).toLowerCase()
    const meant = closest(given, known)
    if (meant !== null)
      warnings.push(
        `Input '${given}' is not an input of this action and is ignored; did you mean '${meant}'?`,
      )
  }
  return warnings
}
