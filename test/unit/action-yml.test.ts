// action.yml, README and the example workflows stay consistent and valid.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { getInputs } from '../../src/action/inputs.js'
import { lintWorkflow, workflowSnippets } from '../harness/workflow-lint.js'
import { NoOperationTraceWriter } from '@actions/workflow-parser'
import { parseAction } from '@actions/workflow-parser/actions/action-parser'

/** Errors of GitHub's own action.yml schema (it knows node24, unlike action-validator's). */
function actionSchemaErrors(content: string): string[] {
  const parsed = parseAction({ name: 'action.yml', content }, new NoOperationTraceWriter())
  return parsed.context.errors.getErrors().map((e) => e.message)
}

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
const validator = path.join(root, 'node_modules/.bin/action-validator')

async function validate(file: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(validator, [file])
    return { ok: true, output: stdout + stderr }
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string }
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

describe('action.yml', () => {
  it('declares every input the action reads, and nothing else', async () => {
    const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>
    }
    const read = new Set<string>()
    getInputs((name) => {
      read.add(name)
      return name === 'mode' ? 'plan' : ''
    })
    expect([...read].sort()).toEqual(Object.keys(action.inputs).sort())
  })

  it('runs on node24 and passes action-validator', async () => {
    const text = await readFile(path.join(root, 'action.yml'), 'utf8')
    expect(parse(text).runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    // The validator's schema predates node24 (PLATFORM.md); everything else is checked as is.
    const dir = await mkdtemp(path.join(tmpdir(), 'helios-action-yml-'))
    const copy = path.join(dir, 'action.yml')
    await writeFile(copy, text.replace("using: 'node24'", "using: 'node20'"))
    const result = await validate(copy)
    expect(result.output).not.toMatch(/"errors": \[\s*\{/)
  })

  it('passes GitHub’s own action schema as it is (node24 included), which rejects a bad one', async () => {
    expect(actionSchemaErrors(await readFile(path.join(root, 'action.yml'), 'utf8'))).toEqual([])
    expect(actionSchemaErrors("name: x\ndescription: y\nruns:\n  using: 'node99'\n  main: x.js\n")).toEqual([
      "action.yml (Line: 4, Col: 10): Unexpected value 'node99'",
    ])
  })

  it('catches a broken action.yml (the validator can fail)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helios-action-yml-'))
    const copy = path.join(dir, 'action.yml')
    await writeFile(copy, "name: x\ndescription: y\nruns:\n  using: 'node20'\n")
    expect((await validate(copy)).output).toMatch(/"errors": \[\s*\{/)
  })

  it("README's inputs and outputs tables match action.yml", async () => {
    const { stdout, stderr } = await run('node', [path.join(root, 'scripts/update-readme.mjs'), '--check'], {
      cwd: root,
    }).catch((e: { stdout: string; stderr: string }) => ({ stdout: e.stdout, stderr: e.stderr }))
    expect(stdout + stderr).toBe('')
  })
})

describe('example workflows', async () => {
  const dir = path.join(root, '.github/workflows')
  const files = (await readdir(dir)).filter((f) => f.endsWith('.yml'))
  it.each(files)('%s passes action-validator', async (file) => {
    const result = await validate(path.join(dir, file))
    expect(result.output).not.toMatch(/"errors": \[\s*\{/)
  })
})

describe('workflows checked with GitHub’s workflow parser', async () => {
  const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as {
    inputs: Record<string, unknown>
  }
  const declared = new Set(Object.keys(action.inputs))
  const dir = path.join(root, '.github/workflows')
  const files = (await readdir(dir)).filter((f) => f.endsWith('.yml'))
  it.each(files)('%s parses and gives the action only declared inputs', async (file) => {
    expect(lintWorkflow(file, await readFile(path.join(dir, file), 'utf8'), declared)).toEqual([])
  })
  it("README's whole-workflow snippets parse and give the action only declared inputs", async () => {
    const snippets = workflowSnippets(await readFile(path.join(root, 'README.md'), 'utf8'))
    expect(snippets.length).toBeGreaterThan(0)
    snippets.forEach((text, i) => {
      // README writes `on:` out of the snippet; the parser needs one.
      const content = /^on:/m.test(text) ? text : `on: pull_request\n${text}`
      expect(lintWorkflow(`README snippet ${i + 1}`, content, declared)).toEqual([])
    })
  })
  it('catches an undeclared input and a schema error (the check can fail)', () => {
    const bad =
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { mode: plan, shard-count: 3 }\n'
    expect(lintWorkflow('bad.yml', bad, declared)).toEqual([
      "bad.yml: job a: input 'shard-count' is not declared in action.yml",
    ])
    expect(
      lintWorkflow('broken.yml', 'on: push\njobs:\n  a:\n    runs-on: x\n    stepz: []\n', declared).length,
    ).toBeGreaterThan(0)
  })
})
