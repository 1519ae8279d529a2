export const id = 6043;
export const ids = [6043];
export const modules = {

/***/ 33333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GZ: () => (/* binding */ MIN_DRIFT_TASKS),
/* harmony export */   X2: () => (/* binding */ DRIFT_MARGIN_SD),
/* harmony export */   ip: () => (/* binding */ widenedLowerP),
/* harmony export */   sE: () => (/* binding */ driftDispersion),
/* harmony export */   v0: () => (/* binding */ DRIFT_CAP)
/* harmony export */ });
/* unused harmony export normalCdf */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45613);
// Per-task drift allowance for the stratified test. Pure.
//
// Why: the stratified exact test (stats.ts) asks whether *these* tasks got worse, with each task's
// noise taken from its own attempts only. When pass rates move from run to run for reasons other
// than the PR (a drifting model, flaky environments), every task moves a little both ways, some of
// these tasks really got worse, and the test reads the net of that drift as a drop: at 89 × 5 with
// log-odds ± N(0, 1²) it fired in 4.3–4.5% of no-change PRs at its 2.5% share of the budget, and a
// confirmation round, which sharpens exactly the tasks that fell, made it worse.
//
// The allowance: an overdispersion factor φ ≥ 1 (quasi-likelihood) and the test's normal score
// divided by √φ. φ compares how far the tasks moved with how far their own attempts let them move
// under "nothing changed": each movable task scores min((observed − expected)², CAP × variance) of
// its statistic under its exact hypergeometric law, and φ is the summed score, less one standard
// deviation of chance, over its expected value. Why the cap: a regression is a few tasks moving a
// lot, drift is many tasks moving some; capped, five tasks that broke add at most CAP − 1 times
// their share of the variance each and cannot buy themselves a much wider test (uncapped, a spread
// measured over all tasks cost most of the power on concentrated drops). Why both directions and
// not the rises alone (drift looks symmetric): with most tasks near 0 or 1 a task can move one way
// only, and in exactly the drifting PRs that looked like a drop few tasks had room to rise, so the
// rises alone never widened the test where it fired. Why the margin: chance alone should rarely
// widen the test when nothing drifts. Measured by bench/gate-simulation.ts (the drift rows and the
// concentrated-drop rows on the same PRs).

/** How many standard deviations of chance the rises must exceed before the test is widened. */
const DRIFT_MARGIN_SD = 1;
/**
 * Fewest movable tasks to measure drift from: below, φ = 1. With a handful of movable tasks the
 * ones that broke are most of them, and drift cannot be told from breakage (three tasks of three
 * that all went 3/3 → 0/3 read as φ ≈ 2.5).
 */
const MIN_DRIFT_TASKS = 20;
/** Most a task's squared move counts, in multiples of its own variance under "nothing moved". */
const DRIFT_CAP = 2;
/**
 * The overdispersion factor φ ≥ 1 the tasks' rises show beyond their own attempts' noise (1 when
 * they show none, or fewer than MIN_DRIFT_TASKS tasks can move). Only tasks whose margins allow
 * more than one outcome count.
 */
function driftDispersion(strata, statistic) {
    let observed = 0;
    let expected = 0;
    let variance = 0;
    let movable = 0;
    for (const s of strata) {
        const dist = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .stratumNull */ .up)(s, (h, b) => statistic(s, h, b));
        if (dist === null)
            continue;
        movable++;
        const cap = DRIFT_CAP * dist.variance;
        const score = (v) => Math.min(cap, (v - dist.mean) ** 2);
        observed += score(statistic(s, s.headSuccesses, s.baseSuccesses));
        let m2 = 0;
        let m4 = 0;
        for (let j = 0; j < dist.values.length; j++) {
            const p = dist.cdf[j] - (j === 0 ? 0 : dist.cdf[j - 1]);
            const up = score(dist.values[j]);
            m2 += p * up;
            m4 += p * up * up;
        }
        expected += m2;
        variance += Math.max(0, m4 - m2 * m2);
    }
    if (movable < MIN_DRIFT_TASKS || expected <= 0)
        return 1;
    return Math.max(1, (observed - DRIFT_MARGIN_SD * Math.sqrt(variance)) / expected);
}
/**
 * A one-sided lower p-value widened by φ: its normal score divided by √φ (a p above ½ is left
 * alone: widening never makes a rise look like a drop).
 */
function widenedLowerP(p, dispersion) {
    if (dispersion <= 1 || p >= 0.5)
        return p;
    const z = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalQuantile */ .Zl)(Math.max(p, 1e-300));
    return normalCdf(z / Math.sqrt(dispersion));
}
/** Φ(z), the standard normal CDF (Abramowitz–Stegun 7.1.26 through erfc; |error| < 1.5e-7). */
function normalCdf(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.3275911 * x);
    const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    const erfc = poly * Math.exp(-x * x);
    return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}


/***/ }),

/***/ 43164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ isAtLeastMinEffect),
/* harmony export */   h: () => (/* binding */ failingLevel)
/* harmony export */ });
/** The one-sided level of each test that can fail the PR: halves of 1 − confidence, quarters with fail-on-error. */
function failingLevel(options) {
    return (1 - options.confidence) / (options.failOnError ? 4 : 2);
}
/** A tiny epsilon so a drop of exactly minEffect (e.g. 0.1 − 0.08 in floating point) still counts. */
function isAtLeastMinEffect(drop, options) {
    return drop >= options.minEffect - 1e-12;
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

/***/ 2411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ gridLikelihood),
/* harmony export */   IM: () => (/* binding */ fitRatePrior),
/* harmony export */   KL: () => (/* binding */ posterior),
/* harmony export */   OG: () => (/* binding */ RATE_GRID),
/* harmony export */   UL: () => (/* binding */ fitPriorToLikelihoods),
/* harmony export */   c: () => (/* binding */ pooledPrior),
/* harmony export */   i3: () => (/* binding */ marginal)
/* harmony export */ });
// Empirical Bayes for per-task pass rates: how pass rates are spread over the tasks of a run,
// fitted from all of them, so one task's few attempts borrow strength from the rest. The prior is
// a distribution on a fixed grid of rates (a nonparametric maximum-likelihood fit by EM), which
// follows a benchmark's usual shape — most tasks always or never solved, a flaky middle — better
// than one Beta. Used to name the tasks most likely behind a drop (suspects.ts) and to say which
// drop a comparison could catch (sensitivity.ts). Pure and deterministic.
/** Pass rates from 0.05% to 99.95%, evenly spaced in log-odds (dense near 0 and 1). */
const RATE_GRID = Array.from({ length: 61 }, (_, i) => 1 / (1 + Math.exp(-(-7.5 + i * 0.25))));
const LN_RATE = RATE_GRID.map(Math.log);
const LN_MISS = RATE_GRID.map((p) => Math.log1p(-p));
/**
 * Likelihood of a count at each grid rate (at `factor` × each grid rate when given: the count of a
 * side whose rates all fell by that factor), scaled so its largest value is 1 (binomial
 * coefficient left out).
 */
function gridLikelihood(c, factor = 1) {
    const out = new Float64Array(RATE_GRID.length);
    let max = -Infinity;
    for (let g = 0; g < out.length; g++) {
        const [lnRate, lnMiss] = factor === 1
            ? [LN_RATE[g], LN_MISS[g]]
            : [Math.log(factor * RATE_GRID[g]), Math.log1p(-factor * RATE_GRID[g])];
        // 0 × ln 0 is 0: a factor of 0 leaves a count without passes its whole likelihood.
        out[g] = (c.successes === 0 ? 0 : c.successes * lnRate) + (c.n - c.successes) * lnMiss;
        max = Math.max(max, out[g]);
    }
    for (let g = 0; g < out.length; g++)
        out[g] = Math.exp(out[g] - max);
    return out;
}
/**
 * The grid prior that maximises the likelihood of the counts (EM from a flat start, 300 steps:
 * stopping early keeps it smooth where the data say little). Counts with n = 0 are ignored; with
 * none at all the prior stays flat.
 */
function fitRatePrior(counts) {
    // Identical counts share one likelihood row.
    const rows = new Map();
    for (const c of counts.filter((c) => c.n > 0)) {
        const key = `${c.n}/${c.successes}`;
        const row = rows.get(key);
        if (row)
            row.times++;
        else
            rows.set(key, { like: gridLikelihood(c), times: 1 });
    }
    return fitPriorToLikelihoods([...rows.values()]);
}
/** fitRatePrior on likelihood rows over RATE_GRID, each standing for `times` tasks. */
function fitPriorToLikelihoods(rows) {
    const size = RATE_GRID.length;
    let weights = new Float64Array(size).fill(1 / size);
    const tasks = rows.reduce((a, r) => a + r.times, 0);
    if (tasks === 0)
        return { weights };
    for (let step = 0; step < 300; step++) {
        const next = new Float64Array(size);
        for (const { like, times } of rows) {
            let total = 0;
            for (let g = 0; g < size; g++)
                total += weights[g] * like[g];
            for (let g = 0; g < size; g++)
                next[g] += (times * weights[g] * like[g]) / total;
        }
        for (let g = 0; g < size; g++)
            next[g] = next[g] / tasks;
        weights = next;
    }
    return { weights };
}
/** The prior from each task's attempts on both sides pooled: one draw per task, as if nothing changed. */
function pooledPrior(pairs) {
    return fitRatePrior(pairs.map((p) => ({ n: p.base.n + p.head.n, successes: p.base.successes + p.head.successes })));
}
/** Σ_g w_g × Π likelihoods at g: the marginal likelihood (in the scaled units of gridLikelihood). */
function marginal(prior, ...likes) {
    let sum = 0;
    for (let g = 0; g < prior.weights.length; g++) {
        let term = prior.weights[g];
        for (const like of likes)
            term *= like[g];
        sum += term;
    }
    return sum;
}
/** The posterior over the grid given likelihoods (normalised). */
function posterior(prior, ...likes) {
    const out = new Float64Array(prior.weights.length);
    let sum = 0;
    for (let g = 0; g < out.length; g++) {
        let term = prior.weights[g];
        for (const like of likes)
            term *= like[g];
        out[g] = term;
        sum += term;
    }
    for (let g = 0; g < out.length; g++)
        out[g] = sum > 0 ? out[g] / sum : 1 / out.length;
    return out;
}


/***/ }),

/***/ 77773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sG: () => (/* binding */ TARGET_POWER),
/* harmony export */   yQ: () => (/* binding */ sensitivity)
/* harmony export */ });
/* unused harmony exports MIN_TASKS_FOR_SENSITIVITY, firedNeeded */
/* harmony import */ var _drift_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33333);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97087);
/* harmony import */ var _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2411);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45613);
// Which drop a comparison could catch: the smallest true drop in pass@k that the gate would catch
// in 80% of PRs like this one, or why no such number can be given. Pure and deterministic (seeded).
//
// Found by simulating this comparison again many times (posterior predictive): each task keeps its
// valid attempts per side; its base pass rate is drawn from its posterior under a prior fitted to
// this run, the head's counts read as drawn at the base rates times the run's own observed factor
// (head over base pass rate, at most 1), so a drop already in this run does not pass for flakiness;
// the head's rates are all scaled by one factor so that the mean true pass@k falls by D (a drop
// spread over every task in proportion to how often it passes). Each replica runs both halves of
// the gate (normal forms of the paired bootstrap and of the stratified test) and the min-effect
// rule (the stratified test widened by the drift allowance each replica shows, as the real one
// is: a drop widens it a little, and without it the Terminal-Bench-like rows read 77.0 and 74.3%
// over 300 PRs, with it 78.0 and 75.0%); the drop where 80% of replicas fail the gate is found by
// bisection, the same random numbers for every D. Checked by bench/gate-simulation.ts on two generator families: at a true drop of
// the printed size the gate fires in 80 ± 3% of PRs.




const TARGET_POWER = 0.8;
const MIN_TASKS_FOR_SENSITIVITY = 10;
function sensitivity(input) {
    const { pairs } = input;
    if (pairs.length < MIN_TASKS_FOR_SENSITIVITY) {
        return {
            drop: null,
            cannot: `with ${pairs.length} compared task(s) (fewer than ${MIN_TASKS_FOR_SENSITIVITY}) it cannot say which drop it would catch`,
        };
    }
    const baseValid = pairs.reduce((a, p) => a + p.base.n, 0);
    const basePassed = pairs.reduce((a, p) => a + p.base.successes, 0);
    if (basePassed === baseValid) {
        return {
            drop: null,
            cannot: 'the base passed every compared attempt, so this run shows no failures to tell chance from a drop: it cannot say which drop it would catch',
        };
    }
    if (basePassed === 0)
        return { drop: null, cannot: 'the base passed no compared attempt: there is no pass to lose' };
    const replicas = drawReplicas(input);
    const caught = caughtAtTarget(input, replicas);
    const most = replicas.reduce((a, r) => Math.max(a, r.passAtK), 0);
    if (!caught(most)) {
        return {
            drop: null,
            cannot: `even every pass lost would be caught in under ${TARGET_POWER * 100}% of comparisons like this one`,
        };
    }
    let low = 0;
    let high = most;
    // 9 halvings: to within 0.2% of the largest possible drop.
    for (let i = 0; i < 9; i++) {
        const mid = (low + high) / 2;
        if (caught(mid))
            high = mid;
        else
            low = mid;
    }
    return { drop: Math.max(high, input.minEffect), cannot: null };
}
/** Replicas per comparison: 200, fewer for very large runs (at least 40). */
function replicaCount(tasks) {
    return Math.max(40, Math.min(200, Math.floor(2e5 / tasks)));
}
function drawReplicas(input) {
    const { pairs, k } = input;
    const random = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .mulberry32 */ .sK)(input.seed + 7);
    const factor = observedFactor(pairs);
    // Tasks with the same counts share one likelihood row (as in fitRatePrior).
    const rows = new Map();
    const likes = pairs.map((p) => {
        const key = `${p.base.n}/${p.base.successes}/${p.head.n}/${p.head.successes}`;
        let row = rows.get(key);
        if (row === undefined) {
            const base = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(p.base);
            const head = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(p.head, factor);
            row = { like: base.map((x, g) => x * head[g]), times: 0 };
            rows.set(key, row);
        }
        row.times++;
        return row.like;
    });
    const prior = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .fitPriorToLikelihoods */ .UL)([...rows.values()]);
    const cdfs = likes.map((like) => {
        const post = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .posterior */ .KL)(prior, like);
        for (let g = 1; g < post.length; g++)
            post[g] += post[g - 1];
        return post;
    });
    return Array.from({ length: replicaCount(pairs.length) }, () => {
        const rate = new Float64Array(pairs.length);
        const baseSuccesses = new Int32Array(pairs.length);
        const headDraw = new Float64Array(pairs.length);
        let total = 0;
        pairs.forEach((p, i) => {
            const cdf = cdfs[i];
            const u = random() * cdf[cdf.length - 1];
            let g = 0;
            while (g < cdf.length - 1 && u > cdf[g])
                g++;
            rate[i] = _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_GRID */ .OG[g];
            for (let a = 0; a < p.base.n; a++)
                if (random() < rate[i])
                    baseSuccesses[i]++;
            headDraw[i] = random();
            total += truePassAtK(rate[i], k);
        });
        return { rate, baseSuccesses, headDraw, passAtK: total / pairs.length };
    });
}
/**
 * The head's mean pass rate over the base's, at most 1: how far this run's head already fell. Read
 * as if nothing changed, a drop in the run makes every task look flakier than it is, and the
 * replicas' noise with it (the printed drop then ran 4–6 points of power short).
 */
function observedFactor(pairs) {
    let base = 0;
    let head = 0;
    for (const p of pairs) {
        base += p.base.successes / p.base.n;
        head += p.head.successes / p.head.n;
    }
    return base > 0 ? Math.min(1, head / base) : 1;
}
/** 1 − (1 − p)^k: the chance that k attempts include a pass. */
function truePassAtK(rate, k) {
    return 1 - Math.pow(1 - rate, k);
}
/** The smallest x with P(Binomial(n, p) ≤ x) ≥ u. */
function binomialQuantile(u, n, p) {
    if (p <= 0)
        return 0;
    if (p >= 1)
        return n;
    let term = Math.pow(1 - p, n);
    let cdf = term;
    let x = 0;
    while (cdf < u && x < n) {
        term *= ((n - x) / (x + 1)) * (p / (1 - p));
        x++;
        cdf += term;
    }
    return x;
}
/** The factor f for which the mean true pass@k of the rates scaled by f is `target`. */
function scaleFor(r, target, k) {
    if (target <= 0)
        return 0;
    if (k === 1)
        return Math.min(1, target / r.passAtK);
    let low = 0;
    let high = 1;
    for (let i = 0; i < 30; i++) {
        const mid = (low + high) / 2;
        let sum = 0;
        for (const p of r.rate)
            sum += truePassAtK(mid * p, k);
        if (sum / r.rate.length < target)
            low = mid;
        else
            high = mid;
    }
    return (low + high) / 2;
}
function taskTables(pairs, k) {
    const shared = new Map();
    return pairs.map((p) => {
        const key = `${p.base.n}/${p.head.n}`;
        let t = shared.get(key);
        if (t !== undefined)
            return t;
        const total = p.base.n + p.head.n;
        t = {
            head: Float64Array.from({ length: p.head.n + 1 }, (_, x) => (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .passAtK */ .kc)(p.head.n, x, k)),
            base: Float64Array.from({ length: p.base.n + 1 }, (_, x) => (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .passAtK */ .kc)(p.base.n, x, k)),
            nullMean: new Float64Array(total + 1),
            nullVariance: new Float64Array(total + 1),
            scoreMean: new Float64Array(total + 1),
            scoreVariance: new Float64Array(total + 1),
        };
        for (let m = 0; m <= total; m++) {
            const tables = t;
            const dist = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .stratumNull */ .up)({ baseValid: p.base.n, headValid: p.head.n, baseSuccesses: m, headSuccesses: 0 }, (h, b) => tables.head[h] - tables.base[b]);
            t.nullMean[m] = dist?.mean ?? NaN;
            t.nullVariance[m] = dist?.variance ?? 0;
            if (dist !== null)
                [t.scoreMean[m], t.scoreVariance[m]] = cappedScoreMoments(dist);
        }
        shared.set(key, t);
        return t;
    });
}
/** Mean and variance of a task's capped drift score under its null law (as driftDispersion). */
function cappedScoreMoments(dist) {
    let m2 = 0;
    let m4 = 0;
    for (let j = 0; j < dist.values.length; j++) {
        const p = dist.cdf[j] - (j === 0 ? 0 : dist.cdf[j - 1]);
        const score = Math.min(_drift_js__WEBPACK_IMPORTED_MODULE_3__/* .DRIFT_CAP */ .v0 * dist.variance, (dist.values[j] - dist.mean) ** 2);
        m2 += p * score;
        m4 += p * score * score;
    }
    return [m2, Math.max(0, m4 - m2 * m2)];
}
/** φ from a replica's summed capped scores, as driftDispersion reads the real run. */
function dispersionOf(movable, observed, expected, variance) {
    if (movable < _drift_js__WEBPACK_IMPORTED_MODULE_3__/* .MIN_DRIFT_TASKS */ .GZ || expected <= 0)
        return 1;
    return Math.max(1, (observed - _drift_js__WEBPACK_IMPORTED_MODULE_3__/* .DRIFT_MARGIN_SD */ .X2 * Math.sqrt(variance)) / expected);
}
/** The fewest of `count` replicas that make a share of at least TARGET_POWER (as the share compares). */
function firedNeeded(count) {
    let needed = Math.ceil(TARGET_POWER * count);
    while (needed > 0 && (needed - 1) / count >= TARGET_POWER)
        needed--;
    while (needed / count < TARGET_POWER)
        needed++;
    return needed;
}
/**
 * D ↦ whether at least TARGET_POWER of the replicas fail the gate at a true drop of D. It stops
 * as soon as the answer is settled (enough fired, or too few left to get there): the bisection
 * asks only that, and most drops it tries are far from the answer.
 */
function caughtAtTarget(input, replicas) {
    const { pairs, k, minEffect } = input;
    const z = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .normalQuantile */ .Zl)(1 - (1 - input.confidence) / 2);
    const tables = taskTables(pairs, k);
    const n = pairs.length;
    const needed = firedNeeded(replicas.length);
    return (drop) => {
        let fired = 0;
        for (let index = 0; index < replicas.length; index++) {
            if (fired >= needed)
                return true;
            if (fired + replicas.length - index < needed)
                return false;
            const r = replicas[index];
            const f = scaleFor(r, Math.max(0, r.passAtK - drop), k);
            let sum = 0;
            let square = 0;
            let cube = 0;
            let nullMean = 0;
            let nullVariance = 0;
            const drift = { movable: 0, observed: 0, expected: 0, variance: 0 };
            for (let i = 0; i < n; i++) {
                const t = tables[i];
                const head = binomialQuantile(r.headDraw[i], pairs[i].head.n, f * r.rate[i]);
                const base = r.baseSuccesses[i];
                const d = t.head[head] - t.base[base];
                sum += d;
                square += d * d;
                cube += d * d * d;
                const m = head + base;
                const variance = t.nullVariance[m];
                // Only tasks that can move carry null spread; a fixed task's difference is its own mean.
                nullMean += variance > 0 ? t.nullMean[m] : d;
                nullVariance += variance;
                if (variance > 0) {
                    drift.movable++;
                    drift.observed += Math.min(_drift_js__WEBPACK_IMPORTED_MODULE_3__/* .DRIFT_CAP */ .v0 * variance, (d - t.nullMean[m]) ** 2);
                    drift.expected += t.scoreMean[m];
                    drift.variance += t.scoreVariance[m];
                }
            }
            // The real test is widened by the drift allowance the run shows; a drop shows some too.
            const phi = dispersionOf(drift.movable, drift.observed, drift.expected, drift.variance);
            const mean = sum / n;
            const spread = Math.max(0, square / n - mean * mean);
            const bootstrapSe = Math.sqrt(spread / n);
            // The percentile bootstrap's upper end, skew included (Cornish–Fisher): a drop makes the
            // differences skewed, and the resampled means with them.
            const third = cube / n - 3 * mean * (square / n) + 2 * mean ** 3;
            const skew = spread > 0 ? third / spread ** 1.5 / Math.sqrt(n) : 0;
            const bootstrap = mean + bootstrapSe * (z + ((z * z - 1) * skew) / 6) < 0;
            const stratified = nullVariance > 0 && (sum - nullMean) / Math.sqrt(nullVariance * phi) <= -z;
            if (-mean >= minEffect - 1e-12 && (bootstrap || stratified))
                fired++;
        }
        return fired >= needed;
    };
}


/***/ }),

/***/ 36043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VO: () => (/* binding */ magnitude),
/* harmony export */   gW: () => (/* binding */ notFailingReason),
/* harmony export */   jG: () => (/* binding */ leftOutText),
/* harmony export */   nY: () => (/* binding */ pValueText),
/* harmony export */   nt: () => (/* binding */ verdictText)
/* harmony export */ });
/* harmony import */ var _gate_level_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43164);
/* harmony import */ var _points_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74191);
/* harmony import */ var _sensitivity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77773);



/** "p = 0.004", "p < 0.001". */
function pValueText(p) {
    return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}
/** Unsigned percentage points, e.g. "8.0". */
function magnitude(fraction) {
    return (Math.round(Math.abs(fraction) * 1000) / 10).toFixed(1);
}
/**
 * "15 errored, 10 new, 10 removed": the tasks a comparison left out of its figures, by why (our
 * words and numbers only; the renderers add the errored tasks' reasons, escaped). Null when none.
 */
function leftOutText(c) {
    const o = c.leftOut;
    const k = c.options.k;
    const errored = k === 1 ? `${o.errored} with every attempt errored` : `${o.errored} with under ${k} non-errored attempts`;
    const parts = [
        o.errored > 0 ? `${errored}${c.base === null ? '' : ' on a side'}` : '',
        o.new > 0 ? `${o.new} new` : '',
        o.removed > 0 ? `${o.removed} removed` : '',
        o.notRun > 0 ? `${o.notRun} not run (the head run stopped early)` : '',
        o.changed > 0 ? `${o.changed} changed (same name, new content)` : '',
    ].filter((p) => p !== '');
    return parts.length === 0 ? null : parts.join(', ');
}
function verdictText(c) {
    const k = c.options.k;
    const parts = [];
    const d = c.passAtK;
    const failOnError = c.gate.errorGate ? ' (fails the gate: fail-on-error)' : '';
    if (c.base === null) {
        parts.push('No baseline: head results only.');
        if (c.gate.inconclusive !== null)
            parts.push(`${capitalize(c.gate.inconclusive)}.`);
    }
    else if (c.gate.inconclusive !== null && !c.gate.regression) {
        parts.push(`Inconclusive: ${c.gate.inconclusive}${failOnError}.`);
        if (d !== null)
            parts.push(`On the ${c.pairedTasks} compared task(s), pass@${k} ${(0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(d.delta)} points.`);
    }
    else if (d === null) {
        parts.push('Nothing to compare: no task ran on both sides with enough non-errored attempts.');
    }
    else
        parts.push(...gateSentences(c, d));
    const e = c.errors;
    if (e.baseRate !== null && e.headRate > e.baseRate) {
        const rate = (x) => `${(x * 100).toFixed(1)}%`;
        const significance = e.rose
            ? `a significant rise${c.gate.errorGate && e.rise.pValue <= (0,_gate_level_js__WEBPACK_IMPORTED_MODULE_2__/* .failingLevel */ .h)(c.options) + 1e-12 ? ' (fails the gate: fail-on-error)' : ''}`
            : 'within noise';
        parts.push(`Errored attempts ${rate(e.baseRate)} → ${rate(e.headRate)} (${e.headErrors} of ${e.headAttempts}), ${significance}.`);
    }
    return parts.join(' ');
}
/**
 * Why a comparison does not fail, from the test that decided: a drop under min-effect quotes the
 * effects min-effect was held against (with a confirmation round, the rate the suspects lost and
 * Δ over all rounds); a
 * confirmation test that held but a pass@k that did not fall over both rounds says both.
 */
function notFailingReason(g) {
    const minimum = `the ${(g.minEffect * 100).toFixed(1)}-point minimum effect`;
    const c = g.confirmation;
    const d = g.passDelta;
    if (g.dropSignificant && d !== null)
        return c === null
            ? `pass@${g.k} fell ${magnitude(d.delta)} points, under ${minimum}`
            : d.delta < 0
                ? `the suspect tasks account for a drop of ${magnitude(c.lost)} points over all compared tasks and pass@${g.k} fell ${magnitude(d.delta)} points over ${allRounds(c)}, both under ${minimum}`
                : `the suspect tasks account for a drop of ${magnitude(c.lost)} points over all compared tasks, under ${minimum}, and ${overAllRounds(g.k, d, c)}`;
    if (c === null)
        return `the change in pass@${g.k} over all compared tasks is not significant`;
    const overBoth = d === null ? '' : `, but pass@${g.k} over ${allRounds(c)} did not fall (${(0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(d.delta)} points)`;
    if (g.testDrop && d !== null && d.low > 0)
        return `the confirmation round's ${c.tasks} suspect task(s) passed less often than predicted if nothing changed (${pValueText(c.test.p)}), though pass@${g.k} rose significantly over ${allRounds(c)}: the tasks it fixed outweigh them`;
    if (g.testDrop)
        return `the confirmation round's suspect tasks passed less often than predicted if nothing changed (${pValueText(c.test.p)})${overBoth}`;
    if (g.bootstrapDrop)
        return `round 1's paired bootstrap found a drop${overBoth}`;
    return `the confirmation round's suspect tasks passed about as often as predicted if nothing changed (${pValueText(c.test.p)})`;
}
/** What a confirmation round's suspects did against the prediction (our words and numbers only). */
function confirmationText(c) {
    const t = c.test;
    const rounds = c.rounds === 1 ? 'confirmation round' : `${c.rounds} confirmation rounds`;
    return `${rounds}: the ${c.tasks} suspect task(s) passed ${t.observed} of ${t.attempts} fresh attempts, ${t.predicted.toFixed(1)} expected if nothing changed (${c.anytime ? 'anytime-valid ' : ''}${pValueText(t.p)}, drift τ = ${t.drift.toFixed(1)})`;
}
/**
 * Δ pass@k over round 1 and the confirmation rounds, said as it went: beside the suspects' loss it
 * may not have fallen (the other tasks' attempts are in it too).
 */
function overAllRounds(k, d, c) {
    return d.delta < 0
        ? `pass@${k} fell ${magnitude(d.delta)} points over ${allRounds(c)}`
        : `pass@${k} over ${allRounds(c)} did not fall (${(0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(d.delta)} points, the other tasks' attempts included)`;
}
/** Round 1 and the confirmation rounds, as the verdict's Δ pass@k counts them. */
function allRounds(c) {
    return c.rounds === 1 ? 'both rounds' : `all ${c.rounds + 1} rounds`;
}
/** The verdict of a conclusive comparison: regression, flagged, improvement or no change, with the evidence. */
function gateSentences(c, d) {
    const k = c.options.k;
    const confirmed = c.gate.confirmation;
    const effect = `${(c.options.minEffect * 100).toFixed(1)}-point minimum effect`;
    if (c.gate.regression && confirmed?.round1Bootstrap) {
        const r1 = confirmed.round1PassAtK;
        const round1 = r1 === null ? '' : ` (pass@${k} ${(0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(r1.delta)} points, ${interval(c, r1)})`;
        return [
            `Regression: round 1's paired bootstrap already found a drop beyond min-effect over all tasks${round1}, which the confirmation round's few suspect tasks cannot clear; ${overAllRounds(k, d, confirmed)} (${confirmationText(confirmed)}).`,
        ];
    }
    if (c.gate.regression && confirmed !== null && (0,_gate_level_js__WEBPACK_IMPORTED_MODULE_2__/* .isAtLeastMinEffect */ .Y)(confirmed.lost, c.options))
        return [
            `Regression: the suspect tasks alone account for a drop of ${magnitude(confirmed.lost)} points over all compared tasks, beyond the ${effect} (${confirmationText(confirmed)}); ${overAllRounds(k, d, confirmed)}.`,
        ];
    // The suspects' share is under min-effect, the drop over all tasks beyond it (compare.ts).
    if (c.gate.regression && confirmed !== null)
        return [
            `Regression: pass@${k} fell ${magnitude(d.delta)} points over ${allRounds(confirmed)}, beyond the ${effect}, and the suspect tasks fell (${confirmationText(confirmed)}); they alone account for ${magnitude(confirmed.lost)} points of it.`,
        ];
    if (c.gate.regression)
        return [
            `Regression: pass@${k} fell ${magnitude(d.delta)} points (${decidingEvidence(c, d)}), beyond the ${effect}.`,
        ];
    const out = [];
    // Flagged with a drop beyond min-effect: fail-on-error's stricter level was not reached (strictGateOf).
    const strictMiss = c.gate.dropSignificant && c.gate.dropAboveMinEffect;
    if (c.gate.flagged !== null)
        out.push(`${strictMiss ? 'Not failing' : 'Check the tasks'}: ${c.gate.flagged}.`);
    if (strictMiss)
        return out;
    if (c.gate.dropSignificant && confirmed !== null)
        out.push(`No regression: the suspect tasks account for a drop of ${magnitude(confirmed.lost)} points over all compared tasks, under the ${effect}, and ${d.delta < 0 ? `pass@${k} fell ${magnitude(d.delta)} points over ${allRounds(confirmed)}, under it too` : overAllRounds(k, d, confirmed)} (${confirmationText(confirmed)}).`);
    else if (c.gate.dropSignificant)
        out.push(`No regression: pass@${k} fell ${magnitude(d.delta)} points (${decidingEvidence(c, d)}), under the ${effect}.`);
    else if (d.low > 0 && confirmed !== null)
        // The suspects' test may still have held: say what it found beside the rise it did not outweigh.
        out.push(`Improvement: pass@${k} rose ${magnitude(d.delta)} points over ${allRounds(confirmed)} (${interval(c, d)}; ${confirmationText(confirmed)}).`);
    else if (d.low > 0)
        out.push(`Improvement: pass@${k} rose ${magnitude(d.delta)} points (${interval(c, d)}).`);
    else {
        const s = c.sensitivity;
        const seen = s === null
            ? ''
            : s.drop !== null
                ? `; it would catch a drop of ${magnitude(s.drop)} points in ${Math.round(_sensitivity_js__WEBPACK_IMPORTED_MODULE_0__/* .TARGET_POWER */ .sG * 100)}% of comparisons like this one`
                : `; ${s.cannot}`;
        out.push(`No significant change: pass@${k} ${(0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(d.delta)} points (${allEvidence(c, d)})${seen}.`);
    }
    return out;
}
/** "95% CI −8.0 to −1.2": the paired bootstrap's interval of a Δ. */
function interval(c, d) {
    return `${Math.round(c.options.confidence * 1000) / 10}% CI ${endpoint(d.low)} to ${endpoint(d.high)}`;
}
/** An interval's end in points; one that is not zero never prints as "0.0" (it says which side of zero). */
function endpoint(fraction) {
    const text = (0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(fraction);
    if (text !== '0.0' || fraction === 0)
        return text;
    return `${fraction > 0 ? '+' : '−'}${Math.abs(fraction * 100).toPrecision(1)}`;
}
/** The stratified test's p (with its drift allowance), or a confirmation round's test. */
function testText(c) {
    const confirmed = c.gate.confirmation;
    if (confirmed !== null)
        return confirmationText(confirmed);
    const p = c.gate.stratifiedP;
    if (p === null)
        return null;
    const drift = c.gate.drift > 1 ? ` with a drift allowance ×${c.gate.drift.toFixed(2)}` : '';
    return `stratified test ${pValueText(p)}${drift}`;
}
/** Both tests' figures, for a verdict that neither decided. */
function allEvidence(c, d) {
    const test = testText(c);
    return test === null ? interval(c, d) : `${interval(c, d)}; ${test}`;
}
/**
 * The figures of the test(s) that found the drop significant: the bootstrap's interval only when
 * it excludes zero (an interval that reaches zero beside "fell" would read as its own rebuttal).
 */
function decidingEvidence(c, d) {
    if (c.gate.bootstrapDrop)
        return allEvidence(c, d);
    return testText(c) ?? interval(c, d);
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ })

};
