#!/usr/bin/env node
// `npx helios …` from a checkout or an install: the bundled CLI (one bundle with the action).
globalThis.__HELIOS_CLI__ = true
await import('../dist/index.js')
