// The example workflows a user copies (examples/workflows/): each names this action or its
// reusable workflow as a user must (`<owner>/helios-action…@v1`, never `./` or `$/`, which mean the
// user's own repository there), runs a real agent with its key from a secret (never the oracle,
// which benchmarks the reference solutions), and a PR gate also runs on pushes to the base branch,
// whose runs are its baselines. Each is also run as written in the workflow simulation.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { REPO_ROOT } from '../harness/action-paths.js'

const DIR = path.join(REPO_ROOT, 'examples/workflows')

async function examples(): Promise<[string, string][]> {
  const files = (await readdir(DIR)).filter((f) => f.endsWith('.yml')).sort()
  return Promise.all(
    files.map(async (f) => [f, await readFile(path.join(DIR, f), 'utf8')] as [string, string]),
  )
}

const usesOf = (text: string) =>
  [...text.matchAll(/^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)/gm)].map((m) => m[1]!)

describe('examples/workflows', () => {
  it('has the PR gate, the single-job gate, the nightly run and the fork publisher', async () => {
    expect((await examples()).map(([f]) => f)).toEqual([
      'benchmark-pr.yml',
      'benchmark-publish.yml',
      'benchmark-single-job.yml',
      'nightly.yml',
    ])
  })

  it('name this action and its reusable workflow as a user must: <owner>/helios-action…@v1', async () => {
    for (const [file, text] of await examples()) {
      const ours = usesOf(text).filter((u) => !u.startsWith('actions/'))
      expect(ours.length, file).toBeGreaterThan(0)
      for (const uses of ours)
        expect(uses, file).toMatch(/^<owner>\/helios-action(\/\.github\/workflows\/benchmark\.yml)?@v1$/)
    }
  })

  it('run a real agent with its key from a secret, never the oracle', async () => {
    for (const [file, text] of await examples()) {
      if (file === 'benchmark-publish.yml') continue // posts a report; runs no agent
      expect(text, file).not.toMatch(/\boracle\b/)
      expect(text, file).toMatch(/secrets: inherit|\$\{\{ secrets\.[A-Z_]+_API_KEY \}\}/)
    }
  })

  it('a PR gate also runs on pushes to the base branch, so a baseline exists', async () => {
    for (const [file, text] of await examples()) {
      const on = (parse(text) as { on: Record<string, unknown> }).on
      if (!('pull_request' in on)) continue
      expect(on['push'], file).toEqual({ branches: ['main'] })
    }
  })

  it('docs/workflows.md shows the two gates exactly as the files hold them (less their comments)', async () => {
    const docs = await readFile(path.join(REPO_ROOT, 'docs/workflows.md'), 'utf8')
    const blocks = [...docs.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!)
    const files = Object.fromEntries(await examples())
    const uncommented = (text: string) => text.replace(/^#.*\n/gm, '')
    expect(blocks.slice(0, 2)).toEqual([
      uncommented(files['benchmark-pr.yml']!),
      uncommented(files['benchmark-single-job.yml']!),
    ])
  })
})
