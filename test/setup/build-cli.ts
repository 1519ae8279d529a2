// Global setup of the projects whose tests run `helios` as a child process: builds the command
// from source once per test run, our modules bundled into one file and every package left in
// node_modules. Each child then starts without a TypeScript loader (tsx resolves and transpiles
// every import through its hooks): the same source, about half the CPU per process.
import { build } from 'esbuild'
import { rename } from 'node:fs/promises'
import { HELIOS_CLI } from '../fixtures/cli.js'

export default async function buildCli(): Promise<void> {
  // Projects set up side by side: each writes its own file, then renames it into place whole.
  const partial = `${HELIOS_CLI}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`
  await build({
    entryPoints: ['src/cli.ts'],
    outfile: partial,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'error',
  })
  await rename(partial, HELIOS_CLI)
}
