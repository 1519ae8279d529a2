import { describe, expect, it } from 'vitest'
import { FilesNotFoundError, GHESNotSupportedError, UsageError } from '@actions/artifact'
import { isPermanentUploadError } from '../../src/github/artifacts.js'

describe('isPermanentUploadError', () => {
  it("knows @actions/artifact's own permanent errors by class", () => {
    expect(isPermanentUploadError(new FilesNotFoundError(['out/a.json']))).toBe(true)
    expect(isPermanentUploadError(new GHESNotSupportedError())).toBe(true)
    expect(isPermanentUploadError(new UsageError())).toBe(true)
  })

  it('does not take an error for one of them by its name alone', () => {
    const lookalike = new Error('connection reset')
    lookalike.name = 'FilesNotFoundError'
    expect(isPermanentUploadError(lookalike)).toBe(false)
    expect(isPermanentUploadError(new Error('socket hang up'))).toBe(false)
  })
})
