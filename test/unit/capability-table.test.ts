// docs/providers.md's capability table is the descriptors' capabilities, row by row: a provider
// added or a capability changed changes the page (and `npm run docs:check` fails until it is regenerated).
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../../src/run/providers/index.js'
import { capabilityTable } from '../../scripts/docs/render.js'

describe('capability table', () => {
  it('has one row per provider, yes where it honours a need, its own reason where not', () => {
    const table = capabilityTable(PROVIDERS).split('\n')
    expect(table).toHaveLength(2 + PROVIDERS.length)
    expect(table[2]).toBe('| `docker` | yes | yes | yes | yes | yes | yes | yes |')
    expect(table[3]).toContain(
      '| `daytona` | no: one sandbox per attempt, no private network between sandboxes | yes |',
    )
  })

  it('follows a changed capability, and escapes a reason that would break the row', () => {
    const changed = capabilityTable([
      {
        name: 'x',
        capabilities: {
          services: false,
          noNetwork: true,
          hostNetwork: false,
          mounts: true,
          verifierBeside: true,
          display: false,
          reasons: { services: 'a | b' },
        },
      },
    ])
    expect(changed.split('\n')[2]).toBe('| `x` | no: a \\| b | yes | no | yes | yes | no | no |')
  })

  it('is what docs/providers.md holds', async () => {
    const page = await readFile('docs/providers.md', 'utf8')
    expect(page).toContain(
      `<!-- capabilities:start -->\n${capabilityTable(PROVIDERS)}\n<!-- capabilities:end -->`,
    )
  })
})
