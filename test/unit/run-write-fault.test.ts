// A disk that refuses writes: which errors stop a run, and the log sinks meeting one. /dev/full
// answers every write with ENOSPC, like a full output disk.
import { existsSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import { DemuxWritable, LogFileSink, TailBuffer } from '../../src/run/environment/streams.js'
import { describeWriteFault, OutputWriteError, writeFaultOf } from '../../src/run/write-fault.js'

const errno = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code}: boom`), { code, ...extra })

describe('writeFaultOf', () => {
  it('a full, read-only or failing disk anywhere; a permission error only on our own paths', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EROFS', 'EFBIG', 'EIO'])
      expect(writeFaultOf(errno(code))).toMatchObject({ code })
    expect(writeFaultOf(errno('EACCES', { path: '/out/run/001_a/x' }), '/out/run')).toMatchObject({
      code: 'EACCES',
    })
    // A task file the loader cannot read, the Docker socket: not the output disk.
    expect(writeFaultOf(errno('EACCES', { path: '/tasks/a/x' }), '/out/run')).toBeNull()
    expect(writeFaultOf(errno('EACCES', { path: '/out/run2/x' }), '/out/run')).toBeNull()
    expect(writeFaultOf(errno('EACCES', { syscall: 'connect' }), '/out/run')).toBeNull()
    expect(writeFaultOf(errno('ECONNRESET'))).toBeNull()
    expect(writeFaultOf(new Error('ENOSPC in a message is only text'))).toBeNull()
    // Wrapped by our own code.
    expect(writeFaultOf(new Error('agent failed', { cause: errno('ENOSPC') }))).toMatchObject({
      code: 'ENOSPC',
    })
  })

  it('says in one sentence what failed and what is kept', () => {
    const fault = errno('ENOSPC', { path: '/out/run/001_a/attempt_001/agent/stdout.txt' })
    expect(describeWriteFault(fault, '/out/run')).toBe(
      'cannot write /out/run/001_a/attempt_001/agent/stdout.txt: no space left on device (ENOSPC)',
    )
    expect(new OutputWriteError(errno('EROFS'), '/out/run', null).message).toBe(
      'cannot write to /out/run: read-only file system (EROFS); the run stopped, its containers are removed and no run summary could be written',
    )
    const kept = new OutputWriteError(fault, '/out/run', { file: '/out/run/run_summary.json', attempts: 3 })
    expect(kept.message).toMatch(
      /; the run stopped, its containers are removed and \/out\/run\/run_summary\.json holds the 3 attempt\(s\) that finished$/,
    )
    expect(kept.message.split('\n')).toHaveLength(1)
  })
})

describe('log sinks on a full disk', () => {
  it('a LogFileSink fails with ENOSPC naming its file, instead of an unhandled error event', async () => {
    expect(existsSync('/dev/full')).toBe(true)
    const sink = new LogFileSink('/dev/full', 1 << 20)
    const source = new PassThrough()
    const done = pipeline(source, sink).then(
      () => null,
      (error: unknown) => error,
    )
    // A small write is accepted at once; the disk's answer comes later, while the agent is quiet.
    source.write(Buffer.from('first line\n'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    source.end(Buffer.from('second line\n'))
    expect(await done).toMatchObject({ code: 'ENOSPC', path: '/dev/full' })
    expect(sink.failure).toMatchObject({ code: 'ENOSPC' })
  })

  it('the demultiplexer fails at a sink that failed earlier instead of waiting forever for it', async () => {
    const sink = new LogFileSink('/dev/full', 1 << 30)
    const failed = new Promise((resolve) => sink.once('error', resolve))
    sink.destroy(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))
    await failed // the sink's error was told; it will not be told again
    const header = Buffer.alloc(8)
    header[0] = 1
    header.writeUInt32BE(64 * 1024, 4)
    const source = new PassThrough()
    const done = pipeline(source, new DemuxWritable(sink, new TailBuffer()))
    source.end(Buffer.concat([header, Buffer.alloc(64 * 1024, 'a')]))
    await expect(done).rejects.toMatchObject({ code: 'ENOSPC' })
  }, 5000)
})
