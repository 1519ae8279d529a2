// The leak lint's rules over what was read of one task's image: each finding names where and the
// fix. Pure; run/leak-lint.ts gathers the listing.
import type { GitRepository, LeakFinding, LeakListing, TaskLeakProbe } from './types.js'

const SAMPLE = 3

export function leakFindings(probe: TaskLeakProbe, listing: LeakListing): LeakFinding[] {
  return [
    ...listing.repositories.flatMap((repo) => repositoryFindings(repo, listing.taskGitDir)),
    ...taskFileFindings(probe, listing),
    ...answerFindings(probe, listing),
  ]
}

function repositoryFindings(repo: GitRepository, taskGitDir: string | null): LeakFinding[] {
  const path = repo.gitDir
  const findings: LeakFinding[] = []
  const finding = (what: string, fix: string) => findings.push({ kind: 'git-history', path, what, fix })
  const prune = `git --git-dir=${path} reflog expire --expire=now --all && git --git-dir=${path} gc --prune=now`
  if (repo.beyondTaskCheckout !== null && repo.beyondTaskCheckout > 0)
    finding(
      `a ${repo.bare ? 'bare ' : ''}clone of the task's repository (${taskGitDir}) with ${repo.beyondTaskCheckout} commit(s) beyond its checkout`,
      `remove it in the Dockerfile (rm -rf ${path}), or clone only the task's commit`,
    )
  for (const ref of repo.refs.filter((r) => r.place === 'beyond'))
    finding(
      `${refKind(ref.name)} ${ref.name} points at ${short(ref.commit)}, not in HEAD's history`,
      `${deleteRef(path, ref.name)}, then ${prune}`,
    )
  const unknown = repo.refs.filter((r) => r.place === 'unknown' && r.commit !== repo.head)
  if (unknown.length > 0)
    finding(
      `${unknown.length} ref(s) point away from HEAD (${sample(unknown.map((r) => r.name))}); the image has no git to tell whether they are ahead`,
      `delete what the task does not need (git update-ref -d <ref>), then ${prune}`,
    )
  const reflog = repo.reflog.filter((e) => e.place === 'beyond')
  if (reflog.length > 0)
    finding(
      `${reflog.length} reflog entr${reflog.length === 1 ? 'y reaches a commit' : 'ies reach commits'} not in HEAD's history (${sample(reflog.map((e) => short(e.commit)))})`,
      prune,
    )
  for (const remote of repo.remotes)
    finding(
      `remote ${remote} is configured: an agent can fetch upstream's later commits`,
      `git --git-dir=${path} remote remove ${remote}`,
    )
  return findings
}

function taskFileFindings(probe: TaskLeakProbe, listing: LeakListing): LeakFinding[] {
  const findings: LeakFinding[] = []
  const inFilesystem = new Set(listing.files.map((f) => `${f.sha256} ${f.path}`))
  const layerOnly = (listing.record?.layerFiles ?? []).filter(
    (f) => !inFilesystem.has(`${f.sha256} ${f.path}`),
  )
  for (const file of probe.files) {
    const solution = file.path.startsWith('solution/')
    const fix = solution
      ? 'do not copy solution/ into the image: the oracle gets it at run time'
      : 'do not copy tests/ into the image: the verifier gets them after the agent'
    for (const hit of listing.files.filter((f) => f.sha256 === file.sha256))
      findings.push({ kind: 'task-files', path: hit.path, what: `holds ${file.path} (same content)`, fix })
    for (const hit of layerOnly.filter((f) => f.sha256 === file.sha256))
      findings.push({
        kind: 'task-files',
        path: hit.path,
        what: `an image layer holds ${file.path} (same content), removed later but still in the image`,
        fix: `${fix}; a later rm leaves it in the earlier layer`,
      })
  }
  return findings
}

function answerFindings(probe: TaskLeakProbe, listing: LeakListing): LeakFinding[] {
  const record = listing.record
  if (!record) return []
  const findings: LeakFinding[] = []
  const fix = 'compute expected outputs in the verifier (tests/); keep them out of ENV, ARG and RUN lines'
  for (const entry of record.env) {
    const [name = ''] = entry.split('=', 1)
    const value = entry.slice(name.length + 1)
    const answer = probe.answers.find((a) => value.includes(a.text))
    if (answer)
      findings.push({
        kind: 'answer-in-build',
        path: `ENV ${name}`,
        what: `holds ${quote(answer.text)} from ${answer.file}`,
        fix,
      })
  }
  record.history.forEach((command, index) => {
    const answer = probe.answers.find((a) => command.includes(a.text))
    if (answer)
      findings.push({
        kind: 'answer-in-build',
        path: `layer ${index + 1} (docker history)`,
        what: `its command holds ${quote(answer.text)} from ${answer.file}`,
        fix,
      })
  })
  return findings
}

function refKind(name: string): string {
  if (name.startsWith('refs/tags/')) return 'tag'
  if (name.startsWith('refs/remotes/')) return 'remote-tracking ref'
  if (name === 'refs/stash') return 'stash'
  if (name.startsWith('refs/heads/')) return 'branch'
  return 'ref'
}

function deleteRef(path: string, name: string): string {
  if (name.startsWith('refs/tags/')) return `git --git-dir=${path} tag -d ${name.slice('refs/tags/'.length)}`
  if (name === 'refs/stash') return `git --git-dir=${path} stash clear`
  return `git --git-dir=${path} update-ref -d ${name}`
}

function short(commit: string): string {
  return commit.slice(0, 12)
}

function sample(items: string[]): string {
  const shown = items.slice(0, SAMPLE).join(', ')
  return items.length > SAMPLE ? `${shown}, …` : shown
}

function quote(text: string): string {
  return `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`
}
