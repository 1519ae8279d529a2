import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { discoverTasks } from '../../src/task/discover.js'

const EXAMPLES = fileURLToPath(new URL('../../tasks/', import.meta.url))

describe('example tasks in tasks/', async () => {
  const { tasks, invalid } = await discoverTasks(EXAMPLES)

  it('are all valid', () => {
    expect(invalid).toEqual([])
    expect(tasks.length).toBeGreaterThanOrEqual(6)
  })

  it('each have a solution, small timeouts and no unknown fields', () => {
    for (const task of tasks) {
      expect(task.hasSolution, task.name).toBe(true)
      expect(task.config.agent.timeoutSec, task.name).toBeLessThanOrEqual(120)
      expect(task.config.verifier.timeoutSec, task.name).toBeLessThanOrEqual(60)
      expect(task.config.warnings, task.name).toEqual([])
      expect(task.name, task.name).toBe(task.relativeDir)
    }
  })

  it('cover the format features', () => {
    const configs = tasks.map((task) => task.config)
    expect(configs.some((config) => config.environment.workdir !== null)).toBe(true)
    expect(configs.some((config) => config.agent.user !== null && config.agent.user !== 'root')).toBe(true)
    expect(
      configs.some((config) => Object.values(config.environment.env).some((v) => v.includes(':-'))),
    ).toBe(true)
    expect(configs.some((config) => config.environment.networkMode === 'no-network')).toBe(true)
    expect(configs.some((config) => config.environment.dockerImage === 'debian:bookworm-slim')).toBe(true)
    expect(tasks.some((task) => task.compose?.services.some((s) => s.healthcheck !== null))).toBe(true)
  })
})
