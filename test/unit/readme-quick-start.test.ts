// README's two commands for a fresh Debian/Ubuntu machine. The first runs as written in a container
// (test/docker/newcomer-debian-node.test.ts); the second, `npm ci && npm test`, needs an engine of its own and
// half an hour, so here: it is what CI's `.ci/run` runs, stage by stage, and the stages together are
// exactly vitest's projects, in the projects' own order.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../vitest.config.js'
import { FRESH_MACHINE_LEAD, freshMachineCommands, steps } from '../harness/readme-quick-start.js'

const root = path.resolve(import.meta.dirname, '../..')
const readme = await readFile(path.join(root, 'README.md'), 'utf8')
const ciRun = await readFile(path.join(root, '.ci/run'), 'utf8')
const scripts = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>

interface Project {
  test: { name: string; sequence?: { groupOrder?: number } }
}
const projects = (config.test?.projects ?? []) as Project[]

describe("README's fresh-machine block", () => {
  it('is two commands: set up and run the example (no install: dist/ is the CLI), then `npm ci && npm test`', () => {
    const [setUp, test, ...rest] = freshMachineCommands(readme)
    expect(steps(setUp!)[0]).toBe('source .ci/node.sh')
    expect(steps(setUp!)).toContain('bash .ci/setup-docker.sh')
    expect(steps(setUp!).some((step) => /^npm (ci|install|i)\b/.test(step))).toBe(false)
    expect(test).toBe('npm ci && npm test')
    expect(rest).toEqual([])
  })

  it('is found with the sentence wrapped anywhere, and its comments dropped', () => {
    const text =
      'On a fresh Debian/Ubuntu\nmachine, from a checkout, as root:\n\n```sh\na && b   # why\nc\n```\n'
    expect(freshMachineCommands(text)).toEqual(['a && b', 'c'])
  })

  it('missing, or not right after its sentence, fails naming the sentence', () => {
    expect(() => freshMachineCommands('# Quick start\n\n```sh\nnpm ci\n```\n')).toThrow(
      `README.md no longer says "${FRESH_MACHINE_LEAD}"`,
    )
    expect(() => freshMachineCommands(`${FRESH_MACHINE_LEAD}\nthen:\n\n\`\`\`sh\nnpm ci\n\`\`\`\n`)).toThrow(
      'README.md has no sh block right after',
    )
  })
})

describe('`npm test` is what .ci/run runs, stage by stage', () => {
  /** `.ci/run`'s test stages: each `tests <project>…` line (maybe `|| status=$?`), in order. */
  const stages = [...ciRun.matchAll(/^tests ([a-z ]+?)(?: \|\| .*)?$/gm)].map((m) =>
    m[1]!.trim().split(/\s+/),
  )
  const groupOrder = (name: string) =>
    projects.find((p) => p.test.name === name)?.test.sequence?.groupOrder ?? 0

  it('`npm test` runs every vitest project (no project picked)', () => {
    expect(scripts.test).toBe('vitest run')
    expect(projects.map((p) => p.test.name).sort()).toEqual(['docker', 'loopback', 'sim', 'unit'])
  })

  it("the stages run each of vitest's projects once, and no other", () => {
    expect(stages.length).toBeGreaterThan(1)
    expect(stages.flat().sort()).toEqual(projects.map((p) => p.test.name).sort())
  })

  it("each stage is one of vitest's groups, in vitest's order", () => {
    const orders = stages.map((stage) => stage.map(groupOrder))
    for (const order of orders) expect(new Set(order).size).toBe(1)
    const firsts = orders.map((order) => order[0]!)
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b))
    expect(new Set(firsts).size).toBe(firsts.length)
  })

  it("each stage passes its projects to vitest as --project (the stage's one command)", () => {
    expect(ciRun).toMatch(/^\s*npx vitest run "\$\{@\/#\/--project=\}"/m)
  })
})
