import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { publishedSchemas } from '../../src/published-schemas.js'

describe('schemas/', () => {
  it('holds exactly what the zod definitions produce (run `npm run schemas`)', async () => {
    for (const [name, schema] of Object.entries(publishedSchemas())) {
      const onDisk = JSON.parse(await readFile(`schemas/${name}`, 'utf8'))
      expect(onDisk, name).toEqual(schema)
    }
  })
})
