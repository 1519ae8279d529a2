// One command inside a running container, output demultiplexed into the given sinks.
import type Docker from 'dockerode'
import { Readable, type Duplex } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { DemuxWritable, TailBuffer } from '../../environment/streams.js'
import type { ExecOutcome, ExecRequest } from '../../environment/types.js'

// A background child that inherited the exec's stdout keeps the stream open after the command
// exits; we notice the exit by polling and stop waiting for the stream shortly after.
const EXIT_POLL_MS = 1000
const STREAM_GRACE_MS = 1000

export async function runExec(container: Docker.Container, options: ExecRequest): Promise<ExecOutcome> {
  const started = Date.now()
  const withStdin = options.stdin !== undefined
  const exec = await container.exec({
    Cmd: options.cmd,
    User: options.user ?? '',
    Env: Object.entries(options.env ?? {}).map(([k, v]) => `${k}=${v}`),
    WorkingDir: options.workdir ?? undefined,
    AttachStdin: withStdin,
    AttachStdout: true,
    AttachStderr: true,
    Tty: false,
  })
  const stream: Readable = withStdin
    ? await startWithStdin(exec, options.stdin!)
    : await exec.start({ Detach: false, Tty: false })
  const demux = new DemuxWritable(options.stdout ?? new TailBuffer(), options.stderr ?? new TailBuffer())
  const streamDone = pipeline(stream, demux).then(
    () => 'ended' as const,
    () => 'ended' as const,
  )
  const controller = new AbortController()
  const waits: Promise<'ended' | 'timeout' | 'exited'>[] = [
    streamDone,
    exitedWatcher(exec, controller.signal),
  ]
  if (options.timeoutMs !== undefined) {
    waits.push(
      sleep(options.timeoutMs, 'timeout' as const, { signal: controller.signal }).catch(
        () => 'ended' as const,
      ),
    )
  }
  let how = await Promise.race(waits)
  if (how === 'exited') {
    how = await Promise.race([streamDone, sleep(STREAM_GRACE_MS, 'exited' as const)])
  }
  controller.abort()
  if (how !== 'ended') stream.destroy()
  const timedOut = how === 'timeout'
  let exitCode: number | null = null
  if (!timedOut) exitCode = await readExitCode(exec)
  return { exitCode, timedOut, durationSec: (Date.now() - started) / 1000 }
}

/** A hijacked exec: stdin is written, then its write side closed (the command sees end of input). */
async function startWithStdin(exec: Docker.Exec, stdin: Buffer | Readable): Promise<Readable> {
  // as: @types/dockerode says NodeJS.ReadableStream; a hijacked exec's is the socket, a Duplex.
  const duplex = (await exec.start({ hijack: true, stdin: true, Detach: false, Tty: false })) as Duplex
  const input = Buffer.isBuffer(stdin) ? Readable.from([stdin]) : stdin
  // A command that exits without reading its input closes the stream under us: not a fault.
  void pipeline(input, duplex, { end: true }).catch(() => undefined)
  return duplex
}

async function exitedWatcher(exec: Docker.Exec, signal: AbortSignal): Promise<'exited'> {
  for (;;) {
    await sleep(EXIT_POLL_MS, undefined, { signal }).catch(() => undefined)
    if (signal.aborted) return new Promise<never>(() => undefined)
    const info = await exec.inspect().catch(() => null)
    if (info && !info.Running) return 'exited'
  }
}

async function readExitCode(exec: Docker.Exec): Promise<number | null> {
  // The stream can close a moment before the daemon records the exit.
  for (let i = 0; i < 20; i++) {
    const info = await exec.inspect()
    if (!info.Running) return info.ExitCode ?? null
    await sleep(25)
  }
  return null
}
