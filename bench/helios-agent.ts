// Built-in agent overhead per turn: the agent loop (AI SDK call to the fake + bash tool through
// Docker exec + bookkeeping) against the same two things done by hand in the same run: a plain
// HTTP request to the fake and a bare exec of the same command. Goal: ≤ 20 ms beyond them.
import Docker from 'dockerode'
import { runExec } from '../src/run/providers/docker/exec.js'
import { DockerEnvironment } from '../src/run/providers/docker/environment.js'
import { runBashTool } from '../src/run/agents/helios/bash-tool.js'
import { DEFAULT_LIMITS } from '../src/run/agents/helios/index.js'
import { runAgentLoop } from '../src/run/agents/helios/loop.js'
import { parseModelId } from '../src/run/agents/helios/model-id.js'
import { createLanguageModel } from '../src/run/agents/helios/provider.js'
import { startModelServer } from '../test/harness/model-server/index.js'
import type { BenchResult } from './types.js'

const TURNS = 30
const ROUNDS = 3
const KEY = 'bench-key-0000'

export async function bench(): Promise<BenchResult[]> {
  const docker = new Docker()
  const script = [...Array.from({ length: TURNS - 1 }, () => ({ bash: 'echo hello' })), { text: 'done' }]
  const server = await startModelServer({ apiKey: KEY, script })
  const container = await docker.createContainer({
    Image: 'helios-base:bookworm',
    Cmd: ['sleep', 'infinity'],
    HostConfig: { Init: true, NetworkMode: 'none' },
    Labels: { 'helios.bench': 'helios-agent' },
  })
  await container.start()
  try {
    const ref = parseModelId('anthropic/claude-sonnet-4-5')
    const model = createLanguageModel(ref, { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url })
    const agentTurns: number[] = []
    const manualTurns: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      const outcome = await runAgentLoop({
        model,
        instruction: 'bench',
        limits: { ...DEFAULT_LIMITS, maxTurns: TURNS + 1 },
        signal: new AbortController().signal,
        deadline: Date.now() + 600_000,
        price: () => null,
        runBash: (command, timeoutSec) =>
          runBashTool(command, {
            environment: new DockerEnvironment(docker, container),
            user: null,
            workdir: null,
            timeoutSec,
            keepBytes: 8192,
          }),
      })
      if (outcome.usage.turns !== TURNS)
        throw new Error(`expected ${TURNS} turns, got ${outcome.usage.turns}`)
      agentTurns.push((performance.now() - started) / TURNS)
      manualTurns.push(await manualTurn(server.url, container))
    }
    const agent = median(agentTurns)
    const manual = median(manualTurns)
    const overhead = agent - manual
    return [
      {
        name: 'built-in agent overhead per turn (loop − plain request − bare exec)',
        value: round(overhead),
        unit: 'ms',
        baseline: { name: 'plain request + bare exec per turn', value: round(manual) },
        goal: '≤ 20 ms',
        met: overhead <= 20,
        notes: `agent turn ${round(agent)} ms, median of ${ROUNDS} rounds × ${TURNS} turns`,
      },
    ]
  } finally {
    await container.remove({ force: true })
    await server.close()
  }
}

/** One turn's unavoidable work, by hand: the same request shape with fetch, the same command by exec. */
async function manualTurn(url: string, container: Docker.Container): Promise<number> {
  const body = JSON.stringify({
    model: 'claude-sonnet-4-5',
    max_tokens: 4096,
    messages: [{ role: 'user', content: 'bench' }],
    tools: [{ name: 'bash', input_schema: { type: 'object', properties: { command: { type: 'string' } } } }],
  })
  const started = performance.now()
  for (let i = 0; i < TURNS; i++) {
    const response = await fetch(`${url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body,
    })
    await response.json()
    if (i < TURNS - 1)
      await runExec(container, { cmd: ['timeout', '-k', '2', '180', 'bash', '-lc', 'echo hello'] })
  }
  return (performance.now() - started) / TURNS
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
