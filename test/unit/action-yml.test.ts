// action.yml, the docs (README.md, docs/) and the example workflows stay consistent and valid.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { getInputs } from '../../src/action/inputs.js'
import {
  asWorkflowFile,
  lintWorkflow,
  parseActionMetadata,
  workflowSnippets,
} from '../harness/workflow-lint.js'
import { distinctSnippets, readDocs } from '../harness/docs-files.js'
import { actionReference, type ActionYml } from '../../scripts/docs/render.js'

const root = path.resolve(import.meta.dirname, '../..')
const actionText = await readFile(path.join(root, 'action.yml'), 'utf8')
const action = parseActionMetadata('action.yml', actionText)

describe('action.yml', () => {
  it('declares every input the action reads, and nothing else', () => {
    const read = new Set<string>()
    getInputs((name) => {
      read.add(name)
      return name === 'mode' ? 'plan' : ''
    })
    expect([...read].sort()).toEqual([...action.inputs.keys()].sort())
  })

  it("runs on node24 and passes GitHub's own action.yml schema, as written", () => {
    expect(action.problems).toEqual([])
    expect(action.runs).toMatchObject({ using: 'node24', main: 'dist/index.js' })
    expect(action.inputs.get('mode')).toEqual({ required: true })
    expect(action.inputs.get('github-token')).toEqual({ required: false, default: '${{ github.token }}' })
  })

  it('catches a broken action.yml (the check can fail)', () => {
    const runtime = parseActionMetadata('a.yml', actionText.replace("using: 'node24'", "using: 'node99'"))
    expect(runtime.problems.join('\n')).toMatch(/Unexpected value 'node99'/)
    const noMain = parseActionMetadata('b.yml', "name: x\ndescription: y\nruns:\n  using: 'node24'\n")
    expect(noMain.problems.length).toBeGreaterThan(0)
    const badInput = parseActionMetadata('c.yml', actionText.replace('required: true', 'required: maybe'))
    expect(badInput.problems.join('\n')).toMatch(/maybe/)
  })

  it("docs/action-reference.md's inputs and outputs tables match action.yml", async () => {
    const page = await readFile(path.join(root, 'docs/action-reference.md'), 'utf8')
    expect(actionReference(page, parse(actionText) as ActionYml, 'docs/action-reference.md')).toBe(page)
  })
})

describe('workflows checked with GitHub’s workflow parser', async () => {
  const dir = path.join(root, '.github/workflows')
  const files = (await readdir(dir)).filter((f) => f.endsWith('.yml'))
  it.each(files)('%s parses and gives the action only declared inputs', async (file) => {
    expect(lintWorkflow(file, await readFile(path.join(dir, file), 'utf8'), action)).toEqual([])
  })
  it("the docs' whole-workflow snippets parse and give the action only declared inputs", async () => {
    const snippets = distinctSnippets(await readDocs(root), workflowSnippets)
    expect(snippets.length).toBeGreaterThan(0)
    for (const { name, text } of snippets)
      expect(lintWorkflow(name, asWorkflowFile(text), action)).toEqual([])
  })
  it('catches an undeclared input, a missing required one and a schema error (the check can fail)', () => {
    const bad =
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { mode: plan, shard-count: 3 }\n' +
      '  b:\n    runs-on: x\n    steps:\n      - uses: octo/helios-action@v1\n        with: { tasks: t/ }\n'
    expect(lintWorkflow('bad.yml', bad, action)).toEqual([
      "bad.yml: job a: input 'shard-count' is not declared in action.yml",
      "bad.yml: job b: required input 'mode' is missing",
    ])
    expect(
      lintWorkflow('broken.yml', 'on: push\njobs:\n  a:\n    runs-on: x\n    stepz: []\n', action).length,
    ).toBeGreaterThan(0)
  })
})
