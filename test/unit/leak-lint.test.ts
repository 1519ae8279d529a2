// The leak lint's pure parts (issue #37 item 5) on literal probe output and listings.
import { describe, expect, it } from 'vitest'
import { answerStrings } from '../../src/results/leak-lint/answers.js'
import { withLeakFlags } from '../../src/results/leak-lint/flags.js'
import { parseProbeOutput } from '../../src/results/leak-lint/probe-output.js'
import { leakFindings } from '../../src/results/leak-lint/rules.js'
import type { LeakListing, TaskLeakProbe } from '../../src/results/leak-lint/types.js'

const A = 'a'.repeat(40) // the future commit
const B = 'b'.repeat(40) // the task's checkout
const C = 'c'.repeat(40)
const H = (c: string) => c.repeat(64)
const noProbe: TaskLeakProbe = { files: [], answers: [] }

function listing(probeText: string, more: Partial<LeakListing> = {}): LeakListing {
  const parsed = parseProbeOutput(probeText)
  return {
    image: 'img',
    taskGitDir: parsed.taskGitDir,
    repositories: parsed.repositories,
    files: parsed.files,
    record: null,
    skipped: [],
    ...more,
  }
}

describe('probe output', () => {
  it('reads repositories, refs, reflog, remotes and hashed files', () => {
    const out = parseProbeOutput(
      [
        'git 1',
        'task /app/.git',
        'repo 0 /app/.git',
        'headraw ref: refs/heads/main',
        `head ${B}`,
        `ref in refs/heads/main ${B}`,
        `ref beyond refs/tags/v2 ${A}`,
        `reflog beyond logs/HEAD ${A}`,
        `reflog in logs/HEAD ${B}`,
        `reflog in logs/HEAD ${'0'.repeat(40)}`,
        'remote origin',
        'repo 1 /srv/upstream with space.git',
        `head ${A}`,
        'clone 3',
        `file ${H('e')}  /opt/my solve.sh`,
        '',
      ].join('\n'),
    )
    expect(out.taskGitDir).toBe('/app/.git')
    expect(out.repositories).toHaveLength(2)
    expect(out.repositories[0]).toMatchObject({
      gitDir: '/app/.git',
      bare: false,
      gitInImage: true,
      head: B,
      refs: [
        { name: 'refs/heads/main', commit: B, place: 'in' },
        { name: 'refs/tags/v2', commit: A, place: 'beyond' },
      ],
      remotes: ['origin'],
      beyondTaskCheckout: null,
    })
    // The zero commit of a log's first line is not an entry.
    expect(out.repositories[0]!.reflog).toHaveLength(2)
    expect(out.repositories[1]).toMatchObject({
      gitDir: '/srv/upstream with space.git',
      bare: true,
      beyondTaskCheckout: 3,
    })
    expect(out.files).toEqual([{ sha256: H('e'), path: '/opt/my solve.sh', where: 'filesystem' }])
  })

  it('without git in the image: HEAD resolved by hand, a packed-refs-only tag peeled to its commit', () => {
    const out = parseProbeOutput(
      [
        'git 0',
        'task /app/.git',
        'repo 0 /app/.git',
        'headraw ref: refs/heads/main',
        `ref unknown refs/heads/main ${B}`,
        'packed # pack-refs with: peeled fully-peeled sorted',
        `packed ${C} refs/tags/v2`,
        `packed ^${A}`,
        'nohash',
      ].join('\n'),
    )
    expect(out.noHash).toBe(true)
    expect(out.repositories[0]).toMatchObject({
      gitInImage: false,
      head: B,
      refs: [
        { name: 'refs/heads/main', commit: B, place: 'unknown' },
        { name: 'refs/tags/v2', commit: A, place: 'unknown' },
      ],
    })
  })
})

describe('git history rules', () => {
  it('flags a tag and a stash ahead, reflog entries, a remote and an upstream clone, each with its fix', () => {
    const findings = leakFindings(
      noProbe,
      listing(
        [
          'git 1',
          'task /app/.git',
          'repo 0 /app/.git',
          `head ${B}`,
          `ref in refs/heads/main ${B}`,
          `ref in refs/tags/v1 ${B}`,
          `ref beyond refs/tags/v2 ${A}`,
          `ref beyond refs/stash ${C}`,
          `reflog beyond logs/HEAD ${A}`,
          'remote origin',
          'repo 1 /root/.cache/upstream.git',
          `head ${A}`,
          'clone 1',
        ].join('\n'),
      ),
    )
    expect(findings.map((f) => [f.path, f.what, f.fix])).toEqual([
      [
        '/app/.git',
        `tag refs/tags/v2 points at ${A.slice(0, 12)}, not in HEAD's history`,
        'git --git-dir=/app/.git tag -d v2, then git --git-dir=/app/.git reflog expire --expire=now --all && git --git-dir=/app/.git gc --prune=now',
      ],
      [
        '/app/.git',
        `stash refs/stash points at ${C.slice(0, 12)}, not in HEAD's history`,
        'git --git-dir=/app/.git stash clear, then git --git-dir=/app/.git reflog expire --expire=now --all && git --git-dir=/app/.git gc --prune=now',
      ],
      [
        '/app/.git',
        `1 reflog entry reaches a commit not in HEAD's history (${A.slice(0, 12)})`,
        'git --git-dir=/app/.git reflog expire --expire=now --all && git --git-dir=/app/.git gc --prune=now',
      ],
      [
        '/app/.git',
        "remote origin is configured: an agent can fetch upstream's later commits",
        'git --git-dir=/app/.git remote remove origin',
      ],
      [
        '/root/.cache/upstream.git',
        "a bare clone of the task's repository (/app/.git) with 1 commit(s) beyond its checkout",
        "remove it in the Dockerfile (rm -rf /root/.cache/upstream.git), or clone only the task's commit",
      ],
    ])
    expect(findings.every((f) => f.kind === 'git-history')).toBe(true)
  })

  it("a repository whose refs are all in HEAD's history, and an unrelated repository, are clean", () => {
    const findings = leakFindings(
      noProbe,
      listing(
        [
          'git 1',
          'task /app/.git',
          'repo 0 /app/.git',
          `head ${B}`,
          `ref in refs/heads/main ${B}`,
          `ref in refs/tags/v1 ${C}`,
          `reflog in logs/HEAD ${C}`,
          'repo 0 /root/.nvm/.git',
          `head ${A}`,
          `ref in refs/heads/master ${A}`,
        ].join('\n'),
      ),
    )
    expect(findings).toEqual([])
  })

  it('without git in the image, refs away from HEAD are flagged as unknown', () => {
    const findings = leakFindings(
      noProbe,
      listing(['git 0', 'repo 0 /app/.git', 'headraw ' + B, `packed ${A} refs/tags/v2`].join('\n')),
    )
    expect(findings).toHaveLength(1)
    expect(findings[0]!.what).toBe(
      '1 ref(s) point away from HEAD (refs/tags/v2); the image has no git to tell whether they are ahead',
    )
  })
})

describe('task files and answers', () => {
  const probe: TaskLeakProbe = {
    files: [
      { path: 'solution/solve.sh', sha256: H('1'), size: 40 },
      { path: 'tests/test_outputs.py', sha256: H('2'), size: 90 },
    ],
    answers: [{ text: 'the answer is 1729 exactly', file: 'solution/solve.sh' }],
  }

  it('finds solution and tests files by content, renamed, in the filesystem or only in a layer', () => {
    const findings = leakFindings(probe, {
      ...listing(''),
      files: [{ path: '/opt/hidden.txt', sha256: H('1'), where: 'filesystem' }],
      record: {
        env: [],
        history: [],
        layerFiles: [
          { path: '/opt/hidden.txt', sha256: H('1'), where: 'layer' },
          { path: '/tmp/t.py', sha256: H('2'), where: 'layer' },
          { path: '/etc/other', sha256: H('3'), where: 'layer' },
        ],
        skipped: [],
      },
    })
    expect(findings.map((f) => [f.kind, f.path, f.what])).toEqual([
      ['task-files', '/opt/hidden.txt', 'holds solution/solve.sh (same content)'],
      [
        'task-files',
        '/tmp/t.py',
        'an image layer holds tests/test_outputs.py (same content), removed later but still in the image',
      ],
    ])
    expect(findings[0]!.fix).toMatch(/^do not copy solution\/ into the image/)
    expect(findings[1]!.fix).toMatch(/a later rm leaves it in the earlier layer$/)
  })

  it("finds the solution's strings in ENV and in layer history (build args included)", () => {
    const findings = leakFindings(probe, {
      ...listing(''),
      record: {
        env: ['PATH=/usr/bin', 'HINT=the answer is 1729 exactly!'],
        history: [
          '/bin/sh -c #(nop) ADD file:abc in /',
          '|1 EXPECTED=the answer is 1729 exactly /bin/sh -c echo ok',
        ],
        layerFiles: [],
        skipped: [],
      },
    })
    expect(findings.map((f) => [f.path, f.what])).toEqual([
      ['ENV HINT', 'holds "the answer is 1729 exactly" from solution/solve.sh'],
      ['layer 2 (docker history)', 'its command holds "the answer is 1729 exactly" from solution/solve.sh'],
    ])
  })

  it('answer strings: long lines and quoted literals, not installs, comments, paths or expansions', () => {
    expect(
      answerStrings(
        [
          '#!/bin/bash',
          '# write the expected output to the file',
          'set -euo pipefail',
          'pip install numpy==1.26.4 pandas scipy',
          'cd /app',
          'echo "42 is the magic" > /app/out.txt',
          "cp '/app/data/input.csv' /tmp",
          'echo "$HOME/x is fine"',
          'python3 -c "print(sum(range(10)))" > result',
        ].join('\n'),
      ),
    ).toEqual([
      'echo "42 is the magic" > /app/out.txt',
      '42 is the magic',
      // A whole line is kept (its quoted path alone is not).
      "cp '/app/data/input.csv' /tmp",
      'python3 -c "print(sum(range(10)))" > result',
      'print(sum(range(10)))',
    ])
  })
})

describe('leak flags in check.json', () => {
  it('adds one leak flag per finding, recounts flagged and keeps what was skipped', () => {
    const report = withLeakFlags(
      {
        schema_version: 1,
        flagged: 0,
        tasks: [
          { task_name: 'a', task_path: 'a', file: 'a/task.toml', oracle: null, nop: null, flags: [] },
          { task_name: 'b', task_path: 'b', file: 'b/task.toml', oracle: null, nop: null, flags: [] },
        ],
      },
      [
        {
          task_path: 'a',
          findings: [
            {
              kind: 'task-files',
              path: '/opt/s.sh',
              what: 'holds solution/solve.sh (same content)',
              fix: 'do not',
            },
          ],
          skipped: [],
        },
        {
          task_path: 'b',
          findings: [],
          skipped: ["the image's layers were not read (2.0 GiB, over 1.0 GiB)"],
        },
      ],
    )
    expect(report.flagged).toBe(1)
    expect(report.tasks[0]!.flags).toEqual([
      { kind: 'leak', message: '/opt/s.sh: holds solution/solve.sh (same content); fix: do not' },
    ])
    expect(report.tasks[1]!.flags).toEqual([])
    expect(report.leak_lint).toEqual({
      skipped: [{ task_path: 'b', note: "the image's layers were not read (2.0 GiB, over 1.0 GiB)" }],
    })
  })
})
