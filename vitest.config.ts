import { defineConfig } from 'vitest/config'

// GitHub's workflow parser imports its JSON schema without an import attribute: let Vite load it.
const server = { deps: { inline: ['@actions/workflow-parser', '@actions/expressions'] } }

// Two projects: `unit` is pure and fast; `integration` talks to a real Docker engine and to the
// loopback GitHub fakes, so it runs with generous timeouts and limited parallelism.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], server },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          server,
        },
      },
    ],
  },
})
