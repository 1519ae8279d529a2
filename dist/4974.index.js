export const id = 4974;
export const ids = [4974];
export const modules = {

/***/ 80341:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LEADERBOARD_JSON_FILE: () => (/* binding */ LEADERBOARD_JSON_FILE),
/* harmony export */   LEADERBOARD_MARKDOWN_FILE: () => (/* binding */ LEADERBOARD_MARKDOWN_FILE),
/* harmony export */   leaderboardMode: () => (/* binding */ leaderboardMode),
/* harmony export */   reportedLabels: () => (/* binding */ reportedLabels)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68036);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(69212);
/* harmony import */ var _github_truncate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20753);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59913);
/* harmony import */ var _results_leaderboard_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4461);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42958);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(49930);
/* harmony import */ var _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(57177);
/* harmony import */ var _report_leaderboard_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(95085);
/* harmony import */ var _report_trend_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(57332);
/* harmony import */ var _load_baseline_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(84775);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(40645);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_9__]);
_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_9__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// mode: leaderboard — after the report jobs of several labels (one per model) in one workflow run:
// each label's merged summary (its report artifact, the final one after a confirmation round, or
// else its shard summaries merged here) and history, ranked side by side. The job summary gets each
// label's trend and the leaderboard; `helios-<label>-leaderboard` holds leaderboard.md,
// leaderboard.json and report.html. A leaderboard gates nothing.















const LEADERBOARD_MARKDOWN_FILE = 'leaderboard.md';
const LEADERBOARD_JSON_FILE = 'leaderboard.json';
async function leaderboardMode(inputs, ctx, clients) {
    const workDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, `${(0,_context_js__WEBPACK_IMPORTED_MODULE_13__/* .benchmarkRunId */ .uq)(ctx)}-leaderboard`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(workDir, { recursive: true });
    const names = (await clients.artifacts.listRunArtifacts()).map((a) => a.name);
    const labels = inputs.labels.length > 0 ? inputs.labels : reportedLabels(names);
    if (labels.length < 2)
        throw new Error(`mode: leaderboard found ${labels.length} label(s) with a report in this workflow run (${labels.join(', ') || 'none'}): it needs at least two. Run it after the report jobs (needs: report), or name the labels in 'labels'.`);
    const runs = [];
    for (const label of labels) {
        const run = await labelRun(label, names, clients, workDir);
        if (run === null)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Label '${label}' has no report and no shard summary in this workflow run: left out of the leaderboard.`);
        else
            runs.push(run);
    }
    if (runs.length < 2)
        throw new Error(`mode: leaderboard could read ${runs.length} of the ${labels.length} label(s) (${labels.join(', ')}): it needs at least two runs.`);
    const board = (0,_results_leaderboard_js__WEBPACK_IMPORTED_MODULE_6__/* .buildLeaderboard */ .G)(runs.map((r) => ({ label: r.label, summary: r.summary })), { k: inputs.k, confidence: inputs.confidence, minEffect: inputs.minEffect });
    for (const w of board.warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(w);
    const markdown = leaderboardMarkdown(board, runs);
    const artifactDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, 'artifact');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(artifactDir, { recursive: true });
    const files = [
        [LEADERBOARD_MARKDOWN_FILE, markdown],
        [LEADERBOARD_JSON_FILE, `${JSON.stringify(board, null, 2)}\n`],
    ];
    const best = runs.find((r) => r.label === board.rows[0].label);
    try {
        // The best run's page, with the leaderboard above its tasks.
        files.push([
            _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_9__/* .REPORT_HTML_FILE */ .C,
            await (0,_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_9__/* .reportHtml */ .E)({
                head: best.summary,
                headDir: null,
                base: null,
                baseDir: null,
                comparison: null,
                history: best.history,
                leaderboard: board,
                reportDir: null,
            }),
        ]);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html was not written: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_14__/* .messageOf */ .bD)(error)}`);
    }
    for (const [name, text] of files)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(artifactDir, name), text);
    const uploaded = await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .leaderboardArtifactName */ .P5)(inputs.label), artifactDir, files.map(([name]) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(artifactDir, name)));
    if (!uploaded.ok)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The leaderboard artifact was not uploaded: ${uploaded.error}`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(clipToSummary(markdown), true).write();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('leaderboard-path', (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(artifactDir, LEADERBOARD_JSON_FILE));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('best', board.rows[0].label);
    return board;
}
/** Labels whose report artifact is in this run (from `helios-<label>-report[-final]`). */
function reportedLabels(names) {
    const labels = names
        .map((n) => /^helios-(.+?)-report(?:-final)?$/.exec(n)?.[1])
        .filter((l) => l !== undefined && names.includes((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .reportArtifactName */ .m5)(l)));
    return [...new Set(labels)].sort();
}
/** A label's merged summary and history: its (final) report artifact, else its shard summaries. */
async function labelRun(label, names, clients, workDir) {
    const report = [(0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .finalReportArtifactName */ .IR)(label), (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .reportArtifactName */ .m5)(label)].find((n) => names.includes(n));
    if (report !== undefined) {
        const dir = (await clients.artifacts.downloadArtifactByName(report, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, report))).path;
        const summary = (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_12__/* .RUN_SUMMARY_FILE */ .s$), 'utf8'), `${report}/${_load_baseline_js__WEBPACK_IMPORTED_MODULE_12__/* .RUN_SUMMARY_FILE */ .s$}`, 'run');
        const historyText = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_5__/* .HISTORY_FILE */ .CX), 'utf8').catch(() => null);
        let history = null;
        try {
            history = historyText === null ? null : (0,_results_history_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistory */ .i6)(historyText, `${report}/${_results_history_js__WEBPACK_IMPORTED_MODULE_5__/* .HISTORY_FILE */ .CX}`);
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_14__/* .messageOf */ .bD)(error)}: the trend of '${label}' is left out`);
        }
        return { label, summary: { ...summary, label }, history };
    }
    const shards = [];
    for (const name of names) {
        if ((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArtifactName */ .TZ)(name, label)?.kind !== 'shard-summary')
            continue;
        const dir = (await clients.artifacts.downloadArtifactByName(name, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, name))).path;
        const file = `${name}/shard_summary.json`;
        shards.push({
            file,
            summary: (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'shard_summary.json'), 'utf8'), file, 'shard'),
        });
    }
    if (shards.length === 0)
        return null;
    const merged = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_7__/* .mergeShardSummaries */ .x)(shards);
    for (const p of merged.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${label}: ${p.message}`);
    return { label, summary: { ...merged.summary, label }, history: null };
}
/** Each label's trend (open), then the leaderboard. */
function leaderboardMarkdown(board, runs) {
    const trends = board.rows
        .map((row) => runs.find((r) => r.label === row.label))
        .map((r) => (r.history === null ? '' : (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_11__/* .trendMarkdown */ .P3)(r.history)))
        .filter((t) => t !== '');
    return [(0,_report_leaderboard_js__WEBPACK_IMPORTED_MODULE_10__/* .renderLeaderboardMarkdown */ .T3)(board), ...trends].join('\n\n') + '\n';
}
/** The job summary has a size limit: the leaderboard comes first, trends are cut from the end. */
function clipToSummary(markdown) {
    const max = _github_truncate_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_LIMITS */ .f.jobSummaryBytes - 1024;
    if (Buffer.byteLength(markdown) <= max)
        return markdown;
    return `${Buffer.from(markdown)
        .subarray(0, max)
        .toString('utf8')
        .replace(/\uFFFD$/, '')}\n\n_(cut at GitHub's job summary limit: the whole text is leaderboard.md in the artifact)_\n`;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 76971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ti: () => (/* binding */ attemptTests),
/* harmony export */   hL: () => (/* binding */ parseCtrf),
/* harmony export */   rp: () => (/* binding */ CTRF_FILE)
/* harmony export */ });
/* unused harmony exports MAX_TESTS_KEPT, MAX_TEST_NAME, MAX_TEST_MESSAGE, MAX_FAILING_NAMES, CTRF_STATUSES */
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69212);

// The verifier's per-test results: `/logs/verifier/ctrf.json` in the Common Test Report Format
// (https://ctrf.io), which Harbor's task template writes with pytest's ctrf plugin:
// `{"results":{"tool":{"name"},"summary":{...},"tests":[{"name","status","message"?,"duration"?}]}}`.
// The file is written inside the agent's reach, so it is read defensively: anything that is not
// the shape gives a problem sentence, never a throw; names and messages are text of any kind
// (escaped where shown), cut to a length; only the first MAX_TESTS_KEPT tests are kept, while the
// counts cover them all. Pure.
const CTRF_FILE = 'ctrf.json';
const MAX_TESTS_KEPT = 200;
const MAX_TEST_NAME = 300;
const MAX_TEST_MESSAGE = 1000;
/** Failed tests named in result.json per attempt (the counts stay whole). */
const MAX_FAILING_NAMES = 50;
const CTRF_STATUSES = ['passed', 'failed', 'skipped', 'pending', 'other'];
function parseCtrf(text) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        return { ok: false, problem: `not JSON (${error instanceof Error ? error.message : String(error)})` };
    }
    const results = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)(doc)?.results);
    if (results === null)
        return { ok: false, problem: 'results: expected an object' };
    if (!Array.isArray(results.tests))
        return { ok: false, problem: 'results.tests: expected a list' };
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0, other: 0 };
    const tests = [];
    results.tests.forEach((entry, i) => {
        const test = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)(entry) ?? {};
        const status = statusOf(test.status);
        counts[status]++;
        if (tests.length < MAX_TESTS_KEPT)
            tests.push(testOf(test, status, i));
    });
    const tool = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)(results.tool)?.name;
    return {
        ok: true,
        report: {
            tool: typeof tool === 'string' ? cut(tool, MAX_TEST_NAME) : null,
            counts,
            tests,
            omitted: results.tests.length - tests.length,
        },
    };
}
/** What result.json keeps of a report; the failing names come from the kept tests only. */
function attemptTests(report) {
    const failing = [...new Set(report.tests.filter((t) => t.status === 'failed').map((t) => t.name))];
    return { ...report.counts, failing: failing.slice(0, MAX_FAILING_NAMES) };
}
function testOf(test, status, index) {
    const message = typeof test.message === 'string' && test.message !== '' ? test.message : null;
    const duration = test.duration;
    return {
        name: cut(nameOf(test.name, index), MAX_TEST_NAME),
        status,
        message: message === null ? null : cut(message, MAX_TEST_MESSAGE),
        durationMs: typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? duration : null,
    };
}
/** A name of another type is shown as written (a number, JSON), never dropped: it is still a test. */
function nameOf(name, index) {
    if (typeof name === 'string' && name !== '')
        return name;
    if (typeof name === 'number' || typeof name === 'boolean')
        return String(name);
    if (name === undefined || name === null || name === '')
        return `(test ${index + 1} has no name)`;
    return cut(JSON.stringify(name) ?? String(name), MAX_TEST_NAME);
}
function statusOf(status) {
    const lower = typeof status === 'string' ? status.toLowerCase() : '';
    return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .isOneOf */ .EK)(CTRF_STATUSES, lower) ? lower : 'other';
}
function cut(text, max) {
    if (text.length <= max)
        return text;
    // Never split a surrogate pair.
    const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
    return `${text.slice(0, end)}…`;
}


/***/ }),

/***/ 4461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ buildLeaderboard)
/* harmony export */ });
/* unused harmony export LeaderboardError */
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33270);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10013);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45613);
// The leaderboard: several labels' runs of one benchmark (models, agents) side by side. The best
// row is marked, and every other row is compared with it by the gate's own comparison (paired over
// the tasks both ran), so "significantly worse" means what a failing PR gate means. Pure.



class LeaderboardError extends Error {
    name = 'LeaderboardError';
}
const BOOTSTRAP_SAMPLES = 2000;
const SEED = 0x1ead;
function buildLeaderboard(entries, opts = {}) {
    if (entries.length < 2)
        throw new LeaderboardError(`a leaderboard needs at least two runs, got ${entries.length}`);
    const seen = new Set();
    for (const { label } of entries) {
        if (seen.has(label))
            throw new LeaderboardError(`label '${label}' is given twice: each run needs its own label`);
        seen.add(label);
    }
    const confidence = opts.confidence ?? _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C.confidence.default;
    const warnings = [];
    const fewest = entries.reduce((a, b) => (b.summary.attempts < a.summary.attempts ? b : a)).summary;
    const { k, warning } = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .commonK */ .bP)(opts.k ?? _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C.k.default, fewest, fewest);
    if (warning !== null)
        warnings.push(warning.replace('this run', `run '${labelOf(entries, fewest)}'`));
    const ranked = [...entries].sort((a, b) => curveAt(b.summary.totals.pass_at_k, k) - curveAt(a.summary.totals.pass_at_k, k) ||
        b.summary.totals.mean_reward - a.summary.totals.mean_reward ||
        (a.label < b.label ? -1 : 1));
    const best = ranked[0];
    const rows = ranked.map((entry) => {
        const { summary } = entry;
        const totals = summary.totals;
        const usage = totals.usage ?? null;
        const perTask = Float64Array.from(summary.tasks, (t) => t.successes / t.n);
        const [passAt1] = (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedBootstrap */ .Wx)([perTask], BOOTSTRAP_SAMPLES, confidence, SEED);
        const isBest = entry === best;
        return {
            label: entry.label,
            agent: summary.agent,
            model: summary.model,
            tasks: totals.tasks,
            attempts: summary.attempts,
            passAt1: { ...passAt1, estimate: curveAt(totals.pass_at_k, 1) },
            passAtK: curveAt(totals.pass_at_k, k),
            passHatK: curveAt(totals.pass_hat_k, k),
            meanReward: totals.mean_reward,
            errors: totals.errors,
            tokens: usage === null ? null : usage.input_tokens + usage.output_tokens,
            costUsd: usage?.cost_usd ?? null,
            costPerSolvedUsd: usage?.cost_usd === null || usage?.cost_usd === undefined || totals.passed === 0
                ? null
                : usage.cost_usd / totals.passed,
            best: isBest,
            versusBest: isBest ? null : versus(best.summary, summary, k, confidence, opts.minEffect),
        };
    });
    for (const row of rows)
        if (row.versusBest !== null && row.versusBest.pairedTasks === 0)
            warnings.push(`'${row.label}' shares no task with '${best.label}': it cannot be compared with the best`);
    return { k, confidence, rows, matrix: matrixOf(ranked), warnings };
}
function versus(best, other, k, confidence, minEffect) {
    const comparison = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRuns */ .qB)(best, other, {
        k,
        confidence,
        ...(minEffect === undefined ? {} : { minEffect }),
    });
    const delta = comparison.passAtK;
    return {
        pairedTasks: comparison.pairedTasks,
        delta: delta?.delta ?? 0,
        low: delta?.low ?? 0,
        high: delta?.high ?? 0,
        worse: comparison.gate.regression,
    };
}
function matrixOf(ranked) {
    // By task folder, which one benchmark keeps unique even where two tasks share a name; the first
    // (best-ranked) run that has a task sets the checksum the others are held against.
    const first = new Map();
    for (const { summary } of ranked)
        for (const task of summary.tasks)
            if (!first.has(task.task_path))
                first.set(task.task_path, { name: task.task_name, checksum: task.task_checksum });
    const byPath = ranked.map(({ summary }) => new Map(summary.tasks.map((t) => [t.task_path, t])));
    return [...first.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([path, { name, checksum }]) => ({
        taskName: name,
        cells: byPath.map((tasks) => {
            const task = tasks.get(path);
            return task === undefined
                ? null
                : { successes: task.successes, n: task.n, changed: task.task_checksum !== checksum };
        }),
    }));
}
function curveAt(curve, k) {
    return curve[String(k)] ?? 0;
}
function labelOf(entries, summary) {
    return entries.find((e) => e.summary === summary).label;
}


/***/ }),

/***/ 42958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ mergeShardSummaries)
/* harmony export */ });
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64042);
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65843);
/* harmony import */ var _tasks_checksum_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83690);
// Merge the shard summaries of one run into one run summary, and say what is wrong with the set:
// stale shards from another run, duplicates, missing shards or tasks, shards that disagree on the
// agent. Pure: the report mode downloads the files, this decides what they add up to.



function mergeShardSummaries(inputs, plan) {
    const problems = [];
    const sorted = [...inputs].sort((a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    const runId = plan?.run_id ?? majorityRunId(sorted);
    const sameRun = [];
    for (const input of sorted) {
        if (runId === null || input.summary.run_id === runId)
            sameRun.push(input);
        else {
            problems.push({
                kind: 'other-run',
                message: `${input.file} is from run ${input.summary.run_id}, not ${runId}; left out`,
                files: [input.file],
                shard: input.summary.shard?.index ?? null,
                task_ids: [],
            });
        }
    }
    const kept = dropDuplicateShards(sameRun, problems);
    const reference = kept[0]?.summary;
    if (reference !== undefined)
        checkConfig(kept, reference, problems);
    if (plan !== undefined) {
        for (const input of kept) {
            const count = input.summary.shard?.count;
            if (count !== undefined && count !== plan.shards.length) {
                problems.push({
                    kind: 'shard-count-mismatch',
                    message: `${input.file} says ${count} shards; the plan has ${plan.shards.length}`,
                    files: [input.file],
                    shard: input.summary.shard?.index ?? null,
                    task_ids: [],
                });
            }
        }
    }
    const plannedShard = new Map();
    if (plan !== undefined)
        for (const shard of plan.shards)
            for (const id of shard.task_ids)
                plannedShard.set(id, shard.index);
    const claims = claimTasks(kept, plannedShard, problems);
    checkCoverage(kept, claims, plan, problems);
    const tasks = [...claims.values()].map((c) => c.task);
    tasks.sort((a, b) => discoveryIndex(a) - discoveryIndex(b) || (a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : 0));
    const invalid = uniqueByDir(kept.flatMap((k) => k.summary.invalid_tasks));
    const warnings = uniqueByDir(kept.flatMap((k) => k.summary.task_warnings ?? []));
    return { summary: buildSummary(kept, runId, plan, tasks, invalid, warnings), problems };
}
function shardIndex(input) {
    return input.summary.shard?.index ?? Number.MAX_SAFE_INTEGER;
}
/** The run most summaries belong to (ties: the smallest id), when no plan names it. */
function majorityRunId(inputs) {
    const counts = new Map();
    for (const input of inputs)
        counts.set(input.summary.run_id, (counts.get(input.summary.run_id) ?? 0) + 1);
    let best = null;
    let bestCount = 0;
    for (const [id, count] of counts) {
        if (count > bestCount || (count === bestCount && best !== null && id < best)) {
            best = id;
            bestCount = count;
        }
    }
    return best;
}
function dropDuplicateShards(inputs, problems) {
    const byIndex = new Map();
    const kept = [];
    for (const input of inputs) {
        const index = input.summary.shard?.index;
        if (index === undefined)
            kept.push(input); // a whole-run summary: nothing to collide with by index
        else
            byIndex.set(index, [...(byIndex.get(index) ?? []), input]);
    }
    for (const [index, group] of byIndex) {
        // Later-finished wins (a re-run job); the input order (file name) breaks ties.
        let winner = group[0];
        for (const candidate of group.slice(1)) {
            if (Date.parse(candidate.summary.finished_at) > Date.parse(winner.summary.finished_at))
                winner = candidate;
        }
        kept.push(winner);
        if (group.length > 1) {
            const others = group.filter((g) => g !== winner).map((g) => g.file);
            problems.push({
                kind: 'duplicate-shard',
                message: `shard ${index} has ${group.length} summaries; kept ${winner.file}, left out ${others.join(', ')}`,
                files: [winner.file, ...others],
                shard: index,
                task_ids: [],
            });
        }
    }
    return kept.sort((a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : 1));
}
function checkConfig(kept, reference, problems) {
    const first = kept[0].file;
    for (const input of kept.slice(1)) {
        const s = input.summary;
        const diffs = [];
        if (s.agent !== reference.agent)
            diffs.push(`agent ${s.agent} (vs ${reference.agent})`);
        if (s.model !== reference.model)
            diffs.push(`model ${s.model ?? 'none'} (vs ${reference.model ?? 'none'})`);
        if (s.attempts !== reference.attempts)
            diffs.push(`attempts ${s.attempts} (vs ${reference.attempts})`);
        if (s.label !== reference.label)
            diffs.push(`label ${s.label} (vs ${reference.label})`);
        if (diffs.length > 0) {
            problems.push({
                kind: 'config-mismatch',
                message: `${input.file} differs from ${first}: ${diffs.join(', ')}`,
                files: [input.file, first],
                shard: s.shard?.index ?? null,
                task_ids: [],
            });
        }
    }
}
function claimTasks(kept, plannedShard, problems) {
    const claims = new Map();
    const duplicates = new Map();
    for (const input of kept) {
        const shard = input.summary.shard?.index ?? null;
        for (const task of input.summary.tasks) {
            const claim = { task, shard, file: input.file };
            const existing = claims.get(task.task_id);
            if (existing === undefined) {
                claims.set(task.task_id, claim);
                continue;
            }
            const all = duplicates.get(task.task_id) ?? [existing];
            all.push(claim);
            duplicates.set(task.task_id, all);
            // Inputs come in shard order, so the existing claim is the lowest shard's unless the plan says otherwise.
            const planned = plannedShard.get(task.task_id);
            if (planned !== undefined && shard === planned && existing.shard !== planned)
                claims.set(task.task_id, claim);
        }
    }
    for (const [taskId, all] of duplicates) {
        const winner = claims.get(taskId);
        problems.push({
            kind: 'duplicate-task',
            message: `task ${taskId} is in ${all.map((c) => `shard ${c.shard ?? '?'} (${c.file})`).join(' and ')}; kept shard ${winner.shard ?? '?'}`,
            files: all.map((c) => c.file),
            shard: winner.shard,
            task_ids: [taskId],
        });
    }
    return claims;
}
function checkCoverage(kept, claims, plan, problems) {
    const present = new Set();
    for (const input of kept)
        if (input.summary.shard !== null)
            present.add(input.summary.shard.index);
    if (plan === undefined) {
        // Without a plan only the shard count tells us what to expect; the missing shards' tasks are unknown.
        const count = Math.max(0, ...kept.map((k) => k.summary.shard?.count ?? 0));
        for (let index = 0; index < count; index++) {
            if (!present.has(index)) {
                problems.push({
                    kind: 'missing-shard',
                    message: `shard ${index} of ${count} has no summary`,
                    files: [],
                    shard: index,
                    task_ids: [],
                });
            }
        }
        return;
    }
    const planned = new Set();
    for (const shard of plan.shards) {
        for (const id of shard.task_ids)
            planned.add(id);
        if (!present.has(shard.index)) {
            problems.push({
                kind: 'missing-shard',
                message: `shard ${shard.index} of ${plan.shards.length} has no summary; its ${shard.task_ids.length} tasks are missing`,
                files: [],
                shard: shard.index,
                task_ids: [...shard.task_ids],
            });
            continue;
        }
        const missing = shard.task_ids.filter((id) => !claims.has(id));
        if (missing.length > 0) {
            problems.push({
                kind: 'missing-task',
                message: `shard ${shard.index} ran without ${missing.length} planned task(s)`,
                files: [],
                shard: shard.index,
                task_ids: missing,
            });
        }
    }
    const unplanned = [...claims.keys()].filter((id) => !planned.has(id));
    if (unplanned.length > 0) {
        problems.push({
            kind: 'unplanned-task',
            message: `${unplanned.length} task(s) ran that the plan does not list`,
            files: [...new Set(unplanned.map((id) => claims.get(id).file))],
            shard: null,
            task_ids: unplanned,
        });
    }
}
/** Output folders are `<NNN>_<slug>` with NNN the discovery index: sort numerically (10000 > 999). */
function discoveryIndex(task) {
    const digits = /^\d+/.exec(task.output_dir);
    return digits === null ? Number.MAX_SAFE_INTEGER : Number(digits[0]);
}
/** Every shard discovers every task, so each reports the same invalid ones: keep one of each. */
function uniqueByDir(items) {
    const seen = new Map();
    for (const item of items) {
        const key = `${item.relative_dir}\0${item.file}\0${item.field ?? ''}\0${item.message}`;
        if (!seen.has(key))
            seen.set(key, item);
    }
    return [...seen.values()].sort((a, b) => a.relative_dir < b.relative_dir ? -1 : a.relative_dir > b.relative_dir ? 1 : 0);
}
function buildSummary(kept, runId, plan, tasks, invalid, warnings) {
    const reference = kept[0]?.summary;
    let start = Infinity;
    let end = -Infinity;
    for (const { summary } of kept) {
        const s = Date.parse(summary.started_at);
        const f = Date.parse(summary.finished_at);
        if (s < start)
            start = s;
        if (f > end)
            end = f;
    }
    const timed = Number.isFinite(start) && Number.isFinite(end);
    return {
        schema_version: _summary_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_SUMMARY_SCHEMA_VERSION */ .oO,
        kind: 'run',
        run_id: runId ?? '',
        label: reference?.label ?? plan?.label ?? 'default',
        shard: null,
        agent: reference?.agent ?? '',
        model: reference?.model ?? null,
        attempts: reference?.attempts ?? 0,
        concurrency: reference?.concurrency ?? 0,
        started_at: timed ? new Date(start).toISOString() : '',
        finished_at: timed ? new Date(end).toISOString() : '',
        duration_sec: timed ? Math.max(0, (end - start) / 1000) : 0,
        source: kept.find((k) => k.summary.source !== null)?.summary.source ?? null,
        tasks,
        invalid_tasks: invalid,
        task_warnings: warnings,
        stopped: mergeStopped(kept.map((k) => k.summary)),
        totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_1__/* .computeTotals */ .x)(tasks, invalid.length),
        tasks_checksum: (0,_tasks_checksum_js__WEBPACK_IMPORTED_MODULE_2__/* .tasksChecksum */ .a)(tasks),
        ...(reference?.dataset ? { dataset: reference.dataset } : {}),
    };
}
/**
 * Each shard stops on its own: the reasons, distinct, and every attempt any shard did not run; the
 * cause when they share one, and the attempts planned when every stopped shard recorded its own
 * (a shard that ran to the end planned what it ran).
 */
function mergeStopped(summaries) {
    const present = summaries.flatMap((s) => (s.stopped ? [s.stopped] : []));
    if (present.length === 0)
        return null;
    const causes = new Set(present.map((s) => s.cause));
    const cause = causes.size === 1 ? [...causes][0] : undefined;
    const planned = summaries.every((s) => !s.stopped || s.stopped.attempts_planned !== undefined)
        ? summaries.reduce((sum, s) => sum + (s.stopped?.attempts_planned ?? s.totals.attempts), 0)
        : undefined;
    return {
        reason: [...new Set(present.map((s) => s.reason))].join('; '),
        ...(cause !== undefined ? { cause } : {}),
        ...(planned !== undefined ? { attempts_planned: planned } : {}),
        not_started: present.flatMap((s) => s.not_started),
    };
}


/***/ }),

/***/ 48106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YE: () => (/* binding */ readCtrf),
  C1: () => (/* binding */ readVerifierTails),
  C3: () => (/* binding */ verifierDir)
});

// UNUSED EXPORTS: MAX_CTRF_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/ctrf.ts
var ctrf = __webpack_require__(76971);
;// CONCATENATED MODULE: ./src/results/verifier-output.ts
// What a report shows of the verifier's own output (test.sh's stdout and stderr): the end of the
// file, where a test run says what failed. Pure: bytes in, text out. The bytes are the verifier's,
// so they are decoded leniently (invalid UTF-8 becomes U+FFFD), a character cut by the tail's start
// is dropped, and terminal escape sequences (colours, cursor moves) are removed; what is left is
// escaped where it is shown.
/** How much of the end of each stream a report keeps. */
const VERIFIER_TAIL_BYTES = 4096;
/** The streams test.sh leaves: helios writes both to test-stdout.txt; Harbor's own runs may split them. */
const VERIFIER_STREAMS = ['test-stdout.txt', 'test-stderr.txt'];
/** `bytes` is the end of a file whose first `omittedBytes` bytes were not read. */
function outputTail(bytes, omittedBytes) {
    let start = 0;
    // A tail that starts inside a multi-byte character: skip its continuation bytes (at most three).
    if (omittedBytes > 0)
        while (start < 3 && start < bytes.length && (bytes[start] & 0xc0) === 0x80)
            start++;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(start));
    return { text: withoutTerminalEscapes(text), omittedBytes: omittedBytes + start };
}
/** CSI (colours, cursor moves), OSC (titles, links) and two-character escapes; a lone ESC stays (shown as \x1b). */
function withoutTerminalEscapes(text) {
    return (text
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b[@-Z\\-_]/g, '')
        // A carriage return redraws a line on a terminal: keep what the terminal would show last.
        .replace(/[^\n]*\r(?!\n)/g, ''));
}

;// CONCATENATED MODULE: ./src/results/read-verifier.ts
// Reading the verifier's files in an attempt folder for result.json and report.html: the tail of
// each output stream and ctrf.json. Never throws: a missing file is null, an unreadable one a
// problem. Reads are bounded (a tail, a size cap), so a 64 MiB log costs the report 4 KiB.




/** A larger ctrf.json is not parsed (a huge suite, or a verifier made to fill the disk). */
const MAX_CTRF_BYTES = 16 * 1024 * 1024;
/** The attempt's verifier folder: `verifier/`, or the last step's for a multi-step task. */
function verifierDir(attemptDir, lastStep) {
    return lastStep === null ? (0,external_node_path_.join)(attemptDir, 'verifier') : (0,external_node_path_.join)(attemptDir, 'steps', lastStep, 'verifier');
}
/** The tail of each stream the verifier left, in VERIFIER_STREAMS order. */
async function readVerifierTails(dir, maxBytes = VERIFIER_TAIL_BYTES) {
    const tails = [];
    for (const file of VERIFIER_STREAMS) {
        const tail = await readTail((0,external_node_path_.join)(dir, file), maxBytes).catch(() => null);
        if (tail !== null)
            tails.push({ file, ...tail });
    }
    return tails;
}
/** The parsed ctrf.json of a verifier folder; null when there is none. */
async function readCtrf(dir) {
    const file = (0,external_node_path_.join)(dir, ctrf/* CTRF_FILE */.rp);
    const size = await (0,promises_.stat)(file).then((s) => (s.isFile() ? s.size : null), () => null);
    if (size === null)
        return null;
    if (size > MAX_CTRF_BYTES)
        return {
            ok: false,
            problem: `${(size / 1024 / 1024).toFixed(1)} MiB, over the ${MAX_CTRF_BYTES / 1024 / 1024} MiB a report reads`,
        };
    return readBytes(file, 0, size).then((bytes) => (0,ctrf/* parseCtrf */.hL)(new TextDecoder('utf-8', { fatal: false }).decode(bytes)), (error) => ({ ok: false, problem: error instanceof Error ? error.message : String(error) }));
}
async function readTail(file, maxBytes) {
    const size = await (0,promises_.stat)(file).then((s) => (s.isFile() ? s.size : null), () => null);
    if (size === null)
        return null;
    const from = Math.max(0, size - maxBytes);
    return outputTail(await readBytes(file, from, size - from), from);
}
async function readBytes(file, position, length) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 64042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ summarizeTask),
/* harmony export */   lj: () => (/* binding */ summarizeRun),
/* harmony export */   oO: () => (/* reexport safe */ _run_summary_js__WEBPACK_IMPORTED_MODULE_2__.oO)
/* harmony export */ });
/* unused harmony export summarizeTotals */
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65843);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97087);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
/* harmony import */ var _run_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49930);
/* harmony import */ var _test_tally_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5899);
/* harmony import */ var _tasks_checksum_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83690);
// Aggregation of attempt results into task and run summaries. Pure; the runner writes the file.







/** `results` may come in any order; they are sorted by attempt number. */
function summarizeTask(task, results) {
    const ordered = [...results].sort((a, b) => a.attempt - b.attempt);
    const n = ordered.length;
    const successes = ordered.filter((r) => r.status === 'passed').length;
    const errors = ordered.filter((r) => r.status === 'error').length;
    const rewards = ordered.map((r) => (r.status === 'error' ? 0 : r.reward));
    const durations = ordered.map((r) => r.duration_sec);
    const curves = n > 0 ? (0,_metrics_js__WEBPACK_IMPORTED_MODULE_5__/* .passCurves */ .Ul)(n, successes) : { passAtK: {}, passHatK: {} };
    return {
        ...task,
        n,
        successes,
        errors,
        statuses: ordered.map((r) => r.status),
        rewards,
        reasons: countReasons(ordered),
        pass_at_k: curves.passAtK,
        pass_hat_k: curves.passHatK,
        mean_reward: (0,_metrics_js__WEBPACK_IMPORTED_MODULE_5__/* .mean */ .i2)(rewards),
        duration_sec: {
            mean: (0,_metrics_js__WEBPACK_IMPORTED_MODULE_5__/* .mean */ .i2)(durations),
            total: sum(durations),
            max: durations.length ? Math.max(...durations) : 0,
        },
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumUsage */ .Rl)(ordered.map((r) => r.usage)),
        ...stepCounts(ordered),
        ...noVerdictCount(ordered),
        ...leastIsolated(ordered),
        ...testCounts(ordered),
    };
}
/** From least to most isolated: a task is as trustworthy as its least isolated attempt. */
const ISOLATION_ORDER = ['in-environment', 'beside', 'separate'];
function leastIsolated(results) {
    const seen = new Set(results.map((r) => r.verifier_isolation));
    const least = ISOLATION_ORDER.find((isolation) => seen.has(isolation));
    return least ? { verifier_isolation: least } : {};
}
function noVerdictCount(results) {
    const count = results.filter((r) => r.no_verdict).length;
    return count > 0 ? { no_verdict: count } : {};
}
function testCounts(results) {
    const tests = (0,_test_tally_js__WEBPACK_IMPORTED_MODULE_3__/* .summarizeTests */ .Hq)(results.map((r) => r.tests));
    return tests ? { tests } : {};
}
/** Per-step pass counts of a multi-step task, in step order (absent for single-step tasks). */
function stepCounts(results) {
    const counts = new Map();
    for (const step of results.flatMap((r) => r.steps ?? [])) {
        const count = counts.get(step.name) ?? { name: step.name, ran: 0, passed: 0 };
        count.ran += 1;
        if (step.status === 'passed')
            count.passed += 1;
        counts.set(step.name, count);
    }
    return counts.size > 0 ? { steps: [...counts.values()] } : {};
}
/** Run totals from task summaries: one implementation, shared with the shard merge. */
function summarizeTotals(tasks, invalidTasks) {
    return (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(tasks, invalidTasks);
}
function summarizeRun(meta, tasks, invalidTasks, taskWarnings = []) {
    const durationSec = (Date.parse(meta.finished_at) - Date.parse(meta.started_at)) / 1000;
    return {
        schema_version: _run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_SUMMARY_SCHEMA_VERSION */ .oO,
        ...meta,
        duration_sec: Number.isFinite(durationSec) ? Math.max(0, durationSec) : 0,
        tasks: [...tasks],
        invalid_tasks: [...invalidTasks],
        task_warnings: [...taskWarnings],
        totals: summarizeTotals(tasks, invalidTasks.length),
        tasks_checksum: (0,_tasks_checksum_js__WEBPACK_IMPORTED_MODULE_4__/* .tasksChecksum */ .a)(tasks),
    };
}
function countReasons(results) {
    const counts = new Map();
    for (const r of results)
        if (r.reason)
            counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}
function sum(values) {
    let total = 0;
    for (const v of values)
        total += v;
    return total;
}


/***/ })

};
