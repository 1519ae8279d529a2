export const id = 9142;
export const ids = [9142];
export const modules = {

/***/ 88085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ planLaterRound),
  Z: () => (/* binding */ sequentialProcess)
});

// EXTERNAL MODULE: ./src/results/drift-fit.ts
var drift_fit = __webpack_require__(72723);
// EXTERNAL MODULE: ./src/results/confirm-test.ts
var confirm_test = __webpack_require__(52199);
// EXTERNAL MODULE: ./src/results/rate-prior.ts
var rate_prior = __webpack_require__(2411);
;// CONCATENATED MODULE: ./src/results/confirm-eprocess.ts
// Anytime-valid confirmation: any number of confirmation rounds after round 1, tested by an
// e-process, so that more rounds (a re-run of the workflow, a nightly adding attempts) never raise
// the false-alarm rate. Pure and deterministic.
//
// "Nothing changed" is the predictive test's model (confirm-test.ts), made robust to many
// attempts (nothingChangedModel): a task's base rate from the run's prior, its head rate that rate
// moved by drift N(0, τ²) in log-odds, prior and τ fitted from round 1. "Broke" keeps the base rate and scales the head's by a factor from DROP_FACTORS (evenly
// weighted). Both models are fixed by round 1 alone. For each suspect, its Bayes factor over the
// attempts after round 1 (broke against nothing changed, both conditioned on round 1) is, round
// after round, the product of the ratios of the two models' predictions of that round given all
// earlier ones; under "nothing changed" each ratio has mean 1 given the past. A task broke with
// probability `broke` (fixed before round 2, e.g. the suspect model's), so its e-value is
// broke × factor + (1 − broke), and the tasks' product E is a test martingale (tasks are
// independent given the past; a task without attempts in a round contributes 1). By Ville's
// inequality P(E ever reaches 1/α) ≤ α whatever the rounds, their sizes, which tasks they ran
// and when one stops; the anytime-valid p is 1 / (the largest E so far).
//
// Why not the predictive test after each round: its p is valid once. A user who re-runs until it
// fires gets several chances at α (test/sim/confirm-eprocess.test.ts measures the inflation).
// The price: at one round of a given size an e-value is weaker than that round's p; the budget
// flow (planNextRound) wins it back by stopping the tasks already decided.



/** Head rate = factor × base rate when a task broke; evenly weighted (a break is often total). */
const DROP_FACTORS = [0, 0.1, 0.25, 0.5, 0.75];
/** A task whose posterior probability of having broken is at or below this gets no more attempts. */
const SETTLED_FINE = 0.15;
/** Smoothing of the fitted prior (log-odds standard deviation) and the share spread evenly (see nothingChangedModel). */
const PRIOR_SMOOTH = 0.5;
const PRIOR_FLOOR = 0.3;
/** Added to the drift τ fitted from round 1 (log-odds; see nothingChangedModel). */
const DRIFT_MARGIN = 0.5;
/** Prior probability of having broken when the caller gives none (the candidates' least `fell`). */
const DEFAULT_BROKE = 0.5;
/**
 * The e-process's "nothing changed": the predictive test's (confirm-test.ts), made robust to what
 * compounds over many attempts. Its prior over pass rates is a fitted grid with most mass on a few
 * points, so a task whose true rate sits between them looks unlikely under it after 50 attempts
 * at any rate, and a break (factor × a point) explains it better: the prior is smoothed by
 * PRIOR_SMOOTH in log-odds and a share PRIOR_FLOOR spread evenly. The drift fitted from round 1
 * reads low (median 0.8 against a true 1 in confirm-test-calibration.test.ts), and later rounds
 * pin each re-run task's rate down, so DRIFT_MARGIN is added to it. Without them the e-process
 * fired in 8.5% of no-change PRs (the 8 worst of 60 × 5 re-run 5 times, 200 PRs), 15% under drift
 * ± N(0, 1²); with them 0% and 1.5%, at the same power where 5 of 100 × 3 broke. `fitted`: the
 * predictive test's model of this round 1, when the caller has it.
 */
function nothingChangedModel(round1, { prior, drift } = (0,confirm_test/* nothingChanged */.Us)(round1)) {
    const smoothing = (0,drift_fit/* driftKernel */.fb)(PRIOR_SMOOTH);
    const smooth = new Float64Array(prior.weights.length);
    prior.weights.forEach((w, g) => smoothing.weights.forEach((k, j) => (smooth[(0,drift_fit/* moved */.aW)(g, j, smoothing.span)] += w * k)));
    const weights = smooth.map((w) => (1 - PRIOR_FLOOR) * w + PRIOR_FLOOR / smooth.length);
    return { prior: { weights }, drift: drift + DRIFT_MARGIN };
}
/**
 * The e-process over the suspects' later rounds; `round1`: every compared task's round 1. `model`:
 * "nothing changed" (by default nothingChangedModel's, from round 1).
 */
function eProcess(round1, tasks, { prior, drift } = nothingChangedModel(round1)) {
    const model = { prior, kernel: (0,drift_fit/* driftKernel */.fb)(drift) };
    const rounds = Math.max(0, ...tasks.map((t) => t.rounds.length));
    const logE = new Float64Array(rounds);
    const evidence = [];
    let attempts = 0;
    let observed = 0;
    let predicted = 0;
    for (const t of tasks) {
        const broke = t.broke ?? DEFAULT_BROKE;
        const start = logMarginals(model, t.round1, []);
        let e = 1;
        let factor = 1;
        for (let r = 0; r < rounds; r++) {
            const round = t.rounds[r];
            if (round !== undefined && (round.head.n > 0 || (round.base?.n ?? 0) > 0)) {
                predicted += round.head.n * nullHeadRate(model, t.round1, t.rounds.slice(0, r));
                attempts += round.head.n;
                observed += round.head.successes;
                const now = logMarginals(model, t.round1, t.rounds.slice(0, r + 1));
                factor = Math.exp(now.broke - start.broke - (now.same - start.same));
                e = broke * factor + 1 - broke;
            }
            logE[r] += Math.log(e);
        }
        evidence.push({ factor, e, broke: (broke * factor) / e });
    }
    const path = [...logE].map(Math.exp);
    const peak = Math.max(1, ...path);
    return { path, p: Math.min(1, 1 / peak), tasks: evidence, attempts, observed, predicted, drift };
}
/**
 * ln P(the task's attempts so far) under "nothing changed" (`same`) and "broke": base counts at the
 * base rate b, head counts at b moved by drift or at factor × b. Binomial coefficients left out
 * (the same counts under both models).
 */
function logMarginals({ prior, kernel }, round1, later) {
    const { heads, headAt, baseWeight } = attemptsSoFar(prior, round1, later);
    const same = [];
    const broke = [];
    for (let b = 0; b < rate_prior/* RATE_GRID */.OG.length; b++) {
        const w = baseWeight[b];
        same.push(w + logSumExp(kernel.weights, (j) => headAt[(0,drift_fit/* moved */.aW)(b, j, kernel.span)]));
        broke.push(w +
            logSumExp(DROP_FACTORS.map(() => 1 / DROP_FACTORS.length), (f) => logLikelihood(heads, DROP_FACTORS[f] * rate_prior/* RATE_GRID */.OG[b])));
    }
    const zero = (v) => logSumExp(v.map(() => 1), (i) => v[i]);
    return { same: zero(same), broke: zero(broke) };
}
/** The head pass rate "nothing changed" predicts for the next round, given round 1 and `later`. */
function nullHeadRate({ prior, kernel }, round1, later) {
    const { headAt, baseWeight } = attemptsSoFar(prior, round1, later);
    const logs = [];
    const rates = [];
    for (let b = 0; b < rate_prior/* RATE_GRID */.OG.length; b++) {
        const w = baseWeight[b];
        for (let j = 0; j < kernel.weights.length; j++) {
            const h = (0,drift_fit/* moved */.aW)(b, j, kernel.span);
            logs.push(w + Math.log(kernel.weights[j]) + headAt[h]);
            rates.push(rate_prior/* RATE_GRID */.OG[h]);
        }
    }
    const top = Math.max(...logs);
    let sum = 0;
    let mean = 0;
    logs.forEach((l, i) => {
        const w = Math.exp(l - top);
        sum += w;
        mean += w * rates[i];
    });
    return sum > 0 ? mean / sum : 0;
}
/**
 * A task's attempts so far read on the grid: its head counts, their log likelihood at each rate,
 * and each base rate's log weight (the prior times the base counts' likelihood).
 */
function attemptsSoFar(prior, round1, later) {
    const bases = [round1.base, ...later.flatMap((r) => (r.base === null ? [] : [r.base]))];
    const heads = [round1.head, ...later.map((r) => r.head)];
    return {
        heads,
        headAt: rate_prior/* RATE_GRID */.OG.map((p) => logLikelihood(heads, p)),
        baseWeight: rate_prior/* RATE_GRID */.OG.map((p, b) => Math.log(prior.weights[b]) + logLikelihood(bases, p)),
    };
}
/** Σ ln P(counts | rate p), binomial coefficients left out; 0 × ln 0 is 0. */
function logLikelihood(counts, p) {
    let sum = 0;
    for (const c of counts) {
        const failures = c.n - c.successes;
        if (c.successes > 0)
            sum += c.successes * Math.log(p);
        if (failures > 0)
            sum += failures * Math.log1p(-p);
    }
    return sum;
}
/** ln Σ_i weights[i] × exp(term(i)), without overflow; −∞ when every term is. */
function logSumExp(weights, term) {
    const terms = Array.from({ length: weights.length }, (_, i) => weights[i] > 0 ? Math.log(weights[i]) + term(i) : -Infinity);
    const top = Math.max(...terms);
    if (top === -Infinity)
        return -Infinity;
    let sum = 0;
    for (const t of terms)
        sum += Math.exp(t - top);
    return top + Math.log(sum);
}
/**
 * The next round's head attempts: to the tasks not yet settled (a probability of having
 * broken at or below SETTLED_FINE says fine; an e-value alone at 1/α says broke), most likely broken first, at least
 * `min` attempts each and at most `max`, within `budget`. Empty when nothing is left to decide.
 */
function planNextRound(evidence, budget, alpha, { min, max }) {
    const open = evidence
        .map((t, task) => ({ task, t }))
        .filter(({ t }) => t.broke > SETTLED_FINE && t.e < 1 / alpha)
        .sort((a, b) => b.t.broke - a.t.broke || a.task - b.task);
    if (open.length === 0 || budget < 1)
        return [];
    const picked = open.slice(0, Math.max(1, Math.floor(budget / min)));
    const each = Math.min(max, Math.floor(budget / picked.length));
    return each < 1 ? [] : picked.map(({ task }) => ({ task, attempts: each }));
}

// EXTERNAL MODULE: ./src/results/valid-attempts.ts
var valid_attempts = __webpack_require__(8915);
;// CONCATENATED MODULE: ./src/results/confirm-rounds.ts



/**
 * The e-process of the rounds after round 1. Each task's prior probability of having broken is
 * round 1's `fell`, at least DEFAULT_BROKE: a task re-run was picked as likely fallen, and where
 * round 1's rises show drift the suspect model reads some near 0, which would leave the e-process
 * blind to them.
 */
function sequentialProcess(round1, rounds) {
    const pairs = new Map();
    const fell = new Map();
    for (const t of round1.tasks) {
        if (!t.compared || t.base === null || t.head === null)
            continue;
        pairs.set(t.taskId, { base: (0,valid_attempts/* validCount */.G)(t.base), head: (0,valid_attempts/* validCount */.G)(t.head) });
        if (t.fell !== null)
            fell.set(t.taskId, t.fell);
    }
    const byRound = rounds.map((r) => ({
        head: new Map(r.head.tasks.map((t) => [t.task_id, (0,valid_attempts/* validCount */.G)(t)])),
        base: r.base === null ? null : new Map(r.base.tasks.map((t) => [t.task_id, (0,valid_attempts/* validCount */.G)(t)])),
    }));
    const ids = [...new Set(rounds.flatMap((r) => r.head.tasks.map((t) => t.task_id)))].filter((id) => pairs.has(id));
    const none = { n: 0, successes: 0 };
    const later = ids.map((id) => byRound.map((r) => ({ head: r.head.get(id) ?? none, base: r.base?.get(id) ?? null })));
    // One fit of round 1 for both tests: the e-process's model widens the predictive test's.
    const pairsOfRound1 = [...pairs.values()];
    const model = (0,confirm_test/* nothingChanged */.Us)(pairsOfRound1);
    const process = eProcess(pairsOfRound1, ids.map((id, i) => ({
        round1: pairs.get(id),
        rounds: later[i],
        broke: Math.max(DEFAULT_BROKE, fell.get(id) ?? 0),
    })), nothingChangedModel(pairsOfRound1, model));
    return { round1: pairsOfRound1, ids, pairs, later, model, process };
}
/**
 * The round after `rounds` (at least one: round 2 is planConfirmation's): `budget` head attempts
 * to the re-run tasks still undecided (planNextRound), at least `min` and at most `max` each.
 * Null when nothing is left to decide: E reached 1/α (the PR fails) or every task is settled.
 */
function planLaterRound(round1, rounds, budget, alpha, limits) {
    const { ids, process } = sequentialProcess(round1, rounds);
    const e = process.path.at(-1) ?? 1;
    if (process.p <= alpha)
        return null;
    const next = planNextRound(process.tasks, budget, alpha, limits);
    if (next.length === 0)
        return null;
    // planNextRound gives every picked task the same count: one run of those tasks, `attempts` each.
    return { taskIds: next.map((t) => ids[t.task]), attempts: next[0].attempts, e, threshold: 1 / alpha };
}


/***/ }),

/***/ 52199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Us: () => (/* binding */ nothingChanged),
/* harmony export */   wn: () => (/* binding */ predictiveTest)
/* harmony export */ });
/* unused harmony export fitDrift */
/* harmony import */ var _drift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33333);
/* harmony import */ var _drift_fit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72723);
/* harmony import */ var _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2411);
// The confirmation round's test: did the suspects' fresh head attempts pass less often than round 1
// predicts if nothing changed? Pure and deterministic.
//
// "Nothing changed" (empirical Bayes over every compared task of round 1): a task's base pass rate
// is drawn from the run's rate prior (rate-prior.ts); its head rate is that rate moved by drift,
// d ~ N(0, τ²) in log-odds (rates of the same task differ between runs). Given a suspect's round-1
// attempts (and its round-2 base attempts, where the round ran some), the posterior predicts how
// many of its round-2 head attempts pass. Tasks are independent, so the prediction for the sum
// over the suspects is the convolution of theirs, and p = P(sum ≤ observed).
//
// Why this test: round 2 goes where round 1 looked worst, so round 1's counts of those tasks are
// biased low. Conditioning on them (the posterior) undoes that pick exactly, whatever made it. Only
// the suspects' fresh attempts are tested, so the noise of the unchanged tasks does not dilute them.
//
// τ is fitted from round 1 by maximum likelihood under a mixture: each task drifts, or (a share π
// of them) broke, its head rate anywhere below its base rate. Drift moves rates both ways; a break
// only down. So tasks that broke are absorbed by π and cannot widen τ, while the rises of drifting
// tasks (and the falls that go with them) set τ. Fitting τ without the break term read breakage as
// drift (5 of 100 tasks broken looked like τ ≈ 1.5, and the test lost its power); fitting it from
// the rises alone missed most drift (rates near 0 or 1 rise too little to see in 3–5 attempts) and
// failed 7.7% of strong-drift PRs. Bench figures: bench/gate-simulation.ts, confirmation rows.



/**
 * The share of the prior spread evenly over the grid: a run's fitted prior can hold no mass where
 * none of its tasks sit (every task passes), and a suspect that fails at both commits must still be
 * believed when its attempts say so.
 */
const PRIOR_FLOOR = 0.1;
/** Drift candidates for the fit (log-odds standard deviations). */
const DRIFT_CANDIDATES = Array.from({ length: 31 }, (_, i) => i * 0.1);
/** Shares of broken tasks the fit may use beside drift. */
const BREAK_SHARES = [0, 0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3];
/**
 * The test over the suspects, with the prior and the drift fitted from every compared task's round 1
 * (`model`: nothingChanged's, passed in when one round 1 is tested many times).
 */
function predictiveTest(round1, suspects, { prior, drift } = nothingChanged(round1)) {
    const kernel = (0,_drift_fit_js__WEBPACK_IMPORTED_MODULE_0__/* .driftKernel */ .fb)(drift);
    const used = suspects.filter((s) => s.head.n > 0);
    let attempts = 0;
    let observed = 0;
    let lostRate = 0;
    for (const s of used) {
        attempts += s.head.n;
        observed += s.head.successes;
        lostRate += baseRateEstimate(prior, s) - s.head.successes / s.head.n;
    }
    // With round-2 base attempts, two readings of drift: it belongs to the runs (they ran at round 1's
    // base rate), or to the time (they ran at the rate the head has now, so an environment that broke
    // since the base run fails the base too). The suspects fail only if both readings say so.
    const readings = used.some((s) => s.base !== null && s.base.n > 0) ? [false, true] : [false];
    let p = used.length === 0 ? 1 : 0;
    let predicted = 0;
    for (const now of readings) {
        let distribution = new Float64Array([1]);
        let mean = 0;
        for (const s of used) {
            const prediction = predictHeadSuccesses(prior, kernel, s, now);
            prediction.forEach((q, x) => (mean += q * x));
            distribution = sumDistribution(distribution, prediction);
        }
        let below = 0;
        for (let x = 0; x <= observed && x < distribution.length; x++)
            below += distribution[x];
        if (below >= p) {
            p = below;
            predicted = mean;
        }
    }
    return { p: Math.min(1, p), tasks: used.length, attempts, observed, predicted, lostRate, drift };
}
/**
 * "Nothing changed" as the test reads it from round 1: the run's prior over pass rates (widened by
 * PRIOR_FLOOR) and the drift τ fitted beside a break share. The sequential rule uses the same
 * (confirm-eprocess.ts).
 */
function nothingChanged(round1) {
    const pooled = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .pooledPrior */ .c)(round1);
    return { prior: widened(pooled), drift: fitDrift(pooled, round1) };
}
/**
 * The drift τ that maximises the likelihood of round 1's counts, each task drifting N(0, τ²) in
 * log-odds or (a share π, fitted with it) broken to any rate below its base rate (see the top).
 * 0 with fewer than MIN_DRIFT_TASKS compared tasks (drift.ts): a handful of tasks cannot tell drift
 * from breakage (one task of ten that went 2/2 → 0/2 fits τ = 1.3 as well as a break).
 */
function fitDrift(prior, round1) {
    if (round1.filter((t) => t.base.n > 0 && t.head.n > 0).length < _drift_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_DRIFT_TASKS */ .GZ)
        return 0;
    // Tasks with the same counts share one likelihood (a run of 3-attempt tasks has at most 16 kinds).
    const kinds = new Map();
    for (const t of round1) {
        if (t.base.n === 0 || t.head.n === 0)
            continue;
        const key = `${t.base.n}/${t.base.successes}/${t.head.n}/${t.head.successes}`;
        const kind = kinds.get(key);
        if (kind)
            kind.times++;
        else {
            const head = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(t.head);
            kinds.set(key, { base: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(t.base), head, broke: belowLikelihood(head), times: 1 });
        }
    }
    let best = 0;
    let bestLog = -Infinity;
    for (const sd of DRIFT_CANDIDATES) {
        const { span, weights } = (0,_drift_fit_js__WEBPACK_IMPORTED_MODULE_0__/* .driftKernel */ .fb)(sd);
        const parts = [...kinds.values()].map(({ base, head, broke, times }) => {
            let drifted = 0;
            let broken = 0;
            for (let g = 0; g < _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG.length; g++) {
                const w = prior.weights[g] * base[g];
                if (w === 0)
                    continue;
                for (let j = 0; j < weights.length; j++)
                    drifted += w * weights[j] * head[(0,_drift_fit_js__WEBPACK_IMPORTED_MODULE_0__/* .moved */ .aW)(g, j, span)];
                broken += w * broke[g];
            }
            return { drifted, broken, times };
        });
        for (const share of BREAK_SHARES) {
            let log = 0;
            for (const { drifted, broken, times } of parts)
                log += times * Math.log(Math.max((1 - share) * drifted + share * broken, 1e-300));
            if (log > bestLog + 1e-9) {
                bestLog = log;
                best = sd;
            }
        }
    }
    return best;
}
/** At each base grid point, the head likelihood averaged over the grid points below it (a break). */
function belowLikelihood(head) {
    const out = new Float64Array(head.length);
    let sum = 0;
    for (let g = 0; g < head.length; g++) {
        out[g] = g === 0 ? head[0] : sum / g;
        sum += head[g];
    }
    return out;
}
function widened(prior) {
    const even = PRIOR_FLOOR / prior.weights.length;
    return { weights: prior.weights.map((w) => (1 - PRIOR_FLOOR) * w + even) };
}
/**
 * The predicted distribution of a suspect's round-2 head successes (index = successes). `now`: read
 * its round-2 base attempts as running at the rate the head has now; round 1's base attempts, from
 * another time, then say nothing about it (see predictiveTest).
 */
function predictHeadSuccesses(prior, kernel, s, now) {
    const base2 = s.base === null || s.base.n === 0 ? null : (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(s.base);
    const head = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(s.round1.head);
    // Posterior weight of each head-rate grid point.
    const headRate = new Float64Array(_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG.length);
    if (now && base2 !== null) {
        for (let h = 0; h < _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG.length; h++)
            headRate[h] = prior.weights[h] * head[h] * base2[h];
    }
    else {
        const base = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(s.round1.base);
        for (let g = 0; g < _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG.length; g++) {
            const w = prior.weights[g] * base[g] * (base2 === null ? 1 : base2[g]);
            if (w === 0)
                continue;
            for (let j = 0; j < kernel.weights.length; j++) {
                const h = (0,_drift_fit_js__WEBPACK_IMPORTED_MODULE_0__/* .moved */ .aW)(g, j, kernel.span);
                headRate[h] += w * kernel.weights[j] * head[h];
            }
        }
    }
    let total = 0;
    for (const v of headRate)
        total += v;
    const out = new Float64Array(s.head.n + 1);
    for (let h = 0; h < _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG.length; h++) {
        if (headRate[h] === 0)
            continue;
        const binomial = binomialPmf(s.head.n, _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG[h]);
        for (let x = 0; x <= s.head.n; x++)
            out[x] += (headRate[h] / total) * binomial[x];
    }
    return out;
}
/** The posterior mean of a suspect's base pass rate from its base attempts (both rounds) and the prior. */
function baseRateEstimate(prior, s) {
    const base = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(s.round1.base);
    const base2 = s.base === null || s.base.n === 0 ? null : (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .gridLikelihood */ .BB)(s.base);
    let sum = 0;
    let mean = 0;
    for (let g = 0; g < _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG.length; g++) {
        const w = prior.weights[g] * base[g] * (base2 === null ? 1 : base2[g]);
        sum += w;
        mean += w * _rate_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_GRID */ .OG[g];
    }
    return sum > 0 ? mean / sum : 0;
}
function binomialPmf(n, p) {
    const out = new Float64Array(n + 1);
    let logC = 0;
    for (let x = 0; x <= n; x++) {
        if (x > 0)
            logC += Math.log(n - x + 1) - Math.log(x);
        out[x] = Math.exp(logC + x * Math.log(p) + (n - x) * Math.log1p(-p));
    }
    return out;
}
/** The distribution of the sum of two independent counts (index = value). */
function sumDistribution(a, b) {
    const out = new Float64Array(a.length + b.length - 1);
    for (let i = 0; i < a.length; i++)
        for (let j = 0; j < b.length; j++)
            out[i + j] += a[i] * b[j];
    return out;
}


/***/ }),

/***/ 74630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HW: () => (/* binding */ planConfirmation),
/* harmony export */   LC: () => (/* binding */ sequentialComparison),
/* harmony export */   My: () => (/* binding */ confirmBudget),
/* harmony export */   aS: () => (/* binding */ confirmationAlpha),
/* harmony export */   d$: () => (/* binding */ confirmedComparison),
/* harmony export */   uv: () => (/* binding */ CONFIRM_ATTEMPT_LIMITS)
/* harmony export */ });
/* unused harmony exports BORDERLINE_P, CONFIRM_MIN_PROBABILITY, SEQUENTIAL_MIN_PROBABILITY, MIN_CONFIRM_ATTEMPTS_PER_TASK, MAX_CONFIRM_ATTEMPTS_PER_TASK, DEFAULT_CONFIRM_SHARE, sequentialEvidence, confirmationEvidence, combineRounds, appendAttempts */
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33270);
/* harmony import */ var _settings_setting_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1013);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10013);
/* harmony import */ var _confirm_rounds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88085);
/* harmony import */ var _confirm_test_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52199);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(97087);
/* harmony import */ var _suspects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12398);
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65843);
/* harmony import */ var _test_tally_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5899);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8233);
/* harmony import */ var _valid_attempts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8915);
// Confirm before failing: a second round of attempts on the suspect tasks only, and the final
// verdict over both rounds. Pure.
//
// The sequential rule (checked by bench/gate-simulation.ts, "confirmation round" rows):
//   Round 1 (every task, k attempts) decides "stands" or "confirm":
//     - stands: round 1 is clear (no task labelled or named, the stratified test's p at least
//       BORDERLINE_P), or no task is a candidate (no task's probability of having fallen reaches
//       CONFIRM_MIN_PROBABILITY: a drop spread so thin that more attempts on a few tasks would not
//       change it). Round 1's verdict is final.
//     - confirm: round 1 is borderline (the gate failed, a task is labelled regressed or named a
//       suspect, or the stratified p is under BORDERLINE_P) and some task is a candidate. Round 1
//       then fails the PR on its own only through its paired bootstrap (a drop spread over all
//       tasks, beyond min-effect, that a few suspects' attempts cannot clear): the bootstrap spends
//       its half of the level on round 1.
//   Round 2 runs extra head attempts on the candidates, most likely first, at least
//   MIN_CONFIRM_ATTEMPTS_PER_TASK each within the budget, and, where the workflow can (a job at the
//   baseline's commit), half of them as base attempts. The other half of the level goes to the
//   predictive test of the suspects' fresh head attempts (confirm-test.ts): conditioned on round 1,
//   so the pick of the worst-looking tasks does not bias it, with the drift between runs fitted
//   from round 1. The PR fails when that test holds, the drop is there (pass@k over both rounds
//   fell, or the suspects lost rate and pass@k did not rise significantly: compare.ts), and the
//   rate the suspects lost over all compared tasks, or Δ pass@k over both rounds, reaches
//   min-effect (each an estimate of the drop's size; the test decided there is one). The
//   report's rows, labels and Δ are over both rounds' attempts.
//   Why few tasks with many attempts each (at least 9, candidates at probability 0.5): the test
//   sums the suspects' fresh successes, and every candidate that did not fall adds noise to that
//   sum. At 6 attempts from probability 0.2 the bench caught 80% of PRs where 5 of 100 tasks broke,
//   at 9 from 0.5 94%, at the same false-alarm rate under drift (bench/gate-simulation.ts).
// If round 2 does not finish (its job failed or was cancelled), the first verdict stands, and the
// report says so. More than one confirmation round (a re-run, a nightly adding attempts):
// sequentialComparison, whose test is the e-process of confirm-eprocess.ts (anytime-valid).











/** A stratified p below this makes round 1 borderline even without a named task. */
const BORDERLINE_P = 0.2;
/** Least probability of having fallen (suspects.ts) for a task to get confirmation attempts. */
const CONFIRM_MIN_PROBABILITY = 0.5;
/**
 * The same with several rounds: round 2 reaches further down, since the e-process is valid for
 * any choice of tasks and the later rounds drop those that pass again. Breaks of tasks that did
 * not always pass rarely reach 50% after one round (bench/sequential-confirm.ts, `round-two`).
 */
const SEQUENTIAL_MIN_PROBABILITY = 0.2;
/** Fewest extra attempts worth giving a task: the test gains more from a few firm suspects than from many vague ones. */
const MIN_CONFIRM_ATTEMPTS_PER_TASK = 9;
/** Most extra attempts one task gets, so one task cannot take the whole budget. */
const MAX_CONFIRM_ATTEMPTS_PER_TASK = 30;
/** Each confirmed task's attempts per round, at least and at most (planLaterRound's limits). */
const CONFIRM_ATTEMPT_LIMITS = {
    min: MIN_CONFIRM_ATTEMPTS_PER_TASK,
    max: MAX_CONFIRM_ATTEMPTS_PER_TASK,
};
/** Several rounds' e-process fails the PR where the predictive test would: at half the budget. */
function confirmationAlpha(options) {
    return (1 - (options.confidence ?? _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C.confidence.default)) / 2;
}
const BUDGET = _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C['confirm-attempts'];
/** The default budget: this share of the round-1 head attempts (the table's `30%`). */
const DEFAULT_CONFIRM_SHARE = (0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_8__/* .budgetOf */ .nT)(BUDGET, BUDGET.default, 100) / 100;
/**
 * A budget from the `confirm-attempts` setting: `30%` (of the round-1 head attempts, rounded
 * down) or a whole number of attempts. Throws naming `field` and the fix.
 */
function confirmBudget(setting, headAttempts, field) {
    const budget = (0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_8__/* .budgetOf */ .nT)(BUDGET, setting, headAttempts);
    if (budget !== null)
        return budget;
    throw new Error(`${field} is '${setting}'; use a share of the run's attempts from 0% to ${BUDGET.maxPercent}% (e.g. ${BUDGET.default}), or a whole number of attempts up to ${BUDGET.maxCount} (0: no confirmation round).`);
}
/**
 * Whether round 1 is borderline, and if so which tasks get how many extra attempts: head only, or
 * with `base` half of each task's share at the baseline's commit. `rounds`: the confirmation rounds
 * chosen; more than one, candidates from SEQUENTIAL_MIN_PROBABILITY.
 */
function planConfirmation(c, budget, { base = false, rounds = 1 } = {}) {
    const candidate = rounds > 1 ? sequentialCandidate : firmCandidate;
    const reason = borderlineReason(c) ?? (rounds > 1 ? mayHaveFallen(c) : null);
    const none = (leftOut) => ({ reason, tasks: [], attempts: 0, leftOut });
    if (reason === null)
        return none(0);
    const suspects = c.tasks.filter(candidate).sort((a, b) => b.fell - a.fell || byId(a, b));
    if (suspects.length === 0 || budget < 1)
        return none(suspects.length);
    const room = Math.max(1, Math.floor(budget / MIN_CONFIRM_ATTEMPTS_PER_TASK));
    const picked = suspects.slice(0, room);
    // One count for every task: the confirm job runs them all `attempts` times (the rest is unspent).
    const each = Math.min(MAX_CONFIRM_ATTEMPTS_PER_TASK, Math.floor(budget / picked.length));
    const baseAttempts = base ? Math.floor(each / 2) : 0;
    const tasks = picked.map((t) => ({
        taskId: t.taskId,
        taskName: t.taskName,
        taskPath: t.taskPath,
        attempts: each - baseAttempts,
        baseAttempts,
    }));
    return {
        reason,
        tasks,
        attempts: tasks.reduce((sum, t) => sum + t.attempts + t.baseAttempts, 0),
        leftOut: Math.max(0, suspects.length - room),
    };
}
function byId(a, b) {
    return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;
}
/** A task worth confirmation attempts in one round: its probability of having fallen ≥ 50%. */
function firmCandidate(t) {
    return t.compared && t.fell !== null && t.fell >= CONFIRM_MIN_PROBABILITY;
}
/**
 * With several rounds, also a task from 20% whose head passed less often than its base: not one
 * that merely ties (in a suite that always passes the suspect model gives every 2/2 → 2/2 task
 * about 50%, for want of evidence either way).
 */
function sequentialCandidate(t) {
    if (firmCandidate(t))
        return true;
    if (!t.compared || t.fell === null || t.fell < SEQUENTIAL_MIN_PROBABILITY)
        return false;
    return t.base !== null && t.head !== null && rate(t.head) < rate(t.base);
}
function rate(side) {
    const valid = (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_9__/* .validCount */ .G)(side);
    return valid.n === 0 ? 0 : valid.successes / valid.n;
}
/**
 * With several rounds, round 1 is also borderline where pass@k fell and some task is a sequential
 * candidate: the e-process is valid however round 2 is chosen, so asking costs attempts, never
 * false alarms.
 */
function mayHaveFallen(c) {
    if (c.base === null || c.pairedTasks === 0 || (c.passAtK?.delta ?? 0) >= 0)
        return null;
    const count = c.tasks.filter(sequentialCandidate).length;
    return count === 0
        ? null
        : `${count} task(s) may have fallen (${SEQUENTIAL_MIN_PROBABILITY * 100}% or more)`;
}
/** Why round 1 is borderline (our words and numbers only), or null when it is clear. */
function borderlineReason(c) {
    if (c.base === null || c.pairedTasks === 0)
        return null;
    if (c.gate.regression)
        return 'the gate failed on the first round';
    if (c.regressions.length > 0)
        return `${c.regressions.length} task(s) labelled regressed`;
    // Named or not (the report names them only under a verdict that found a drop), likely suspects
    // are worth a round: asking costs attempts, and the confirming test undoes the pick.
    const likely = (0,_suspects_js__WEBPACK_IMPORTED_MODULE_4__/* .pickSuspects */ .mX)(c.tasks.map((t) => t.fell ?? 0)).length;
    if (likely > 0)
        return `${likely} task(s) likely fell (${_suspects_js__WEBPACK_IMPORTED_MODULE_4__/* .SUSPECT_MIN_PROBABILITY */ .zN * 100}% or more)`;
    const p = c.gate.stratifiedP;
    if (p !== null && p < BORDERLINE_P && (c.passAtK?.delta ?? 0) < 0)
        return `the stratified test is borderline (p = ${p.toFixed(3)})`;
    return null;
}
/**
 * The final verdict over both rounds (see the rule above): the report's rows, labels and Δ over
 * both rounds' attempts (round 2 appended to round 1 on the head, and on the base when `extraBase`
 * holds base attempts); the gate's test the predictive test of the suspects' round-2 attempts.
 * `round1`: the comparison of round 1 alone, as the caller already has it. `ignored`: round-2 tasks
 * round 1 does not have.
 */
function confirmedComparison(base, head, extra, options, extraBase = null, round1 = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRuns */ .qB)(base, head, options)) {
    const { summary, ignored } = combineRounds(head, extra);
    const baseSide = extraBase === null ? { summary: base, ignored: [] } : combineRounds(base, extraBase);
    const comparison = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRuns */ .qB)(baseSide.summary, summary, {
        ...options,
        confirmation: confirmationEvidence(round1, extra, extraBase),
    });
    // A round 2 that mostly errored says nothing about the suspects: it cannot clear them.
    const errors = extra.totals.errors + (extraBase?.totals.errors ?? 0);
    const attempts = extra.totals.attempts + (extraBase?.totals.attempts ?? 0);
    if (comparison.conclusion === 'success' && attempts > 0 && errors / attempts > _compare_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LEFT_OUT_SHARE */ .Gk) {
        comparison.conclusion = options.failOnError ? 'failure' : 'neutral';
        comparison.verdict = `Inconclusive: ${errors} of the confirmation round's ${attempts} attempts errored, so it could not clear the suspect tasks${options.failOnError ? ' (fails the gate: fail-on-error)' : ''}. ${comparison.verdict}`;
    }
    return { comparison, ignored: [...new Set([...ignored, ...baseSide.ignored])] };
}
/**
 * The final verdict over round 1 and any number of confirmation rounds (a re-run of the confirm
 * job, a nightly adding attempts). One round: confirmedComparison, unchanged, unless `anytime`
 * (the caller may run more rounds after this look, as `helios confirm --confirm-rounds` does).
 * More: the rows, labels and Δ over every round's attempts, and the gate's test the e-process of
 * the suspects' later attempts (confirm-eprocess.ts), whose p is valid however many rounds ran and
 * whenever the caller stopped: more rounds never raise the false-alarm rate (docs/gate.md,
 * "Anytime-valid confirmation").
 */
function sequentialComparison(base, head, rounds, options, round1 = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRuns */ .qB)(base, head, options), { anytime = false } = {}) {
    if (rounds.length === 0)
        return { comparison: round1, ignored: [] };
    if (rounds.length === 1 && !anytime) {
        const [only] = rounds;
        return confirmedComparison(base, head, only.head, options, only.base, round1);
    }
    const ignored = new Set();
    let headSide = head;
    let baseSide = base;
    for (const r of rounds) {
        const h = combineRounds(headSide, r.head);
        headSide = h.summary;
        h.ignored.forEach((id) => ignored.add(id));
        if (r.base === null)
            continue;
        const b = combineRounds(baseSide, r.base);
        baseSide = b.summary;
        b.ignored.forEach((id) => ignored.add(id));
    }
    const comparison = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRuns */ .qB)(baseSide, headSide, {
        ...options,
        confirmation: sequentialEvidence(round1, rounds),
    });
    let errors = 0;
    let attempts = 0;
    for (const r of rounds) {
        errors += r.head.totals.errors + (r.base?.totals.errors ?? 0);
        attempts += r.head.totals.attempts + (r.base?.totals.attempts ?? 0);
    }
    if (comparison.conclusion === 'success' && attempts > 0 && errors / attempts > _compare_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LEFT_OUT_SHARE */ .Gk) {
        comparison.conclusion = options.failOnError ? 'failure' : 'neutral';
        comparison.verdict = `Inconclusive: ${errors} of the ${rounds.length} confirmation rounds' ${attempts} attempts errored, so they could not clear the suspect tasks${options.failOnError ? ' (fails the gate: fail-on-error)' : ''}. ${comparison.verdict}`;
    }
    return { comparison, ignored: [...ignored] };
}
/**
 * The evidence of several confirmation rounds: the predictive test's figures over all their
 * attempts pooled (counts, the rate the suspects lost), its p replaced by the e-process's
 * anytime-valid p (sequentialProcess).
 */
function sequentialEvidence(round1, rounds) {
    const { round1: pairsOfRound1, ids, pairs, later, model, process } = (0,_confirm_rounds_js__WEBPACK_IMPORTED_MODULE_2__/* .sequentialProcess */ .Z)(round1, rounds);
    const none = { n: 0, successes: 0 };
    const add = (a, b) => ({
        n: a.n + b.n,
        successes: a.successes + b.successes,
    });
    const suspects = ids.map((id, i) => {
        const bases = later[i].flatMap((r) => (r.base === null ? [] : [r.base]));
        return {
            round1: pairs.get(id),
            head: later[i].map((r) => r.head).reduce(add, none),
            base: bases.length === 0 ? null : bases.reduce(add, none),
        };
    });
    const pooled = (0,_confirm_test_js__WEBPACK_IMPORTED_MODULE_3__/* .predictiveTest */ .wn)(pairsOfRound1, suspects, model);
    return {
        test: { ...pooled, p: process.p },
        tasks: pooled.tasks,
        lost: pairs.size === 0 ? 0 : pooled.lostRate / pairs.size,
        round1Bootstrap: bootstrapFailed(round1),
        round1PassAtK: round1.passAtK,
        taskP: ids.map((taskId, i) => ({ taskId, p: (0,_confirm_test_js__WEBPACK_IMPORTED_MODULE_3__/* .predictiveTest */ .wn)(pairsOfRound1, [suspects[i]], model).p })),
        rounds: rounds.length,
        anytime: true,
    };
}
/** The predictive test of round 2's tasks that round 1 compared, and round 1's bootstrap verdict. */
function confirmationEvidence(round1, extra, extraBase) {
    const pairs = new Map();
    for (const t of round1.tasks) {
        if (!t.compared || t.base === null || t.head === null)
            continue;
        pairs.set(t.taskId, { base: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_9__/* .validCount */ .G)(t.base), head: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_9__/* .validCount */ .G)(t.head) });
    }
    const baseById = new Map((extraBase?.tasks ?? []).map((t) => [t.task_id, t]));
    const ids = [];
    const suspects = extra.tasks.flatMap((t) => {
        const round = pairs.get(t.task_id);
        if (round === undefined)
            return [];
        const more = baseById.get(t.task_id);
        ids.push(t.task_id);
        return [{ round1: round, head: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_9__/* .validCount */ .G)(t), base: more === undefined ? null : (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_9__/* .validCount */ .G)(more) }];
    });
    const round1Pairs = [...pairs.values()];
    const model = (0,_confirm_test_js__WEBPACK_IMPORTED_MODULE_3__/* .nothingChanged */ .Us)(round1Pairs);
    const test = (0,_confirm_test_js__WEBPACK_IMPORTED_MODULE_3__/* .predictiveTest */ .wn)(round1Pairs, suspects, model);
    return {
        test,
        tasks: test.tasks,
        lost: pairs.size === 0 ? 0 : test.lostRate / pairs.size,
        round1Bootstrap: bootstrapFailed(round1),
        round1PassAtK: round1.passAtK,
        taskP: ids.map((taskId, i) => ({ taskId, p: (0,_confirm_test_js__WEBPACK_IMPORTED_MODULE_3__/* .predictiveTest */ .wn)(round1Pairs, [suspects[i]], model).p })),
        rounds: 1,
        anytime: false,
    };
}
/** Round 1 failed on its bootstrap interval (not the stratified test alone), beyond min-effect. */
function bootstrapFailed(c) {
    return c.conclusion === 'failure' && c.gate.bootstrapDrop && c.gate.dropAboveMinEffect;
}
/**
 * One side over both rounds: each task of `extra` (round 2) has its attempts appended to the same
 * task of `head` (round 1). A round-2 task that round 1 does not have (another checksum) is left
 * out and returned in `ignored`; the run's `attempts` stays round 1's (the k it was run with).
 */
function combineRounds(head, extra) {
    const extraById = new Map(extra.tasks.map((t) => [t.task_id, t]));
    const tasks = head.tasks.map((t) => {
        const more = extraById.get(t.task_id);
        extraById.delete(t.task_id);
        return more === undefined ? t : appendAttempts(t, more);
    });
    return {
        summary: { ...head, tasks, totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_5__/* .computeTotals */ .x)(tasks, head.totals.invalid_tasks) },
        ignored: [...extraById.keys()],
    };
}
/** One task's summary over a's attempts then b's (the same task). */
function appendAttempts(a, b) {
    const n = a.n + b.n;
    const successes = a.successes + b.successes;
    const reasons = new Map();
    for (const r of [...a.reasons, ...b.reasons])
        reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.count);
    const curves = (0,_metrics_js__WEBPACK_IMPORTED_MODULE_10__/* .passCurves */ .Ul)(n, successes);
    const usage = (0,_usage_js__WEBPACK_IMPORTED_MODULE_7__/* .sumUsage */ .Rl)([a.usage, b.usage]);
    const total = a.duration_sec.total + b.duration_sec.total;
    return {
        ...a,
        n,
        successes,
        errors: a.errors + b.errors,
        statuses: [...a.statuses, ...b.statuses],
        rewards: [...a.rewards, ...b.rewards],
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((x, y) => y.count - x.count),
        pass_at_k: curves.passAtK,
        pass_hat_k: curves.passHatK,
        mean_reward: (a.mean_reward * a.n + b.mean_reward * b.n) / n,
        duration_sec: { mean: total / n, total, max: Math.max(a.duration_sec.max, b.duration_sec.max) },
        ...(usage === null ? {} : { usage }),
        ...withTests((0,_test_tally_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeTaskTests */ .rc)(a.tests, b.tests)),
    };
}
function withTests(tests) {
    return tests ? { tests } : {};
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

/***/ 78423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ unmetNeed),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   nr: () => (/* binding */ AgentPreflightError),
/* harmony export */   tY: () => (/* binding */ agentPreflight),
/* harmony export */   zK: () => (/* binding */ assertAgentCanRun)
/* harmony export */ });
class AgentPreflightError extends Error {
    constructor(message) {
        super(message);
        this.name = 'AgentPreflightError';
    }
}
/**
 * One sentence saying what the agent lacks, or null when it can run: a variable it needs that is
 * unset, or a base URL on this machine's loopback while its containers are not on the host network.
 */
function agentPreflight(agent, hostEnv, agentNetwork) {
    const need = unmetNeed(agent, hostEnv);
    if (need)
        return `agent ${agent.name} needs ${need.anyOf.join(' or ')} (${need.what}) set in the environment of the run, and it is not.`;
    if (!agent.needsContainerNetwork || agentNetwork === 'host')
        return null;
    const local = (agent.optionalEnv ?? []).find((name) => /_BASE_URL$/.test(name) && isLoopback(hostEnv[name]));
    if (!local)
        return null;
    return `agent ${agent.name} calls its model from inside the container, where ${local} (localhost) is not this machine: run with --agent-network host (action: agent-network: host).`;
}
/** The first variable (or set of alternatives) the agent needs that is unset or blank; null: none. */
function unmetNeed(agent, hostEnv) {
    return ((agent.needs?.(hostEnv) ?? []).find((need) => !need.anyOf.some((name) => hostEnv[name]?.trim())) ?? null);
}
/** Throws AgentPreflightError with that sentence (callers map it to exit 2 or a failed step). */
function assertAgentCanRun(agent, hostEnv, agentNetwork) {
    const problem = agentPreflight(agent, hostEnv, agentNetwork);
    if (problem)
        throw new AgentPreflightError(problem);
}
/** `http://localhost:8000/v1`, `http://127.0.0.1:…`, `http://[::1]:…`, `http://0.0.0.0:…`. */
function isLoopback(url) {
    if (!url?.trim())
        return false;
    let host;
    try {
        host = new URL(url.trim()).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        /^127\.\d+\.\d+\.\d+$/.test(host) ||
        host === '[::1]' ||
        host === '0.0.0.0');
}


/***/ }),

/***/ 2488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lg: () => (/* binding */ PathNotFound),
/* harmony export */   pq: () => (/* binding */ ProviderSettingsError),
/* harmony export */   wd: () => (/* binding */ ProviderUnavailableError)
/* harmony export */ });
// Errors every provider throws the same way, so the code above the seam tells them apart by type.
/**
 * `Environment.copyOut` of a path that does not exist in the environment. A provider that met it
 * as an API answer passes that as `cause`: the message stays the provider's own, and the fault is
 * still sorted as the provider's (faultKind reads the cause).
 */
class PathNotFound extends Error {
    path;
    constructor(path, cause) {
        super(cause instanceof Error ? cause.message : `${path}: not found in the environment`, { cause });
        this.path = path;
        this.name = 'PathNotFound';
    }
}
/**
 * A provider's settings (from the environment and the flags or inputs) are missing or wrong; the
 * message names what to set, never a secret's value. The CLI makes it a usage error, the action an
 * input error.
 */
class ProviderSettingsError extends Error {
    name = 'ProviderSettingsError';
}
/** The provider cannot be reached at all (no Docker engine answers): one sentence before any task. */
class ProviderUnavailableError extends Error {
    name = 'ProviderUnavailableError';
}


/***/ }),

/***/ 63826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ dockerDescriptor)
});

// UNUSED EXPORTS: DOCKER_CAPABILITIES

// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/run/providers/docker/reachable.ts
// One clear sentence when no Docker engine answers, instead of an error per attempt.


/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
function dockerEndpoint(env = process.env) {
    return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock';
}
/** The engine did not answer (`error`, from a ping or info): what to do about it. */
function dockerUnavailable(error, env = process.env) {
    const code = (0,narrow/* errorField */.LI)(error, 'code');
    const why = typeof code === 'string' ? code : (0,narrow/* messageOf */.bD)(error);
    return new errors/* ProviderUnavailableError */.wd(`no Docker engine answers at ${dockerEndpoint(env)} (${why}). Start one (on Debian/Ubuntu, as root: bash .ci/setup-docker.sh; elsewhere Docker Desktop or dockerd), or point DOCKER_HOST at one. plan, merge, compare and download work without Docker.`);
}

;// CONCATENATED MODULE: ./src/run/providers/docker/descriptor.ts

const DOCKER_CAPABILITIES = {
    services: true,
    noNetwork: true,
    hostNetwork: true,
    mounts: true,
    verifierBeside: true,
    display: true,
    displayBundle: true,
};
const dockerDescriptor = {
    name: 'docker',
    remote: false,
    title: 'Docker',
    help: 'docker (default; the local engine or DOCKER_HOST)',
    capabilities: DOCKER_CAPABILITIES,
    refuses: { namespace: 'runs on one engine, which has no namespaces (provider kubernetes takes one)' },
    async create(context) {
        const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(1705)]).then(__webpack_require__.bind(__webpack_require__, 36560));
        return new DockerProvider(context.docker);
    },
    async preflight(provider, context) {
        // One question of the engine, through the seam: no engine, one sentence instead of one per attempt.
        await provider.platform().catch((error) => {
            throw dockerUnavailable(error, context.env);
        });
    },
};


/***/ }),

/***/ 59165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ss: () => (/* reexport */ image_cache/* ImageCache */.S),
  dV: () => (/* reexport */ registry/* RegistryRefError */.dV),
  UP: () => (/* reexport */ loadImageArchive),
  F5: () => (/* binding */ openEngine),
  GQ: () => (/* reexport */ registry/* parseRegistryRef */.GQ),
  Wc: () => (/* reexport */ registry/* resolveRegistry */.Wc),
  Hn: () => (/* reexport */ saveImageArchive)
});

// UNUSED EXPORTS: environmentTag, removeRunContainers

// EXTERNAL MODULE: ./src/run/providers/docker/descriptor.ts + 1 modules
var descriptor = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/run/providers/docker/image-cache.ts + 3 modules
var image_cache = __webpack_require__(47527);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./src/run/providers/docker/registry.ts
var registry = __webpack_require__(87394);
;// CONCATENATED MODULE: ./src/run/providers/docker/image-archive.ts
// Images as archive files, through the engine's image save (`GET /images/{name}/get`) and load
// (`POST /images/load`) APIs: how the Actions cache keeps built environments. An archive is
// saved under a name of its own (`helios-env-cache:<content hash>`, the same for every task that
// shares the environment) and renamed to the task's tag once loaded.
//
// Loading an archive names images on this engine, so an archive is read before it is loaded: every
// name in it (manifest.json, the legacy `repositories` file, an OCI index's annotations) must be
// the one expected — a cache entry can't rename `debian:bookworm` or another task's image.






class ImageArchiveError extends Error {
    name = 'ImageArchiveError';
}
/** The name an environment's image has inside its archive. */
function archiveImageName(hash) {
    return `helios-env-cache:${hash}`;
}
/** Writes the image `tag` to `file` as the archive of `hash`; the archive name is removed after. */
async function saveImageArchive(docker, tag, hash, file) {
    const name = archiveImageName(hash);
    const [repo, version] = splitName(name);
    await docker.getImage(tag).tag({ repo, tag: version });
    try {
        // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
        const stream = (await docker.getImage(name).get());
        await (0,promises_.pipeline)(stream, (0,external_node_fs_.createWriteStream)(file));
    }
    finally {
        await untag(docker, name);
    }
}
/**
 * Loads the archive of `hash` from `file` and names it `tag`. Throws when the file is not an image
 * archive, names anything else, or the engine refuses it.
 */
async function loadImageArchive(docker, file, hash, tag) {
    const name = archiveImageName(hash);
    const names = await archiveNames(file);
    const other = names.filter((n) => n !== name);
    if (names.length === 0)
        throw new ImageArchiveError('the archive names no image');
    if (other.length > 0)
        throw new ImageArchiveError(`the archive names ${other.join(', ')}, not ${name}; it was not loaded`);
    // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
    const response = (await docker.loadImage((0,external_node_fs_.createReadStream)(file), { quiet: true }));
    await (0,registry/* readProgress */.gQ)(response);
    const [repo, version] = splitName(tag);
    try {
        await docker.getImage(name).tag({ repo, tag: version });
    }
    finally {
        await untag(docker, name);
    }
}
/** Every image name an archive would give on load, normalised (`docker.io/library/` dropped). */
async function archiveNames(file) {
    const wanted = new Map();
    const extract = tar_stream.extract();
    extract.on('entry', (header, stream, next) => {
        // As the engine extracts it: `x/../manifest.json` or `/manifest.json` is manifest.json, and a
        // later entry of a name replaces an earlier one. A link has no content here, so is no JSON.
        const path = external_node_path_.posix.normalize(header.name).replace(/^(\.?\/)+/, '');
        const keep = ['manifest.json', 'repositories', 'index.json'].includes(path);
        const chunks = [];
        stream.on('data', (chunk) => {
            // as: tar-stream's entries yield Buffers.
            if (keep)
                chunks.push(chunk);
        });
        stream.on('end', () => {
            if (keep)
                wanted.set(path, Buffer.concat(chunks).toString('utf8'));
            next();
        });
        stream.resume();
    });
    try {
        await (0,promises_.pipeline)((0,external_node_fs_.createReadStream)(file), extract);
    }
    catch (error) {
        throw new ImageArchiveError(`not a readable image archive: ${(0,narrow/* messageOf */.bD)(error)}`);
    }
    const manifest = wanted.get('manifest.json');
    if (manifest === undefined)
        throw new ImageArchiveError('not an image archive: it has no manifest.json');
    return [...new Set(namesIn(wanted).map(normalise))];
}
function namesIn(files) {
    const parse = (file) => {
        const text = files.get(file);
        if (text === undefined)
            return undefined;
        try {
            return JSON.parse(text);
        }
        catch {
            throw new ImageArchiveError(`not an image archive: its ${file} is not JSON`);
        }
    };
    const names = [];
    const manifest = parse('manifest.json');
    if (!Array.isArray(manifest))
        throw new ImageArchiveError('not an image archive: manifest.json is not a list');
    // One image per archive: a second, unnamed one would be left on the engine by nobody.
    if (manifest.length !== 1)
        throw new ImageArchiveError(`the archive holds ${manifest.length} images, not one; it was not loaded`);
    for (const entry of manifest)
        if (Array.isArray(entry?.RepoTags))
            names.push(...entry.RepoTags.map(String));
    const repositories = parse('repositories');
    if (repositories && typeof repositories === 'object')
        for (const [repo, tags] of Object.entries(repositories))
            if (tags && typeof tags === 'object')
                names.push(...Object.keys(tags).map((t) => `${repo}:${t}`));
    const index = parse('index.json');
    for (const m of index?.manifests ?? []) {
        const annotated = m?.annotations?.['io.containerd.image.name'];
        if (annotated)
            names.push(annotated);
    }
    return names;
}
function normalise(name) {
    return name.replace(/^docker\.io\/(library\/)?/, '');
}
function splitName(name) {
    const at = name.lastIndexOf(':');
    return [name.slice(0, at), name.slice(at + 1)];
}
async function untag(docker, name) {
    await docker
        .getImage(name)
        .remove({ noprune: true })
        .catch(() => undefined);
}

// EXTERNAL MODULE: ./src/run/providers/docker/cleanup.ts
var cleanup = __webpack_require__(98289);
;// CONCATENATED MODULE: ./src/run/providers/engine.ts

/** The engine (DOCKER_HOST, else the local socket), checked: no engine, one ProviderUnavailableError. */
async function openEngine(env = process.env) {
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(6560), __webpack_require__.e(4086)]).then(__webpack_require__.bind(__webpack_require__, 36560));
    const provider = new DockerProvider();
    await descriptor/* dockerDescriptor */.S.preflight(provider, { env });
    return { provider, docker: provider.docker };
}


/** Kept for library callers; `provider.removeRun(runId)` does the same on any provider. */




/***/ })

};
