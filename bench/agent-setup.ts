// Installed-agent setup per attempt: our way (the CLI installed once on the host, mounted
// read-only; per attempt only the container with the mount) against Harbor's way (npm install -g
// of the CLI package inside every attempt's container), measured in the same run. Goal: ≤ 1/20.
import Docker from 'dockerode'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { claudeCode } from '../src/run/agents/installed/claude-code.js'
import { DockerProvider } from '../src/run/providers/docker/provider.js'
import { enginePlatform, ensureInstalled } from '../src/run/agents/installed/install.js'
import { runExec } from '../src/run/providers/docker/exec.js'
import { TailBuffer } from '../src/run/environment/streams.js'
import type { BenchResult } from './types.js'

const ROUNDS = 3
/** A task image that has npm, as Harbor's install scripts need (built once, not timed). */
const NPM_IMAGE = 'helios-bench-npm:bookworm'

export async function bench(): Promise<BenchResult[]> {
  const docker = new Docker()
  const platform = await enginePlatform(new DockerProvider(docker))
  const version = claudeCode.defaultVersion
  const dir = await ensureInstalled({
    cacheDir: join(tmpdir(), 'helios-agent-cache'),
    agent: claudeCode.name,
    version,
    platform,
    packages: claudeCode.packages(version, platform),
    hostEnv: process.env,
    log: (m) => process.stderr.write(`${m}\n`),
  })
  await ensureNpmImage(docker)
  const mounted: number[] = []
  const installed: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    mounted.push(
      await timeSetup(
        docker,
        [`${dir}:/helios/cli:ro`],
        `/helios/cli/${claudeCode.executable(platform)} --version`,
      ),
    )
    installed.push(
      await timeSetup(
        docker,
        caBinds(),
        `npm install -g --no-audit --no-fund --loglevel=error @anthropic-ai/claude-code@${version} && claude --version`,
        true,
      ),
    )
  }
  const ours = median(mounted)
  const theirs = median(installed)
  return [
    {
      name: 'installed-agent setup per attempt (mount) vs npm install -g in the container',
      value: round(ours),
      unit: 's',
      baseline: { name: 'npm install -g per attempt', value: round(theirs) },
      goal: '≤ 1/20 of the baseline',
      met: ours <= theirs / 20,
      notes: `ratio 1/${Math.round(theirs / ours)}; claude-code ${version} ${platform}; container create → CLI answers --version; median of ${ROUNDS}`,
    },
  ]
}

/** Seconds from container create until the command (the CLI's --version) has succeeded. */
async function timeSetup(docker: Docker, binds: string[], command: string, npm = false): Promise<number> {
  const started = performance.now()
  const container = await docker.createContainer({
    Image: npm ? NPM_IMAGE : 'helios-base:bookworm',
    Cmd: ['sleep', 'infinity'],
    Env:
      npm && binds.length ? ['NODE_EXTRA_CA_CERTS=/helios/ca.pem', 'npm_config_cafile=/helios/ca.pem'] : [],
    HostConfig: { Init: true, Binds: binds, NetworkMode: npm ? 'bridge' : 'none' },
    Labels: { 'helios.bench': 'agent-setup' },
  })
  try {
    await container.start()
    const output = new TailBuffer(2048)
    const outcome = await runExec(container, { cmd: ['bash', '-c', command], stdout: output, stderr: output })
    if (outcome.exitCode !== 0) throw new Error(`setup failed (exit ${outcome.exitCode}): ${output.text()}`)
    return (performance.now() - started) / 1000
  } finally {
    await container.remove({ force: true })
  }
}

function caBinds(): string[] {
  const ca = process.env.NODE_EXTRA_CA_CERTS
  return ca ? [`${ca}:/helios/ca.pem:ro`] : []
}

async function ensureNpmImage(docker: Docker): Promise<void> {
  if (
    await docker
      .getImage(NPM_IMAGE)
      .inspect()
      .then(
        () => true,
        () => false,
      )
  )
    return
  process.stderr.write(`building ${NPM_IMAGE} (Debian's nodejs and npm, once)\n`)
  const container = await docker.createContainer({
    Image: 'helios-base:bookworm',
    Cmd: [
      'bash',
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null',
    ],
  })
  try {
    await container.start()
    const { StatusCode } = (await container.wait()) as { StatusCode: number }
    if (StatusCode !== 0) throw new Error(`installing npm into ${NPM_IMAGE} failed (exit ${StatusCode})`)
    await container.commit({ repo: 'helios-bench-npm', tag: 'bookworm' })
  } finally {
    await container.remove({ force: true })
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
