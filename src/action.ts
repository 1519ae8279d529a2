import './shims/dirname.js'
import { run } from './action/main.js'

// Entry of the GitHub Action (dist/index.js); all logic is in action/main.ts.
await run()
