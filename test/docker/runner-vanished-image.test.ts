// An image removed while a run uses it (another job's `docker image rm` or prune, issue #37): made
// again once and the attempts go on; a second vanish is one attempt's error and the run still ends
// with its summary. A container asked of a missing image is a retryable fault, never a raw 404.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { runBenchmark } from '../../src/run/runner.js'
import { DockerProvider } from '../../src/run/providers/docker/provider.js'
import { environmentTag } from '../../src/run/providers/docker/image-cache.js'
import { ImageVanished } from '../../src/run/providers/docker/vanished-image.js'
import { classifyFault } from '../../src/run/faults.js'
import type { ImageEvent } from '../../src/run/environment/types.js'
import { BASE_IMAGE, makeTasks, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { docker, managedContainers, removeImages, rid } from '../fixtures/docker.js'

let root: string
let out: string
const tags: string[] = []
beforeAll(async () => {
  root = await makeTempDir()
  out = await makeTempDir('helios-out-')
})
afterAll(async () => {
  await removeDir(root)
  await removeDir(out)
  await removeImages(tags)
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

const removeImage = (tag: string) => docker.getImage(tag).remove({ force: true })

describe('an image that vanishes mid-run', () => {
  it('is rebuilt once; a second vanish is an error outcome and the run ends with its summary', async () => {
    const [task] = await makeTasks(root, [
      { name: 'vanishing', dockerfile: `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()} > /image-id\n` },
    ])
    const tag = environmentTag(task!)
    tags.push(tag)
    const provider = new DockerProvider(docker)
    const images = provider.images({ buildLogDir: `${out}/builds` })
    const events: ImageEvent[] = []
    images.subscribe((event) => events.push(event))
    const summary = await runBenchmark({
      tasks: [task!],
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('vanish'),
      attempts: 3,
      concurrency: 1,
      provider,
      images,
      // Another job on the engine removes the image after each of the first two attempts.
      onAttemptComplete: async (result) => {
        if (result.attempt < 3) await removeImage(tag)
      },
    })
    expect(images.builds).toBe(2)
    const warnings = events.filter((e) => e.type === 'image-cache-warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ tag, message: expect.stringMatching(/vanished during the run/) })
    const results = summary.tasks[0]!
    expect(results.statuses).toEqual(['passed', 'passed', 'error'])
    expect(results.reasons).toHaveLength(1)
    expect(results.reasons[0]!.reason).toMatch(
      /^image \S+ vanished again during the run .*not made a third time$/,
    )
    expect(summary.totals).toMatchObject({ attempts: 3, passed: 2 })
  })

  it('a container asked of a missing image is a retryable Docker fault naming the image', async () => {
    const provider = new DockerProvider(docker)
    const image = `helios-vanished-${randomUUID()}:gone`
    const error = await provider
      .create({
        image,
        env: {},
        workdir: null,
        labels: {},
        limits: { cpus: 1, memoryMb: 64, pidsLimit: 64 },
        network: { kind: 'none' },
        mounts: [],
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageVanished)
    expect(classifyFault(error, provider)).toEqual({
      reason: `docker: image ${image} vanished before its container was created (removed by something else on this engine)`,
      retryable: true,
    })
  })
})
