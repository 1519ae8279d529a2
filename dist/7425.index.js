export const id = 7425;
export const ids = [7425];
export const modules = {

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

/***/ 89340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ renderCheckTerminal),
/* harmony export */   O: () => (/* binding */ renderCheckMarkdown)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// The task-author check as a terminal table and as markdown (job summary, sticky PR comment). Pure.


const EXPLAIN = 'Each task ran twice with `oracle` (its solution/solve.sh) and once with `nop` (no work); counts are over attempts that reached a verdict (– : none did). Flagged: the environment does not build, an attempt ends in an error, the oracle fails, nop passes, the verifier ends without a reward, the two oracle rewards differ, there is no solution, or the task is invalid.';
/** A name two tasks share is shown with the task's folder, so the rows can be told apart. */
function labels(report) {
    const seen = new Map();
    for (const t of report.tasks)
        seen.set(t.task_name, (seen.get(t.task_name) ?? 0) + 1);
    return new Map(report.tasks.map((t) => [
        t,
        seen.get(t.task_name) > 1 ? `${t.task_name} (${t.task_path})` : t.task_name,
    ]));
}
function count(side) {
    return side ? `${side.passed}/${side.ran}` : '–';
}
/** `skipped`: folders under the tasks root without a task.toml, counted in the last line. */
function renderCheckTerminal(report, skipped = []) {
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t)),
        count(t.oracle),
        count(t.nop),
        verdict(t),
    ]);
    const header = ['task', 'oracle', 'nop', ''];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    const details = report.tasks.flatMap((t) => t.flags.map((f) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t))}: ${f.kind}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(f.message)}`));
    const passedOver = skipped.length === 0 ? '' : `, ${skipped.length} folder(s) without task.toml skipped (see the warning)`;
    const total = `${report.tasks.length} task(s) checked, ${report.flagged} flagged${passedOver}`;
    return [line(header), ...rows.map(line), '', ...(details.length ? [...details, ''] : []), total].join('\n');
}
function renderCheckMarkdown(report, title = 'Helios task check') {
    const icon = report.flagged > 0 ? '❌' : '✅';
    const head = `### ${icon} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(title)}: ${report.tasks.length} task(s), ${report.flagged} flagged`;
    if (report.tasks.length === 0)
        return `${head}\n\nNo task to check.\n`;
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(names.get(t), 160)),
        count(t.oracle),
        count(t.nop),
        t.flags.length === 0
            ? '✅'
            : t.flags.map((f) => `**${f.kind}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(f.message, 300))}`).join('<br>'),
    ]);
    const table = (0,markdown_table__WEBPACK_IMPORTED_MODULE_1__/* .markdownTable */ .Q)([['Task', 'Oracle', 'Nop', 'Problems'], ...rows], {
        alignDelimiters: false,
        align: ['l', 'r', 'r', 'l'],
    });
    return `${head}\n\n${table}\n\n<sub>${EXPLAIN}</sub>\n`;
}
function verdict(task) {
    return task.flags.length === 0 ? 'ok' : task.flags.map((f) => f.kind).join(', ');
}


/***/ }),

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   c: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28987);


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
        const provider = (0,_providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .providerOf */ .l)(options);
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

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ runTaskCheck),
  D: () => (/* binding */ taskCheckRunIds)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/valid-attempts.ts
var valid_attempts = __webpack_require__(8915);
;// CONCATENATED MODULE: ./src/results/task-check.ts
// The task-author check: from an oracle run (2 attempts) and a nop run (1 attempt) of the same
// tasks, what is wrong with each task. Pure; `helios check` and `mode: check` run and print it.


const TASK_CHECK_SCHEMA_VERSION = 1;
const CHECK_ORACLE_ATTEMPTS = 2;
const CHECK_NOP_ATTEMPTS = 1;
const FLAG_KINDS = [
    'invalid',
    'build-failed',
    'errored',
    'missing-solution',
    'not-solvable',
    'trivial',
    'no-reward',
    'not-deterministic',
];
const agentTally = schemas/* object */.Ikc({ passed: schemas/* number */.aig().int().min(0), ran: schemas/* number */.aig().int().min(0) });
const checkedTaskSchema = schemas/* object */.Ikc({
    task_name: schemas/* string */.YjP(),
    task_path: schemas/* string */.YjP(),
    /** The task.toml to annotate, relative to the tasks folder. */
    file: schemas/* string */.YjP(),
    /** Passed/ran of each agent over the attempts that reached a verdict; null when none did (not run, or all errors). */
    oracle: agentTally.nullable(),
    nop: agentTally.nullable(),
    flags: schemas/* array */.YOg(schemas/* object */.Ikc({ kind: schemas/* enum */.k5n(FLAG_KINDS), message: schemas/* string */.YjP() })),
});
/** `check.json`: what `helios check` writes beside its runs (and prints with `--json`). */
const taskCheckReportSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(TASK_CHECK_SCHEMA_VERSION),
    tasks: schemas/* array */.YOg(checkedTaskSchema),
    /** How many tasks have at least one flag. */
    flagged: schemas/* number */.aig().int().min(0),
});
const NO_REWARD = /verifier wrote no reward|reward\.(json|txt)|verifier timed out/;
function checkTasks(input) {
    const byPath = (list) => new Map(list.map((t) => [t.task_path, t]));
    const oracle = byPath(input.oracle);
    const nop = byPath(input.nop);
    const tasks = input.tasks.map((task) => {
        const o = oracle.get(task.relativeDir) ?? null;
        const n = nop.get(task.relativeDir) ?? null;
        return {
            task_name: task.name,
            task_path: task.relativeDir,
            file: task.relativeDir === '.' ? 'task.toml' : `${task.relativeDir}/task.toml`,
            oracle: tally(o),
            nop: tally(n),
            flags: flagsOf(task.hasSolution, o, n),
        };
    });
    for (const invalid of input.invalid)
        tasks.push({
            task_name: invalid.relative_dir,
            task_path: invalid.relative_dir,
            file: invalid.file,
            oracle: null,
            nop: null,
            flags: [
                {
                    kind: 'invalid',
                    message: invalid.field ? `${invalid.field}: ${invalid.message}` : invalid.message,
                },
            ],
        });
    tasks.sort((a, b) => (a.task_path < b.task_path ? -1 : a.task_path > b.task_path ? 1 : 0));
    return {
        schema_version: TASK_CHECK_SCHEMA_VERSION,
        tasks,
        flagged: tasks.filter((t) => t.flags.length > 0).length,
    };
}
/** Errored attempts never ran the agent's work to a verdict: they are not counted as ran. */
function tally(summary) {
    const ran = summary ? (0,valid_attempts/* validAttempts */.F)(summary) : 0;
    return summary && ran > 0 ? { passed: summary.successes, ran } : null;
}
const BUILD_FAILED = /^(build failed|build timed out|image .* not available|verifier image: )/;
/** An environment that did not build, or attempts that errored: never the solution's fault. */
function errorFlags(oracle, nop) {
    const reasons = [oracle, nop].flatMap((s) => (s && s.errors > 0 ? s.reasons : []));
    const build = reasons.find((r) => BUILD_FAILED.test(r.reason));
    // A verifier that writes no reward is flagged as such (no-reward), not as an error of ours.
    if (!build && reasons.every((r) => NO_REWARD.test(r.reason)))
        return [];
    if (build)
        return [
            {
                kind: 'build-failed',
                message: `the environment did not build, so neither agent ran: ${build.reason}`,
            },
        ];
    if (oracle && oracle.errors > 0)
        return [
            {
                kind: 'errored',
                message: `${oracle.errors} of ${oracle.n} oracle attempt(s) ended in an error, not a verdict: ${oracle.reasons[0]?.reason ?? 'no reason'}`,
            },
        ];
    return [];
}
function flagsOf(hasSolution, oracle, nop) {
    const flags = errorFlags(oracle, nop);
    if (!hasSolution)
        flags.push({
            kind: 'missing-solution',
            message: 'no solution/solve.sh: nothing shows the task can be solved; add a reference solution',
        });
    const noReward = [...(oracle?.reasons ?? []), ...(nop?.reasons ?? [])].find((r) => NO_REWARD.test(r.reason));
    if (noReward)
        flags.push({
            kind: 'no-reward',
            message: `the verifier ended without a usable reward: ${noReward.reason}`,
        });
    const judged = tally(oracle);
    // A verifier that left no reward is a failure now (an agent can cause it): flagged as no-reward
    // above, not also as a solution that does not solve.
    const rewardless = (oracle?.reasons ?? [])
        .filter((r) => NO_REWARD.test(r.reason))
        .reduce((n, r) => n + r.count, 0);
    if (judged && judged.passed + rewardless < judged.ran)
        flags.push({
            kind: 'not-solvable',
            message: `the oracle passed ${judged.passed} of ${judged.ran}: solution/solve.sh does not satisfy tests/test.sh${reasonNote(oracle)}`,
        });
    if (nop && nop.successes > 0)
        flags.push({
            kind: 'trivial',
            message: 'nop passed: the verifier rewards doing nothing (an unconditional reward, or a check of the initial state)',
        });
    const rewards = oracle ? [...new Set(oracle.rewards)] : [];
    if (oracle && oracle.errors === 0 && rewards.length > 1)
        flags.push({
            kind: 'not-deterministic',
            message: `the oracle's rewards differ between attempts (${oracle.rewards.join(', ')}): the verifier or the solution is not deterministic`,
        });
    return flags;
}
function reasonNote(summary) {
    const first = summary.reasons[0];
    return first ? ` (${first.reason})` : '';
}

// EXTERNAL MODULE: ./src/run/providers/default-provider.ts
var default_provider = __webpack_require__(28987);
// EXTERNAL MODULE: ./src/run/result-files.ts
var result_files = __webpack_require__(27574);
// EXTERNAL MODULE: ./src/run/runner.ts + 28 modules
var runner = __webpack_require__(57543);
;// CONCATENATED MODULE: ./src/run/task-check.ts
// Runs the task-author check: every task twice with `oracle` and once with `nop`, then judges the
// results (results/task-check.ts). Files: `<out>/<run-id>/<run-id>-{oracle,nop}/…` as two ordinary
// runs (their own run ids, so cleanup after a crash finds their containers), and
// `<out>/<run-id>/check.json`; build logs of both in `<out>/<run-id>/builds/`.





/** The ids of the two runs a check starts (their containers carry them). */
function taskCheckRunIds(runId) {
    return { oracle: `${runId}-oracle`, nop: `${runId}-nop` };
}
async function runTaskCheck(options) {
    const { tasks, invalid, outputDir, runId, imageRegistry, images: given, ...run } = options;
    const dir = (0,external_node_path_.join)(outputDir, runId);
    // One cache for both passes: a build that failed for the oracle is not tried again for nop.
    run.provider = (0,default_provider/* providerOf */.l)(run);
    const images = given ?? run.provider.images({ buildLogDir: (0,external_node_path_.join)(dir, 'builds'), registry: imageRegistry ?? null });
    // A task without a solution is flagged as such; the oracle would only record it as invalid.
    const solvable = tasks.filter((t) => t.hasSolution);
    const oracle = solvable.length
        ? await (0,runner/* runBenchmark */.ff)({
            ...run,
            images,
            tasks: solvable,
            agent: { name: 'oracle' },
            attempts: CHECK_ORACLE_ATTEMPTS,
            outputDir: dir,
            runId: taskCheckRunIds(runId).oracle,
            label: 'check',
        })
        : null;
    const nop = await (0,runner/* runBenchmark */.ff)({
        ...run,
        images,
        tasks,
        agent: { name: 'nop' },
        attempts: CHECK_NOP_ATTEMPTS,
        outputDir: dir,
        runId: taskCheckRunIds(runId).nop,
        label: 'check',
    });
    const report = checkTasks({ tasks, invalid, oracle: oracle?.tasks ?? [], nop: nop.tasks });
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(dir, 'check.json'), report);
    return report;
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
