// Installed CLIs on a `no-network` task: the attempt container has no network at all, and the
// agent reaches its model server (a loopback fake on the host) only through the model relay. In the
// same container the agent's own shell finds no registry and no other path through the relay; a
// model server that is down is an unreachable-server error; no key reaches any file.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { RunAbortedError } from '../../src/run/runner.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { Task } from '../../src/task/types.js'
import { CLIS, KEY, runInstalledCli, type Cli, type CliRun } from '../fixtures/agent-clis.js'
import { BASE_IMAGE, makeTask, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { managedContainers } from '../fixtures/docker.js'
import { filesContaining, readTrajectory } from '../fixtures/output-files.js'

/**
 * Run by the agent's shell tool with the mounted Node: for every port listening on the container's
 * loopback (the relay's forwarder), a request for another host and one with an encoded separator;
 * then the npm registry, directly.
 */
const PROBE_JS = [
  'const net=require("net"),fs=require("fs");',
  'const ports=fs.readFileSync("/proc/net/tcp","utf8").split("\\n").slice(1).map(l=>l.trim().split(/\\s+/))',
  '.filter(f=>f[3]==="0A"&&f[1]&&f[1].startsWith("0100007F:")).map(f=>parseInt(f[1].split(":")[1],16));',
  'const raw=(p,q)=>new Promise(r=>{const s=net.connect(p,"127.0.0.1");let d="";s.on("data",c=>d+=c);',
  's.on("close",()=>r(d.split("\\r\\n")[0]));s.on("error",e=>r("ERR "+e.code));s.end(q)});',
  '(async()=>{console.log("PORTS",ports.length);for(const p of ports){',
  'console.log("OTHER-HOST",await raw(p,"GET http://registry.npmjs.org/ HTTP/1.1\\r\\nHost: registry.npmjs.org\\r\\nConnection: close\\r\\n\\r\\n"));',
  'console.log("OTHER-PATH",await raw(p,"GET /v1/..%2Fadmin HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n"));}',
  'await fetch("https://registry.npmjs.org/").then(()=>console.log("REGISTRY REACHED"),e=>console.log("REGISTRY CUT",e.cause&&e.cause.code));',
  '})()',
].join('')
// No command substitution: Gemini CLI's shell tool refuses it.
const PROBE = `for node in /helios/*/node_modules/node-linux-*/bin/node; do "$node" -e '${PROBE_JS}'; break; done`

/** Relayed CLIs: every installed one. */
const RELAYED = CLIS

let out: string
let root: string
let sealed: Task
let sealedNonRoot: Task
let solve: string
beforeAll(async () => {
  out = await makeTempDir('helios-out-')
  root = await makeTempDir()
  const example = await loadTask(resolve('tasks/word-frequency'), resolve('tasks'))
  sealed = withoutNetwork(example)
  solve = await readFile(resolve('tasks/word-frequency/solution/solve.sh'), 'utf8')
  sealedNonRoot = withoutNetwork(await loadTask(resolve('tasks/fix-backup-script'), resolve('tasks')))
})
afterAll(async () => {
  await removeDir(out)
  await removeDir(root)
})
// The CLIs' cases run at once: each checks its own run's containers; the relay folders (named
// by no run) are checked once all are done, and around the one case that counts them.
afterAll(async () => {
  expect(await managedContainers()).toEqual([])
  expect(await relayFolders()).toEqual([])
})
// Three at a time: each CLI's start-up is CPU-bound.
vi.setConfig({ maxConcurrency: 3 })

/** One run of `cli`, then no container of it left. */
async function runSealed(cli: Cli, run: CliRun) {
  const ran = await runInstalledCli(cli, run)
  expect((await managedContainers()).filter((c) => c.startsWith(`${ran.runId}/`))).toEqual([])
  return ran
}

/** The host relays' socket folders that exist now (each attempt's is removed when it ends). */
async function relayFolders(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith('helios-relay-'))
}

function withoutNetwork(task: Task): Task {
  const environment = { ...task.config.environment, networkMode: 'no-network' as const }
  return { ...task, config: { ...task.config, environment } }
}

async function attemptResult(runDir: string, attempt = 1) {
  const file = join(runDir, '001_word-frequency', `attempt_00${attempt}`, 'result.json')
  return parseAttemptResult(await readFile(file, 'utf8'), 'result.json')
}

async function shown(attemptDir: string): Promise<string> {
  const files = ['result.json', 'agent/stdout.txt', 'agent/stderr.txt', 'agent/relay.log']
  const texts = await Promise.all(
    files.map(
      async (f) =>
        `${f}:\n${(await readFile(join(attemptDir, f), 'utf8').catch(() => '(none)')).slice(-2000)}`,
    ),
  )
  return texts.join('\n')
}

/**
 * One attempt of `cli` on a sealed task: the probe, then `solution`, then done. It must pass; the
 * probe's output must show the registry cut and the relay refusing another host and path.
 */
async function solveSealed(cli: Cli, task: Task, solution: string, name: string) {
  const script = [{ bash: PROBE }, { bash: solution }, { text: 'Done.' }]
  const { summary, runDir, requests } = await runSealed(cli, {
    out,
    tasks: [task],
    script,
    name,
  })
  const attemptDir = join(runDir, `001_${task.name}`, 'attempt_001')
  if (summary.totals.passed !== 1) expect.fail(await shown(attemptDir))
  const { calls, outputOf } = await readTrajectory(attemptDir)
  const probe = outputOf(calls[0]!.tool_call_id) ?? ''
  expect(probe).toMatch(/PORTS [1-9]/)
  expect(probe).toMatch(/REGISTRY CUT/)
  expect(probe).not.toMatch(/REGISTRY REACHED/)
  expect(probe).toMatch(/OTHER-HOST HTTP\/1\.1 403 Forbidden/)
  expect(probe).toMatch(/OTHER-PATH HTTP\/1\.1 403 Forbidden/)
  expect(probe).not.toMatch(/OTHER-(HOST|PATH) HTTP\/1\.1 [^4]/)
  return { runDir, attemptDir, requests }
}

describe.concurrent.each(RELAYED)('$agent on a no-network task', (cli: Cli) => {
  // Third-party CLIs now and then misbehave under load (see agents-installed.test.ts): one retry.
  const retry = 1
  it(
    'solves it through the relay; its shell reaches no registry and nothing else through the relay',
    { retry },
    async () => {
      const { runDir, attemptDir, requests } = await solveSealed(cli, sealed, solve, 'sealed')
      const config = JSON.parse(await readFile(join(attemptDir, 'config.json'), 'utf8')) as {
        limits: { network_mode: string }
      }
      expect(config.limits.network_mode).toBe('no-network')
      // Only the scripted model calls reached the model server: nothing the probe sent was forwarded.
      expect(requests).toHaveLength(3)
      for (const request of requests) expect(request).toMatchObject({ path: cli.path, status: 200 })
      const log = await readFile(join(attemptDir, 'agent/relay.log'), 'utf8')
      expect(log).toMatch(/ 403 refused: outside the model API\n/)
      expect(log.match(/ 200\n/g)).toHaveLength(3)
      expect(await filesContaining(runDir, KEY)).toEqual([])
    },
  )
})

/** A port nothing listens on: the relay's connection to it is refused. */
const CLOSED = 'http://127.0.0.1:9'
const RELAY_SAW =
  /^model API: server unreachable: the model relay could not connect to http:\/\/127\.0\.0\.1:9: /
/** Codex retries a dropped connection until its timeout (120 s × 0.15 = 18 s here). */
const ENDLESS: Record<string, number> = { codex: 0.15 }

describe.concurrent.each(CLIS.filter((cli) => ['claude-code', 'codex', 'gemini-cli'].includes(cli.agent)))(
  '$agent on a no-network task whose model server is down',
  (cli: Cli) => {
    it('an error naming the server unreachable, and the run stops', async () => {
      const { summary, runDir, requests } = await runSealed(cli, {
        out,
        tasks: [sealed],
        script: [{ text: 'Done.' }],
        name: 'sealed-down',
        url: CLOSED,
        attempts: 2,
        timeoutMultiplier: ENDLESS[cli.agent],
      })
      expect(requests).toEqual([])
      const first = await attemptResult(runDir, 1)
      if (first.status !== 'error')
        expect.fail(await shown(join(runDir, '001_word-frequency', 'attempt_001')))
      // In the CLI's own words when it says so (Codex, Gemini CLI), else in the relay's (Claude Code
      // only sees its connection drop and retries).
      expect(first.reason).toMatch(/^model API: server unreachable: /)
      if (cli.agent === 'claude-code') expect(first.reason).toMatch(RELAY_SAW)
      const log = await readFile(join(runDir, '001_word-frequency', 'attempt_001', 'agent/relay.log'), 'utf8')
      expect(log).toMatch(/ unreachable: connect ECONNREFUSED 127\.0\.0\.1:9\n/)
      expect((await attemptResult(runDir, 2)).reason).toMatch(/^not started: model API: server unreachable/)
      expect(summary.stopped?.not_started).toHaveLength(1)
      expect(await filesContaining(runDir, KEY)).toEqual([])
    })
  },
)

describe('claude-code on a no-network compose task', () => {
  it('solves it through the relay while the attempt network stays internal, even with --agent-network host', async () => {
    const task = await makeTask(root, {
      name: 'sealed-compose',
      toml: '[environment]\nnetwork_mode = "no-network"',
      files: {
        'environment/docker-compose.yaml': `services:\n  main: {}\n  idle:\n    image: ${BASE_IMAGE}\n    command: ["sleep", "infinity"]\n`,
      },
    })
    const cli = CLIS.find((c) => c.agent === 'claude-code')!
    const { requests } = await solveSealed(cli, task, 'touch /tmp/done', 'sealed-compose')
    expect(requests).toHaveLength(3)
  })
})

describe('an interrupted no-network run', () => {
  it('the first Ctrl-C closes the relay of the running attempt: no socket folder is left', async () => {
    const cli = CLIS.find((c) => c.agent === 'claude-code')!
    const controller = new AbortController()
    // The model never answers in time: the attempt is in its agent phase, its relay up, when stopped.
    const running = runInstalledCli(cli, {
      out,
      tasks: [sealed],
      script: [{ text: 'Done.' }],
      name: 'sealed-interrupted',
      slowMs: 120_000,
      signal: controller.signal,
    })
    expect(await relayFolders()).toEqual([])
    const deadline = Date.now() + 120_000
    while ((await relayFolders()).length === 0 && Date.now() < deadline) await sleep(200)
    expect(await relayFolders()).toHaveLength(1)
    controller.abort()
    await expect(running).rejects.toBeInstanceOf(RunAbortedError)
    expect(await relayFolders()).toEqual([])
    expect(await managedContainers()).toEqual([])
  })
})

describe.concurrent.each(CLIS.filter((cli) => ['claude-code', 'gemini-cli'].includes(cli.agent)))(
  '$agent on a no-network task as a non-root agent user (tasks/fix-backup-script, user dev)',
  (cli: Cli) => {
    it('reaches the relay as dev (the separate Node or the CLI’s own) and solves it', async () => {
      const fix = await readFile(resolve('tasks/fix-backup-script/solution/solve.sh'), 'utf8')
      const { requests } = await solveSealed(cli, sealedNonRoot, fix, 'sealed-dev')
      expect(requests).toHaveLength(3)
    })
  },
)
