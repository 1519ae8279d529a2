// File-system names derived from task names. A slug never contains a path separator or `..`,
// so an output folder built from it cannot escape the run folder.

const MAX_SLUG = 80

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/[-.]+$/g, '')
  return slug || 'task'
}

/** `<NNN>_<slug>`: NNN is the task's index in the run (discovery order), zero-padded to 3. */
export function taskOutputDirName(index: number, name: string): string {
  return `${String(index).padStart(3, '0')}_${slugify(name)}`
}

export function attemptDirName(attempt: number): string {
  return `attempt_${String(attempt).padStart(3, '0')}`
}
