// What an attempt copies out of a real container, against an agent that tries its worst: files in
// /logs named like helios's own (the manifest, stdout, the declared artifact's copy), links that
// point out of the attempt's folder, and 32 sparse 64 MiB files that tar expands to 2 GiB. The
// same rules on the in-memory provider are in test/unit/attempt-copy-out.test.ts.
import { describe, expect, it } from 'vitest'
import { lstat, mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_COPY_CAP_BYTES, DEFAULT_LOG_CAP_BYTES } from '../../src/run/attempt.js'
import { makeTask, type FixtureTask } from '../fixtures/tasks.js'
import { runOneAttempt, useRunnerFolders } from '../fixtures/runner.js'
import { readJson } from '../fixtures/docker.js'

const folders = useRunnerFolders()

const withArtifacts = (name: string, artifacts: string, extra: Partial<FixtureTask> = {}): FixtureTask => ({
  name,
  files: { 'task.toml': `artifacts = ${artifacts}\n[task]\nname = "${name}"\n` },
  ...extra,
})

/** Every file and folder under `dir`, with the links among them marked, and the bytes they take on disk. */
async function walk(dir: string): Promise<{ paths: string[]; links: string[]; diskBytes: number }> {
  const paths: string[] = []
  const links: string[] = []
  let diskBytes = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    paths.push(path)
    if (entry.isSymbolicLink()) links.push(path)
    diskBytes += (await lstat(path)).blocks * 512
  }
  return { paths, links, diskBytes }
}

describe('copying out of the container', () => {
  it("keeps helios's files and the declared artifact's copy from the agent's files of the same names", async () => {
    const agent = [
      'mkdir -p /app /logs/artifacts/app /logs/artifacts/declared/app',
      'echo real > /app/out.txt',
      'echo forged > /logs/artifacts/app/out.txt',
      'echo forged > /logs/artifacts/declared/app/out.txt',
      'echo "[]" > /logs/artifacts/manifest.json',
      'echo forged > /logs/agent/stdout.txt',
      'echo "{}" > /logs/agent/trajectory.json',
      'echo forged > /logs/agent/result.json',
      'echo "what the agent printed"',
      'touch /tmp/done',
    ].join(' && ')
    const task = await makeTask(folders.root, withArtifacts('copy-forged', '["/app/out.txt"]'))
    const { result, dir } = await runOneAttempt(
      task,
      { name: 'command', command: agent },
      'copy-forged',
      folders.out,
    )
    expect(result.status).toBe('passed')
    const read = (path: string) => readFile(join(dir, path), 'utf8')
    expect(await read('artifacts/declared/app/out.txt')).toBe('real\n')
    expect(await readJson(join(dir, 'artifacts/manifest.json'))).toEqual([
      {
        source: '/app/out.txt',
        destination: 'app/out.txt',
        type: 'file',
        status: 'ok',
        service: 'main',
        files: 1,
      },
    ])
    expect(await read('artifacts/logs/app/out.txt')).toBe('forged\n')
    expect(await read('artifacts/logs/declared/app/out.txt')).toBe('forged\n')
    expect(await read('artifacts/logs/manifest.json')).toBe('[]\n')
    expect(await read('agent/stdout.txt')).toBe('what the agent printed\n')
    expect(await readJson(join(dir, 'agent/trajectory.json'))).toMatchObject({ schema_version: 'ATIF-v1.4' })
    // A name of ours one folder down is the agent's, where it belongs.
    expect(await read('agent/result.json')).toBe('forged\n')
    expect(result.task_name).toBe('copy-forged')
  })

  it('writes nothing outside the attempt folder through a link the agent left', async () => {
    // A host folder that the links name (the same path exists in the container, with a file in it).
    const outside = join(folders.out, 'outside')
    await mkdir(outside, { recursive: true })
    const agent = [
      `mkdir -p ${outside} /app && echo planted > ${outside}/planted.txt`,
      `ln -s ${outside} /logs/artifacts/escape`,
      `ln -s ${outside}/new.txt /logs/artifacts/new.txt`,
      'ln -s ../../.. /logs/artifacts/up',
      'ln -s / /logs/agent/root',
      `ln -s ${outside} /app/linkdir`,
      `ln -s ${outside}/new.txt /app/link.txt`,
      'touch /tmp/done',
    ].join(' && ')
    const task = await makeTask(
      folders.root,
      withArtifacts('copy-links', '["/app/linkdir", "/app/link.txt"]'),
    )
    const { result, dir } = await runOneAttempt(
      task,
      { name: 'command', command: agent },
      'copy-links',
      folders.out,
    )
    expect(result.status).toBe('passed')
    expect(await readdir(outside)).toEqual([])
    const { paths, links } = await walk(dir)
    expect(links).toEqual([])
    expect(
      paths.filter((p) => p.includes('escape') || p.includes('planted') || p.includes('new.txt')),
    ).toEqual([])
    // The engine's archive of a link is the link itself: nothing to copy.
    const manifest = await readJson<{ source: string; status: string; files: number }[]>(
      join(dir, 'artifacts/manifest.json'),
    )
    expect(manifest.map((m) => [m.source, m.status, m.files])).toEqual([
      ['/app/linkdir', 'empty', 0],
      ['/app/link.txt', 'empty', 0],
    ])
  })

  it('keeps 32 sparse 64 MiB files of /logs/agent within the copy cap on disk, and says what it skipped', async () => {
    const agent = 'for i in $(seq -w 1 32); do truncate -s 64M /logs/agent/sparse-$i; done; touch /tmp/done'
    const task = await makeTask(folders.root, { name: 'copy-sparse' })
    const { result, dir } = await runOneAttempt(
      task,
      { name: 'command', command: agent },
      'copy-sparse',
      folders.out,
    )
    expect([result.status, result.reason]).toEqual(['passed', null])
    const { diskBytes } = await walk(dir)
    expect(diskBytes).toBeLessThanOrEqual(DEFAULT_COPY_CAP_BYTES + 1024 * 1024)
    // The verifier's logs come first (its reward.txt takes 2 bytes): then three whole files fit, not four.
    expect((await readdir(join(dir, 'verifier'))).sort()).toEqual(['reward.txt', 'test-stdout.txt'])
    const kept = (await readdir(join(dir, 'agent'))).filter((name) => name.startsWith('sparse-'))
    expect(kept.sort()).toEqual(['sparse-01', 'sparse-02', 'sparse-03'])
    for (const name of kept) expect((await lstat(join(dir, 'agent', name))).size).toBe(DEFAULT_LOG_CAP_BYTES)
    expect(result.copy_capped).toEqual({
      cap_bytes: DEFAULT_COPY_CAP_BYTES,
      copied_bytes: 3 * DEFAULT_LOG_CAP_BYTES + 2,
      skipped_files: 29,
      first_skipped: Array.from(
        { length: 10 },
        (_, i) => `/logs/agent/sparse-${String(i + 4).padStart(2, '0')}`,
      ),
    })
  })
})
