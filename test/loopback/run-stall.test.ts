// A run whose every attempt waits for something nothing left can give must not end silently
// (Node's exit 13, "unsettled top-level await"): it stops as an interrupted run does, with the
// reason, a summary and nothing left alive. A real child process, so Node's own exit is what meets it.
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { STALLED_REASON } from '../../src/run/interrupt.js'
import { INTERRUPTED_EXIT_CODE } from '../../src/run/interrupt.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

function runChild(
  out: string,
  root: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    'test/fixtures/stall-child.ts',
    out,
    'stall',
    root,
  ])
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

describe('a stalled run', () => {
  it('stops with the reason in its summary, and removes every environment it created', async () => {
    const { code, stdout, stderr } = await runChild(folders.out, folders.root)
    expect(stderr).toContain(`helios: ${STALLED_REASON}`)
    expect(stderr).not.toMatch(/unsettled top-level await/)
    expect(stdout).toContain(`stopped: ${STALLED_REASON}`)
    expect(stdout).toMatch(/created [1-9]\d*, live 0/)
    expect(code).toBe(INTERRUPTED_EXIT_CODE)
  }, 120_000)
})
