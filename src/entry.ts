import './shims/dirname.js'

// The one bundle (dist/index.js) serves both entrypoints: the runner starts it as the action;
// bin/helios.js marks the process as the CLI before importing it. All logic is in action/main.ts
// and cli/main.ts.
const asCli = (globalThis as { __HELIOS_CLI__?: boolean }).__HELIOS_CLI__ === true
if (asCli) {
  const { main } = await import('./cli/main.js')
  process.exitCode = await main(process.argv.slice(2))
} else {
  const { run } = await import('./action/main.js')
  const { abandonedCacheRequests } = await import('./action/actions-image-cache.js')
  await run()
  // A cache request past its time limit can't be cancelled and may never be answered: don't let
  // its socket hold the step open (stdout is a pipe, written synchronously on Linux).
  if (abandonedCacheRequests() > 0) process.exit()
}
