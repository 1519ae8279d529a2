// `npm run schemas`: writes schemas/*.json from the zod definitions.
import { mkdir, writeFile } from 'node:fs/promises'
import { publishedSchemas } from '../src/published-schemas.js'

await mkdir('schemas', { recursive: true })
for (const [name, schema] of Object.entries(publishedSchemas())) {
  await writeFile(`schemas/${name}`, `${JSON.stringify(schema, null, 2)}\n`)
}
