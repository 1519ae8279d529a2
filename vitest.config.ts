import { defineConfig } from 'vitest/config'

// GitHub's workflow parser imports its JSON schema without an import attribute: let Vite load it.
const server = { deps: { inline: ['@actions/workflow-parser', '@actions/expressions'] } }

// Projects by what a test needs, cheapest first (docs/tests.md); `npm test` runs them in that
// order (sequence.groupOrder), so a broken pure function is reported before the engine starts:
// - unit: pure logic on literal inputs, temp folders at most;
// - sim: seeded Monte-Carlo checks of the statistics at test size (full size: `npm run bench`);
// - loopback: child processes, the loopback GitHub and model fakes, the browser; no Docker;
// - docker: a real Docker engine (and the fakes backed by it: Daytona, Kubernetes, registries).
//   test/integration/ is read as docker too, so a file added there still runs until it is moved.
// Two docker files at a time: each checks only its own runs' containers (run ids of its own), and
// most of their time is spent waiting on the engine, not on a core.
// unit, loopback and docker run `helios` as a child process: built from source once per run.
const globalSetup = ['test/setup/build-cli.ts']
const slow = { testTimeout: 180_000, hookTimeout: 180_000, globalSetup, server }

export default defineConfig({
  test: {
    projects: [
      // Unit tests that start the built CLI take a second on a quiet machine, many beside the
      // background bundle: a limit, not a speed goal.
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 30_000, globalSetup, server },
      },
      {
        test: {
          name: 'sim',
          include: ['test/sim/**/*.test.ts'],
          testTimeout: 600_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          server,
        },
      },
      {
        test: {
          name: 'loopback',
          include: ['test/loopback/**/*.test.ts'],
          ...slow,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'docker',
          include: ['test/docker/**/*.test.ts', 'test/integration/**/*.test.ts'],
          ...slow,
          // Two files at a time share two cores: a whole simulated workflow (six jobs and a
          // confirmation round) took 180 s beside another file. A limit, not a speed goal.
          testTimeout: 900_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
