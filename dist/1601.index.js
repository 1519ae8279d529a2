export const id = 1601;
export const ids = [1601];
export const modules = {

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ chance),
/* harmony export */   Iz: () => (/* binding */ countCell),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   XN: () => (/* binding */ deltaCell),
/* harmony export */   aN: () => (/* binding */ splitRows),
/* harmony export */   iA: () => (/* binding */ signedDecimal),
/* harmony export */   j_: () => (/* binding */ displayStatus),
/* harmony export */   uT: () => (/* binding */ DISPLAY_ORDER)
/* harmony export */ });
/* unused harmony export isNotable */
/* harmony import */ var _results_points_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74191);
/* harmony import */ var _results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8915);
// Number formatting shared by the markdown and terminal renderers.
// signedPoints lives in results/ (the comparison's sentences use it too; results never import report/).


function percent(fraction) {
    return `${(fraction * 100).toFixed(1)}%`;
}

/**
 * "2/3": passes of the non-errored attempts (the attempts the Δ column uses), with the errored
 * ones called out apart: "2/2 +1 err".
 */
function countCell(side) {
    if (side === null)
        return '—';
    const errors = side.errors > 0 ? ` +${side.errors} err` : '';
    return `${side.successes}/${(0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_0__/* .validAttempts */ .F)(side)}${errors}`;
}
/** "93%": a task's probability that its pass rate fell. */
function chance(probability) {
    const value = Math.round(probability * 100);
    return value >= 100 ? '> 99%' : `${value}%`;
}
function deltaCell(delta) {
    return delta === null ? '—' : (0,_results_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(delta);
}
/** "+0.125", "−0.300": a signed difference of plain numbers (mean reward). */
function signedDecimal(value) {
    const rounded = Math.round(value * 1000) / 1000;
    if (rounded === 0)
        return '0.000';
    return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(3)}`;
}
function displayStatus(t) {
    if (t.change !== 'unchanged')
        return t.change;
    if (t.delta !== null && t.delta < 0)
        return 'dropped';
    if (t.delta !== null && t.delta > 0)
        return 'rose';
    return t.errored ? 'errored' : 'unchanged';
}
const DISPLAY_ORDER = [
    'regressed',
    'dropped',
    'errored',
    'changed',
    'removed',
    'not-run',
    'new',
    'rose',
    'improved',
    'unchanged',
];
/**
 * A task worth a reviewer's eye: labelled, a suspect, errored, changed, removed or new. A move its
 * own attempts cannot tell from noise (▼ dropped, ▲ rose) is not, unless it is a suspect.
 */
function isNotable(t) {
    const status = displayStatus(t);
    return t.suspect || (status !== 'unchanged' && status !== 'dropped' && status !== 'rose');
}
/**
 * Notable tasks first (regressed, then suspects most likely first, then errored, changed, removed,
 * new, improved, then by Δ), the rest (unchanged, dropped, rose) by name.
 */
function splitRows(tasks) {
    const changed = [];
    const rest = [];
    for (const t of tasks)
        (isNotable(t) ? changed : rest).push(t);
    const rank = (t) => t.change === 'regressed' ? 0 : t.suspect ? 1 : 1 + DISPLAY_ORDER.indexOf(displayStatus(t));
    changed.sort((a, b) => rank(a) - rank(b) || (b.fell ?? 0) - (a.fell ?? 0) || (a.delta ?? 0) - (b.delta ?? 0) || byName(a, b));
    rest.sort(byName);
    return { changed, rest };
}
function byName(a, b) {
    if (a.taskName !== b.taskName)
        return a.taskName < b.taskName ? -1 : 1;
    return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;
}


/***/ }),

/***/ 61601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ ledgerTerminal),
/* harmony export */   NJ: () => (/* binding */ knownFlakyLine),
/* harmony export */   P3: () => (/* binding */ trendMarkdown),
/* harmony export */   Xl: () => (/* binding */ trendView),
/* harmony export */   _w: () => (/* binding */ trendTerminal)
/* harmony export */ });
/* unused harmony exports TREND_RUNS, mermaidChart, mermaidString, sparkline */
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74191);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12011);
/* harmony import */ var _settings_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18411);
// The trend of a label's last runs (from history.json): a mermaid `xychart-beta` chart GitHub
// draws inline, a table of the runs with their Δ, the same as terminal text, and the ledger's
// word on a PR's moved tasks. Pure.




/** Runs shown by default: a month of nightly runs keeps the chart readable. */
const TREND_RUNS = _settings_report_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_SETTINGS */ .$.last.default;
const MAX_NAME = 60;
/** The last `last` runs that have a pass@1 (a run with no task has none). */
function trendView(history, last = TREND_RUNS) {
    const runs = history.runs.filter((r) => r.pass_at_k['1'] !== undefined).slice(-last);
    const commonK = runs.length === 0 ? 0 : Math.min(...runs.map((r) => maxK(r)));
    return { runs, k: commonK > 1 ? commonK : null };
}
/** The chart and the table; `collapsed` puts both in a <details> (the PR comment). */
function trendMarkdown(history, opts = {}) {
    const view = trendView(history, opts.last);
    if (view.runs.length === 0)
        return '';
    const title = `Trend: the last ${view.runs.length} run(s) of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(history.label, MAX_NAME))}`;
    const body = [view.runs.length >= 2 ? `${mermaidChart(view)}\n\n${chartKey(view)}` : '', runsTable(view)]
        .filter((p) => p !== '')
        .join('\n\n');
    if (opts.collapsed)
        return `<details><summary>📈 ${title}</summary>\n\n${body}\n\n</details>`;
    return `### 📈 ${title}\n\n${body}`;
}
/** The mermaid block: x labels are run numbers and short commits, y is percent. */
function mermaidChart(view) {
    const labels = view.runs.map((r, i) => mermaidString(runLabel(r, i, view.runs.length)));
    const line = (k) => `  line [${view.runs.map((r) => pointsOf(r, k)).join(', ')}]`;
    return [
        '```mermaid',
        'xychart-beta',
        // Our own words and numbers only: nothing to sanitise.
        `  title "${view.k === null ? 'pass@1 (%)' : `pass@1 and pass@${view.k} (%)`}"`,
        `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        '  y-axis "percent" 0 --> 100',
        line(1),
        ...(view.k === null ? [] : [line(view.k)]),
        '```',
    ].join('\n');
}
/**
 * Text safe inside a mermaid double-quoted string: the grammar has no escape for `"`, and a line
 * break, `;`, backtick or markdown fence would end the statement or the code block. Anything
 * outside a plain set becomes `_`.
 */
function mermaidString(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 40).replace(/[^A-Za-z0-9 .,:@#/()+_-]/g, '_');
}
function chartKey(view) {
    return view.k === null ? '_Line: pass@1._' : `_Lines: pass@1 (the first), pass@${view.k} (the second)._`;
}
function runsTable(view) {
    const k = view.k;
    const rows = view.runs.map((r, i) => {
        const previous = i > 0 ? view.runs[i - 1] : null;
        const p1 = r.pass_at_k['1'];
        const delta = previous ? (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .signedPoints */ ._)(p1 - previous.pass_at_k['1']) : '—';
        return [
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(runLabel(r, i, view.runs.length), r.run_url ?? undefined),
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(r.date.slice(0, 10)),
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME)),
            String(r.tasks),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(p1),
            delta,
            ...(k === null ? [] : [(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(r.pass_at_k[String(k)])]),
            String(r.errors),
            r.cost_usd === null ? '—' : `$${r.cost_usd.toFixed(2)}`,
        ];
    });
    const header = [
        'Run',
        'Date',
        'Agent / model',
        'Tasks',
        'pass@1',
        'Δ pass@1 (pts)',
        ...(k === null ? [] : [`pass@${k}`]),
        'Errors',
        'Cost',
    ];
    return `${(0,markdown_table__WEBPACK_IMPORTED_MODULE_4__/* .markdownTable */ .Q)([header, ...rows.reverse()])}\n\n_Newest first; Δ is against the run before (the task sets of two runs may differ)._`;
}
/** The same trend on a terminal: sparklines and a table, control characters shown, not run. */
function trendTerminal(history, last = TREND_RUNS) {
    const view = trendView(history, last);
    if (view.runs.length === 0)
        return `History of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(history.label)}: no run with tasks yet.\n`;
    const lines = [
        `History of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(history.label)}: the last ${view.runs.length} run(s), oldest first`,
    ];
    lines.push(`pass@1  ${sparkline(view.runs.map((r) => r.pass_at_k['1']))}`);
    if (view.k !== null)
        lines.push(`pass@${view.k}  ${sparkline(view.runs.map((r) => r.pass_at_k[String(view.k)]))}`);
    lines.push('');
    const kHead = view.k === null ? '' : `  pass@${view.k}`.padEnd(9);
    lines.push(`${'run'.padEnd(16)}${'date'.padEnd(12)}${'tasks'.padStart(6)}  ${'pass@1'.padEnd(7)}${'delta'.padStart(7)}${kHead}  agent / model`);
    view.runs.forEach((r, i) => {
        const p1 = r.pass_at_k['1'];
        const delta = i > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .signedPoints */ ._)(p1 - view.runs[i - 1].pass_at_k['1']) : '-';
        const pk = view.k === null ? '' : `  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(r.pass_at_k[String(view.k)]).padEnd(7)}`;
        const who = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME));
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(runLabel(r, i, view.runs.length)).padEnd(16)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.date.slice(0, 10)).padEnd(12)}${String(r.tasks).padStart(6)}  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(p1).padEnd(7)}${delta.padStart(7)}${pk}  ${who}`);
    });
    return `${lines.join('\n')}\n`;
}
/** `▁▃▅█`: one bar per run, 0 to 100 %. */
function sparkline(values) {
    const bars = '▁▂▃▄▅▆▇█';
    return values.map((v) => bars[Math.min(7, Math.max(0, Math.floor(v * 8)))]).join('');
}
/**
 * "Known flaky: 2 of the 3 moved tasks — fix-bug (flaky: passed and failed within 4 of 9 runs)":
 * which of the tasks that moved the ledger (built from the baseline's history) already marked.
 * Empty when none did.
 */
function knownFlakyLine(tasks, flaky) {
    const moved = tasks.filter((t) => ['regressed', 'improved', 'dropped', 'rose'].includes((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .displayStatus */ .j_)(t)));
    const known = moved.filter((t) => flaky.has(t.taskId));
    if (known.length === 0)
        return '';
    const items = known.map((t) => {
        const e = flaky.get(t.taskId);
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(t.taskName, MAX_NAME))} (${e.marks.join(', ')}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(e.evidence)})`;
    });
    return `🎲 **Known flaky:** ${known.length} of the ${moved.length} task(s) that moved were already marked by the history of the base branch:\n\n${items.join('\n')}`;
}
function runLabel(r, index, shown) {
    const commit = r.commit && /^[0-9a-f]{7,}$/i.test(r.commit) ? r.commit.slice(0, 7) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(r.run_id, 20);
    return `${index - shown + 1 === 0 ? 'latest' : `${index - shown + 1}`} ${commit}`;
}
function pointsOf(r, k) {
    return (Math.round((r.pass_at_k[String(k)] ?? 0) * 1000) / 10).toFixed(1);
}
function maxK(r) {
    return Math.max(0, ...Object.keys(r.pass_at_k).map(Number));
}
/** `helios history --tasks`: the ledger as aligned text, marked tasks first. */
function ledgerTerminal(entries, runs) {
    if (entries.length === 0)
        return 'No task in the history yet.\n';
    const marked = entries.filter((e) => e.marks.length > 0).length;
    const lines = [
        `Flaky-task ledger over ${runs} kept run(s): ${marked} of ${entries.length} task(s) marked (oracle stability: not recorded in the history)`,
        `${'task'.padEnd(32)}${'runs'.padStart(5)}${'pass rate'.padStart(11)}${'per run'.padStart(12)}${'errors'.padStart(8)}  mark`,
    ];
    for (const e of entries) {
        const rate = e.passRate === null ? '-' : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(e.passRate);
        const spread = e.minRunRate === null ? '-' : `${Math.round(e.minRunRate * 100)}–${Math.round(e.maxRunRate * 100)}%`;
        const mark = e.marks.length > 0 ? `${e.marks.join(', ')}: ${e.evidence}` : '-';
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(e.name, 31)).padEnd(32)}${String(e.runs).padStart(5)}${rate.padStart(11)}${spread.padStart(12)}${String(e.errors).padStart(8)}  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(mark)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 74191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ signedPoints)
/* harmony export */ });
// Percentage points as text, for the comparison's verdict sentences and every report renderer.
/** Signed percentage points: "+3.0", "−8.0", "0.0" (a real minus sign, as typeset). */
function signedPoints(fraction) {
    const value = Math.round(fraction * 1000) / 10;
    if (value === 0)
        return '0.0';
    return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`;
}


/***/ }),

/***/ 735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}


/***/ })

};
