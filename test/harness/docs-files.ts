// The project's user documentation as tests read it: README.md and every page under docs/.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export interface DocFile {
  /** Relative to the repository root, e.g. `docs/agents.md`. */
  file: string
  text: string
}

export async function readDocs(root: string): Promise<DocFile[]> {
  const pages = (await readdir(path.join(root, 'docs'))).filter((f) => f.endsWith('.md')).sort()
  const files = ['README.md', ...pages.map((f) => `docs/${f}`)]
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(root, file), 'utf8') })),
  )
}

/** Each distinct snippet once, named after the first page that has it (README repeats docs/action.md's). */
export function distinctSnippets(
  docs: DocFile[],
  snippetsOf: (text: string) => string[],
): { name: string; text: string }[] {
  const seen = new Set<string>()
  return docs.flatMap(({ file, text }) =>
    snippetsOf(text).flatMap((snippet, i) => {
      if (seen.has(snippet)) return []
      seen.add(snippet)
      return [{ name: `${file} snippet ${i + 1}`, text: snippet }]
    }),
  )
}
