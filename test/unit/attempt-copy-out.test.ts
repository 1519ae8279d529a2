// What an attempt copies out of its environment, and where: helios's own files (the manifest, the
// agent's stdout as we read it, the trajectory) and the copies of declared artifacts cannot be
// replaced by a file the agent leaves in /logs, and the attempt's copy cap skips whole files past
// it and says so in result.json. Pure parts here, whole attempts on the in-memory provider; the
// same cases against real Docker are in test/docker/runner-copy-out.test.ts.
import { describe, expect, it } from 'vitest'
import { lstat, mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import * as tar from 'tar-stream'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { AttemptResult } from '../../src/results/types.js'
import { logCopyPath, OWN_AGENT_FILES } from '../../src/run/attempt-files.js'
import { CopyBudget, NAMED_SKIPS } from '../../src/run/copy-budget.js'
import { extractArchive } from '../../src/run/environment/archive.js'
import { cappedSize, endWritable, LogFileSink } from '../../src/run/environment/streams.js'
import { runBenchmark } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { MemoryProvider, type ExecCall, type ExecScript } from '../fixtures/memory-provider.js'
import { makeTask, type FixtureTask } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

describe('logCopyPath', () => {
  const all = ['agent', 'verifier', 'artifacts'] as const
  it('puts /logs/artifacts under artifacts/logs/, apart from the manifest and the declared copies', () => {
    expect(logCopyPath('/logs/artifacts/manifest.json', all)).toBe('artifacts/logs/manifest.json')
    expect(logCopyPath('/logs/artifacts/declared/app/out.txt', all)).toBe(
      'artifacts/logs/declared/app/out.txt',
    )
    expect(logCopyPath('/logs/agent/notes/x.txt', all)).toBe('agent/notes/x.txt')
    expect(logCopyPath('/logs/verifier/reward.txt', all)).toBe('verifier/reward.txt')
  })

  it("copies no file of /logs/agent named like one of helios's, nor folders not asked for", () => {
    for (const name of OWN_AGENT_FILES) expect(logCopyPath(`/logs/agent/${name}`, all)).toBeNull()
    expect(logCopyPath('/logs/agent/sub/stdout.txt', all)).toBe('agent/sub/stdout.txt')
    expect(logCopyPath('/logs/verifier/reward.txt', ['agent', 'artifacts'])).toBeNull()
    expect(logCopyPath('/logs/result.json', all)).toBeNull()
    expect(logCopyPath('/logs/other/x', all)).toBeNull()
  })
})

describe('CopyBudget', () => {
  it('skips a file that does not fit whole, admits a later one that does, and names the first skips', () => {
    const budget = new CopyBudget(100)
    expect(budget.admit('/a', 60)).toBe(true)
    expect(budget.admit('/b', 50)).toBe(false)
    expect(budget.admit('/c', 40)).toBe(true)
    expect(budget.admit('/d', 1)).toBe(false)
    expect(budget.note()).toEqual({
      cap_bytes: 100,
      copied_bytes: 100,
      skipped_files: 2,
      first_skipped: ['/b', '/d'],
    })
  })

  it('gives back what an admitted file did not take, and admits a required file past the cap', () => {
    const budget = new CopyBudget(100)
    expect(budget.admit('/a', 100)).toBe(true)
    budget.release(30)
    expect(budget.admit('/b', 30)).toBe(true)
    expect(budget.admit('/logs/verifier/reward.txt', 5, true)).toBe(true)
    expect(budget.usedBytes).toBe(105)
    expect(budget.note()).toBeNull()
  })

  it('names at most NAMED_SKIPS files and counts them all', () => {
    const budget = new CopyBudget(0)
    for (let i = 0; i < 25; i++) budget.admit(`/f${i}`, 1)
    expect(budget.note()).toMatchObject({ skipped_files: 25 })
    expect(budget.note()!.first_skipped).toHaveLength(NAMED_SKIPS)
    // An empty file takes nothing: it always fits.
    expect(budget.admit('/empty', 0)).toBe(true)
  })
})

describe('cappedSize', () => {
  it('is what a LogFileSink writes, under, at and over its cap', async () => {
    for (const size of [0, 99, 100, 101, 5000]) {
      const path = join(folders.out, `sink-${size}`)
      const sink = new LogFileSink(path, 100)
      sink.write(Buffer.alloc(size, 'x'))
      await endWritable(sink)
      const onDisk = (await lstat(path)).size
      expect([size, sink.bytesWritten]).toEqual([size, onDisk])
      expect(cappedSize(size, 100)).toBe(onDisk)
    }
  })
})

type Entry = { name: string; body?: string; size?: number; type?: 'symlink' | 'link'; linkname?: string }

/** A tar as an environment's copyOut gives it, built by hand (names and types a real engine would not give too). */
function tarOf(entries: Entry[]): Readable {
  const pack = tar.pack()
  for (const e of entries) {
    if (e.type) pack.entry({ name: e.name, type: e.type, linkname: e.linkname })
    else pack.entry({ name: e.name }, e.size !== undefined ? Buffer.alloc(e.size) : (e.body ?? ''))
  }
  pack.finalize()
  return pack as unknown as Readable
}

/** Every path under `dir` with its kind (symlinks are never followed). */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .map(
      (e) =>
        `${join(e.parentPath, e.name).slice(dir.length + 1)}${e.isSymbolicLink() ? ' -> link' : e.isDirectory() ? '/' : ''}`,
    )
    .sort()
}

describe('extractArchive', () => {
  it('writes no link, and nothing outside its folder, whatever the entries name', async () => {
    const dir = join(folders.out, 'extract-links')
    const outside = join(folders.out, 'outside')
    await mkdir(outside, { recursive: true })
    const archive = tarOf([
      { name: 'logs/artifacts/up', type: 'symlink', linkname: '../../..' },
      { name: 'logs/artifacts/escape', type: 'symlink', linkname: outside },
      // A hand-made tar may follow a link by a file beneath it: the link was never made, so this is a plain folder.
      { name: 'logs/artifacts/escape/planted.txt', body: 'planted' },
      { name: 'logs/artifacts/hard', type: 'link', linkname: '/etc/passwd' },
      { name: 'logs/artifacts/../../escaped.txt', body: 'x' },
      { name: '/abs.txt', body: 'x' },
      { name: 'logs/artifacts/ok.txt', body: 'ok' },
    ])
    const files = await extractArchive(archive, {
      capBytesPerFile: 1024,
      secrets: [],
      destination: (name) => (name.startsWith('logs/artifacts/') ? join(dir, name.slice(5)) : null),
    })
    expect(files).toBe(2)
    expect(await tree(dir)).toEqual([
      'artifacts/',
      'artifacts/escape/',
      'artifacts/escape/planted.txt',
      'artifacts/ok.txt',
    ])
    expect(await readdir(outside)).toEqual([])
  })

  it('skips whole the files past the budget (sizes from their headers) and names them', async () => {
    const dir = join(folders.out, 'extract-budget')
    const budget = new CopyBudget(2500)
    const archive = tarOf([
      ...[1, 2, 3, 4].map((i) => ({ name: `logs/agent/big-${i}`, size: 1000 })),
      { name: 'logs/agent/small', body: 'fits' },
    ])
    await extractArchive(archive, {
      capBytesPerFile: 1 << 20,
      secrets: [],
      destination: (name) => join(dir, name),
      copyCap: { budget, pathOf: (name) => `/${name}` },
    })
    expect(await tree(join(dir, 'logs'))).toEqual(['agent/', 'agent/big-1', 'agent/big-2', 'agent/small'])
    expect(budget.note()).toEqual({
      cap_bytes: 2500,
      copied_bytes: 2004,
      skipped_files: 2,
      first_skipped: ['/logs/agent/big-3', '/logs/agent/big-4'],
    })
  })
})

const AGENT = 'the-agent'
const isAgent = (call: ExecCall) => call.cmd.at(-1) === AGENT
const isVerifier = (call: ExecCall) => call.cmd.at(-1) === VERIFIER_COMMAND

async function attempt(
  spec: FixtureTask,
  script: ExecScript,
  runId: string,
  copyCapBytes?: number,
): Promise<{ result: AttemptResult; dir: string }> {
  const task = await makeTask(folders.root, spec)
  await runBenchmark({
    tasks: [task],
    agent: { name: 'command', command: AGENT },
    outputDir: folders.out,
    runId,
    provider: new MemoryProvider({ script }),
    ...(copyCapBytes === undefined ? {} : { copyCapBytes }),
  })
  const dir = join(folders.out, runId, `001_${task.name}`, 'attempt_001')
  const file = join(dir, 'result.json')
  return { result: parseAttemptResult(await readFile(file, 'utf8'), file), dir }
}

const withArtifacts = (name: string, artifacts: string): FixtureTask => ({
  name,
  files: { 'task.toml': `artifacts = ${artifacts}\n[task]\nname = "${name}"\n` },
})

describe('an attempt on the in-memory provider', () => {
  it("keeps helios's files and the declared copies from what the agent leaves in /logs", async () => {
    const set = (call: ExecCall, path: string, text: string) => call.files.set(path, Buffer.from(text))
    const { result, dir } = await attempt(
      withArtifacts('copy-forged', '["/app/out.txt"]'),
      (call) => {
        if (isAgent(call)) {
          set(call, '/app/out.txt', 'real\n')
          set(call, '/logs/artifacts/app/out.txt', 'forged\n')
          set(call, '/logs/artifacts/declared/app/out.txt', 'forged\n')
          set(call, '/logs/artifacts/manifest.json', '[]\n')
          set(call, '/logs/agent/stdout.txt', 'forged\n')
          set(call, '/logs/agent/trajectory.json', '{}\n')
          set(call, '/logs/agent/result.json', '{}\n')
          return { exitCode: 0, stdout: 'what the agent printed\n' }
        }
        if (isVerifier(call)) set(call, '/logs/verifier/reward.txt', '1\n')
        return { exitCode: 0 }
      },
      'copy-forged',
    )
    expect(result.status).toBe('passed')
    const read = (path: string) => readFile(join(dir, path), 'utf8')
    expect(await read('artifacts/declared/app/out.txt')).toBe('real\n')
    expect(JSON.parse(await read('artifacts/manifest.json'))).toEqual([
      {
        source: '/app/out.txt',
        destination: 'app/out.txt',
        type: 'file',
        status: 'ok',
        service: 'main',
        files: 1,
      },
    ])
    // The agent's own files are kept, in the agent's folder.
    expect(await read('artifacts/logs/app/out.txt')).toBe('forged\n')
    expect(await read('artifacts/logs/manifest.json')).toBe('[]\n')
    expect(await read('artifacts/logs/declared/app/out.txt')).toBe('forged\n')
    expect(await read('agent/stdout.txt')).toBe('what the agent printed\n')
    expect(JSON.parse(await read('agent/trajectory.json'))).toMatchObject({ schema_version: 'ATIF-v1.4' })
    expect(await read('agent/result.json')).toBe('{}\n')
    expect(result.copy_capped).toBeUndefined()
  })

  it('skips files past the copy cap, declared ones first in line, yet reads the reward', async () => {
    const kb = Buffer.alloc(1000, 'a')
    const { result, dir } = await attempt(
      withArtifacts('copy-capped', '["/app/build"]'),
      (call) => {
        if (isAgent(call)) {
          for (const i of [1, 2, 3]) call.files.set(`/app/build/part-${i}`, kb)
          for (const i of [1, 2]) call.files.set(`/logs/agent/log-${i}`, kb)
        }
        if (isVerifier(call)) {
          call.files.set('/logs/verifier/test-stdout.txt', kb)
          call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
        }
        return { exitCode: 0 }
      },
      'copy-capped',
      2500,
    )
    expect([result.status, result.reward]).toEqual(['passed', 1])
    expect(result.copy_capped).toEqual({
      cap_bytes: 2500,
      copied_bytes: 2002,
      skipped_files: 4,
      first_skipped: [
        '/app/build/part-3',
        '/logs/verifier/test-stdout.txt',
        '/logs/agent/log-1',
        '/logs/agent/log-2',
      ],
    })
    expect(JSON.parse(await readFile(join(dir, 'artifacts/manifest.json'), 'utf8'))).toEqual([
      expect.objectContaining({
        status: 'ok',
        files: 2,
        skipped_files: 1,
        reason: "1 file(s) left out: the attempt's copy cap of 2500 bytes was reached",
      }),
    ])
    expect(await readFile(join(dir, 'verifier/reward.txt'), 'utf8')).toBe('1\n')
    await expect(lstat(join(dir, 'verifier/test-stdout.txt'))).rejects.toThrow(/ENOENT/)
  })

  it('copies the verifier logs before what the agent left in /logs', async () => {
    const { result, dir } = await attempt(
      { name: 'copy-verifier-first' },
      (call) => {
        if (isAgent(call))
          for (const i of [1, 2, 3]) call.files.set(`/logs/agent/log-${i}`, Buffer.alloc(1000))
        if (isVerifier(call)) {
          call.files.set('/logs/verifier/test-stdout.txt', Buffer.from('ok\n'))
          call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
        }
        return { exitCode: 0 }
      },
      'copy-verifier-first',
      2500,
    )
    expect(await readFile(join(dir, 'verifier/test-stdout.txt'), 'utf8')).toBe('ok\n')
    expect(result.copy_capped).toMatchObject({ skipped_files: 1, first_skipped: ['/logs/agent/log-3'] })
  })
})

describe('result.json copy_capped', () => {
  it('is optional: a result written before it still reads', async () => {
    const { result } = await attempt(
      { name: 'copy-old-result' },
      (call) => {
        if (isVerifier(call)) call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
        return { exitCode: 0 }
      },
      'copy-old-result',
    )
    const { copy_capped: _none, ...old } = result
    expect(parseAttemptResult(JSON.stringify(old), 'result.json')).toEqual(old)
    const capped = {
      ...old,
      copy_capped: { cap_bytes: 1, copied_bytes: 0, skipped_files: 1, first_skipped: ['/x'] },
    }
    expect(parseAttemptResult(JSON.stringify(capped), 'result.json').copy_capped).toEqual(capped.copy_capped)
  })
})
