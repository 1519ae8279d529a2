#!/usr/bin/env node
// `npx helios …` from a checkout or an install: the bundled CLI (one bundle with the action).
// The Node version check loads first and alone: on an older Node the bundle would fail without
// saying why. Promises, not top-level await, so that any Node with ES modules gets this far.
import('./node-version-check.js').then(
  () => {
    globalThis.__HELIOS_CLI__ = true
    return import('../dist/index.js')
  },
  (error) => {
    if (!error || error.name !== 'UnsupportedNodeError') throw error
    process.stderr.write(`helios: ${error.message}\n`)
    process.exitCode = 2
  },
)
