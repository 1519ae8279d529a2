// `helios build <tasks-dir> --image-registry REF`: every image the tasks build, each distinct one
// once, pushed to the registry (what the action's build mode does before the shards start).
import { join, resolve } from 'node:path'
import { openEngine } from '../run/providers/engine.js'
import { prebuildCache, prebuildImages } from '../run/prebuild.js'
import { discoverTasks } from '../task/discover.js'
import { eventLine } from '../report/progress-lines.js'
import { BUILD_SETTINGS } from '../settings/build.js'
import { discoveryFlags, parse, settingFlag, stringFlag, UsageError } from './args.js'
import { assertOutputFolder } from './output-folder.js'
import { invalidTaskLine, skippedFoldersLine } from './box.js'
import { REGISTRY_HELP, registryFlag } from './registry-flag.js'

const HELP = `Usage: helios build <tasks-dir> --image-registry REF [options]

Builds every image the tasks build (environment/, a separate verifier's tests/, compose build
folders), each distinct one once, and pushes it as REF:<content hash>, so runs elsewhere (matrix
shards, other machines) pull it instead of building. An image the registry has is pulled, not
built; one found on this engine is pushed as it is. Build logs go to <output>/builds/.

${REGISTRY_HELP}
  -n, --concurrency N       images built at once (default ${BUILD_SETTINGS.concurrency.default})
  -o, --output DIR          output folder (default output)
  -p, --pattern GLOB        glob that finds task files (default **/task.toml)
      --include GLOB        only tasks whose name matches (repeatable)
      --exclude GLOB        skip tasks whose name matches (repeatable)
      --json                print the summary as JSON on stdout

Exit code: 0 when every image was built or pulled (a registry that failed is a warning), 1 when
one did not build, 2 on a usage error.`

export async function buildCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    'image-registry': { type: 'string' },
    concurrency: { type: 'string', short: 'n' },
    output: { type: 'string', short: 'o' },
    pattern: { type: 'string', short: 'p' },
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  const target = positionals[0]
  if (!target || positionals.length > 1)
    throw new UsageError(`helios build needs one tasks folder.\n\n${HELP}`)
  const registry = await registryFlag(values)
  if (!registry) throw new UsageError(`helios build needs --image-registry REF.\n\n${HELP}`)
  const found = await discoverTasks(resolve(target), discoveryFlags(values))
  for (const invalid of found.invalid) process.stderr.write(`${invalidTaskLine(invalid)}\n`)
  const skipped = skippedFoldersLine(found.skipped)
  if (skipped !== null) process.stderr.write(`${skipped}\n`)
  await assertOutputFolder(stringFlag(values, 'output') ?? 'output')
  const { docker } = await openEngine()
  const images = prebuildCache(
    docker,
    registry,
    join(resolve(stringFlag(values, 'output') ?? 'output'), 'builds'),
  )
  images.subscribe((event) => {
    const line = eventLine(event)
    if (line !== null) process.stderr.write(`${line.trimStart()}\n`)
  })
  const summary = await prebuildImages({
    tasks: found.tasks,
    images,
    concurrency: settingFlag(values, BUILD_SETTINGS.concurrency),
  })
  if (values.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
  else
    process.stdout.write(
      `${summary.images} image(s): ${summary.built} built, ${summary.pulled} pulled, ${summary.present} present, ${summary.failed.length} failed, ${summary.warnings.length} registry warning(s)\n`,
    )
  return summary.failed.length > 0 ? 1 : 0
}
