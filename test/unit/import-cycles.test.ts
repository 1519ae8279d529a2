// Import rules of src/. No import circle: a module that imports itself through others (even for a
// type only) is a knot a refactor has to cut first. No provider folder imports another's
// (src/run/providers/<name>/): what two providers share lives in src/run/environment/ or in a
// shared layer below the providers (src/run/providers/remote/), which imports no provider folder
// and no SDK; a provider's SDK is imported only in its own folder. Nothing outside
// src/run/providers/ imports a file in a provider's folder or a shared layer: code above the seam
// reaches providers through the files of src/run/providers/ itself (index.ts, engine.ts,
// default-provider.ts). This walks every import and export-from.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

type Graph = Map<string, string[]>

const PROVIDERS = 'src/run/providers/'
/** Folders of src/run/providers/ that hold what several providers share: layers, not providers. */
const SHARED_LAYERS: ReadonlySet<string> = new Set(['remote'])
/** Each provider's SDK packages: imported only inside that provider's folder. */
const PROVIDER_SDKS: Record<string, RegExp> = {
  docker: /^dockerode$/,
  daytona: /^@(daytonaio|daytona)\//,
  kubernetes: /^@kubernetes\/client-node$/,
  e2b: /^e2b$/,
}
// Package imports (`from 'x'`, `import 'x'`), to find where an SDK is used.
const PACKAGE_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'".][^'"]*)['"]/gm

function packageImports(text: string): string[] {
  return [...text.matchAll(PACKAGE_IMPORT)].map((m) => m[1]!)
}

/** The folder of src/run/providers/ a file is in (`docker`, `remote`, …), or null outside one. */
function folderOf(file: string): string | null {
  if (!file.startsWith(PROVIDERS)) return null
  const rest = file.slice(PROVIDERS.length).split('/')
  return rest.length > 1 ? rest[0]! : null
}

/** The provider folder a file is in (`docker`, …), or null outside src/run/providers/<name>/ or in a shared layer. */
function providerOf(file: string): string | null {
  const folder = folderOf(file)
  return folder !== null && !SHARED_LAYERS.has(folder) ? folder : null
}

/** `importer -> imported` for every import from one provider's folder into another's, or from a shared layer into one. */
function crossProviderImports(graph: Graph): string[] {
  const found: string[] = []
  for (const [file, deps] of graph) {
    const folder = folderOf(file)
    if (folder === null) continue
    const own = SHARED_LAYERS.has(folder) ? null : folder
    for (const dep of deps) {
      const other = providerOf(dep)
      if (other !== null && other !== own) found.push(`${file} -> ${dep}`)
    }
  }
  return found
}

/** `importer -> imported` for every import of a provider folder's (or shared layer's) file from outside src/run/providers/. */
function reachesIntoProviders(graph: Graph): string[] {
  const found: string[] = []
  for (const [file, deps] of graph) {
    if (file.startsWith(PROVIDERS)) continue
    for (const dep of deps) if (folderOf(dep) !== null) found.push(`${file} -> ${dep}`)
  }
  return found
}

/** `file: package` for every SDK imported outside its provider's folder. */
function misplacedSdkImports(files: Map<string, string>): string[] {
  const found: string[] = []
  for (const [file, text] of files) {
    for (const name of packageImports(text)) {
      const owner = Object.keys(PROVIDER_SDKS).find((p) => PROVIDER_SDKS[p]!.test(name))
      if (owner !== undefined && providerOf(file) !== owner) found.push(`${file}: ${name}`)
    }
  }
  return found
}

// `import x from`, `import type {…} from`, `export {…} from`, `export * from`, `import './x.js'`.
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm

function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => normalize(join(dirname(file), m[1]!.replace(/\.js$/, '.ts'))))
}

/** Every strongly connected group of more than one module (Tarjan), each sorted, as path lists. */
function importCircles(graph: Graph): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const dep of graph.get(node) ?? []) {
      if (!graph.has(dep)) continue
      if (!index.has(dep)) {
        visit(dep)
        low.set(node, Math.min(low.get(node)!, low.get(dep)!))
      } else if (onStack.has(dep)) low.set(node, Math.min(low.get(node)!, index.get(dep)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    const selfImport = graph.get(node)?.includes(node)
    if (group.length > 1 || selfImport) circles.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return circles
}

function sourceTexts(root: string): Map<string, string> {
  const texts = new Map<string, string>()
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const file = join(entry.parentPath, entry.name)
    texts.set(file, readFileSync(file, 'utf8'))
  }
  return texts
}

function sourceGraph(root: string): Graph {
  return new Map([...sourceTexts(root)].map(([file, text]) => [file, relativeImports(file, text)]))
}

// Known and accepted: `helios batch --config` hands over to batch-config.ts, which reuses batch.ts's
// flag readers. Cutting it means moving those readers out of batch.ts, which the provider branch is
// changing at the same time; both sides import only functions, called after load.
const ACCEPTED = [['src/cli/batch-config.ts', 'src/cli/batch.ts']]

describe('import circles', () => {
  it('finds a circle through a type-only import, an export-from and a bare import', () => {
    const files: Record<string, string> = {
      'src/a.ts': "import type { B } from './b.js'\nexport const a = 1",
      'src/b.ts': "export { c } from './sub/c.js'",
      'src/sub/c.ts': "import '../a.js'\nimport { x } from 'node:fs'",
      'src/d.ts': "import { a } from './a.js'",
    }
    const graph: Graph = new Map(Object.entries(files).map(([f, text]) => [f, relativeImports(f, text)]))
    expect(graph.get('src/sub/c.ts')).toEqual(['src/a.ts'])
    expect(importCircles(graph)).toEqual([['src/a.ts', 'src/b.ts', 'src/sub/c.ts']])
    graph.set('src/sub/c.ts', [])
    expect(importCircles(graph)).toEqual([])
  })

  it('reads a multi-line import', () => {
    const text = "import {\n  one,\n  type Two,\n} from '../run/x.js'\n"
    expect(relativeImports('src/cli/y.ts', text)).toEqual(['src/run/x.ts'])
  })

  it('src/ has none but the accepted one', () => {
    const graph = sourceGraph('src')
    expect(graph.size).toBeGreaterThan(100)
    expect(importCircles(graph)).toEqual(ACCEPTED)
  })
})

describe('provider folders', () => {
  it('finds an import from one provider folder into another, and an SDK outside its folder', () => {
    const files = new Map(
      Object.entries({
        'src/run/providers/kubernetes/pod.ts':
          "import { withRetries } from '../daytona/faults.js'\nimport { x } from '../../environment/retries.js'",
        'src/run/providers/kubernetes/exec.ts': "import { Exec } from '@kubernetes/client-node'",
        'src/run/providers/index.ts': "import { DockerProvider } from './docker/provider.js'",
        'src/run/attempt.ts': "import type Docker from 'dockerode'",
        'src/run/providers/docker/x.ts': "import { Daytona } from '@daytonaio/sdk'",
        'src/cli/check.ts':
          "import type { DockerClient } from '../run/providers/docker/provider.js'\nimport { openEngine } from '../run/providers/engine.js'",
        'src/run/providers/e2b/provider.ts':
          "import { SandboxProvider } from '../remote/sandbox-provider.js'",
        'src/run/providers/remote/sandbox.ts': "import { isGone } from '../daytona/faults.js'\nimport 'e2b'",
        'src/run/batch.ts': "import { sweepLabels } from './providers/remote/provider.js'",
      }),
    )
    const graph: Graph = new Map([...files].map(([f, text]) => [f, relativeImports(f, text)]))
    expect(crossProviderImports(graph)).toEqual([
      'src/run/providers/kubernetes/pod.ts -> src/run/providers/daytona/faults.ts',
      'src/run/providers/remote/sandbox.ts -> src/run/providers/daytona/faults.ts',
    ])
    expect(reachesIntoProviders(graph)).toEqual([
      'src/cli/check.ts -> src/run/providers/docker/provider.ts',
      'src/run/batch.ts -> src/run/providers/remote/provider.ts',
    ])
    expect(misplacedSdkImports(files)).toEqual([
      'src/run/attempt.ts: dockerode',
      'src/run/providers/docker/x.ts: @daytonaio/sdk',
      'src/run/providers/remote/sandbox.ts: e2b',
    ])
  })

  it("src/: no provider imports another provider's folder", () => {
    expect(crossProviderImports(sourceGraph('src'))).toEqual([])
  })

  it("src/: nothing outside src/run/providers/ imports a provider folder's file", () => {
    expect(reachesIntoProviders(sourceGraph('src'))).toEqual([])
  })

  it("src/: each provider's SDK is imported only in its own folder", () => {
    const texts = sourceTexts('src')
    expect(misplacedSdkImports(texts)).toEqual([])
    // The rule has something to hold: each SDK is imported somewhere.
    const used = [...texts.values()].flatMap(packageImports)
    for (const sdk of Object.values(PROVIDER_SDKS)) expect(used.some((name) => sdk.test(name))).toBe(true)
  })
})

/** `importer -> imported` for every import from a file under `from` into `into` (folders, `/`-ended). */
function importsInto(graph: Graph, from: string, into: (dep: string) => boolean): string[] {
  return [...graph].flatMap(([file, deps]) =>
    file.startsWith(from) ? deps.filter(into).map((dep) => `${file} -> ${dep}`) : [],
  )
}

describe('the settings tables are the bottom layer', () => {
  const graph = sourceGraph('src')

  it('src/settings/ imports nothing from the rest of src/, nor any package', () => {
    expect(importsInto(graph, 'src/settings/', (dep) => !dep.startsWith('src/settings/'))).toEqual([])
    const texts = [...sourceTexts('src/settings')]
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.flatMap(([file, text]) => packageImports(text).map((name) => `${file}: ${name}`))).toEqual(
      [],
    )
  })

  it('src/results/ does not import src/config/ (no arrow back up), and the check can fail', () => {
    expect(importsInto(graph, 'src/results/', (dep) => dep.startsWith('src/config/'))).toEqual([])
    const bad: Graph = new Map([['src/results/x.ts', ['src/config/run-settings.ts']]])
    expect(importsInto(bad, 'src/results/', (dep) => dep.startsWith('src/config/'))).toEqual([
      'src/results/x.ts -> src/config/run-settings.ts',
    ])
  })
})
