// Where the action's entrypoints are, and which Node runs them: plain constants with no test
// runner attached, so the benches (run outside vitest) can import them too.
import path from 'node:path'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')
export const ACTION_BUNDLE = path.join(REPO_ROOT, 'dist/index.js')
/**
 * The same entrypoint from source, for a change not yet bundled (dist/ is rebundled on merge): as
 * test/setup/build-cli.ts built it at the start of the test run (the projects that use it set it up).
 */
export const ACTION_SOURCE = [path.join(REPO_ROOT, 'test-output/helios-cli/index.js')]
/** The runner's Node: the Node running the tests (.ci/run puts Node 24, the runner's node24, first). */
export const RUNNER_NODE = process.execPath
