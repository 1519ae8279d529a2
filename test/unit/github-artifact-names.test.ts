import { describe, expect, it } from 'vitest'
import {
  FORBIDDEN_ARTIFACT_NAME_CHARS,
  MAX_ARTIFACT_NAME_LENGTH,
  attemptArtifactName,
  confirmArtifactName,
  confirmAttemptsArtifactName,
  confirmBaseArtifactName,
  confirmBaseAttemptsArtifactName,
  finalReportArtifactName,
  parseAnyArtifactName,
  parseArtifactName,
  planArtifactName,
  planArtifactUploads,
  reportArtifactName,
  sanitizeArtifactName,
  sanitizeLabel,
  shardSummaryArtifactName,
  taskArtifactName,
} from '../../src/github/artifact-names.js'

describe('artifact names', () => {
  it('follows the documented shapes', () => {
    expect(planArtifactName('default')).toBe('helios-default-plan')
    expect(reportArtifactName('nightly')).toBe('helios-nightly-report')
    expect(shardSummaryArtifactName('default', 2, 4)).toBe('helios-default-shard-2-of-4')
    expect(attemptArtifactName('default', '007_hello-world', 3)).toBe(
      'helios-default-007_hello-world-attempt_003',
    )
  })

  it('gives each side of a confirmation round its own names, none another artifact of the run has', () => {
    const names = [
      confirmArtifactName('default'),
      confirmAttemptsArtifactName('default'),
      confirmBaseArtifactName('default'),
      confirmBaseAttemptsArtifactName('default'),
      finalReportArtifactName('default'),
      reportArtifactName('default'),
      planArtifactName('default'),
    ]
    expect(names.slice(2, 4)).toEqual(['helios-default-confirm-base', 'helios-default-confirm-base-attempts'])
    expect(new Set(names).size).toBe(names.length)
    // Not mistaken for a shard's or an attempt's artifact when a run's artifacts are read back.
    for (const name of names.slice(0, 5)) expect(parseArtifactName(name, 'default')).toBeUndefined()
  })

  it('sanitizes labels and never emits a forbidden character', () => {
    expect(sanitizeLabel('claude / sonnet: "4"')).toBe('claude-sonnet-4')
    expect(sanitizeLabel('')).toBe('default')
    expect(sanitizeLabel('???')).toBe('default')
    const name = attemptArtifactName('a|b<c>*?', '001_x', 1)
    for (const c of FORBIDDEN_ARTIFACT_NAME_CHARS) expect(name).not.toContain(c)
    const raw = sanitizeArtifactName('a:b/c\\d\r\ne"f')
    for (const c of FORBIDDEN_ARTIFACT_NAME_CHARS) expect(raw).not.toContain(c)
  })

  it('bounds the length and keeps long names distinct', () => {
    const a = attemptArtifactName('x'.repeat(100), `001_${'a'.repeat(300)}`, 1)
    const b = attemptArtifactName('x'.repeat(100), `001_${'a'.repeat(300)}`, 2)
    expect(a.length).toBeLessThanOrEqual(MAX_ARTIFACT_NAME_LENGTH)
    expect(a).not.toBe(b)
  })

  it('parses back what it makes', () => {
    expect(parseArtifactName('helios-my-label-012_foo-123_bar-attempt_002', 'my-label')).toEqual({
      kind: 'attempt',
      taskDir: '012_foo-123_bar',
      attempt: 2,
    })
    expect(parseArtifactName(shardSummaryArtifactName('l', 3, 8), 'l')).toEqual({
      kind: 'shard-summary',
      shard: 3,
      shardCount: 8,
    })
    expect(parseArtifactName(taskArtifactName('l', '001_a'), 'l')).toEqual({
      kind: 'task-attempts',
      taskDir: '001_a',
    })
    expect(parseArtifactName('helios-other-plan', 'l')).toBeUndefined()
    expect(parseAnyArtifactName('helios-nightly-run-001_foo-attempt_001')).toEqual({
      label: 'nightly-run',
      parsed: { kind: 'attempt', taskDir: '001_foo', attempt: 1 },
    })
    expect(parseAnyArtifactName('something-else')).toBeUndefined()
  })
})

describe('planArtifactUploads', () => {
  it('uploads per attempt while within the 500-per-job limit, then per task, then one bundle', () => {
    expect(planArtifactUploads(495, 100)).toEqual({ mode: 'per-attempt', artifactCount: 500, limit: 500 })
    expect(planArtifactUploads(496, 100)).toEqual({ mode: 'per-task', artifactCount: 105, limit: 500 })
    expect(planArtifactUploads(5000, 496)).toEqual({ mode: 'bundle', artifactCount: 6, limit: 500 })
  })
})
