import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main } from '../../src/cli/main.js'
import { exitCodeFor } from '../../src/cli/exit-codes.js'
import { UsageError } from '../../src/cli/args.js'
import { CompareError } from '../../src/results/compare.js'
import { PlanError } from '../../src/results/plan.js'
import { SchemaError } from '../../src/results/schema-error.js'
import { ModelIdError } from '../../src/run/agents/helios/model-id.js'
import { UnknownAgentError } from '../../src/run/agents/types.js'
import { ProviderUnavailableError } from '../../src/run/environment/errors.js'
import { RunAbortedError, RunOptionsError } from '../../src/run/runner.js'
import { RunLockedError } from '../../src/run/run-lock.js'
import { OutputWriteError } from '../../src/run/write-fault.js'
import type { RunSummary } from '../../src/results/types.js'
import { TaskConfigError, TaskDiscoveryError } from '../../src/task/errors.js'

describe('exitCodeFor', () => {
  it('is 2 for every error about what the command was given or where it runs', () => {
    const usage = [
      new UsageError('--attempts is x'),
      new TaskDiscoveryError('no such folder'),
      new TaskConfigError('task.toml', 'agent.timeout_sec', 'expected a number'),
      new PlanError('shards must be ≥ 1'),
      new RunOptionsError('attempts must be ≥ 1'),
      new UnknownAgentError('unknown agent "x"'),
      new ModelIdError('bad model'),
      new SchemaError('run_summary.json', 'tasks', 'must be an array'),
      new CompareError('k must be ≥ 1'),
      new ProviderUnavailableError('no Docker engine'),
      new RunLockedError('/out/run', { pid: 1, host: 'h', owner: 'o', started_at: 'now' }),
    ]
    expect(usage.map(exitCodeFor)).toEqual(usage.map(() => 2))
  })

  it('goes by class, not by name: a lookalike name is still 1', () => {
    const lookalike = new Error('not a compare error')
    lookalike.name = 'CompareError'
    expect(exitCodeFor(lookalike)).toBe(1)
    expect(exitCodeFor(new RunAbortedError('/tmp/run', {} as RunSummary))).toBe(1)
    // The output disk failed mid-run: not a usage error.
    expect(
      exitCodeFor(new OutputWriteError(Object.assign(new Error('x'), { code: 'ENOSPC' }), '/r', null)),
    ).toBe(1)
    expect(exitCodeFor(new TypeError('a bug'))).toBe(1)
    expect(exitCodeFor('a string')).toBe(1)
  })
})

describe('main', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'helios-exit-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('exits 2 naming the file when a summary it was given cannot be read', async () => {
    const broken = join(dir, 'run_summary.json')
    await writeFile(broken, '{"schema_version": 1, "tasks": ')
    const stderr: string[] = []
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(String(chunk))
      return true
    })
    try {
      expect(await main(['compare', broken, broken])).toBe(2)
    } finally {
      spy.mockRestore()
    }
    expect(stderr.join('')).toMatch(/^helios: .*run_summary\.json: not valid JSON/)
  })
})
