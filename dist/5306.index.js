export const id = 5306;
export const ids = [5306];
export const modules = {

/***/ 65306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42958);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26438);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49930);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
// `helios merge <summaries…>`: what the report job does with shard summaries, locally.





const HELP = `Usage: helios merge <shard_summary.json…> [--plan plan.json] [-o run_summary.json]

Merges shard summaries into one run summary. Problems (missing or duplicate shards, tasks claimed
twice, summaries from another run) are printed on stderr; the exit code is 1 when there were any.`;
async function mergeCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parse */ .qg)(argv, {
        plan: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`helios merge needs at least one summary file.\n\n${HELP}`);
    const inputs = await Promise.all(positionals.map(async (file) => ({ file, summary: (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), file) })));
    const planFile = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .stringFlag */ .AM)(values, 'plan');
    const plan = planFile ? (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePlan */ .vS)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(planFile, 'utf8'), planFile) : undefined;
    const { summary, problems } = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeShardSummaries */ .x)(inputs, plan);
    for (const problem of problems)
        process.stderr.write(`${problem.kind}: ${problem.message}\n`);
    const text = `${JSON.stringify(summary, null, 2)}\n`;
    const output = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .stringFlag */ .AM)(values, 'output');
    if (output)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(output, text);
    else
        process.stdout.write(text);
    return problems.length > 0 ? 1 : 0;
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


/***/ }),

/***/ 83690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ tasksChecksum)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// A task collection's checksum: one sha256 over the path and checksum of each task a run ran, so
// two runs carry the same value only when the same task files ran. Pure.

/** Hex sha256 of `path<TAB>checksum` lines sorted by path; order of the input does not matter. */
function tasksChecksum(tasks) {
    const lines = tasks
        .map((t) => `${t.task_path}\t${t.task_checksum}\n`)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const line of lines)
        hash.update(line);
    return hash.digest('hex');
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

/***/ 65843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97087);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
// Run totals recomputed from per-task summaries (after a merge the shards' own totals are stale).


/**
 * pass@k and pass^k are the mean over tasks of the unbiased per-task estimators, for every k up to
 * the smallest n among the tasks (a larger k is undefined for that task). Mean reward is the mean
 * over tasks of each task's mean reward (errors count 0). Raw pass rate is passed / attempts.
 * A task some of whose attempts never ran (an interrupted run) is left out of pass@k, pass^k, mean
 * reward and `tasks`: its finished attempts count in the raw counts only.
 */
function computeTotals(all, invalidCount) {
    let attempts = 0;
    let passed = 0;
    let errors = 0;
    for (const task of all) {
        attempts += task.n;
        passed += task.successes;
        errors += task.errors;
    }
    const tasks = all.filter((task) => task.unfinished === undefined);
    let rewardSum = 0;
    let minN = Infinity;
    for (const task of tasks) {
        rewardSum += task.mean_reward;
        if (task.n < minN)
            minN = task.n;
    }
    const passAt = {};
    const passHat = {};
    const maxK = tasks.length === 0 ? 0 : minN;
    for (let k = 1; k <= maxK; k++) {
        let at = 0;
        let hat = 0;
        for (const task of tasks) {
            at += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passAtK */ .kc)(task.n, task.successes, k);
            hat += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passHatK */ .qv)(task.n, task.successes, k);
        }
        passAt[String(k)] = at / tasks.length;
        passHat[String(k)] = hat / tasks.length;
    }
    const unfinished = all.length - tasks.length;
    return {
        tasks: tasks.length,
        ...(unfinished > 0 ? { unfinished_tasks: unfinished } : {}),
        attempts,
        passed,
        failed: attempts - passed - errors,
        errors,
        invalid_tasks: invalidCount,
        pass_at_k: passAt,
        pass_hat_k: passHat,
        raw_pass_rate: attempts === 0 ? 0 : passed / attempts,
        mean_reward: tasks.length === 0 ? 0 : rewardSum / tasks.length,
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .sumUsage */ .Rl)(all.map((task) => task.usage)),
    };
}


/***/ }),

/***/ 8233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rl: () => (/* binding */ sumUsage),
/* harmony export */   ht: () => (/* binding */ usageSchema),
/* harmony export */   ly: () => (/* binding */ emptyUsage)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// Tokens, turns and cost of one attempt, and their sums per task and per run. Pure.

function emptyUsage() {
    return { input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, turns: 0, cost_usd: 0 };
}
/** Sum of usages; null when none is known. A sum's cost is null when any known part's cost is. */
function sumUsage(usages) {
    const known = usages.filter((u) => u != null);
    if (known.length === 0)
        return null;
    const total = emptyUsage();
    for (const u of known) {
        total.input_tokens += u.input_tokens;
        total.cached_input_tokens += u.cached_input_tokens;
        total.output_tokens += u.output_tokens;
        total.turns += u.turns;
        total.cost_usd = total.cost_usd === null || u.cost_usd === null ? null : total.cost_usd + u.cost_usd;
    }
    if (total.cost_usd !== null)
        total.cost_usd = Math.round(total.cost_usd * 1e6) / 1e6;
    return total;
}
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
/** `result.json` `usage`: null when the agent reports nothing (oracle, nop, a plain command). */
const usageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    input_tokens: count,
    /** Part of `input_tokens` served from the provider's prompt cache. */
    cached_input_tokens: count,
    output_tokens: count,
    /** Model calls (assistant turns). */
    turns: count,
    /** From the agent's own report, else from the price catalogue; null when the model is unpriced. */
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().nullable(),
});


/***/ })

};
