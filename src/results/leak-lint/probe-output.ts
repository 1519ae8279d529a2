// Reads the probe's lines (probe-script.ts) into repositories and hashed files. Pure.
import type { GitRepository, ImageFile, RefPlace } from './types.js'
import { isOneOf } from '../../narrow.js'

export interface ProbeOutput {
  taskGitDir: string | null
  repositories: GitRepository[]
  files: ImageFile[]
  /** The image has no sha256sum: its files were not compared. */
  noHash: boolean
}

const SHA = /^[0-9a-f]{40,64}$/
const ZERO = /^0+$/

export function parseProbeOutput(text: string): ProbeOutput {
  const out: ProbeOutput = { taskGitDir: null, repositories: [], files: [], noHash: false }
  let gitInImage = false
  let repo: (GitRepository & { headRaw: string | null; packed: string[] }) | null = null
  const done = () => {
    if (repo) out.repositories.push(finishRepository(repo))
    repo = null
  }
  for (const line of text.split('\n')) {
    const [word = '', ...rest] = line.split(' ')
    const value = rest.join(' ')
    if (word === 'git') gitInImage = value === '1'
    else if (word === 'task') out.taskGitDir = value === '-' || value === '' ? null : value
    else if (word === 'repo') {
      done()
      repo = {
        gitDir: rest.slice(1).join(' '),
        bare: rest[0] === '1',
        gitInImage,
        head: null,
        refs: [],
        reflog: [],
        remotes: [],
        beyondTaskCheckout: null,
        headRaw: null,
        packed: [],
      }
    } else if (word === 'file') {
      const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(value)
      if (match) out.files.push({ sha256: match[1]!, path: match[2]!, where: 'filesystem' })
    } else if (word === 'nohash') out.noHash = true
    else if (repo) readRepositoryLine(repo, word, rest)
  }
  done()
  return out
}

function readRepositoryLine(
  repo: GitRepository & { headRaw: string | null; packed: string[] },
  word: string,
  rest: string[],
): void {
  if (word === 'headraw') repo.headRaw = rest.join(' ').trim()
  else if (word === 'head') repo.head = SHA.test(rest[0] ?? '') ? rest[0]! : null
  else if (word === 'ref' && rest.length >= 3 && SHA.test(rest[2]!))
    repo.refs.push({ place: placeOf(rest[0]), name: rest[1]!, commit: rest[2]! })
  else if (word === 'packed') repo.packed.push(rest.join(' '))
  else if (word === 'reflog' && rest.length >= 3 && SHA.test(rest[2]!) && !ZERO.test(rest[2]!))
    repo.reflog.push({ place: placeOf(rest[0]), log: rest[1]!, commit: rest[2]! })
  else if (word === 'remote' && rest.length > 0) repo.remotes.push(rest.join(' '))
  else if (word === 'clone') repo.beyondTaskCheckout = Number.parseInt(rest[0] ?? '', 10) || 0
}

/** Without git in the image: packed refs (a peeled `^` line names the previous tag's commit) and HEAD resolved by hand. */
function finishRepository(repo: GitRepository & { headRaw: string | null; packed: string[] }): GitRepository {
  const { headRaw, packed, ...rest } = repo
  const refs = [...rest.refs]
  for (const line of packed) {
    const [commit = '', name] = line.split(' ')
    if (commit.startsWith('^') && refs.length > 0) refs[refs.length - 1]!.commit = commit.slice(1)
    else if (name && SHA.test(commit)) refs.push({ name, commit, place: 'unknown' })
  }
  let head = rest.head
  if (head === null && headRaw !== null) {
    const symbolic = /^ref: (\S+)$/.exec(headRaw)
    head = symbolic
      ? (refs.find((r) => r.name === symbolic[1])?.commit ?? null)
      : SHA.test(headRaw)
        ? headRaw
        : null
  }
  return { ...rest, refs, head }
}

const REF_PLACES: readonly RefPlace[] = ['in', 'beyond', 'unknown']

/** Where the probe placed a ref (its own words; anything else is unknown). */
function placeOf(word: string | undefined): RefPlace {
  return isOneOf(REF_PLACES, word) ? word : 'unknown'
}
