// The trust boundary's pure parts: which paths of the agent's environment a verifier takes in.
import { describe, expect, it } from 'vitest'
import {
  declaredOverlap,
  parseProbe,
  pathsNamedIn,
  probeScript,
  subjectPaths,
  type ImagePathKind,
} from '../../src/run/trust-boundary.js'
import { verifierTrustLine } from '../../src/report/verifier-trust.js'
import type { RunSummary, TaskSummary } from '../../src/results/types.js'

const named = (entries: [string, ImagePathKind][]) => new Map(entries)

describe('pathsNamedIn', () => {
  it('a path whose name the test computes names its folder', () => {
    const text =
      'archive="/home/dev/backups/notes-$(date +%Y%m%d).tar.gz"; ls /srv/out/*.txt /data/{a,b} /x/$NAME'
    expect(pathsNamedIn(text).sort()).toEqual(['/data', '/home/dev/backups', '/srv/out', '/x'])
  })

  it('finds the absolute paths a test spells out, not URLs, relative paths or shell expansions', () => {
    const text = [
      '#!/usr/bin/env bash',
      'cat /srv/data/out.txt | grep -q 7',
      'python3 -c "urllib.request.urlopen(\'http://127.0.0.1:8765/answer.txt\')"',
      'cd app && ls ./build/x $HOME/.cfg ~/notes /tmp/',
      'test -f "/opt/result dir/x"',
      'x=/app/../usr/bin/python3',
    ].join('\n')
    expect(pathsNamedIn(text).sort()).toEqual(
      ['/opt/result', '/srv/data/out.txt', '/tmp', '/usr/bin/env', '/usr/bin/python3'].sort(),
    )
  })
})

describe('subjectPaths', () => {
  it('takes the workdir, declared artifacts and named paths where the image has nothing', () => {
    const subject = subjectPaths({
      workdir: '/app',
      declared: ['/out/report.json'],
      named: named([
        ['/srv/data/out.txt', 'none'],
        ['/etc/nginx/sites-enabled/default', 'file'],
        ['/usr/bin/python3', 'program'],
        ['/usr/lib/x86_64-linux-gnu/libc.so.6', 'program'],
        ['/etc', 'dir'],
        ['/app/answer.txt', 'none'],
      ]),
    })
    // What the image holds at a named path (a file the test sources, a tool) stays the image's.
    expect(subject).toEqual(['/app', '/logs/artifacts', '/out/report.json', '/srv/data/out.txt'])
  })

  it('never takes what the verifier supplies itself, kernel filesystems, or a system folder as the workdir', () => {
    for (const workdir of ['/', '/usr', '/usr/local', '/etc/', '/opt', '/lib64', '/bin'])
      expect(subjectPaths({ workdir, declared: [], named: new Map() })).toEqual(['/logs/artifacts'])
    const subject = subjectPaths({
      workdir: '/work',
      declared: [],
      named: named([
        ['/logs/verifier/reward.txt', 'none'],
        ['/tests/helper.py', 'none'],
        ['/logs', 'none'],
        ['/proc/self/environ', 'file'],
        ['/dev/shm/answer', 'none'],
        ['/run/secret', 'none'],
      ]),
    })
    expect(subject).toEqual(['/logs/artifacts', '/work'])
  })

  it('a path nested in another subject path is copied once, with its parent', () => {
    expect(
      subjectPaths({
        workdir: '/app',
        declared: ['/app/out', '/data'],
        named: named([['/data/x/y', 'none']]),
      }),
    ).toEqual(['/app', '/data', '/logs/artifacts'])
  })
})

describe('declaredOverlap', () => {
  it("names a declared artifact that would bring the agent's files among the tests or the reward", () => {
    expect(declaredOverlap(['/logs'])).toMatch(
      /^artifact \/logs overlaps the verifier's \/tests|\/logs\/verifier/,
    )
    expect(declaredOverlap(['/'])).toMatch(/^artifact \/ overlaps/)
    expect(declaredOverlap(['/tests/x'])).toMatch(/^artifact \/tests\/x overlaps the verifier's \/tests/)
    expect(declaredOverlap(['/app', '/logs/artifacts/x'])).toBeNull()
  })
})

describe('the probe of the pristine image', () => {
  it('quotes every path and reads only its own line format', () => {
    const script = probeScript(["/a b/it's"])
    expect(script).toContain(`'/a b/it'\\''s'`)
    const kinds = parseProbe(
      'dir /etc\nprogram /usr/bin/python3\nfile /etc/hosts\nnone /srv/x\nnoise line\nprogram relative\n',
    )
    expect([...kinds]).toEqual([
      ['/etc', 'dir'],
      ['/usr/bin/python3', 'program'],
      ['/etc/hosts', 'file'],
      ['/srv/x', 'none'],
    ])
  })
})

describe('verifierTrustLine', () => {
  const task = (
    verifier_isolation: TaskSummary['verifier_isolation'],
    reasons: TaskSummary['reasons'] = [],
  ) => ({ verifier_isolation, reasons }) as unknown as TaskSummary
  it('counts tasks per mode with what each trusts, and the attempts the agent left unverifiable', () => {
    const head = {
      agent: 'claude-code',
      tasks: [
        task('beside', [
          {
            reason: "unverifiable: the agent's /app is larger than the 2 GiB the verifier takes in",
            count: 2,
          },
        ]),
        task('beside'),
        task('in-environment'),
      ],
    } as unknown as RunSummary
    const line = verifierTrustLine(head)!
    expect(line).toMatch(
      /^\*\*Verifier:\*\* 2 task\(s\) beside the agent \(trusts the agent's working directory/,
    )
    expect(line).toContain(
      "1 task(s) in the agent's environment (trusts everything in the agent's environment",
    )
    expect(line).toMatch(
      / 2 attempt\(s\) by claude-code ended without a verdict \(verifier timed out, no usable reward, or left unverifiable\), counted as failures\.$/,
    )
  })
  it('counts no_verdict where the summary records it (no-reward and timeout failures included)', () => {
    const counted = { ...task('beside', [{ reason: 'verifier wrote no reward', count: 3 }]), no_verdict: 3 }
    const head = { agent: 'a', tasks: [counted, task('beside')] } as unknown as RunSummary
    expect(verifierTrustLine(head)).toContain(' 3 attempt(s) by a ended without a verdict')
  })
  it('says nothing for an older summary', () => {
    expect(verifierTrustLine({ agent: 'x', tasks: [task(undefined)] } as unknown as RunSummary)).toBeNull()
  })
})
