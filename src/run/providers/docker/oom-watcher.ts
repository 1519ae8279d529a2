// OOM kills of a container's child processes. Docker 20.10 sets State.OOMKilled only when the
// container itself exits, but emits an `oom` event for every kill; one event stream per run
// collects them for all of the run's containers at no per-attempt cost.
import type Docker from 'dockerode'
import type { Readable } from 'node:stream'
import type { EnvironmentEvents } from '../../environment/types.js'

export class OomWatcher implements EnvironmentEvents {
  private readonly kills = new Map<string, number[]>()
  private stream: Readable | null = null

  private constructor() {}

  static async start(docker: Docker, runId: string): Promise<OomWatcher> {
    const watcher = new OomWatcher()
    try {
      // Cast: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
      const stream = (await docker.getEvents({
        filters: { type: ['container'], event: ['oom'], label: [`helios.run=${runId}`] },
      })) as unknown as Readable
      watcher.stream = stream
      let pending = ''
      stream.on('data', (chunk: Buffer) => {
        pending += chunk.toString('utf8')
        const lines = pending.split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) watcher.record(line)
      })
      stream.on('error', () => undefined)
    } catch {
      // Without events only a stopped container's State.OOMKilled tells; an exit code never does.
    }
    return watcher
  }

  private record(line: string): void {
    try {
      const event = JSON.parse(line) as {
        id?: string
        Actor?: { ID?: string }
        timeNano?: number
        time?: number
      }
      const id = event.Actor?.ID ?? event.id
      if (!id) return
      const atMs = event.timeNano ? event.timeNano / 1e6 : (event.time ?? 0) * 1000
      this.kills.set(id, [...(this.kills.get(id) ?? []), atMs])
    } catch {
      // Not an event line.
    }
  }

  /** Whether the container had an OOM kill between the two instants (ms since epoch). */
  sawOom(containerId: string, fromMs: number, toMs: number): boolean {
    return (this.kills.get(containerId) ?? []).some((at) => at >= fromMs - 1000 && at <= toMs + 1000)
  }

  forget(containerId: string): void {
    this.kills.delete(containerId)
  }

  close(): void {
    this.stream?.destroy()
  }
}
