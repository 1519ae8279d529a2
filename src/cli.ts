import './shims/dirname.js'
import { main } from './cli/main.js'

// Entry of the `helios` command; all logic is in cli/main.ts.
process.exitCode = await main(process.argv.slice(2))
