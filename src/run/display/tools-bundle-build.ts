// Builds the display tools bundle (tools-bundle.ts) once per engine platform: in a Debian container
// on the run's own provider, apt installs the tools, ldd names their libraries, and the laid-out
// folder is copied out into the cache beside the installed agent CLIs. The I/O of the bundle.
import { createWriteStream } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar-stream'
import type { Environment, EnvironmentProvider } from '../environment/types.js'
import { attemptLabels } from '../environment/labels.js'
import { Collect } from './display.js'
import { REQUIRED_TOOLS } from './start-script.js'
import { enginePlatform, ensureCachedFolder, type EnginePlatform } from '../agents/installed/install.js'
import {
  DISPLAY_BUNDLE_BUILD_IMAGE,
  DISPLAY_BUNDLE_TOOLS,
  bundleFolder,
  bundleInstallScript,
  bundleLayoutScript,
  bundleLddCommand,
  parseLdd,
  wrapperScript,
} from './tools-bundle.js'
import { asError } from '../../narrow.js'

/** apt over a slow mirror on a loaded machine; past this the build has hung. */
const BUILD_TIMEOUT_MS = 10 * 60 * 1000
const OUT = '/helios-display'

export interface BundleRequest {
  provider: EnvironmentProvider
  cacheDir: string
  platform: EnginePlatform
  /** The run it is built for: a sweep after a crash finds the build's container by it. */
  runId: string
  log: (message: string) => void
}

/** The bundle's folder on the host, built first unless a finished one is in the cache. */
export function ensureDisplayBundle(request: BundleRequest): Promise<string> {
  return ensureCachedFolder(bundleFolder(request.cacheDir, request.platform), (staging) =>
    buildInto(staging, request),
  )
}

async function buildInto(staging: string, request: BundleRequest): Promise<void> {
  const started = Date.now()
  request.log(
    `building the display tools bundle (${request.platform}) in ${DISPLAY_BUNDLE_BUILD_IMAGE}: one time per engine platform`,
  )
  const build = {
    image: DISPLAY_BUNDLE_BUILD_IMAGE,
    name: 'helios-display-tools',
    memoryMb: 1024,
    pidsLimit: 512,
  }
  await inThrowawayEnvironment(
    request,
    { ...build, network: 'default' },
    'the display tools bundle build',
    async (environment) => {
      await sh(environment, bundleInstallScript(), 'apt-get install')
      const closure = parseLdd(await sh(environment, bundleLddCommand(), 'ldd'))
      await sh(environment, bundleLayoutScript(closure, OUT), 'laying out the bundle')
      await extractWithModes(await environment.copyOut(OUT), staging)
      const loaderName = posix.basename(closure.loader)
      await mkdir(join(staging, 'bin'), { recursive: true })
      for (const tool of DISPLAY_BUNDLE_TOOLS)
        await writeFile(join(staging, 'bin', tool), wrapperScript(tool, loaderName), { mode: 0o755 })
      request.log(
        `built the display tools bundle in ${((Date.now() - started) / 1000).toFixed(1)} s (${closure.libraries.length} libraries)`,
      )
    },
  )
}

/** A short-lived environment of `image` (the run's labels, so a crash sweep finds it), removed after `use`. */
async function inThrowawayEnvironment<T>(
  request: Pick<BundleRequest, 'provider' | 'runId'>,
  spec: { image: string; name: string; memoryMb: number; pidsLimit: number; network: 'default' | 'none' },
  what: string,
  use: (environment: Environment) => Promise<T>,
): Promise<T> {
  const environment = await request.provider.create({
    image: spec.image,
    env: {},
    workdir: null,
    labels: attemptLabels(request.runId, spec.name, 0),
    limits: { cpus: 1, memoryMb: spec.memoryMb, pidsLimit: spec.pidsLimit },
    network: { kind: spec.network },
    mounts: [],
  })
  try {
    await environment.start(what)
    return await use(environment)
  } finally {
    await environment.remove()
  }
}

/** Runs a script as root; its output, or an error naming the step and what it said. */
async function sh(environment: Environment, script: string, step: string): Promise<string> {
  const out = new Collect()
  const outcome = await environment.exec({
    cmd: ['sh', '-c', script],
    user: 'root',
    stdout: out,
    stderr: out,
    timeoutMs: BUILD_TIMEOUT_MS,
  })
  if (outcome.exitCode !== 0)
    throw new Error(
      `display tools bundle: ${step} failed (exit ${outcome.exitCode ?? 'none, timed out'}): ${out.text().trim().split('\n').slice(-5).join(' | ').slice(0, 600)}`,
    )
  return out.text()
}

/** The copied-out folder's files and folders under `into`, modes kept (the programs run). */
async function extractWithModes(archive: Readable, into: string): Promise<void> {
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    // Names start with the folder's own name (helios-display/…): drop it.
    const name = posix.normalize(header.name).split('/').slice(1).join('/')
    const target = join(into, name)
    const unsafe = name.split('/').includes('..')
    const done = (error?: unknown) => (error ? extract.destroy(asError(error)) : next())
    const skip = () => {
      stream.on('end', () => done())
      stream.resume()
    }
    if (unsafe || (header.type !== 'file' && header.type !== 'directory')) skip()
    else if (header.type === 'directory') mkdir(target, { recursive: true }).then(skip, done)
    else
      mkdir(dirname(target), { recursive: true })
        .then(() => {
          const sink = createWriteStream(target, { mode: (header.mode ?? 0o644) & 0o755 })
          // tar-stream's entry is a streamx Readable, which Node's pipeline accepts at run time.
          return pipeline(stream as unknown as Readable, sink)
        })
        .then(() => done(), done)
  })
  // tar-stream's extractor is a streamx Writable; Node's pipeline drives it like its own.
  await pipeline(archive, extract as unknown as NodeJS.WritableStream)
}

/**
 * The bundle for a run's GUI attempts whose image lacks a display tool: each image is probed once
 * (an image with its own tools, as the example tasks', builds and mounts nothing), and the bundle
 * built at most once per run, when the first such attempt asks; null where it is not needed or
 * could not be built (said in the log): those attempts use the image's tools alone.
 */
export function displayBundleSource(
  request: Omit<BundleRequest, 'platform'>,
): (image: string) => Promise<string | null> {
  let bundle: Promise<string | null> | null = null
  const probed = new Map<string, Promise<boolean>>()
  const build = () =>
    (bundle ??= enginePlatform(request.provider)
      .then((platform) => ensureDisplayBundle({ ...request, platform }))
      .catch((error: unknown) => {
        request.log(
          `the display tools bundle could not be built (${error instanceof Error ? error.message : String(error)}); GUI attempts use their image's tools alone`,
        )
        return null
      }))
  return async (image) => {
    let hasTools = probed.get(image)
    if (!hasTools) probed.set(image, (hasTools = imageHasDisplayTools(request, image)))
    return (await hasTools) ? null : build()
  }
}

/** Whether the image has every tool the display needs, asked in a throwaway environment of it. */
async function imageHasDisplayTools(
  request: Omit<BundleRequest, 'platform'>,
  image: string,
): Promise<boolean> {
  const probe = REQUIRED_TOOLS.map((tool) => `command -v ${tool} >/dev/null 2>&1`).join(' && ')
  const spec = { image, name: 'helios-display-probe', memoryMb: 256, pidsLimit: 64, network: 'none' as const }
  try {
    return await inThrowawayEnvironment(request, spec, 'the display tools probe', async (environment) => {
      const outcome = await environment.exec({ cmd: ['sh', '-c', probe], user: 'root', timeoutMs: 30_000 })
      return outcome.exitCode === 0
    })
  } catch {
    // No shell, or an image that does not start: the bundle is the way to a screen, if any.
    return false
  }
}
