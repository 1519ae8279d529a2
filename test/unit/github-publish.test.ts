import { describe, expect, it } from 'vitest'
import { batches, taskAnnotation } from '../../src/github/check-run.js'
import { commentMarker, stickyCommentBody } from '../../src/github/comment.js'
import { GITHUB_LIMITS } from '../../src/github/truncate.js'
import { isResourceNotAccessible } from '../../src/github/errors.js'

describe('publishing helpers', () => {
  it('splits annotations into batches of at most 50', () => {
    const sizes = batches(
      Array.from({ length: 120 }, (_, i) => i),
      50,
    ).map((b) => b.length)
    expect(sizes).toEqual([50, 50, 20])
    expect(batches([], 50)).toEqual([])
  })

  it('annotates the first line of a task.toml with a repository-relative path', () => {
    expect(taskAnnotation('./tasks\\hello/task.toml', 'regressed')).toEqual({
      path: 'tasks/hello/task.toml',
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure',
      message: 'regressed',
    })
  })

  it('puts the marker first and keeps the body under the comment limit', () => {
    expect(commentMarker('My Label!')).toBe('<!-- helios-action:My-Label -->')
    expect(stickyCommentBody('a', 'hi')).toBe('<!-- helios-action:a -->\nhi')
    const long = stickyCommentBody('a', 'x'.repeat(100_000))
    expect(long.length).toBe(GITHUB_LIMITS.commentChars)
    expect(long.startsWith(commentMarker('a'))).toBe(true)
  })

  it("recognizes a fork token's 403", () => {
    const error = Object.assign(new Error('Resource not accessible by integration'), { status: 403 })
    expect(isResourceNotAccessible(error)).toBe(true)
    expect(isResourceNotAccessible(Object.assign(new Error('secondary rate limit'), { status: 403 }))).toBe(
      false,
    )
    expect(isResourceNotAccessible(new Error('Resource not accessible by integration'))).toBe(false)
  })
})
