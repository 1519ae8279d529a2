// The docs a newcomer reads: README stays a front page, the generated reference pages match the
// code, every relative link resolves, and no statement a reviewer found stale comes back.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RUN_SETTINGS } from '../../src/settings/run.js'
import { DEFAULT_LIMITS } from '../../src/run/agents/helios/index.js'
import { PROVIDER_NAMES } from '../../src/run/providers/index.js'
import { TASK_DEFAULTS } from '../../src/task/task-fields.js'
import { generatedPages } from '../../scripts/docs/pages.js'
import { staleStatements, type DocFacts, type ValueClaim } from '../harness/doc-claims.js'
import { readDocs } from '../harness/docs-files.js'

const root = path.resolve(import.meta.dirname, '../..')
const docs = await readDocs(root)
const readme = docs.find((d) => d.file === 'README.md')!.text
const engines = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).engines.node as string

/** Pages other helpers are writing in parallel; linked from the index before they land. */
const PENDING_PAGES = new Set<string>()

const claim = (file: string, what: string, pattern: RegExp, expected: number | string): ValueClaim => ({
  file,
  what,
  pattern,
  expected: String(expected),
})
const CLAIMS: ValueClaim[] = [
  claim(
    'docs/cli.md',
    'the default concurrency',
    /`-n\/--concurrency` \((\d+)/g,
    RUN_SETTINGS.concurrency.default,
  ),
  claim('docs/cli.md', 'the default attempts', /`-k\/--attempts` \((\d+)/g, RUN_SETTINGS.attempts.default),
  claim('docs/cli.md', 'the default retries', /`--retries` \((\d+)\)/g, RUN_SETTINGS.retries.default),
  claim(
    'docs/action-reference.md',
    'the default concurrency',
    /\| `concurrency` \|[^\n]*?Default (\d+)/g,
    RUN_SETTINGS.concurrency.default,
  ),
  claim(
    'docs/action-reference.md',
    'the default attempts',
    /\| `attempts` \|[^\n]*?Default (\d+)/g,
    RUN_SETTINGS.attempts.default,
  ),
  claim(
    'docs/action-reference.md',
    'the default timeout-multiplier',
    /\| `timeout-multiplier` \|[^\n]*?Default (\d+)/g,
    RUN_SETTINGS['timeout-multiplier'].default,
  ),
  claim(
    'docs/action-reference.md',
    'the default retries',
    /\| `retries` \|[^\n]*?Default (\d+)/g,
    RUN_SETTINGS.retries.default,
  ),
  claim(
    'docs/action-reference.md',
    "the built-in agent's turns",
    /\| `max-turns` \|[^\n]*?\(empty: (\d+)\)/g,
    DEFAULT_LIMITS.maxTurns,
  ),
  claim(
    'docs/cli-reference.md',
    'the default concurrency',
    /-n, --concurrency N +[^\n]*?\(default (\d+)/g,
    RUN_SETTINGS.concurrency.default,
  ),
  claim(
    'docs/cli-reference.md',
    'the default attempts',
    /-k, --attempts K +[^\n]*?\(default (\d+)/g,
    RUN_SETTINGS.attempts.default,
  ),
  claim(
    'docs/cli-reference.md',
    'the default retries',
    /--retries N +[^\n]*?\(default (\d+)\)/g,
    RUN_SETTINGS.retries.default,
  ),
  claim(
    'docs/cli-reference.md',
    "the built-in agent's turns",
    /--max-turns N +[^\n]*?\(default (\d+)\)/g,
    DEFAULT_LIMITS.maxTurns,
  ),
  claim(
    'docs/tasks.md',
    'the agent timeout',
    /\| `\[agent\] timeout_sec, user` \| (\d+)/g,
    TASK_DEFAULTS.agentTimeoutSec,
  ),
  claim(
    'docs/tasks.md',
    'the verifier timeout',
    /\| `\[verifier\] timeout_sec, user, env` \| (\d+)/g,
    TASK_DEFAULTS.verifierTimeoutSec,
  ),
  claim(
    'docs/tasks.md',
    'the build timeout',
    /\| `\[environment\] build_timeout_sec` \| (\d+)/g,
    TASK_DEFAULTS.buildTimeoutSec,
  ),
  claim(
    'docs/tasks.md',
    'the default cpus and memory',
    /\| `\[environment\] cpus, memory_mb` \| (\d+, \d+)/g,
    `${TASK_DEFAULTS.cpus}, ${TASK_DEFAULTS.memoryMb}`,
  ),
]
const FACTS: DocFacts = {
  nodeMajor: Number(/^>=\s*(\d+)/.exec(engines)![1]),
  providers: PROVIDER_NAMES,
  claims: CLAIMS,
}

describe('README is a front page', () => {
  it('is at most 250 lines, has the gate placeholder and the quick start that works on Node 20', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250)
    expect(readme).toContain('<!-- gate-snippet -->')
    // No install before the first run (dist/ is the CLI); npm ci comes with the test suite.
    expect(readme).toMatch(/^source \.ci\/node\.sh && bash \.ci\/setup-docker\.sh && npx helios batch /m)
    expect(readme).toMatch(/^npm ci && npm test\b/m)
  })
})

describe('the generated reference pages', () => {
  it('match action.yml and the CLI (npm run docs regenerates them)', async () => {
    const pages = await generatedPages(root)
    for (const [file, text] of Object.entries(pages)) {
      expect(await readFile(path.join(root, file), 'utf8'), `${file} is stale: run npm run docs`).toBe(text)
    }
  })
})

describe('links', () => {
  it('every relative link of README and docs/ names a file of the repository', () => {
    const broken = docs.flatMap(({ file, text }) =>
      [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1]!.split('#')[0]!)
        .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
        .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), target)))
        .filter((target) => !PENDING_PAGES.has(target) && !existsSync(path.join(root, target)))
        .map((target) => `${file} → ${target}`),
    )
    expect(broken).toEqual([])
  })
})

describe('statements a reviewer found stale', () => {
  it('no page contradicts the providers, the Node version or the defaults in the code', () => {
    expect(staleStatements(docs, FACTS)).toEqual([])
  })

  it('catches each kind (the check can fail)', () => {
    const bad = [
      {
        file: 'README.md',
        text: 'Docker is the one provider today. Plain Node ≥ 20 imports it. Gemini CLI needs Node ≥ 20.',
      },
      { file: 'docs/providers.md', text: '`docker` and `daytona`' },
      { file: 'docs/cli.md', text: '`-n/--concurrency` (4; …)' },
    ]
    expect(staleStatements(bad, { ...FACTS, claims: CLAIMS.slice(0, 2) })).toEqual([
      'README.md: "the one provider": helios has several providers',
      'README.md: "Node ≥ 20": package.json engines needs Node ≥ 22',
      'docs/providers.md does not name provider `kubernetes`',
      'docs/providers.md does not name provider `e2b`',
      'docs/cli.md: the default concurrency is stated as 4; the code says 2',
      'docs/cli.md: no statement of the default attempts found (/`-k\\/--attempts` \\((\\d+)/g)',
    ])
  })
})
