// The run's images on E2B: templates, built by E2B from the task's Dockerfile (its folder the file
// context) or from its docker_image, the build's log lines as E2B streams them. Building once, the
// events and the log file are remote/built-images.ts's; here is what E2B's SDK asks.
import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Template, type ConnectionOpts, type LogEntry } from 'e2b'
import type { ProviderFacts } from '../../environment/capability-refusals.js'
import type { RetryPolicy } from '../../environment/retries.js'
import type { ImageSource, ImageSourceOptions } from '../../environment/types.js'
import {
  ServiceBuiltImages,
  type BuildLog,
  type ImageRecipe,
  type ServiceBuilds,
} from '../remote/built-images.js'
import { withE2BRetries } from './faults.js'
import { templateName, templateSize, type TemplateSize } from './template-name.js'

type TemplateRecipe = ImageRecipe<TemplateSize>

/** The templates of a run on E2B, each built once. */
export function e2bTemplates(
  connection: ConnectionOpts,
  options: ImageSourceOptions,
  retry: RetryPolicy,
  provider: ProviderFacts,
): ImageSource {
  return new ServiceBuiltImages(new TemplateBuilds(connection, retry), options, provider)
}

class TemplateBuilds implements ServiceBuilds<TemplateSize> {
  readonly noun = 'template'
  readonly readyWord = 'ready'
  readonly nameOf = templateName

  constructor(
    private readonly connection: ConnectionOpts,
    private readonly retry: RetryPolicy,
  ) {}

  /** E2B sets CPUs and memory from the template; a sandbox's disk is not ours to size. */
  sizeOf(cpus: number, memoryMb: number): TemplateSize {
    return templateSize(cpus, memoryMb)
  }

  async plan(recipe: TemplateRecipe, log: BuildLog): Promise<(() => Promise<void>) | null> {
    const exists = await withE2BRetries(() => Template.exists(recipe.name, this.connection), this.retry)
    if (exists) return null
    return async () => {
      try {
        await Template.build(await this.template(recipe), recipe.name, {
          ...this.connection,
          cpuCount: recipe.size.cpuCount,
          memoryMB: recipe.size.memoryMB,
          onBuildLogs: (entry: LogEntry) =>
            log.write(`${entry.timestamp.toISOString()} ${entry.level} ${entry.message}`),
          signal: AbortSignal.timeout(recipe.buildTimeoutSec * 1000),
        })
      } catch (error) {
        // The SDK's message may carry the whole build log, which the log file has already.
        const why = error instanceof Error ? error.message : String(error)
        throw new Error(why.split('\n')[0], { cause: error })
      }
    }
  }

  /** The template E2B builds: the Dockerfile with its folder as the file context, or the image. */
  private async template(recipe: TemplateRecipe) {
    if (recipe.source.kind === 'image') return Template().fromImage(recipe.source.image)
    const dockerfile = await readFile(recipe.source.path, 'utf8')
    return Template({ fileContextPath: dirname(recipe.source.path) }).fromDockerfile(dockerfile)
  }
}
