// One command in a pod through the exec API (a WebSocket, channel-numbered frames). The API has no
// user, env or workdir of its own: the command is wrapped in a shell line that sets them.
import { Readable, Writable } from 'node:stream'
import { finished as streamFinished } from 'node:stream/promises'
import { Exec, type KubeConfig, type V1Status } from '@kubernetes/client-node'
import type { ExecOutcome, ExecRequest } from '../../environment/types.js'
import { asUser, commandLine, quoteWord } from '../../environment/shell-line.js'
import { apiError } from './faults.js'
import { MAIN_CONTAINER } from './pod-spec.js'

/** `sh -c` line running argv with env and cwd, as `user` (root or none: as the exec's user). */
export function wrappedCommand(request: ExecRequest, defaultWorkdir: string | null): string[] {
  const assignments = Object.entries(request.env ?? {}).map(([key, value]) => `${key}=${value}`)
  let line = commandLine(assignments.length > 0 ? ['env', ...assignments, ...request.cmd] : request.cmd)
  const workdir = request.workdir ?? defaultWorkdir
  if (workdir) line = `cd ${quoteWord(workdir)} && ${line}`
  return ['sh', '-c', asUser(line, request.user)]
}

/** The exit code the Status on channel 3 reports (0 on Success); null when it names none. */
export function exitCodeOf(status: V1Status): number | null {
  if (status.status === 'Success') return 0
  const cause = status.details?.causes?.find((c) => c.reason === 'ExitCode')
  const code = Number(cause?.message)
  return Number.isInteger(code) ? code : null
}

/** Forwards to `target` without ever ending it (the client ends the streams it is given). */
function forwarding(target: Writable | undefined): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!target) return done()
      target.write(chunk, (error) => done(error ?? undefined))
    },
  })
}

export async function execInPod(
  kubeConfig: KubeConfig,
  namespace: string,
  pod: string,
  command: string[],
  request: Pick<ExecRequest, 'stdin' | 'stdout' | 'stderr' | 'timeoutMs'>,
): Promise<ExecOutcome> {
  const started = Date.now()
  const stdout = forwarding(request.stdout)
  const stderr = forwarding(request.stderr)
  const stdin =
    request.stdin === undefined
      ? null
      : Buffer.isBuffer(request.stdin)
        ? Readable.from([request.stdin])
        : request.stdin
  let settle: (code: number | null) => void = () => undefined
  const finished = new Promise<number | null>((resolve) => {
    settle = resolve
  })
  let socket: Awaited<ReturnType<Exec['exec']>>
  try {
    socket = await new Exec(kubeConfig).exec(
      namespace,
      pod,
      MAIN_CONTAINER,
      command,
      stdout,
      stderr,
      stdin,
      false,
      (status) => settle(exitCodeOf(status)),
    )
  } catch (error) {
    throw apiError(`exec in pod ${pod}`, error)
  }
  // A socket closed without a status: the command's end is unknown.
  socket.addEventListener('close', () => settle(null))
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    if (request.timeoutMs !== undefined) timer = setTimeout(() => resolve('timeout'), request.timeoutMs)
  })
  const outcome = await Promise.race([finished, timedOut])
  clearTimeout(timer)
  if (outcome === 'timeout') socket.close()
  const durationSec = (Date.now() - started) / 1000
  if (outcome === 'timeout') return { exitCode: null, timedOut: true, durationSec }
  await drained(stdout)
  await drained(stderr)
  return { exitCode: outcome, timedOut: false, durationSec }
}

/** Every frame written on to the caller's stream before the exec's outcome is told. */
async function drained(stream: Writable): Promise<void> {
  if (!stream.writableEnded) stream.end()
  await streamFinished(stream)
}
