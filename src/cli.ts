import './shims/dirname.js'
import { main } from './cli/main.js'

// The `helios` command from source (`node --import tsx src/cli.ts`); the bundle enters at entry.ts.
process.exitCode = await main(process.argv.slice(2))
