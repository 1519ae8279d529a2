// The last-resort cut for text GitHub would reject as too long. The renderers drop detail first;
// this only guarantees the limit, and says where the full report is.

const NOTE = '\n\n… (truncated: the full report is in the report artifact)'

export function truncateForGitHub(text: string, max: number): string {
  if (text.length <= max) return text
  return text.slice(0, max - NOTE.length) + NOTE
}
