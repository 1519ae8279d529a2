export const id = 3007;
export const ids = [3007];
export const modules = {

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

/***/ 45613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NZ: () => (/* binding */ stratifiedLowerP),
/* harmony export */   Sp: () => (/* binding */ signFlipPValue),
/* harmony export */   Wx: () => (/* binding */ pairedBootstrap),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   h5: () => (/* binding */ fisherLowerMidP),
/* harmony export */   sK: () => (/* binding */ mulberry32),
/* harmony export */   up: () => (/* binding */ stratumNull)
/* harmony export */ });
/* unused harmony exports quantileSorted, fisherLowerP */
// Small statistics toolbox for the regression gate: a seeded PRNG, a paired bootstrap, Fisher's
// exact test. Pure and deterministic: the same inputs and seed give the same interval everywhere.
/** mulberry32: a tiny, fast 32-bit PRNG; good enough for resampling, reproducible by seed. */
function mulberry32(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** Type-7 (linear interpolation) quantile of an ascending-sorted array. */
function quantileSorted(sorted, q) {
    if (sorted.length === 0)
        return NaN;
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
/**
 * Paired bootstrap of the mean of per-task differences, for several metrics at once: each
 * resample draws tasks with replacement and uses the same draw for every metric, so the pairing
 * (task i's head vs task i's base) and the correlation between metrics are kept.
 * Returns the percentile interval at `confidence` (two-sided) for each metric.
 */
function pairedBootstrap(differences, samples, confidence, seed) {
    const n = differences[0]?.length ?? 0;
    const means = differences.map(() => new Float64Array(samples));
    const random = mulberry32(seed);
    const sums = new Float64Array(differences.length);
    for (let b = 0; b < samples; b++) {
        sums.fill(0);
        for (let i = 0; i < n; i++) {
            const pick = Math.floor(random() * n);
            for (let m = 0; m < differences.length; m++)
                sums[m] += differences[m][pick];
        }
        for (let m = 0; m < differences.length; m++)
            means[m][b] = sums[m] / n;
    }
    const tail = (1 - confidence) / 2;
    return differences.map((d, m) => {
        const sorted = means[m].sort();
        let sum = 0;
        for (let i = 0; i < n; i++)
            sum += d[i];
        return {
            estimate: n === 0 ? 0 : sum / n,
            low: quantileSorted(sorted, tail),
            high: quantileSorted(sorted, 1 - tail),
        };
    });
}
const logFactorials = [0];
function logFactorial(n) {
    for (let i = logFactorials.length; i <= n; i++)
        logFactorials.push(logFactorials[i - 1] + Math.log(i));
    return logFactorials[n];
}
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
/**
 * One-sided Fisher exact test that group B's success rate is lower than group A's:
 * P(A has ≥ cA successes | both margins), A ~ hypergeometric. cA of nA vs cB of nB.
 */
function fisherLowerP(cA, nA, cB, nB) {
    const total = nA + nB;
    const successes = cA + cB;
    const denominator = logChoose(total, nA);
    let p = 0;
    for (let x = cA; x <= Math.min(nA, successes); x++) {
        if (successes - x > nB)
            continue;
        p += Math.exp(logChoose(successes, x) + logChoose(total - successes, nA - x) - denominator);
    }
    return Math.min(1, p);
}
/**
 * The mid-p version of fisherLowerP: P(A > cA) + ½·P(A = cA). The exact test's p is never below
 * 1/C(nA+nB, nA) (0.05 for 3 attempts a side), so after a multiple-testing correction it could
 * never name a task; the mid-p is the usual remedy for that discreteness.
 */
function fisherLowerMidP(cA, nA, cB, nB) {
    const atLeast = fisherLowerP(cA, nA, cB, nB);
    const above = cA + 1 > Math.min(nA, cA + cB) ? 0 : fisherLowerP(cA + 1, nA, cB - 1, nB);
    return Math.min(1, above + (atLeast - above) / 2);
}
/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
    const a = [
        -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
        2.506628277459239,
    ];
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
    const c = [
        -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
        2.938163982698783,
    ];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const tail = (q) => (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    if (p < 0.02425)
        return tail(Math.sqrt(-2 * Math.log(p)));
    if (p > 1 - 0.02425)
        return -tail(Math.sqrt(-2 * Math.log(1 - p)));
    const q = p - 0.5;
    const r = q * q;
    return (((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1));
}
/**
 * One-sided paired sign-flip (permutation) test that the mean of `differences` is above zero: under
 * "no change", each task's head and base are exchangeable, so each difference is as likely to have
 * either sign. The p-value is the share of sign assignments whose sum is at least the observed one:
 * exact (every assignment) when at most `exactUpTo` differences are non-zero, else estimated from
 * `samples` seeded random assignments, counting the observed one ((1 + hits) / (1 + samples)).
 * Unlike a percentile bootstrap it stays valid when only a handful of tasks moved: four tasks
 * with one more errored attempt each give p = 1/16, not a "significant" rise.
 */
function signFlipPValue(differences, samples, seed, exactUpTo = 16) {
    const moved = [];
    for (let i = 0; i < differences.length; i++)
        if (differences[i] !== 0)
            moved.push(differences[i]);
    if (moved.length === 0)
        return 1;
    const observed = moved.reduce((a, b) => a + b, 0);
    // A relative tolerance so sums equal up to rounding count as "at least as large".
    const tolerance = 1e-9 * moved.reduce((a, b) => a + Math.abs(b), 0);
    if (moved.length <= exactUpTo) {
        let hits = 0;
        const total = 2 ** moved.length;
        for (let mask = 0; mask < total; mask++) {
            let sum = 0;
            for (let i = 0; i < moved.length; i++)
                sum += mask & (1 << i) ? -moved[i] : moved[i];
            if (sum >= observed - tolerance)
                hits++;
        }
        return hits / total;
    }
    const random = mulberry32(seed);
    let hits = 0;
    for (let s = 0; s < samples; s++) {
        let sum = 0;
        for (const d of moved)
            sum += random() < 0.5 ? -d : d;
        if (sum >= observed - tolerance)
            hits++;
    }
    return (1 + hits) / (1 + samples);
}
/**
 * The null distribution of one task's head − base pass@k when its base and head attempts are
 * exchangeable (nothing changed): with both sides' successes fixed, the head's successes are
 * hypergeometric. `values[j]` is the difference when the head has `low + j` successes, `cdf[j]`
 * its cumulative probability. Null when the margins allow one outcome only (the task cannot move).
 */
function stratumNull(s, statistic) {
    const total = s.baseValid + s.headValid;
    const successes = s.baseSuccesses + s.headSuccesses;
    const low = Math.max(0, s.headValid - (total - successes));
    const high = Math.min(s.headValid, successes);
    if (low === high)
        return null;
    const denominator = logChoose(total, s.headValid);
    const values = [];
    const cdf = [];
    let cumulative = 0;
    let mean = 0;
    let square = 0;
    for (let x = low; x <= high; x++) {
        const p = Math.exp(logChoose(successes, x) + logChoose(total - successes, s.headValid - x) - denominator);
        const v = statistic(x, successes - x);
        cumulative += p;
        values.push(v);
        cdf.push(cumulative);
        mean += p * v;
        square += p * v * v;
    }
    for (let j = 0; j < cdf.length; j++)
        cdf[j] = cdf[j] / cumulative;
    return { values, cdf, mean, variance: Math.max(0, square - mean * mean) };
}
/**
 * Stratified exact test of a drop (each task a stratum, as in Cochran–Mantel–Haenszel): the
 * one-sided mid-p value of the summed per-task statistic under "within each task, base and head
 * attempts are exchangeable" — P(sum < observed) + ½ P(sum = observed), the remedy for a discrete
 * law that the per-task labels use too. The null distribution is the sum of independent per-task
 * hypergeometric outcomes: convolved exactly while that stays cheap (at most `exactUpTo` steps of
 * work; so for up to a few hundred tasks with equal attempts), else drawn `samples` times from a
 * seeded PRNG, p = (1 + draws below + ½ draws equal) / (1 + samples).
 * Unlike a bootstrap over tasks, its noise comes from the attempts of the tasks that can move
 * only: five tasks that broke are not diluted by their own spread.
 */
function stratifiedLowerP(strata, statistic, samples, seed, exactUpTo = 2_000_000) {
    let observed = 0;
    let fixed = 0;
    const moving = [];
    for (const s of strata) {
        const value = statistic(s, s.headSuccesses, s.baseSuccesses);
        observed += value;
        const dist = stratumNull(s, (h, b) => statistic(s, h, b));
        if (dist === null)
            fixed += value;
        else
            moving.push(dist);
    }
    if (moving.length === 0)
        return 1;
    const tolerance = 1e-9 * Math.max(1, strata.length);
    const exact = convolve(moving, exactUpTo);
    if (exact !== null) {
        let p = 0;
        for (const [sum, probability] of exact) {
            if (fixed + sum < observed - tolerance)
                p += probability;
            else if (fixed + sum <= observed + tolerance)
                p += probability / 2;
        }
        return Math.min(1, p);
    }
    const random = mulberry32(seed);
    let below = 0;
    let ties = 0;
    for (let b = 0; b < samples; b++) {
        let sum = fixed;
        for (const m of moving) {
            const u = random();
            let j = 0;
            while (j < m.cdf.length - 1 && u >= m.cdf[j])
                j++;
            sum += m.values[j];
        }
        if (sum < observed - tolerance)
            below++;
        else if (sum <= observed + tolerance)
            ties++;
    }
    return (1 + below + ties / 2) / (1 + samples);
}
/**
 * The distribution of a sum of independent discrete parts (sum → probability), or null past
 * `limit` steps of work. Sums within 1e-7 of each other are one value (1/3 + 1/3 is 2/3).
 */
function convolve(parts, limit) {
    const bucket = (x) => Math.round(x * 1e7);
    let dist = new Map([[0, { sum: 0, p: 1 }]]);
    let work = 0;
    for (const part of parts) {
        work += dist.size * part.values.length;
        if (work > limit)
            return null;
        const next = new Map();
        for (const { sum, p } of dist.values()) {
            for (let j = 0; j < part.values.length; j++) {
                const q = part.cdf[j] - (j === 0 ? 0 : part.cdf[j - 1]);
                const value = sum + part.values[j];
                const key = bucket(value);
                const entry = next.get(key);
                if (entry)
                    entry.p += p * q;
                else
                    next.set(key, { sum: value, p: p * q });
            }
        }
        dist = next;
    }
    return new Map([...dist.values()].map(({ sum, p }) => [sum, p]));
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


/***/ })

};
