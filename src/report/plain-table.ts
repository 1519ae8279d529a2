// A left-aligned terminal table (two spaces between columns, no trailing blanks): the check's and
// the dry run's. Pure.

/** The header line, then one line per row. */
export function plainTable(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)]
}
