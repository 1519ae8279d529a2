// The loopback Daytona server, driven through the official SDK: every call the provider relies
// on, with each answer checked (inside the server) against the generated client's models.
import { resolve } from 'node:path'
import { Daytona, Image } from '@daytonaio/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDaytonaFake, type DaytonaFake } from '../harness/daytona/server.js'
import { assertModel, requiredFields } from '../harness/daytona/models.js'

const API_KEY = 'dtn_fake-key-for-tests'
let fake: DaytonaFake
let daytona: Daytona

beforeAll(async () => {
  fake = await startDaytonaFake({ apiKey: API_KEY })
  daytona = new Daytona({ apiKey: API_KEY, apiUrl: fake.apiUrl, target: 'us', useDeprecatedPolling: true })
})

afterAll(async () => {
  await fake.close()
})

describe('loopback Daytona server through @daytonaio/sdk', () => {
  it('reads required fields from the generated models', () => {
    expect(requiredFields('@daytona/api-client', 'sandbox')).toEqual(
      expect.arrayContaining(['id', 'labels', 'toolboxProxyUrl', 'cpu']),
    )
    expect(requiredFields('@daytona/api-client', 'sandbox')).not.toContain('state')
    expect(() => assertModel('@daytona/api-client', 'toolbox-proxy-url', {})).toThrow(/missing required url/)
  })

  it('builds a snapshot from a Dockerfile with context, then runs a labelled sandbox', async () => {
    const dockerfile = resolve('tasks/word-frequency/environment/Dockerfile')
    const snapshot = await daytona.snapshot.create(
      { name: 'helios-test-wf', image: Image.fromDockerfile(dockerfile) },
      { timeout: 120 },
    )
    expect(snapshot.state).toBe('active')

    const sandbox = await daytona.create(
      {
        snapshot: 'helios-test-wf',
        labels: { 'helios.run': 'r1' },
        envVars: { GREETING: 'hi' },
      },
      { timeout: 30 },
    )
    expect(sandbox.state).toBe('started')

    const listed = []
    for await (const item of daytona.list({ labels: { 'helios.run': 'r1' } })) listed.push(item.id)
    expect(listed).toEqual([sandbox.id])

    const exec = await sandbox.process.executeCommand(
      'head -c 20 corpus.txt >/dev/null && echo $GREETING; echo oops >&2; exit 3',
      '/workspace',
    )
    expect(exec.exitCode).toBe(3)
    expect(exec.result).toContain('hi')
    expect(exec.result).toContain('oops')

    await sandbox.fs.uploadFiles([{ source: Buffer.from('payload\n'), destination: '/tmp/in/deep/file.txt' }])
    const back = await sandbox.fs.downloadFile('/tmp/in/deep/file.txt')
    expect(back.toString()).toBe('payload\n')
    await expect(sandbox.fs.downloadFile('/nope')).rejects.toThrow(/not found/)

    await sandbox.stop()
    await sandbox.start()
    expect((await sandbox.process.executeCommand('echo again')).result.trim()).toBe('again')
    await sandbox.delete()
    expect(fake.liveSandboxes()).toEqual([])
    expect(await fake.leftoverContainers()).toEqual([])
  })

  it('refuses a wrong key', async () => {
    const other = new Daytona({
      apiKey: 'wrong',
      apiUrl: fake.apiUrl,
      target: 'us',
      useDeprecatedPolling: true,
    })
    await expect(other.get('anything')).rejects.toThrow()
  })
})
