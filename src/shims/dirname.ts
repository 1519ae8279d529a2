// Must be the first import of every bundled entrypoint: ncc emits an ESM bundle, and ssh2
// (the Docker client → docker-modem) reads the CommonJS globals __dirname/__filename at load time.
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

// The CommonJS globals are no part of globalThis's ESM type: named here to be set.
const g = globalThis as { __dirname?: string; __filename?: string }
g.__filename ??= fileURLToPath(import.meta.url)
g.__dirname ??= dirname(g.__filename)
