// The leak lint's findings as `leak` flags of check.json's tasks, and what it skipped beside them. Pure.
import type { TaskCheckReport } from '../task-check.js'
import type { LeakFinding } from './types.js'

export interface TaskLeaks {
  task_path: string
  findings: LeakFinding[]
  /** What was not looked at, one sentence each. */
  skipped: string[]
}

export function withLeakFlags(report: TaskCheckReport, leaks: readonly TaskLeaks[]): TaskCheckReport {
  const byPath = new Map(leaks.map((l) => [l.task_path, l]))
  const tasks = report.tasks.map((task) => {
    const found = byPath.get(task.task_path)?.findings ?? []
    if (found.length === 0) return task
    const flags = found.map((f) => ({ kind: 'leak' as const, message: leakMessage(f) }))
    return { ...task, flags: [...task.flags, ...flags] }
  })
  return {
    ...report,
    tasks,
    flagged: tasks.filter((t) => t.flags.length > 0).length,
    leak_lint: {
      skipped: leaks.flatMap((l) => l.skipped.map((note) => ({ task_path: l.task_path, note }))),
    },
  }
}

export function leakMessage(finding: LeakFinding): string {
  return `${finding.path}: ${finding.what}; fix: ${finding.fix}`
}
