// `image-cache: actions`: time to the first finished attempt on a runner without the image, when
// the image is restored from the Actions cache vs built, in the same run. The cache is the
// loopback results service (test/harness) behind the real `@actions/cache` client: download, zstd
// and the engine's image load are real; the network is loopback (GitHub's cache serves hosted
// runners at a few hundred MB/s).
import Docker from 'dockerode'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ActionsImageStash } from '../src/action/actions-image-cache.js'
import { DockerProvider } from '../src/run/providers/docker/provider.js'
import { enginePlatform } from '../src/run/agents/installed/install.js'
import { ImageCache, type ImageStash } from '../src/run/providers/docker/image-cache.js'
import { environmentTag } from '../src/task/image-names.js'
import { makeTask } from '../test/fixtures/tasks.js'
import { startArtifactService } from '../test/harness/artifact-service.js'
import { pythonEnvDockerfile, removeImages, secondsToFirstAttempt } from './images.js'
import type { BenchResult } from './types.js'

export async function bench(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'helios-bench-image-cache-'))
  const docker = new Docker()
  const service = await startArtifactService()
  const env = { ...process.env }
  Object.assign(process.env, service.env, {
    ACTIONS_CACHE_SERVICE_V2: 'true',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: join(work, 'workspace'),
    RUNNER_TEMP: join(work, 'runner-temp'),
  })
  const task = await makeTask(join(work, 'tasks'), { name: 'python-env', dockerfile: pythonEnvDockerfile() })
  const tag = environmentTag(task)
  try {
    const stash = new ActionsImageStash({
      docker,
      platform: await enginePlatform(new DockerProvider(docker)),
      workspace: join(work, 'workspace'),
    })
    const timeToFirst = async (runId: string, withStash: ImageStash | null) => {
      await removeImages(docker, [tag]) // a fresh runner
      const images = new ImageCache(docker, { buildLogDir: join(work, 'logs'), stash: withStash })
      let restoreSec = 0
      images.subscribe((e) => {
        if (e.type === 'image-restored') restoreSec = e.durationSec
      })
      const first = await secondsToFirstAttempt({
        tasks: [task],
        outputDir: join(work, 'out'),
        runId,
        docker,
        images,
      })
      await images.flush() // a save runs after the attempt: not part of its time
      return { first, restoreSec, builds: images.builds }
    }
    const build = await timeToFirst('build', null)
    await timeToFirst('save', stash) // builds again, and saves: the cache is warm
    const restore = await timeToFirst('restore', stash)
    const archiveBytes = service.cache.entries.find((e) => e.finalized)?.size ?? 0
    const ratio = restore.first / build.first
    return [
      {
        name: 'time to first finished attempt, image absent: restore from the Actions cache (image-cache: actions)',
        value: restore.first,
        unit: 's',
        baseline: { name: 'build (apt-get install python3 pip venv git)', value: build.first },
        goal: '≤ 1/5 × baseline',
        met: restore.builds === 0 && ratio <= 0.2,
        notes: `ratio ${ratio.toFixed(3)}; of which the restore (download, unzstd, archive check, load) ${restore.restoreSec.toFixed(2)} s for a ${(archiveBytes / 1024 ** 2).toFixed(0)} MB cache entry; builds in the restored run: ${restore.builds}`,
      },
    ]
  } finally {
    process.env = env
    await removeImages(docker, [tag])
    await service.close()
    await rm(work, { recursive: true, force: true })
  }
}
