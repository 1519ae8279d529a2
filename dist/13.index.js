export const id = 13;
export const ids = [13];
export const modules = {

/***/ 10013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hf: () => (/* reexport */ COMPARED_TASKS),
  M4: () => (/* binding */ CompareError),
  Gk: () => (/* binding */ MAX_LEFT_OUT_SHARE),
  qr: () => (/* binding */ MAX_MISSING_SHARE),
  bP: () => (/* binding */ commonK),
  qB: () => (/* binding */ compareRuns)
});

// EXTERNAL MODULE: ./src/settings/gate.ts
var gate = __webpack_require__(33270);
// EXTERNAL MODULE: ./src/results/points.ts
var points = __webpack_require__(74191);
// EXTERNAL MODULE: ./src/results/gate-level.ts
var gate_level = __webpack_require__(43164);
// EXTERNAL MODULE: ./src/results/verdict-text.ts
var verdict_text = __webpack_require__(36043);
// EXTERNAL MODULE: ./src/results/metrics.ts
var metrics = __webpack_require__(97087);
// EXTERNAL MODULE: ./src/results/sensitivity.ts
var sensitivity = __webpack_require__(77773);
// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(45613);
// EXTERNAL MODULE: ./src/results/drift.ts
var results_drift = __webpack_require__(33333);
// EXTERNAL MODULE: ./src/results/suspects.ts
var results_suspects = __webpack_require__(12398);
// EXTERNAL MODULE: ./src/results/test-tally.ts
var test_tally = __webpack_require__(5899);
// EXTERNAL MODULE: ./src/results/valid-attempts.ts
var valid_attempts = __webpack_require__(8915);
// EXTERNAL MODULE: ./src/results/not-run.ts
var not_run = __webpack_require__(18771);
// EXTERNAL MODULE: ./src/results/tasks-checksum.ts
var tasks_checksum = __webpack_require__(83690);
;// CONCATENATED MODULE: ./src/results/comparison-types.ts
/** The definition of every figure of a comparison, in one sentence (the report states it once). */
const COMPARED_TASKS = 'pass@k, pass^k and mean reward are means over the compared tasks — the same task on both sides (without a baseline: every task) with at least k non-errored attempts on each — of each task’s figure from its non-errored attempts; errored attempts, new, removed and changed tasks are counted apart';

;// CONCATENATED MODULE: ./src/results/compare.ts
// Head vs base comparison and the regression gate. Pure.
//
// One definition for every figure (stated once, in COMPARED_TASKS, and used by the headline, the
// metrics table, the check run, the job summary, the CLI and the action outputs): pass@k, pass^k
// and mean reward are means over the COMPARED tasks — tasks that ran on both sides under the same
// id (without a baseline: every head task) with at least k non-errored attempts on each side — of
// each task's estimate from its non-errored attempts. Errored attempts, new, removed and changed
// tasks are counted apart, and the report says how many were left out and why.
//
// Gate rule (checked by bench/gate-simulation.ts): Δ pass@k is the mean head − base pass@k over
// the compared tasks (the headline, the gate and the `delta` output). The gate fails when that
// drop is significant AND at least `minEffect`. Significant: the false-alarm budget 1 − confidence
// (one-sided: only a drop fails) is split in halves (Bonferroni) between two tests of the same Δ:
//   - the paired bootstrap over tasks: its two-sided `confidence` interval lies wholly below zero
//     (sees a drop spread over many tasks; treats tasks as a sample, so per-task drift is noise);
//   - a stratified exact test (each task a stratum, base vs head attempts, as Cochran–Mantel–
//     Haenszel): Δ is below what reshuffling each task's attempts between the sides gives, at
//     mid-p ≤ (1 − confidence) / 2 (sees a drop concentrated in a few tasks, which the bootstrap
//     mistakes for spread).
// Errored attempts never count as failures here (an infrastructure hiccup is not a regression).
//
// Inconclusive (never green: neutral, or failure with failOnError): the comparison rests on too
// few tasks (none compared, more than a fifth of the shared tasks left out for errored attempts,
// or more than a fifth of the base's tasks missing from the head), the errored attempts could
// hide a regression — counted as failures on both sides (as Harbor counts them) the same rule
// would fail the gate — or the errored-attempt rate rose significantly (a paired sign-flip test
// over tasks, so one or two extra errored attempts are never "significant").
// With failOnError four tests can fail the PR (the gate's two halves, the errors counted as
// failures, the rise), so each gets a quarter of the budget (strictGateOf); a result that holds at
// halves but not at quarters is neutral, never green.
//
// Flagged (never green: neutral, whatever failOnError): the gate did not fail, but a task is
// labelled regressed (or, with failOnError, a drop missed the quarter level). The suspects (suspects.ts: tasks that likely fell, with a probability) are
// named only under a verdict that found something (the gate failed, or a task is labelled): closed
// testing, no claim about one task before the claim about the run holds. Named whatever the
// verdict, drift put a list on 10–23% of no-change PRs and under ✅ headings where tasks broke
// unseen. Every row keeps its probability (`fell`); confirmation plans from those.
//
// Per-task label rule: "regressed"/"improved" need a one-sided Fisher test (mid-p) on the task's
// non-error attempts (successes of n, base vs head), with the false discovery rate over all paired
// tasks held at 1 − confidence (Benjamini–Hochberg). Testing 100 tasks at p ≤ 0.05 each would name
// a noisy task in about 4 of 10 PRs that change nothing; BH keeps that rare.













// The shapes are imported from compare.js as they always were.

class CompareError extends Error {
    name = 'CompareError';
}
const DEFAULTS = {
    k: gate/* GATE_SETTINGS */.C.k.default,
    confidence: gate/* GATE_SETTINGS */.C.confidence.default,
    minEffect: gate/* GATE_SETTINGS */.C['min-effect'].default,
    failOnError: false,
    bootstrapSamples: 2000,
    seed: 1,
    confirmation: null,
};
/** A share of shared tasks beyond which a comparison that left them out says nothing. */
const MAX_LEFT_OUT_SHARE = 0.2;
function compareRuns(base, head, opts = {}) {
    const options = resolveOptions(opts, base, head);
    const { k } = options;
    const { tasks, compared, leftOut } = matchTasks(base, head, k);
    if (options.confirmation === null)
        labelByFalseDiscoveryRate(tasks, 1 - options.confidence);
    else {
        // The re-run suspects are a family of their own, tested on round 2 alone (useRoundTwoP).
        const rerun = useRoundTwoP(tasks, options.confirmation);
        labelByFalseDiscoveryRate(tasks.filter((t) => !rerun.has(t.taskId)), 1 - options.confidence);
        labelByFalseDiscoveryRate(tasks.filter((t) => rerun.has(t.taskId)), 1 - options.confidence);
    }
    const figures = figuresOf(compared, k);
    const pairs = base === null ? [] : compared;
    const deltas = pairs.length > 0 ? metricDeltas(pairs, figures, options) : null;
    const causes = likelyCauses(pairs, tasks, options);
    const errors = errorLine(base, head, options);
    const errorsAsFailures = base === null ? null : errorsAsFailuresGate(base, head, options);
    const gateInput = {
        base,
        head,
        options,
        passDelta: deltas?.pass ?? null,
        // A confirmation round's test takes the stratified test's place (see ConfirmationEvidence).
        stratified: pairs.length > 0 && options.confirmation === null ? stratifiedDropP(pairs, options) : null,
        figures,
        leftOut,
        errors,
        errorsAsFailures,
        labelled: tasks.filter((t) => t.change === 'regressed').length,
    };
    const gate = options.failOnError && base !== null ? strictGateOf(gateInput, pairs) : gateOf(gateInput);
    const suspects = gate.regression || gate.flagged !== null ? causes.suspects : [];
    const named = new Set(suspects);
    for (const t of tasks)
        t.suspect = named.has(t.taskId);
    const conclusion = gate.regression || gate.errorGate
        ? 'failure'
        : base === null || gate.inconclusive !== null || gate.flagged !== null
            ? 'neutral'
            : 'success';
    const comparison = {
        options,
        base: base === null ? null : runInfo(base),
        head: runInfo(head),
        tasks,
        counts: countClasses(tasks),
        figures,
        pairedTasks: pairs.length,
        unpairedTasks: base === null ? 0 : leftOut.errored,
        leftOut,
        passAtK: deltas?.pass ?? null,
        passAtKDeltas: deltas?.passAtJ ?? {},
        meanReward: deltas?.reward ?? null,
        sensitivity: causes.sensitivity,
        suspects,
        errors,
        errorsAsFailures,
        gate,
        conclusion,
        verdict: '',
        regressions: tasks.filter((t) => t.change === 'regressed').map((t) => t.taskId),
        mismatches: base === null ? [] : mismatchesOf(base, head),
    };
    comparison.verdict = (0,verdict_text/* verdictText */.nt)(comparison);
    return comparison;
}
/** The share of the base's tasks that may be missing from the head before a comparison says nothing. */
const MAX_MISSING_SHARE = 0.2;
/** The gate (see the rule at the top): two tests of Δ pass@k sharing the error budget, and min-effect. */
function gateOf(x) {
    const { options, passDelta } = x;
    const half = (1 - options.confidence) / 2;
    const confirmation = options.confirmation;
    const bootstrapDrop = confirmation !== null ? confirmation.round1Bootstrap : passDelta !== null && passDelta.high < 0;
    const stratifiedP = x.stratified?.p ?? null;
    const p = testP(x);
    const testDrop = p !== null && p <= half + 1e-12;
    // With a confirmation round the test decides on the suspects' fresh attempts, so the drop is the
    // suspects' loss even where the other tasks' noise lifted Δ over all rounds to 0 or above (where
    // 5 random tasks of 100 × 3 broke, 1–1.5% of PRs: bench/confirm-rule.ts) — but not where pass@k
    // rose significantly: tasks fixed outweigh tasks broken (flagged below, never ✅).
    const fell = passDelta !== null &&
        (passDelta.delta < 0 || (confirmation !== null && confirmation.lost > 0 && passDelta.low <= 0));
    const dropSignificant = fell && (bootstrapDrop || testDrop);
    // With a confirmation round, min-effect is met by the drop the suspects account for (the other
    // tasks' noise in Δ would hide it again) or by Δ over all rounds (the suspects are only the tasks
    // round 1 pointed at: 5 mid-rate tasks broken, 2 of them re-run, account for 1–2 points of a
    // 3-point drop). Either is an estimate of the size; the test above decided that there is a drop.
    const dropAboveMinEffect = passDelta !== null &&
        (confirmation !== null
            ? bootstrapDrop || (0,gate_level/* isAtLeastMinEffect */.Y)(Math.max(confirmation.lost, -passDelta.delta), options)
            : (0,gate_level/* isAtLeastMinEffect */.Y)(-passDelta.delta, options));
    const regression = dropSignificant && dropAboveMinEffect;
    const paired = x.figures.tasks;
    const inconclusive = inconclusiveReason({
        base: x.base,
        head: x.head,
        k: options.k,
        paired,
        shared: x.base === null ? 0 : paired + x.leftOut.errored,
        leftOut: x.leftOut,
        regression,
        errorsAsFailures: x.errorsAsFailures,
        errors: x.errors,
    });
    const notFailing = { ...options, passDelta, dropSignificant, bootstrapDrop, testDrop };
    // Suspects whose test held beside a significant rise: a PR that broke some tasks and fixed more
    // (an agent trading 5 broken tasks for 20 fixed ones) is not a regression, but never ✅ either.
    const outweighed = confirmation !== null && testDrop && passDelta !== null && passDelta.low > 0;
    const flagged = x.base === null || regression
        ? null
        : x.labelled > 0
            ? `${x.labelled} task(s) labelled regressed, though ${(0,verdict_text/* notFailingReason */.gW)(notFailing)}`
            : outweighed
                ? (0,verdict_text/* notFailingReason */.gW)(notFailing)
                : null;
    return {
        dropSignificant,
        bootstrapDrop,
        stratifiedP,
        drift: x.stratified?.drift ?? 1,
        confirmation,
        dropAboveMinEffect,
        regression,
        errorGate: options.failOnError && x.base !== null && (inconclusive !== null || x.errors.rose),
        inconclusive,
        flagged,
    };
}
/**
 * The gate with fail-on-error: four tests can fail the PR (the two halves of the pass@k gate, the
 * errors counted as failures, the rise in errors), so they share the one false-alarm budget
 * 1 − confidence in quarters; at halves each, as without the flag, a PR that changed nothing
 * failed in 6–7% of simulated PRs with 10% of attempts errored on both sides. What holds at
 * halves but not at quarters still keeps the report from ✅ (⚠️).
 */
function strictGateOf(x, pairs) {
    const usual = gateOf(x);
    const { options } = x;
    const level = (0,gate_level/* failingLevel */.h)(options);
    // A bootstrap interval whose upper end is the one-sided bound at that level (same resamples).
    const strictOptions = { ...options, confidence: 1 - 2 * level };
    // Round 1's bootstrap failure under a confirmation round was already at this level.
    const bootstrapDrop = usual.bootstrapDrop &&
        (options.confirmation !== null || metricDeltas(pairs, x.figures, strictOptions).pass.high < 0);
    const p = testP(x);
    const stratifiedDrop = p !== null && p <= level + 1e-12;
    const regression = usual.regression && (bootstrapDrop || stratifiedDrop);
    const errorsAsFailures = x.errorsAsFailures?.regression === true
        ? errorsAsFailuresGate(x.base, x.head, strictOptions)
        : x.errorsAsFailures;
    const rose = x.errors.rose && x.errors.rise.pValue <= level + 1e-12;
    const strict = gateOf({ ...x, errorsAsFailures, errors: { ...x.errors, rose } });
    const errorGate = strict.inconclusive !== null || rose;
    const failing = regression || errorGate;
    let flagged = usual.flagged;
    if (!failing && usual.regression) {
        flagged = `pass@${options.k} fell ${(0,verdict_text/* magnitude */.VO)(x.passDelta.delta)} points, significant at ${pct((0,gate_level/* failingLevel */.h)({ ...options, failOnError: false }))} one-sided but not at the ${pct(level)} each test gets when fail-on-error shares the ${pct(1 - options.confidence)} false-alarm budget four ways`;
    }
    return {
        ...usual,
        regression,
        errorGate,
        inconclusive: failing ? strict.inconclusive : (usual.inconclusive ?? null),
        flagged: failing ? usual.flagged : flagged,
    };
}
/** The p-value of the test beside the bootstrap: the stratified test's, or a confirmation round's. */
function testP(x) {
    return x.options.confirmation?.test.p ?? x.stratified?.p ?? null;
}
function pct(x) {
    return `${Math.round(x * 10000) / 100}%`;
}
/**
 * The stratified exact test (stats.ts) of Δ pass@k over the compared pairs: its one-sided p-value,
 * widened by the drift allowance (drift.ts), and that allowance.
 */
function stratifiedDropP(pairs, options) {
    const { k } = options;
    const strata = pairs.map(([b, h]) => ({
        baseValid: (0,valid_attempts/* validAttempts */.F)(b),
        baseSuccesses: b.successes,
        headValid: (0,valid_attempts/* validAttempts */.F)(h),
        headSuccesses: h.successes,
    }));
    const statistic = (s, headSuccesses, baseSuccesses) => (0,metrics/* passAtK */.kc)(s.headValid, headSuccesses, k) - (0,metrics/* passAtK */.kc)(s.baseValid, baseSuccesses, k);
    const p = (0,stats/* stratifiedLowerP */.NZ)(strata, statistic, options.bootstrapSamples, options.seed + 2);
    const drift = (0,results_drift/* driftDispersion */.sE)(strata, statistic);
    return { p: (0,results_drift/* widenedLowerP */.ip)(p, drift), drift };
}
/**
 * The empirical-Bayes model over the compared pairs: each row's probability that its pass rate
 * fell, the suspects it would name (suspects.ts), and the drop the comparison could catch (sensitivity.ts).
 */
function likelyCauses(pairs, tasks, options) {
    if (pairs.length === 0)
        return { suspects: [], sensitivity: null };
    const counts = pairs.map(([b, h]) => ({ base: (0,valid_attempts/* validCount */.G)(b), head: (0,valid_attempts/* validCount */.G)(h) }));
    const model = (0,results_suspects/* fitSuspectModel */.w0)(counts);
    const rows = new Map(tasks.map((t) => [t.taskId, t]));
    pairs.forEach(([, h], i) => {
        const row = rows.get(h.task_id);
        if (row)
            row.fell = model.fell[i];
    });
    const suspects = (0,results_suspects/* pickSuspects */.mX)(model.fell).map((i) => pairs[i][1].task_id);
    const seen = (0,sensitivity/* sensitivity */.yQ)({
        pairs: counts,
        k: options.k,
        confidence: options.confidence,
        minEffect: options.minEffect,
        seed: options.seed,
    });
    return { suspects, sensitivity: seen };
}
/**
 * Every task of either side as a row, and which are compared (COMPARED_TASKS: the same task on
 * both sides, each with at least k non-errored attempts) as [base, head]; the rest counted apart.
 */
function matchTasks(base, head, k) {
    const tasks = [];
    const baseById = new Map((base?.tasks ?? []).map((t) => [t.task_id, t]));
    const matchedBase = new Set();
    const renamedBase = base === null ? new Map() : changedCandidates(base, head);
    const compared = [];
    const leftOut = { errored: 0, new: 0, removed: 0, notRun: 0, changed: 0, reasons: [] };
    const notRun = notRunKeys(head);
    const leftOutReasons = new Map();
    const noteErrored = (t) => {
        leftOut.errored++;
        for (const r of t.reasons)
            leftOutReasons.set(r.reason, (leftOutReasons.get(r.reason) ?? 0) + r.count);
    };
    for (const h of head.tasks) {
        const b = base === null ? undefined : baseById.get(h.task_id);
        if (h.unfinished !== undefined) {
            // Run in part: its pass rate rests on the attempts that happened to finish first.
            if (b)
                matchedBase.add(b.task_id);
            leftOut.notRun++;
            tasks.push(notRunRow(b ?? null, h));
            continue;
        }
        if (base === null || b !== undefined) {
            if (b)
                matchedBase.add(b.task_id);
            const row = b ? alignedRow(b, h) : singleRow(h, 'new');
            if ((b === undefined || (0,valid_attempts/* validAttempts */.F)(b) >= k) && (0,valid_attempts/* validAttempts */.F)(h) >= k) {
                row.compared = true;
                compared.push([b ?? null, h]);
            }
            else
                noteErrored((0,valid_attempts/* validAttempts */.F)(h) < k || !b ? h : b);
            tasks.push(row);
            continue;
        }
        const renamed = renamedBase.get(h.task_name);
        if (renamed !== undefined) {
            matchedBase.add(renamed.task_id);
            leftOut.changed++;
            tasks.push({ ...alignedRow(renamed, h), change: 'changed', pValue: null });
        }
        else {
            leftOut.new++;
            tasks.push(singleRow(h, 'new'));
        }
    }
    for (const b of base?.tasks ?? []) {
        if (matchedBase.has(b.task_id))
            continue;
        const stopped = notRun.ids.has(b.task_id) || notRun.names.has(b.task_name);
        if (stopped)
            leftOut.notRun++;
        else
            leftOut.removed++;
        tasks.push(singleRow(b, stopped ? 'not-run' : 'removed'));
    }
    leftOut.reasons = [...leftOutReasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
    return { tasks, compared, leftOut };
}
/** Δ pass@k and Δ mean reward over the compared pairs, with paired-bootstrap intervals; Δ pass@j for j < k too. */
function metricDeltas(compared, figures, options) {
    const { k } = options;
    const below = Array.from({ length: k - 1 }, (_, i) => i + 1);
    // One bootstrap: the resamples are drawn once, so adding the j < k rows changes no interval.
    const [pass, reward, ...lower] = (0,stats/* pairedBootstrap */.Wx)([
        Float64Array.from(compared, ([b, h]) => validPassAtK(h, k) - validPassAtK(b, k)),
        Float64Array.from(compared, ([b, h]) => validMeanReward(h) - validMeanReward(b)),
        ...below.map((j) => Float64Array.from(compared, ([b, h]) => validPassAtK(h, j) - validPassAtK(b, j))),
    ], options.bootstrapSamples, options.confidence, options.seed);
    const delta = (base, head, i) => ({
        base,
        head,
        delta: i.estimate,
        low: i.low,
        high: i.high,
    });
    const figure = (j) => figures.passAtK[String(j)];
    const passDelta = delta(figure(k).base, figure(k).head, pass);
    const passAtJ = {};
    below.forEach((j, i) => (passAtJ[String(j)] = delta(figure(j).base, figure(j).head, lower[i])));
    passAtJ[String(k)] = passDelta;
    return {
        pass: passDelta,
        reward: delta(figures.meanReward.base, figures.meanReward.head, reward),
        passAtJ,
    };
}
/**
 * The k to compare at: the one asked for, or the largest k both runs have (with a warning saying
 * so), the same for the CLI and the action. Never above either run's attempts, never below 1.
 */
function commonK(requested, base, head) {
    const common = Math.min(head.attempts, base?.attempts ?? Infinity);
    const k = Math.max(1, Math.min(requested, common));
    if (k >= requested)
        return { k, warning: null };
    const side = base !== null && base.attempts < head.attempts ? 'the baseline' : 'this run';
    return {
        k,
        warning: `pass@${requested} needs ${requested} attempts per task on both sides; ${side} has ${common}: compared at pass@${k}.`,
    };
}
function resolveOptions(opts, base, head) {
    const options = { ...DEFAULTS };
    for (const key of Object.keys(DEFAULTS)) {
        if (opts[key] !== undefined)
            options[key] = opts[key];
    }
    const { k, confidence, minEffect, bootstrapSamples } = options;
    if (!Number.isInteger(k) || k < 1)
        throw new CompareError(`k must be a whole number ≥ 1, got ${k}`);
    const attempts = Math.min(head.attempts, base?.attempts ?? Infinity);
    if (k > attempts)
        throw new CompareError(`pass@${k} needs at least ${k} attempts per task; the runs have ${attempts}`);
    if (!(confidence > 0 && confidence < 1))
        throw new CompareError(`confidence must be in (0, 1), got ${confidence}`);
    if (!(minEffect >= 0 && minEffect <= 1))
        throw new CompareError(`min-effect must be in [0, 1], got ${minEffect}`);
    if (!Number.isInteger(bootstrapSamples) || bootstrapSamples < 100) {
        throw new CompareError(`bootstrap samples must be a whole number ≥ 100, got ${bootstrapSamples}`);
    }
    return options;
}
/** Base tasks a head task replaced: same display name, different checksum, the name unique on both sides. */
function changedCandidates(base, head) {
    const headIds = new Set(head.tasks.map((t) => t.task_id));
    const baseIds = new Set(base.tasks.map((t) => t.task_id));
    const unique = (tasks, others) => {
        const byName = new Map();
        for (const t of tasks) {
            if (others.has(t.task_id))
                continue;
            byName.set(t.task_name, byName.has(t.task_name) ? null : t);
        }
        return byName;
    };
    const baseByName = unique(base.tasks, headIds);
    const headByName = unique(head.tasks, baseIds);
    const result = new Map();
    for (const [name, b] of baseByName)
        if (b !== null && headByName.get(name))
            result.set(name, b);
    return result;
}
function side(t) {
    return {
        taskId: t.task_id,
        checksum: t.task_checksum,
        n: t.n,
        successes: t.successes,
        errors: t.errors,
        passRate: (0,valid_attempts/* validAttempts */.F)(t) === 0 ? null : t.successes / (0,valid_attempts/* validAttempts */.F)(t),
        meanReward: t.mean_reward,
        reasons: t.reasons,
        outputDir: t.output_dir,
    };
}
function isFlaky(t) {
    return t.successes > 0 && t.successes < (0,valid_attempts/* validAttempts */.F)(t);
}
/** A task on both sides; its label is set afterwards, over all tasks (labelByFalseDiscoveryRate). */
function alignedRow(b, h) {
    const bs = side(b);
    const hs = side(h);
    let pValue = null;
    const delta = bs.passRate === null || hs.passRate === null ? null : hs.passRate - bs.passRate;
    if (delta !== null) {
        pValue =
            delta === 0
                ? 1
                : delta < 0
                    ? (0,stats/* fisherLowerMidP */.h5)(b.successes, (0,valid_attempts/* validAttempts */.F)(b), h.successes, (0,valid_attempts/* validAttempts */.F)(h))
                    : (0,stats/* fisherLowerMidP */.h5)(h.successes, (0,valid_attempts/* validAttempts */.F)(h), b.successes, (0,valid_attempts/* validAttempts */.F)(b));
    }
    return {
        taskId: h.task_id,
        taskName: h.task_name,
        taskPath: h.task_path,
        change: 'unchanged',
        flaky: isFlaky(b) || isFlaky(h),
        errored: h.errors > 0,
        compared: false,
        base: bs,
        head: hs,
        delta,
        pValue,
        fell: null,
        suspect: false,
        tests: (0,test_tally/* testFlips */.vK)(b.tests, h.tests),
    };
}
/** The head's tasks not run: by id, and by name for an older summary's entries without one. */
function notRunKeys(head) {
    const ids = new Set();
    const names = new Set();
    for (const task of (0,not_run/* notRunTasks */.J)(head)) {
        if (task.task_id !== null)
            ids.add(task.task_id);
        else
            names.add(task.task_name);
    }
    return { ids, names };
}
/** A head task run only in part: both sides shown, neither compared nor labelled. */
function notRunRow(b, h) {
    const row = b ? alignedRow(b, h) : singleRow(h, 'new');
    return { ...row, change: 'not-run', head: side(h), delta: null, pValue: null };
}
function singleRow(t, change) {
    const s = side(t);
    return {
        taskId: t.task_id,
        taskName: t.task_name,
        taskPath: t.task_path,
        change,
        flaky: isFlaky(t),
        errored: t.errors > 0,
        compared: false,
        base: change === 'new' ? null : s,
        head: change === 'new' ? s : null,
        delta: null,
        pValue: null,
        fell: null,
        suspect: false,
    };
}
/** pass@k over the non-error attempts (the caller made sure there are at least k). */
function validPassAtK(t, k) {
    return (0,metrics/* passAtK */.kc)((0,valid_attempts/* validAttempts */.F)(t), t.successes, k);
}
/**
 * Mean reward over the non-error attempts, from the per-attempt rewards (rewards and statuses are
 * both in attempt order); the stored mean only for a file without per-attempt rewards.
 */
function validMeanReward(t) {
    if (t.rewards.length !== t.statuses.length)
        return t.mean_reward;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < t.statuses.length; i++) {
        if (t.statuses[i] === 'error')
            continue;
        sum += t.rewards[i];
        count++;
    }
    return count === 0 ? 0 : sum / count;
}
/**
 * Every figure over the same compared tasks: pass@j and pass^j up to k over all of them, and for
 * each j beyond k that some compared task can give, over those that can (tasksAt[j] of them).
 */
function figuresOf(compared, k) {
    const withBase = compared.length > 0 && compared[0][0] !== null;
    const room = (pair) => Math.min((0,valid_attempts/* validAttempts */.F)(pair[1]), pair[0] === null ? Infinity : (0,valid_attempts/* validAttempts */.F)(pair[0]));
    let maxK = compared.length === 0 ? k : 0;
    for (const pair of compared)
        maxK = Math.max(maxK, room(pair));
    const figure = (over, f) => {
        const mean = (pick) => {
            if (pick === 0 && !withBase)
                return null;
            if (over.length === 0)
                return pick === 0 ? null : 0;
            let sum = 0;
            for (const pair of over)
                sum += f(pair[pick]);
            return sum / over.length;
        };
        return { base: mean(0), head: mean(1) };
    };
    const passAt = {};
    const passHat = {};
    const tasksAt = {};
    for (let j = 1; j <= maxK; j++) {
        const over = j <= k ? compared : compared.filter((pair) => room(pair) >= j);
        if (compared.length > 0 && over.length === 0)
            break;
        tasksAt[String(j)] = over.length;
        passAt[String(j)] = figure(over, (t) => (0,metrics/* passAtK */.kc)((0,valid_attempts/* validAttempts */.F)(t), t.successes, j));
        passHat[String(j)] = figure(over, (t) => (0,metrics/* passHatK */.qv)((0,valid_attempts/* validAttempts */.F)(t), t.successes, j));
    }
    return {
        tasks: compared.length,
        maxK: compared.length === 0 ? maxK : Object.keys(tasksAt).length,
        passAtK: passAt,
        passHatK: passHat,
        tasksAt,
        meanReward: figure(compared, validMeanReward),
    };
}
function errorLine(base, head, options) {
    const rate = (t) => (t.attempts === 0 ? 0 : t.errors / t.attempts);
    let rise = null;
    if (base !== null) {
        const baseById = new Map(base.tasks.map((t) => [t.task_id, t]));
        const diffs = [];
        for (const h of head.tasks) {
            const b = baseById.get(h.task_id);
            if (b)
                diffs.push(h.errors / h.n - b.errors / b.n);
        }
        if (diffs.length > 0) {
            rise = {
                delta: diffs.reduce((a, b) => a + b, 0) / diffs.length,
                pValue: (0,stats/* signFlipPValue */.Sp)(diffs, options.bootstrapSamples, options.seed + 1),
                tasks: diffs.length,
            };
        }
    }
    return {
        baseErrors: base?.totals.errors ?? 0,
        baseAttempts: base?.totals.attempts ?? 0,
        headErrors: head.totals.errors,
        headAttempts: head.totals.attempts,
        baseRate: base === null ? null : rate(base.totals),
        headRate: rate(head.totals),
        rose: rise !== null && rise.delta > 0 && rise.pValue <= (1 - options.confidence) / 2,
        rise,
    };
}
/**
 * The gate again with errored attempts counted as failures on both sides, over the shared tasks
 * with k attempts on each side: if that fails while the real gate does not, the errors could be
 * hiding a regression. Null when no shared task has an errored attempt (nothing would change).
 */
function errorsAsFailuresGate(base, head, options) {
    const baseById = new Map(base.tasks.map((t) => [t.task_id, t]));
    const diffs = [];
    let anyError = false;
    for (const h of head.tasks) {
        const b = baseById.get(h.task_id);
        if (!b || b.n < options.k || h.n < options.k)
            continue;
        if (b.errors > 0 || h.errors > 0)
            anyError = true;
        diffs.push((0,metrics/* passAtK */.kc)(h.n, h.successes, options.k) - (0,metrics/* passAtK */.kc)(b.n, b.successes, options.k));
    }
    if (!anyError)
        return null;
    const [d] = (0,stats/* pairedBootstrap */.Wx)([Float64Array.from(diffs)], options.bootstrapSamples, options.confidence, options.seed);
    return {
        tasks: diffs.length,
        delta: d.estimate,
        low: d.low,
        high: d.high,
        regression: d.high < 0 && (0,gate_level/* isAtLeastMinEffect */.Y)(-d.estimate, options),
    };
}
function inconclusiveReason(x) {
    const why = x.k === 1 ? 'every attempt errored' : `fewer than ${x.k} attempts did not error`;
    if (x.base === null) {
        return x.head.tasks.length > 0 && x.paired === 0 ? `no task could be measured: ${why} in each` : null;
    }
    if (x.shared === 0)
        return x.head.tasks.length === 0 ? 'the head ran no task' : 'no task ran on both sides';
    if (x.paired === 0) {
        return `none of the ${x.shared} shared task(s) could be compared: in each, ${why} on a side`;
    }
    const baseTasks = x.base.tasks.length;
    const missing = x.leftOut.removed + x.leftOut.notRun;
    if (baseTasks > 0 && missing / baseTasks > MAX_MISSING_SHARE) {
        const notRun = x.leftOut.notRun > 0 ? `, ${x.leftOut.notRun} of them not run: the head run stopped early` : '';
        return `${missing} of the base’s ${baseTasks} tasks are missing from the head (more than ${MAX_MISSING_SHARE * 100}%${notRun})`;
    }
    if (x.leftOut.errored / x.shared > MAX_LEFT_OUT_SHARE) {
        return `${x.leftOut.errored} of ${x.shared} shared tasks were left out for errored attempts (more than ${MAX_LEFT_OUT_SHARE * 100}%)`;
    }
    const e = x.errorsAsFailures;
    if (!x.regression && e !== null && e.regression) {
        return `the errored attempts could hide a regression: counted as failures, pass@${x.k} would fall ${(0,verdict_text/* magnitude */.VO)(e.delta)} points (CI ${(0,points/* signedPoints */._)(e.low)} to ${(0,points/* signedPoints */._)(e.high)})`;
    }
    if (!x.regression && x.errors.rose && x.errors.rise !== null) {
        return `errored attempts rose significantly (${(0,verdict_text/* magnitude */.VO)(x.errors.rise.delta)} points per task on average, ${(0,verdict_text/* pValueText */.nY)(x.errors.rise.pValue)})`;
    }
    return null;
}
/**
 * A task re-run in a confirmation round was picked for looking low in round 1 (its head low, its
 * base high), so a test on both rounds' counts, or of its fresh head attempts against those base
 * attempts, would re-test that pick: its p-value becomes its own predictive test's
 * (ConfirmationEvidence.taskP). Only a fall can be labelled so (a task whose rate rose over both
 * rounds gets p = 1). Returns the re-run tasks' ids.
 */
function useRoundTwoP(tasks, confirmation) {
    const p = new Map(confirmation.taskP.map((t) => [t.taskId, t.p]));
    for (const t of tasks) {
        const q = p.get(t.taskId);
        if (q === undefined || t.pValue === null)
            continue;
        t.pValue = t.delta !== null && t.delta < 0 ? q : 1;
    }
    return new Set(p.keys());
}
/**
 * Benjamini–Hochberg over the paired tasks' one-sided p-values: labels regressed/improved only
 * while the expected share of false labels stays at most alpha. A task that passed every valid
 * attempt on both sides (or failed every one) cannot move under Fisher's conditional test, so it
 * is not counted among the hypotheses (Tarone's rule for discrete tests).
 */
function labelByFalseDiscoveryRate(tasks, alpha) {
    const testable = (t) => {
        const successes = t.base.successes + t.head.successes;
        return successes > 0 && successes < (0,valid_attempts/* validAttempts */.F)(t.base) + (0,valid_attempts/* validAttempts */.F)(t.head);
    };
    const tested = tasks.filter((t) => t.change === 'unchanged' && t.pValue !== null && testable(t));
    const sorted = [...tested].sort((a, b) => a.pValue - b.pValue);
    const m = sorted.length;
    let cutoff = -1;
    sorted.forEach((t, i) => {
        if (t.pValue <= ((i + 1) / m) * alpha + 1e-12)
            cutoff = i;
    });
    for (let i = 0; i <= cutoff; i++) {
        const t = sorted[i];
        if (t.delta !== null && t.delta !== 0)
            t.change = t.delta < 0 ? 'regressed' : 'improved';
    }
}
function mismatchesOf(base, head) {
    const pairs = [
        ['agent', base.agent, head.agent],
        ['model', base.model ?? 'none', head.model ?? 'none'],
        ['attempts per task', base.attempts, head.attempts],
        ['tasks', base.tasks.length, head.tasks.length],
    ];
    const found = pairs
        .filter(([, b, h]) => b !== h)
        .map(([name, b, h]) => `${name} ${String(b)} → ${String(h)}`);
    return [...found, ...collectionMismatches(base, head)];
}
/**
 * Named datasets that differ, and task files that differ though the task count is the same (a
 * count that differs is said above). A warning, not a refusal: tasks are compared by id (name and
 * checksum), so a changed task is never paired with its old self; the runs' headline figures are
 * what stop being like with like.
 */
function collectionMismatches(base, head) {
    const mismatches = [];
    const named = (s) => s.dataset ? `${s.dataset.name}@${s.dataset.version} (${s.dataset.git_commit_id.slice(0, 12)})` : null;
    const [baseSet, headSet] = [named(base), named(head)];
    if (baseSet !== null && headSet !== null && baseSet !== headSet)
        mismatches.push(`dataset ${baseSet} → ${headSet}`);
    const [baseSum, headSum] = [(0,tasks_checksum/* tasksChecksum */.a)(base.tasks), (0,tasks_checksum/* tasksChecksum */.a)(head.tasks)];
    if (base.tasks.length === head.tasks.length && baseSum !== headSum)
        mismatches.push(`task files ${baseSum.slice(0, 12)} → ${headSum.slice(0, 12)}`);
    return mismatches;
}
function runInfo(s) {
    return {
        runId: s.run_id,
        label: s.label,
        agent: s.agent,
        model: s.model,
        attempts: s.attempts,
        source: s.source,
        totals: s.totals,
    };
}
function countClasses(tasks) {
    const counts = {
        regressed: 0,
        improved: 0,
        unchanged: 0,
        new: 0,
        removed: 0,
        'not-run': 0,
        changed: 0,
        flaky: 0,
        errored: 0,
    };
    for (const t of tasks) {
        counts[t.change]++;
        if (t.flaky)
            counts.flaky++;
        if (t.errored)
            counts.errored++;
    }
    return counts;
}


/***/ }),

/***/ 72723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wt: () => (/* binding */ driftedMarginal),
/* harmony export */   aW: () => (/* binding */ moved),
/* harmony export */   e: () => (/* binding */ fitDriftRange),
/* harmony export */   fb: () => (/* binding */ driftKernel)
/* harmony export */ });
/* unused harmony export fitDrift */
/* harmony import */ var _drift_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33333);
/* harmony import */ var _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2411);
// How far task pass rates drift between runs: the drift τ (log-odds standard deviation) fitted
// from the compared tasks' counts, and the kernel that moves a rate by it. Pure.
//
// Drift moves rates both ways; a break moves them only down, often to zero. So τ is fitted from
// evidence a break cannot produce: the tasks that rose and those that did not move, each rise
// counted twice (once as it is and once mirrored, base and head swapped, standing in for the fall
// drift makes as often), and the tasks that fell left out. Tasks that broke then cannot widen τ
// however many there are (40 tasks 3/3 → 0/3 fit τ = 0), while drift shows through the rises.
// The confirmation round's test keeps its own fit (confirm-test.ts: drift beside a break share):
// read from the rises alone, τ came out lower there, and the confirmation rule's false alarms
// under mean-keeping drift rose past its budget (test/sim/confirm-budget.test.ts: 6.1%). That fit
// reads τ ≥ 1 in 9–19% of the bench's break PRs with no drift, which the suspects no longer share.
// Used by the suspect model (suspects.ts: a task is a suspect only when drift of this size cannot
// explain its fall).


/** RATE_GRID is evenly spaced in log-odds by this step (rate-prior.ts). */
const GRID_STEP = 0.25;
/** Drift candidates for the fit (log-odds standard deviations). */
const DRIFT_CANDIDATES = Array.from({ length: 31 }, (_, i) => i * 0.1);
/** Drift moves up to this many standard deviations are modelled. */
const DRIFT_SPAN_SD = 5;
function driftKernel(sd) {
    if (sd <= 0)
        return { span: 0, weights: new Float64Array([1]) };
    const span = Math.ceil((DRIFT_SPAN_SD * sd) / GRID_STEP);
    const weights = new Float64Array(2 * span + 1);
    let sum = 0;
    for (let j = 0; j < weights.length; j++) {
        const d = (j - span) * GRID_STEP;
        weights[j] = Math.exp(-(d * d) / (2 * sd * sd));
        sum += weights[j];
    }
    for (let j = 0; j < weights.length; j++)
        weights[j] = weights[j] / sum;
    return { span, weights };
}
/** The grid index a move of `j − span` steps from `g` lands on (moves beyond the grid's ends stay there). */
function moved(g, j, span) {
    return Math.min(_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_GRID */ .OG.length - 1, Math.max(0, g + j - span));
}
/**
 * P(base and head attempts | the head's rate is the base's moved by the kernel), in the scaled
 * units of gridLikelihood: Σ_g prior_g × L_base(g) × Σ_j kernel_j × L_head(g moved by j).
 */
function driftedMarginal(prior, kernel, base, head) {
    // The head's likelihood with its ends repeated `span` times each side: padded[g + j] is
    // head[moved(g, j, span)], read without clamping in the inner loop (most of a drift fit's time).
    const { span, weights } = kernel;
    const last = _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_GRID */ .OG.length - 1;
    const padded = new Float64Array(_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_GRID */ .OG.length + 2 * span);
    for (let i = 0; i < padded.length; i++)
        padded[i] = head[Math.min(last, Math.max(0, i - span))];
    let sum = 0;
    for (let g = 0; g < _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_GRID */ .OG.length; g++) {
        const w = prior.weights[g] * base[g];
        if (w === 0)
            continue;
        for (let j = 0; j < weights.length; j++)
            sum += w * weights[j] * padded[g + j];
    }
    return sum;
}
/**
 * How much better (log likelihood) the best τ must fit than none for drift to count as shown, and
 * the suspect model to use the upper bound: the one-sided 5% likelihood-ratio test of τ = 0
 * (2Δ > 2.71; the rises count twice, so it is easier to pass than it reads). Chance rises in a run
 * with no drift rarely pass it, so a break there is judged as if nothing drifted.
 */
const DRIFT_EVIDENCE = 1.35;
/**
 * How far (log likelihood) below the best fit the upper τ may fit: the 95% profile-likelihood
 * bound (χ²₁ 3.84 / 2).
 */
const DRIFT_UPPER_LOG = 1.92;
/** The drift τ that fits best (see fitDriftRange). */
function fitDrift(pairs) {
    return fitDriftRange(pairs).estimate;
}
/**
 * The drift τ that maximises the likelihood of the tasks that rose (each twice: as it is and
 * mirrored) and of those that did not move, and the largest τ within DRIFT_UPPER_LOG of it; tasks
 * that fell are left out (see the top). The rate prior is fitted from those same tasks' pooled
 * attempts: a prior that also held the broken tasks (halfway, pooled) would let drift "explain"
 * the tasks that stayed at 3/3 (40 tasks 3/3 → 0/3 beside 60 at 3/3 read as τ = 1.3). 0 with fewer
 * than MIN_DRIFT_TASKS compared tasks (drift.ts): a handful of tasks cannot tell drift from chance.
 */
function fitDriftRange(pairs) {
    const compared = pairs.filter((t) => t.base.n > 0 && t.head.n > 0);
    if (compared.length < _drift_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_DRIFT_TASKS */ .GZ)
        return { estimate: 0, upper: 0, shown: false };
    const kept = [];
    for (const { base, head } of compared) {
        const move = head.successes / head.n - base.successes / base.n;
        if (move < 0)
            continue;
        kept.push({ base, head });
        if (move > 0)
            kept.push({ base: head, head: base });
    }
    const prior = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .fitRatePrior */ .IM)(kept.map((t) => ({ n: t.base.n + t.head.n, successes: t.base.successes + t.head.successes })));
    // Tasks with the same counts share one likelihood (a run of 3-attempt tasks has at most 16 kinds).
    const kinds = new Map();
    for (const { base, head } of kept) {
        const key = `${base.n}/${base.successes}/${head.n}/${head.successes}`;
        const kind = kinds.get(key);
        if (kind)
            kind.times++;
        else
            kinds.set(key, { base: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(base), head: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(head), times: 1 });
    }
    const logs = DRIFT_CANDIDATES.map((sd) => {
        const kernel = driftKernel(sd);
        let log = 0;
        for (const { base, head, times } of kinds.values())
            log += times * Math.log(Math.max(driftedMarginal(prior, kernel, base, head), 1e-300));
        return log;
    });
    let best = 0;
    for (let i = 1; i < logs.length; i++)
        if (logs[i] > logs[best] + 1e-9)
            best = i;
    let upper = best;
    while (upper + 1 < logs.length && logs[upper + 1] >= logs[best] - DRIFT_UPPER_LOG)
        upper++;
    return {
        estimate: DRIFT_CANDIDATES[best],
        upper: DRIFT_CANDIDATES[upper],
        shown: logs[best] - logs[0] > DRIFT_EVIDENCE,
    };
}


/***/ }),

/***/ 18771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ notRunTasks),
/* harmony export */   a: () => (/* binding */ finishedOfPlanned)
/* harmony export */ });
/**
 * The tasks whose attempts did not all run, in the summary's order, then those that never started.
 * A task whose missing attempts were recorded as `not started:` errors (an agent fault) ran them
 * all as far as the figures go, and is not listed.
 */
function notRunTasks(summary) {
    const listed = summary.tasks
        .filter((t) => t.unfinished !== undefined)
        .map((t) => ({ task_id: t.task_id, task_name: t.task_name, ran: t.n, not_run: t.unfinished }));
    const present = new Set(summary.tasks.map(identity));
    const absent = new Map();
    for (const entry of summary.stopped?.not_started ?? []) {
        const key = identity({ task_id: entry.task_id ?? null, task_name: entry.task_name });
        if (present.has(key) || presentByName(summary.tasks, entry))
            continue;
        const task = absent.get(key) ?? {
            task_id: entry.task_id ?? null,
            task_name: entry.task_name,
            ran: 0,
            not_run: 0,
        };
        task.not_run++;
        absent.set(key, task);
    }
    return [...listed, ...absent.values()];
}
/**
 * Attempts of the run that finished, of those it planned; null for a summary that cannot say
 * (written before `attempts_planned`) or for a run that nothing stopped.
 */
function finishedOfPlanned(summary) {
    const planned = summary.stopped?.attempts_planned;
    if (planned === undefined)
        return null;
    return { finished: Math.max(0, planned - summary.stopped.not_started.length), planned };
}
function identity(t) {
    return t.task_id ?? `name:${t.task_name}`;
}
/** An older entry without task_id matches a task by name. */
function presentByName(tasks, entry) {
    return entry.task_id === undefined && tasks.some((t) => t.task_name === entry.task_name);
}


/***/ }),

/***/ 12398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T2: () => (/* binding */ SUSPECT_MAX_FALSE_SHARE),
/* harmony export */   mX: () => (/* binding */ pickSuspects),
/* harmony export */   w0: () => (/* binding */ fitSuspectModel),
/* harmony export */   zN: () => (/* binding */ SUSPECT_MIN_PROBABILITY)
/* harmony export */ });
/* harmony import */ var _drift_fit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72723);
/* harmony import */ var _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2411);
// Which tasks most likely caused a drop, with a probability for each. Pure.
//
// Model (empirical Bayes over all compared tasks of the run): each task's pass rate p is drawn
// from a prior fitted over both sides' counts (rate-prior.ts). A task is unchanged with prior
// probability π: its head rate is its base rate moved only by the drift between runs the run shows
// (log-odds ± N(0, τ²)); or changed (head and base rates drawn independently from the same prior)
// with 1 − π; π is fitted by EM over the tasks. A task's probability that its pass rate fell is
//   P(changed | its attempts) × P(p_head < p_base | changed, its attempts).
// A no-change run fits π near 1, so no task gets a high probability; a run where a few tasks broke
// fits π below 1 and gives those tasks (and only those whose attempts say so) a high one.
// Why the drift: with "unchanged" meaning "the very same rate", a run whose tasks all drift fitted
// π below 1 and named the tasks that drifted down most (a suspect list on 21–38% of no-change PRs
// under strong drift, bench/gate-simulation.ts). τ comes from evidence a break cannot produce:
// the tasks that rose, mirrored, and those that did not move (drift-fit.ts), and only when those
// show drift (a likelihood-ratio test against none); then its upper 95% bound, since fitted from
// one round the estimate reads low. A run with breaks and no drift shows none (τ = 0, judged as
// before); a drift fit over every task's move read a 40-task break as τ = 2.3 and emptied the list.
// Suspects are the tasks ranked by that probability while it is at least 0.5 and the expected share
// of wrongly named tasks among those listed (the mean of 1 − probability) stays at most 30%.


/** Least probability for a task to be named, and the most expected share of wrongly named ones. */
const SUSPECT_MIN_PROBABILITY = 0.5;
const SUSPECT_MAX_FALSE_SHARE = 0.3;
/** The fitted model and each pair's probability that its pass rate fell. */
function fitSuspectModel(pairs) {
    const likes = pairs.map((p) => ({ base: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(p.base), head: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(p.head) }));
    // The prior from each task's pooled attempts (one draw per task, as if nothing changed: a flaky
    // task's ordinary spread stays in the prior's middle).
    const prior = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .pooledPrior */ .c)(pairs);
    // Drift only where the rises show it, then as much as they allow (see the top).
    const fit = (0,_drift_fit_js__WEBPACK_IMPORTED_MODULE_0__/* .fitDriftRange */ .e)(pairs);
    const drift = fit.shown ? fit.upper : 0;
    const kernel = (0,_drift_fit_js__WEBPACK_IMPORTED_MODULE_0__/* .driftKernel */ .fb)(drift);
    const ratios = likes.map(({ base, head }) => logRatio(prior, kernel, base, head));
    const unchanged = fitUnchanged(ratios);
    const fell = likes.map(({ base, head }, i) => {
        const changed = posteriorChanged(ratios[i], unchanged);
        if (changed < 1e-4)
            return 0;
        return changed * probabilityBelow((0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .posterior */ .KL)(prior, head), (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .posterior */ .KL)(prior, base));
    });
    return { prior, unchanged, drift, fell };
}
/** ln P(attempts | unchanged but drifting) − ln P(attempts | changed). */
function logRatio(prior, kernel, base, head) {
    return (Math.log((0,_drift_fit_js__WEBPACK_IMPORTED_MODULE_0__/* .driftedMarginal */ .Wt)(prior, kernel, base, head)) -
        Math.log((0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .marginal */ .i3)(prior, base)) -
        Math.log((0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .marginal */ .i3)(prior, head)));
}
/** The weight of "unchanged" by EM, from each task's log likelihood ratio. */
function fitUnchanged(ratios) {
    if (ratios.length === 0)
        return 1;
    let unchanged = 0.95;
    for (let step = 0; step < 500; step++) {
        let sum = 0;
        for (const r of ratios)
            sum += 1 - posteriorChanged(r, unchanged);
        const next = sum / ratios.length;
        if (Math.abs(next - unchanged) < 1e-7)
            return next;
        unchanged = next;
    }
    return unchanged;
}
/** P(X < Y) for independent X, Y with the given distributions on the rate grid (ties count half). */
function probabilityBelow(x, y) {
    let above = 0;
    for (let g = 0; g < y.length; g++)
        above += y[g];
    let sum = 0;
    for (let g = 0; g < x.length; g++) {
        above -= y[g];
        sum += x[g] * (above + y[g] / 2);
    }
    return Math.min(1, Math.max(0, sum));
}
/** P(changed | attempts) from ln(L_unchanged / L_changed) and the prior weight of "unchanged". */
function posteriorChanged(logRatio, unchanged) {
    if (unchanged >= 1)
        return 0;
    if (unchanged <= 0)
        return 1;
    // 1 / (1 + π L0 / ((1 − π) L1)), in logs.
    const logOdds = Math.log(unchanged) - Math.log(1 - unchanged) + logRatio;
    return logOdds > 700 ? 0 : 1 / (1 + Math.exp(logOdds));
}
/**
 * Indices of the suspects, most likely first: probability at least SUSPECT_MIN_PROBABILITY while
 * the mean of (1 − probability) over the listed stays at most SUSPECT_MAX_FALSE_SHARE.
 */
function pickSuspects(fell) {
    const order = [...fell.keys()]
        .filter((i) => fell[i] >= SUSPECT_MIN_PROBABILITY)
        .sort((x, y) => fell[y] - fell[x] || x - y);
    let falseSum = 0;
    let keep = 0;
    order.forEach((i, j) => {
        falseSum += 1 - fell[i];
        if (falseSum / (j + 1) <= SUSPECT_MAX_FALSE_SHARE + 1e-12)
            keep = j + 1;
    });
    return order.slice(0, keep);
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

/***/ 33270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ GATE_SETTINGS)
/* harmony export */ });
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84404);
// The gate family: how the report compares head with base and when it fails (`helios compare`,
// `confirm`, `report`, the action's report mode).

const GATE_SETTINGS = {
    k: {
        cli: 'k',
        commands: ['compare', 'confirm', 'report'],
        action: 'k',
        toml: null,
        kind: 'whole',
        min: 1,
        max: _run_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_SETTINGS */ ._t.attempts.max,
        default: 1,
        help: 'the k of pass@k the gate and the headline use (a run with fewer attempts: the largest common k)',
        resolved: 'helios report took k up to 10,000, compare, confirm and the action up to 100: 100, the most attempts per task a run takes, so a larger k could only fall back',
    },
    confidence: {
        cli: 'confidence',
        commands: ['compare', 'confirm'],
        action: 'confidence',
        toml: null,
        kind: 'number',
        min: 0.5,
        max: 0.999,
        default: 0.95,
        help: "1 − confidence is the gate's false-alarm budget",
    },
    'min-effect': {
        cli: 'min-effect',
        commands: ['compare', 'confirm'],
        action: 'min-effect',
        toml: null,
        kind: 'number',
        min: 0,
        max: 1,
        default: 0.02,
        help: 'smallest drop in pass@k (0..1) that can fail the gate',
    },
    'confirm-attempts': {
        cli: 'confirm-attempts',
        commands: ['confirm'],
        action: 'confirm-attempts',
        toml: null,
        kind: 'budget',
        maxPercent: 1000,
        maxCount: 100_000,
        default: '30%',
        help: "the confirmation round's budget: a share of the first round's head attempts, or a number (0: no round)",
        resolved: "the CLI and the action wrote '30%' where the gate simulation read a share of its own: one default, read by all three",
    },
    'confirm-rounds': {
        cli: 'confirm-rounds',
        commands: ['confirm'],
        action: 'confirm-rounds',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 10,
        default: 1,
        help: 'confirmation rounds at most, each a share of the budget, judged by the anytime-valid e-process when more than one (1: one round, the predictive test)',
    },
    'baseline-pool': {
        cli: null,
        commands: [],
        action: 'baseline-pool',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 10,
        default: 1,
        help: 'complete base-branch runs the base side pools (1: the newest alone)',
    },
    confirm: {
        cli: null,
        commands: [],
        action: 'confirm',
        toml: null,
        kind: 'enum',
        values: ['false', 'true', 'final'],
        default: 'false',
        help: 'report: one round (false), a confirm job follows (true), or the verdict over both (final)',
    },
    'confirm-side': {
        cli: null,
        commands: [],
        action: 'confirm-side',
        toml: null,
        kind: 'enum',
        values: ['head', 'base'],
        default: 'head',
        help: "confirm: which side's attempts the confirmation job runs",
    },
};


/***/ })

};
