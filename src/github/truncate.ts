// The last-resort cut for text GitHub would reject as too long. The renderers drop detail first;
// this only guarantees the limit, and says where the full report is.

/** GitHub's size limits for the places a report goes. */
export const GITHUB_LIMITS = {
  /** Characters in an issue or pull-request comment body. */
  commentChars: 65_536,
  /** Characters in a check run's output.summary, and in its output.text. */
  checkRunSummaryChars: 65_535,
  checkRunTextChars: 65_535,
  /** Bytes of a step's job summary ($GITHUB_STEP_SUMMARY). */
  jobSummaryBytes: 1_048_576,
} as const

const NOTE = '\n\n… (truncated: the full report is in the report artifact)'

export function truncateForGitHub(text: string, max: number): string {
  if (text.length <= max) return text
  return text.slice(0, max - NOTE.length) + NOTE
}
