export const id = 6490;
export const ids = [6490];
export const modules = {

/***/ 90799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ invalidTaskLine),
/* harmony export */   Bq: () => (/* binding */ headerBox),
/* harmony export */   KV: () => (/* binding */ skippedFoldersLine),
/* harmony export */   U0: () => (/* binding */ usageLine),
/* harmony export */   U2: () => (/* binding */ discoveryCountLine),
/* harmony export */   aP: () => (/* binding */ box),
/* harmony export */   jK: () => (/* binding */ taskWarningLines)
/* harmony export */ });
/* unused harmony export wrapLine */
/* harmony import */ var _task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22066);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);


/**
 * A rounded box with a centred title, Helios-style. Width adapts to the longest line; given the
 * terminal's columns, longer lines wrap inside the box, so the terminal never wraps the box.
 */
function box(title, lines, columns) {
    // Content width: the box's 4 border columns, and one spare so no line ends in the last column.
    const limit = columns === undefined ? Infinity : Math.max(columns - 5, title.length + 2, 10);
    const fitted = lines.flatMap((line) => wrapLine(line, limit));
    const inner = Math.min(Math.max(title.length + 4, ...fitted.map((l) => width(l) + 2), 40), limit + 2);
    const left = Math.floor((inner - title.length - 2) / 2);
    const right = inner - title.length - 2 - left;
    const top = `╭${'─'.repeat(left)} ${title} ${'─'.repeat(right)}╮`;
    const body = fitted.map((l) => `│ ${l}${' '.repeat(inner - 2 - width(l))} │`);
    return [top, ...body, `╰${'─'.repeat(inner)}╯`].join('\n');
}
/** Columns a line takes (one per code point: the box holds no wide characters). */
function width(text) {
    return [...text].length;
}
/**
 * `line` in pieces of at most `limit` columns, split at spaces (a longer word is cut); the pieces
 * after the first are indented by two.
 */
function wrapLine(line, limit) {
    if (width(line) <= limit)
        return [line];
    const pieces = [];
    let current = '';
    const room = () => (pieces.length === 0 ? limit : limit - 2);
    for (const word of line.split(' ')) {
        const candidate = current === '' ? word : `${current} ${word}`;
        if (width(candidate) <= room()) {
            current = candidate;
            continue;
        }
        if (current !== '')
            pieces.push(current);
        let rest = [...word];
        while (rest.length > room()) {
            const cut = room();
            pieces.push(rest.slice(0, cut).join(''));
            rest = rest.slice(cut);
        }
        current = rest.join('');
    }
    if (current !== '')
        pieces.push(current);
    return pieces.map((piece, i) => (i === 0 ? piece : `  ${piece}`));
}
function headerBox(o) {
    const lines = [
        ...(o.label ? [`▸ Label        ${o.label}`] : []),
        `▸ Tasks        ${o.tasks} discovered${o.invalid ? `, ${o.invalid} invalid` : ''}`,
        `▸ Agent        ${o.agent}${o.model ? ` · ${o.model}` : ''}`,
        `▸ Concurrency  ${o.concurrency} workers`,
        `▸ Attempts     ${o.attempts} per task (pass@${o.attempts})`,
        `▸ Total runs   ${o.total ?? o.tasks * o.attempts}`,
        `▸ Output       ${o.output}`,
    ];
    return box('☀ HELIOS · Batch Mode', lines);
}
/** `Tokens: 12,400 in (2,000 cached) · 800 out · 6 turns · $0.0493` */
function usageLine(usage) {
    const n = (x) => x.toLocaleString('en-US');
    const cost = usage.cost_usd === null ? 'cost unknown' : `$${usage.cost_usd.toFixed(4)}`;
    return `Tokens: ${n(usage.input_tokens)} in (${n(usage.cached_input_tokens)} cached) · ${n(usage.output_tokens)} out · ${n(usage.turns)} turns · ${cost}`;
}
/** One line per distinct warning: `warning: task.toml: metadata.x: ignored … (50 tasks, e.g. a, b)`. */
function taskWarningLines(warnings) {
    return (0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .groupWarnings */ .PB)(warnings).map((group) => `warning: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .warningGroupText */ .fp)(group))}`);
}
/** `warning: 1 folder holds no task.toml, …`, or null when discovery passed over no folder. */
function skippedFoldersLine(skipped) {
    return skipped.length === 0 ? null : `warning: ${(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedFoldersText */ .d7)(skipped.map(_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en))}`;
}
/** "12 planned, 1 invalid, 2 warnings": the count line under the task lines. */
function discoveryCountLine(found) {
    const parts = [`${found.tasks.length} planned`, `${found.invalid.length} invalid`];
    if (found.warnings.length > 0)
        parts.push(`${found.warnings.length} warning(s)`);
    if (found.skipped?.length)
        parts.push(`${found.skipped.length} folder(s) without task.toml skipped`);
    return parts.join(', ');
}
function invalidTaskLine(invalid) {
    const where = [invalid.file, invalid.field].filter(Boolean).map((s) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(s ?? ''));
    return `invalid task ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.relative_dir)}: ${[...where, (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.message)].join(': ')}`;
}


/***/ }),

/***/ 12218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ assertOutputFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);
// An output folder the command will make runs in: checked before anything starts, so a file in its
// place is one sentence naming the path (not ENOTDIR from mkdir once Docker is up and tasks built).



/** Refuses an output path that is a file or lies inside one; a missing folder is fine (it is made). */
async function assertOutputFolder(path, flag = '--output') {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    for (let at = target;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(at).catch((error) => {
            if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
                return null;
            throw error;
        });
        if (info?.isDirectory())
            return;
        if (info) {
            const where = at === target ? `${path} is a file` : `${path} is inside ${at}, a file`;
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${flag} ${where}, not a folder; give a folder (made when it is missing) or remove the file`);
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at) === at)
            return;
    }
}


/***/ }),

/***/ 46046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ createProgress)
});

// EXTERNAL MODULE: ./src/report/progress-lines.ts
var progress_lines = __webpack_require__(60841);
;// CONCATENATED MODULE: ./src/cli/progress-bar.ts
// The live progress line of `helios batch` and `helios check`, as pure functions: the estimate of
// the time left, the line at a given terminal width, and the escape sequence that redraws it.
/** At least this many columns: the full form; fewer: the compact one. */
const FULL_COLUMNS = 80;
/** The bar is drawn only when this many cells fit; it never grows past MAX_BAR. */
const MIN_BAR = 6;
const MAX_BAR = 40;
/** Without a terminal width (a log file): the bar's cells. */
const PLAIN_BAR = 24;
/**
 * Seconds until the last attempt finishes, from the finished attempts: the attempts not finished
 * take the mean duration of those that reached a verdict (a running one, what it has left of it),
 * shared among the slots. Null while no attempt reached a verdict: an errored attempt's duration
 * (often an instant refusal) says nothing about how long a real one takes.
 */
function etaSec(x) {
    const left = x.total - x.done;
    if (left <= 0)
        return 0;
    if (x.verdictSec.length === 0)
        return null;
    const mean = x.verdictSec.reduce((a, b) => a + b, 0) / x.verdictSec.length;
    const running = x.runningSec.slice(0, left);
    const queued = left - running.length;
    const work = queued * mean + running.reduce((sum, sec) => sum + Math.max(0, mean - sec), 0);
    return work / Math.max(1, Math.min(x.slots, left));
}
/**
 * The progress line, never wider than `columns - 1` (so a redraw never wraps). From 80 columns:
 * `4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━━━──── 00:45 elapsed · ETA 01:10`; narrower:
 * `4/10 ✓3 ✗1 err 0 ━━━━── 00:45 ETA 01:10`; the bar, the ETA and the counts are left out in turn
 * when there is no room for them.
 * Without `columns` (not a terminal): the full form with a bar of fixed width.
 */
function progressLine(c, columns) {
    const eta = c.etaSec === null ? '--:--' : clock(Math.ceil(c.etaSec));
    const full = columns === undefined || columns >= FULL_COLUMNS;
    const phase = c.phase === undefined ? '' : `${c.phase} `;
    const head = full
        ? `${phase}${c.done}/${c.total} Passed: ${c.passed} | Failed: ${c.failed} | Errors: ${c.errors}`
        : `${phase}${c.done}/${c.total} ✓${c.passed} ✗${c.failed} err ${c.errors}`;
    const time = full ? `${clock(c.elapsedSec)} elapsed · ETA ${eta}` : `${clock(c.elapsedSec)} ETA ${eta}`;
    if (columns === undefined)
        return `${head} ${bar(c, PLAIN_BAR)} ${time}`;
    const room = columns - 1 - width(head) - width(time) - 2;
    if (room >= MIN_BAR)
        return `${head} ${bar(c, Math.min(room, MAX_BAR))} ${time}`;
    // Narrower still: lose the ETA, then the counts, before the clock is ever cut.
    const forms = [
        `${head} ${time}`,
        `${head} ${clock(c.elapsedSec)}`,
        `${phase}${c.done}/${c.total} ${clock(c.elapsedSec)}`,
    ];
    return cut(forms.find((form) => width(form) <= columns - 1) ?? forms.at(-1), columns - 1);
}
/**
 * A plain line for a log (stdout is not a terminal), printed every so often so a long run shows
 * it is alive: `progress: 4/10 attempts finished (3 passed, 1 failed, 0 errors), 00:45 elapsed, ETA 01:10`.
 */
function periodicLine(c) {
    const eta = c.etaSec === null ? 'ETA unknown' : `ETA ${clock(Math.ceil(c.etaSec))}`;
    const phase = c.phase === undefined ? '' : ` (${c.phase})`;
    return `progress${phase}: ${c.done}/${c.total} attempts finished (${c.passed} passed, ${c.failed} failed, ${c.errors} errors), ${clock(c.elapsedSec)} elapsed, ${eta}`;
}
/**
 * What to write before a redraw: back to the line's start and clear it. When the terminal narrowed
 * since the last draw, the old line now fills several rows (terminals rewrap on resize: tmux, VTE,
 * iTerm2, Windows Terminal), so go up to its first row and clear from there down.
 */
function redrawPrefix(previousWidth, columns) {
    if (previousWidth === 0)
        return '\r';
    const rows = Math.max(1, Math.ceil(previousWidth / Math.max(1, columns)));
    return rows > 1 ? `\r\x1b[${rows - 1}A\x1b[J` : '\r\x1b[2K';
}
function clock(sec) {
    const s = Math.max(0, Math.floor(sec));
    const hh = Math.floor(s / 3600);
    const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
    const ss = String(s % 60).padStart(2, '0');
    return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}
/** Columns a line takes: one per code point (━, ✓ and ✗ are one column wide). */
function width(text) {
    return [...text].length;
}
function bar(c, cells) {
    const filled = c.total === 0 ? cells : Math.min(cells, Math.round((c.done / c.total) * cells));
    return '━'.repeat(filled) + '─'.repeat(cells - filled);
}
function cut(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : chars.slice(0, Math.max(0, max)).join('');
}

;// CONCATENATED MODULE: ./src/cli/progress.ts


/** A bar is redrawn this often (its clock moves), in milliseconds. */
const REDRAW_MS = 500;
const PERIOD_SEC = 30;
function createProgress(opts) {
    const every = opts.every ?? defaultEvery;
    const stream = opts.stream;
    const tracker = runTracker(opts.now ?? Date.now, opts.phases);
    let drawnWidth = 0;
    // A pty that reports no size (`script`, some CI terminals) says 0 columns: read as unknown.
    const columns = () => stream.columns || 80;
    const draw = () => {
        const counts = tracker.counts();
        if (!counts)
            return;
        const line = progressLine(counts, columns());
        stream.write(`${redrawPrefix(drawnWidth, columns())}${line}`);
        drawnWidth = width(line);
    };
    const print = (text) => {
        if (opts.live) {
            stream.write(redrawPrefix(drawnWidth, columns()));
            drawnWidth = 0;
        }
        stream.write(`${text}\n`);
        if (opts.live)
            draw();
    };
    const periodic = () => {
        const counts = tracker.counts();
        if (counts && counts.done < counts.total)
            stream.write(`${periodicLine(counts)}\n`);
    };
    const cancelTimer = opts.live
        ? every(draw, REDRAW_MS)
        : every(periodic, (opts.periodSec ?? PERIOD_SEC) * 1000);
    if (opts.live)
        stream.on?.('resize', draw);
    const onProgress = (event) => {
        tracker.track(event);
        // Refused tasks are named even with -q, like the invalid ones discovery found; a registry that
        // failed is worth a line too: the run is slower than it should be.
        const loud = event.type === 'run-started' ||
            event.type === 'registry-warning' ||
            event.type === 'image-cache-warning';
        const line = opts.quiet && !loud ? null : (0,progress_lines/* eventLine */.V)(event, tracker.phase());
        if (line !== null) {
            print(line);
        }
        else if (event.type === 'attempt-finished' && opts.quiet && !opts.live) {
            print(progressLine(tracker.counts()));
        }
        else if (opts.live) {
            draw();
        }
    };
    const stop = () => {
        cancelTimer();
        stream.off?.('resize', draw);
        if (opts.live && tracker.counts()) {
            draw();
            stream.write('\n');
        }
    };
    return { onProgress, stop };
}
/**
 * The counts of the run under way, its clock and its ETA (one run at a time: the task check runs
 * two, one after the other, each with its own clock).
 */
function runTracker(now, phases) {
    let run = freshRun(now());
    let phase;
    let last = null;
    const counts = () => {
        if (!last)
            return null;
        const at = now();
        const running = [...run.running.values()].map((started) => (at - started) / 1000);
        return {
            done: last.finished,
            total: last.total,
            passed: last.passed,
            failed: last.failed,
            errors: last.errors,
            elapsedSec: (at - run.started) / 1000,
            etaSec: etaSec({
                total: last.total,
                done: last.finished,
                verdictSec: run.verdictSec,
                runningSec: running,
                slots: run.slots,
            }),
            ...(phase ? { phase: phase.name } : {}),
        };
    };
    const track = (event) => {
        last = event.counts;
        if (event.type === 'run-started') {
            run = freshRun(now());
            phase = phases?.[event.runId];
        }
        else if (event.type === 'attempt-started') {
            run.running.set(attemptKey(event.task.id, event.attempt), now());
            run.slots = Math.max(run.slots, run.running.size);
        }
        else if (event.type === 'attempt-finished') {
            run.running.delete(attemptKey(event.task.id, event.result.attempt));
            if (event.result.status !== 'error')
                run.verdictSec.push(event.result.duration_sec);
        }
    };
    return { counts, track, phase: () => phase };
}
function freshRun(started) {
    return { started, running: new Map(), verdictSec: [], slots: 1 };
}
function attemptKey(taskId, attempt) {
    return `${taskId}#${attempt}`;
}
function defaultEvery(tick, ms) {
    const timer = setInterval(tick, ms).unref();
    return () => clearInterval(timer);
}


/***/ }),

/***/ 75278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ REGISTRY_HELP),
/* harmony export */   m: () => (/* binding */ registryFlag)
/* harmony export */ });
/* harmony import */ var _run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87394);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77593);
// `--image-registry REF` of the CLI: credentials from HELIOS_REGISTRY_USERNAME and
// HELIOS_REGISTRY_PASSWORD, else the engine client's `docker login`.


const REGISTRY_HELP = `      --image-registry REF  keep built images in REF as REF:<content hash>: pull before building,
                            push after (e.g. ghcr.io/owner/repo/helios-env); a registry that fails
                            is a warning. Login: HELIOS_REGISTRY_USERNAME and HELIOS_REGISTRY_PASSWORD,
                            else docker login's`;
async function registryFlag(values, env = process.env) {
    const ref = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values, 'image-registry');
    if (ref === undefined)
        return null;
    try {
        return await (0,_run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRegistry */ .Wc)({ ref, username: env.HELIOS_REGISTRY_USERNAME || null, password: env.HELIOS_REGISTRY_PASSWORD || null }, env);
    }
    catch (error) {
        if (error instanceof _run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RegistryRefError */ .dV)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--image-registry: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 60841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ eventLine),
/* harmony export */   Z: () => (/* binding */ checkPhases)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' };
const EXPECTED_FAIL_TAGS = {
    passed: 'PASSED, nop should fail:',
    failed: 'failed, as expected:',
    error: 'ERROR',
};
/** The line for an event, or null for events that print nothing on their own. */
function eventLine(event, phase) {
    switch (event.type) {
        case 'attempt-finished': {
            const r = event.result;
            const { finished, total } = event.counts;
            const reason = r.reason ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.reason)}` : '';
            // An error has no reward to speak of (it counts 0 in the metrics, but no verifier said so).
            const facts = [`${r.duration_sec.toFixed(1)}s`, ...(r.status === 'error' ? [] : [`reward ${r.reward}`])];
            if (r.usage)
                facts.push(`${r.usage.input_tokens + r.usage.output_tokens} tokens`);
            if (r.usage?.cost_usd != null)
                facts.push(`$${r.usage.cost_usd.toFixed(4)}`);
            const count = `${String(finished).padStart(String(total).length)}/${total}`;
            const tag = phase?.expect === 'fail' ? EXPECTED_FAIL_TAGS[r.status] : TAGS[r.status];
            return `[${phase ? `${phase.name} ` : ''}${count}] ${tag} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.task_name)} attempt ${r.attempt} (${facts.join(', ')})${reason}`;
        }
        case 'build-started':
            return `       building ${event.tag} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)}`;
        case 'build-finished':
            return event.ok
                ? null
                : `       build of ${event.tag} failed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason ?? 'unknown error')}`;
        case 'image-pulled':
            return `       pulled ${event.from} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)} (${event.durationSec.toFixed(1)}s)`;
        case 'image-pushed':
            return `       pushed ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-restored':
            return `       restored ${event.tag} from the ${event.from} (${event.durationSec.toFixed(1)}s)`;
        case 'image-saved':
            return `       saved ${event.tag} to the ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-cache-note':
            return `       ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'registry-warning':
        case 'image-cache-warning':
            return `       warning: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'run-started': {
            // Refused by this agent before any build: each with its reason, as discovery prints invalid ones.
            const lines = [
                ...(phase ? [phase.intro] : []),
                ...event.refused.map((t) => `invalid task ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.relative_dir)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.message)}`),
            ];
            return lines.length === 0 ? null : lines.join('\n');
        }
        case 'attempt-retry':
            return `       retry ${event.retry} of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason)}`;
        default:
            return null;
    }
}
/** The task check's two runs by run id (run/task-check.ts names them), for eventLine. */
function checkPhases(runIds) {
    return {
        [runIds.oracle]: {
            name: 'oracle',
            expect: 'pass',
            intro: "oracle: each task's solution runs twice; every attempt should pass (a failure flags the task)",
        },
        [runIds.nop]: {
            name: 'nop',
            expect: 'fail',
            intro: 'nop: each task once, with no work done; every attempt should fail (a pass flags the task)',
        },
    };
}


/***/ }),

/***/ 97087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ul: () => (/* binding */ passCurves),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   kc: () => (/* binding */ passAtK),
/* harmony export */   qv: () => (/* binding */ passHatK)
/* harmony export */ });
/* unused harmony export binomial */
// Pass@k family of metrics. Pure; no I/O.
/** C(n, k) as a float; exact for the small n (attempts per task) this tool sees. */
function binomial(n, k) {
    if (k < 0 || k > n)
        return 0;
    let result = 1;
    for (let i = 1; i <= Math.min(k, n - k); i++)
        result = (result * (n - i + 1)) / i;
    return result;
}
/**
 * Unbiased pass@k estimator (Chen et al. 2021): 1 − C(n−c, k) / C(n, k).
 * Computed as a running product to stay stable for large n.
 */
function passAtK(n, c, k) {
    assertCounts(n, c, k);
    if (n - c < k)
        return 1;
    let miss = 1;
    for (let i = n - c + 1; i <= n; i++)
        miss *= 1 - k / i;
    return 1 - miss;
}
/** pass^k (tau-bench): probability that k attempts drawn without replacement all pass, C(c,k)/C(n,k). */
function passHatK(n, c, k) {
    assertCounts(n, c, k);
    if (c < k)
        return 0;
    let all = 1;
    for (let i = 0; i < k; i++)
        all *= (c - i) / (n - i);
    return all;
}
/** Both metrics for every k from 1 to n, keyed by k as a string (JSON object keys). */
function passCurves(n, c) {
    const at = {};
    const hat = {};
    for (let k = 1; k <= n; k++) {
        at[String(k)] = passAtK(n, c, k);
        hat[String(k)] = passHatK(n, c, k);
    }
    return { passAtK: at, passHatK: hat };
}
function mean(values) {
    if (values.length === 0)
        return 0;
    let sum = 0;
    for (const v of values)
        sum += v;
    return sum / values.length;
}
function assertCounts(n, c, k) {
    if (!Number.isInteger(n) ||
        !Number.isInteger(c) ||
        !Number.isInteger(k) ||
        n < 1 ||
        c < 0 ||
        c > n ||
        k < 1 ||
        k > n) {
        throw new RangeError(`pass@k needs integers 1 ≤ k ≤ n and 0 ≤ c ≤ n (got n=${n}, c=${c}, k=${k})`);
    }
}


/***/ }),

/***/ 5899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ attemptTestsSchema),
/* harmony export */   Hq: () => (/* binding */ summarizeTests),
/* harmony export */   QI: () => (/* binding */ taskTestsSchema),
/* harmony export */   rc: () => (/* binding */ mergeTaskTests),
/* harmony export */   vK: () => (/* binding */ testFlips)
/* harmony export */ });
/* unused harmony export MAX_TASK_FAILING */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// Per-test results across attempts: result.json's `tests` (one attempt's counts from its verifier's
// ctrf.json, ctrf.ts), the task summary's `tests` (which tests failed in how many attempts), and
// which tests flipped between a base and a head run. Pure.

/** Failed tests named per task in run_summary.json (most failures first). */
const MAX_TASK_FAILING = 20;
const count = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
/** result.json `tests`: absent when the verifier wrote no readable ctrf.json. */
const attemptTestsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    passed: count(),
    failed: count(),
    skipped: count(),
    pending: count(),
    other: count(),
    /** The failed tests' names (the first MAX_FAILING_NAMES, ctrf.ts). */
    failing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
/** run_summary.json task `tests`: absent when no attempt's verifier wrote a readable ctrf.json. */
const taskTestsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Attempts whose verifier wrote a readable ctrf.json. */
    reported: count(),
    /** Tests that failed in at least one of them, with in how many; most failures first, the first 20. */
    failing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1) })),
    /** Every failed test of every reporting attempt is in `failing` (no list was cut). */
    complete: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
function summarizeTests(attempts) {
    const reported = attempts.filter((a) => a !== undefined);
    if (reported.length === 0)
        return undefined;
    const failed = new Map();
    for (const a of reported)
        for (const name of a.failing)
            failed.set(name, (failed.get(name) ?? 0) + 1);
    const failing = [...failed].map(([name, n]) => ({ name, failed: n })).sort(byFailures);
    // A list is whole when it names as many tests as failed (not cut at MAX_FAILING_NAMES, nor past
    // the tests ctrf.ts keeps, nor one name failing twice).
    const listedAll = reported.every((a) => a.failing.length >= a.failed);
    return {
        reported: reported.length,
        failing: failing.slice(0, MAX_TASK_FAILING),
        complete: listedAll && failing.length <= MAX_TASK_FAILING,
    };
}
/** Two tallies of the same task (a confirmation round's attempts after round 1's). */
function mergeTaskTests(a, b) {
    if (!a || !b)
        return a ?? b;
    const failed = new Map();
    for (const t of [...a.failing, ...b.failing])
        failed.set(t.name, (failed.get(t.name) ?? 0) + t.failed);
    const failing = [...failed].map(([name, n]) => ({ name, failed: n })).sort(byFailures);
    return {
        reported: a.reported + b.reported,
        failing: failing.slice(0, MAX_TASK_FAILING),
        complete: a.complete && b.complete && failing.length <= MAX_TASK_FAILING,
    };
}
function byFailures(a, b) {
    return b.failed - a.failed || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
/**
 * Which tests flipped, from both sides' tallies; null unless both sides reported tests. A test
 * missing from a side's list failed in none of its attempts only when that list is complete;
 * otherwise that test is left out (its count on that side is unknown).
 */
function testFlips(base, head) {
    if (!base || !head || base.reported === 0 || head.reported === 0)
        return null;
    const failedIn = (side, name) => side.failing.find((t) => t.name === name)?.failed ?? (side.complete ? 0 : null);
    const names = [...new Set([...base.failing, ...head.failing].map((t) => t.name))];
    const flips = [];
    for (const name of names) {
        const b = failedIn(base, name);
        const h = failedIn(head, name);
        if (b === null || h === null)
            continue;
        const rise = h / head.reported - b / base.reported;
        if (rise === 0)
            continue;
        flips.push({
            flip: {
                name,
                base: { failed: b, reported: base.reported },
                head: { failed: h, reported: head.reported },
            },
            rise,
        });
    }
    const order = (a, b) => Math.abs(b.rise) - Math.abs(a.rise) ||
        (a.flip.name < b.flip.name ? -1 : a.flip.name > b.flip.name ? 1 : 0);
    return {
        nowFailing: flips
            .filter((f) => f.rise > 0)
            .sort(order)
            .map((f) => f.flip),
        nowPassing: flips
            .filter((f) => f.rise < 0)
            .sort(order)
            .map((f) => f.flip),
    };
}


/***/ }),

/***/ 8915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ validAttempts),
/* harmony export */   G: () => (/* binding */ validCount)
/* harmony export */ });
// The attempts a pass rate divides by. Pure.
/** Attempts that ran to a verdict: all but the errored ones (an error is no verdict on the agent). */
function validAttempts(t) {
    return t.n - t.errors;
}
/** The valid attempts and their successes: the count a pass rate is estimated from. */
function validCount(t) {
    return { n: validAttempts(t), successes: t.successes };
}


/***/ }),

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   c: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3710);


const SIGNALS = ['SIGINT', 'SIGTERM'];
/** 128 + SIGINT, what a shell reports for an interrupted command. */
const INTERRUPTED_EXIT_CODE = 130;
function interruptOnSignals(options) {
    const controller = new AbortController();
    const exit = options.exit ?? ((code) => process.exit(code));
    const onSignal = (signal) => {
        if (!controller.signal.aborted) {
            options.onFirst?.(signal);
            controller.abort(new Error(`interrupted by ${signal}`));
            return;
        }
        // Only this process's: sibling shards of the same run may share the engine.
        // A container the engine is still creating would not be listed yet: those settle first.
        const provider = (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .providerOf */ .lc)(options);
        const sweep = () => Promise.allSettled(options.runIds.map((runId) => provider.removeRun(runId, { owner: _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .PROCESS_OWNER */ .mt })));
        void provider
            .creationsSettled()
            .then(sweep)
            .then(() => exit(INTERRUPTED_EXIT_CODE));
    };
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    return {
        signal: controller.signal,
        dispose: () => {
            for (const signal of SIGNALS)
                process.removeListener(signal, onSignal);
        },
    };
}


/***/ }),

/***/ 28330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ assertDockerReachable),
/* harmony export */   pG: () => (/* binding */ DockerUnavailableError)
/* harmony export */ });
/* unused harmony export dockerEndpoint */
class DockerUnavailableError extends Error {
    name = 'DockerUnavailableError';
}
/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
function dockerEndpoint(env = process.env) {
    return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock';
}
async function assertDockerReachable(docker, env = process.env) {
    try {
        await docker.ping();
    }
    catch (error) {
        const why = error.code ?? error.message;
        throw new DockerUnavailableError(`no Docker engine answers at ${dockerEndpoint(env)} (${why}). Start one (on Debian/Ubuntu, as root: bash .ci/setup-docker.sh; elsewhere Docker Desktop or dockerd), or point DOCKER_HOST at one. plan, merge, compare and download work without Docker.`);
    }
}


/***/ }),

/***/ 22066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PB: () => (/* binding */ groupWarnings),
/* harmony export */   d7: () => (/* binding */ skippedFoldersText),
/* harmony export */   fp: () => (/* binding */ warningGroupText)
/* harmony export */ });
function groupWarnings(warnings) {
    const groups = new Map();
    for (const warning of warnings) {
        const file = insideTask(warning);
        const field = warning.field.replace(/\.\d+(?=\.|$)/g, '.*');
        const key = JSON.stringify([file, field, warning.message]);
        const group = groups.get(key) ?? { file, field, message: warning.message, tasks: [] };
        if (!group.tasks.includes(warning.relative_dir))
            group.tasks.push(warning.relative_dir);
        groups.set(key, group);
    }
    return [...groups.values()];
}
function insideTask(warning) {
    const prefix = warning.relative_dir === '.' ? '' : `${warning.relative_dir}/`;
    return warning.file.startsWith(prefix) ? warning.file.slice(prefix.length) : warning.file;
}
/** `task.toml: metadata.author: ignored: … (50 tasks, e.g. a, b)`; one task: its file path. */
function warningGroupText(group) {
    if (group.tasks.length === 1) {
        const dir = group.tasks[0];
        return `${dir === '.' ? '' : `${dir}/`}${group.file}: ${group.field}: ${group.message}`;
    }
    const examples = group.tasks.slice(0, 2).join(', ');
    return `${group.file}: ${group.field}: ${group.message} (${group.tasks.length} tasks, e.g. ${examples})`;
}
/** Names at most this many skipped folders; the rest are counted. */
const SKIPPED_SHOWN = 5;
/**
 * `1 folder holds no task.toml, so it is not a task: notes (add …)`: folders of the tasks root that
 * discovery passed over, named so "8 tasks" for 9 folders is no mystery. `skipped` is not empty.
 */
function skippedFoldersText(skipped) {
    const one = skipped.length === 1;
    const names = skipped.slice(0, SKIPPED_SHOWN).join(', ');
    const more = skipped.length > SKIPPED_SHOWN ? ` and ${skipped.length - SKIPPED_SHOWN} more` : '';
    const what = one
        ? '1 folder holds no task.toml, so it is not a task'
        : `${skipped.length} folders hold no task.toml, so they are not tasks`;
    return `${what}: ${names}${more} (add a task.toml, or move ${one ? 'it' : 'them'} out of the tasks folder)`;
}


/***/ })

};
