export const id = 3839;
export const ids = [3839];
export const modules = {

/***/ 69212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ codeOrMessage),
/* harmony export */   BH: () => (/* binding */ parseJsonRecord),
/* harmony export */   Bo: () => (/* binding */ isStringArray),
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   EK: () => (/* binding */ isOneOf),
/* harmony export */   Ks: () => (/* binding */ recordOrNull),
/* harmony export */   LI: () => (/* binding */ errorField),
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   SC: () => (/* binding */ chunkBuffer),
/* harmony export */   _u: () => (/* binding */ recordList),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   ir: () => (/* binding */ recordOrEmpty),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   zR: () => (/* binding */ asError)
/* harmony export */ });
// Type guards for values whose type nothing promises (parsed JSON or YAML, what a library hands
// back loosely, what was thrown), so callers narrow them instead of asserting with `as`. Pure; it
// imports nothing from the rest of src, so any layer may use it.
/** A plain object: not null, not an array. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The value when it is a plain object, else null. */
function recordOrNull(value) {
    return isRecord(value) ? value : null;
}
/** The value when it is a plain object, else an empty one (a reader that tolerates any shape). */
function recordOrEmpty(value) {
    return isRecord(value) ? value : {};
}
/** An array whose every item is a string. */
function isStringArray(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
/** One of a fixed list of words (a union type's values). */
function isOneOf(values, value) {
    return values.some((word) => word === value);
}
/**
 * A field an SDK or Node attaches to its errors (`statusCode`, `code`, `syscall`, `cause`), read
 * without a cast: undefined where the error has none (or is no object).
 */
function errorField(error, field) {
    return typeof error === 'object' && error !== null ? Reflect.get(error, field) : undefined;
}
/** A Node system error's code (`ENOENT`, `EEXIST`, …), undefined when it has none. */
function errorCode(error) {
    const code = errorField(error, 'code');
    return typeof code === 'string' ? code : undefined;
}
/** An error's message, or what was thrown as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/** An error as thrown, or what was thrown wrapped in one (to reject or destroy with). */
function asError(error) {
    return error instanceof Error ? error : new Error(String(error));
}
/**
 * A table's keys and values with their types: `Object.entries` types keys as any string, because
 * an object may carry keys its type does not name. Only for literal tables written in src.
 */
function entriesOf(table) {
    // A boundary: the literal tables this is for have no keys beyond their type's.
    return Object.entries(table);
}
/** Why a file could not be read, in one word where Node has one (`ENOENT`), else the message. */
function codeOrMessage(error) {
    return errorCode(error) ?? messageOf(error);
}
/** JSON text that holds an object, parsed; null when it is not JSON or holds something else. */
function parseJsonRecord(text) {
    try {
        return recordOrNull(JSON.parse(text));
    }
    catch {
        return null;
    }
}
/** A stream's chunk as bytes: streams without an encoding give Buffers, others strings or bytes. */
function chunkBuffer(chunk) {
    if (Buffer.isBuffer(chunk))
        return chunk;
    return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk));
}
/** A list's items as objects (an item that is none reads as empty); a value that is no list: none. */
function recordList(value) {
    return Array.isArray(value) ? value.map(recordOrEmpty) : [];
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

/***/ 5154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ PLAN_SETTINGS)
/* harmony export */ });
/** GitHub runs at most 256 jobs of one matrix. */
const MATRIX_JOBS = 256;
const PLAN_SETTINGS = {
    shards: {
        cli: 'shards',
        commands: ['plan'],
        action: 'shards',
        toml: null,
        kind: 'whole',
        min: 1,
        max: MATRIX_JOBS,
        help: 'number of shards (matrix jobs); not given: max-shards with target-shard-minutes',
    },
    'max-shards': {
        cli: 'max-shards',
        commands: ['plan'],
        action: 'max-shards',
        toml: null,
        kind: 'whole',
        min: 1,
        max: MATRIX_JOBS,
        default: 8,
        help: 'most shards when shards is not given',
    },
    'max-parallel': {
        cli: 'max-parallel',
        commands: ['plan'],
        action: 'max-parallel',
        toml: null,
        kind: 'whole',
        min: 1,
        max: MATRIX_JOBS,
        help: 'runners that run shards at once; overrides max-shards (not given: one shard per runner)',
    },
    'target-shard-minutes': {
        cli: 'target-shard-minutes',
        commands: ['plan'],
        action: 'target-shard-minutes',
        toml: null,
        kind: 'number',
        min: 0.1,
        max: 10_000,
        default: 20,
        help: 'with max-shards and baseline durations: aim for shards of about this many minutes',
        resolved: 'the CLI took whole minutes 1–10,000, the action any number ≥ 0.1: minutes need not be whole (7.5), so fractions from 0.1 as the action took, up to the CLI’s 10,000 (a week: no job runs longer)',
    },
    'max-samples': {
        cli: 'max-samples',
        commands: ['batch', 'plan', 'check'],
        action: 'max-samples',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 1_000_000,
        help: 'only the first N tasks (by folder, after include/exclude); --limit is the same flag',
    },
    sample: {
        cli: 'sample',
        commands: ['batch', 'plan', 'check'],
        action: 'sample',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 1_000_000,
        help: 'N tasks drawn with seed, from the folder names only (a base and a head run draw alike)',
    },
    seed: {
        cli: 'seed',
        commands: ['batch', 'plan', 'check'],
        action: 'seed',
        toml: null,
        kind: 'whole',
        min: 0,
        max: 4_294_967_295,
        default: 0,
        help: 'the seed of sample',
    },
    shard: {
        cli: null,
        commands: [],
        action: 'shard',
        toml: null,
        kind: 'whole',
        min: 0,
        max: MATRIX_JOBS - 1,
        default: 0,
        help: 'run: the shard index this job runs (matrix.shard)',
    },
};


/***/ }),

/***/ 84404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ retryValues),
/* harmony export */   Rh: () => (/* binding */ RETRY_SETTINGS),
/* harmony export */   SH: () => (/* binding */ readRunSetting),
/* harmony export */   _t: () => (/* binding */ RUN_SETTINGS),
/* harmony export */   u7: () => (/* binding */ DEFAULT_RETRY_VALUES)
/* harmony export */ });
/* unused harmony export checkRunSetting */
/* harmony import */ var _setting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1013);
// The run family: what a run of attempts takes, the same on `helios batch`/`run` flags, the
// action's run-mode inputs and bench.toml. Both surfaces refuse the same values with the same
// advice (the surface adds only how it names the setting: `--x` or `Input 'x'`).

const BATCH = ['batch', 'run'];
const RUN_SETTINGS = {
    attempts: {
        cli: 'attempts',
        commands: [...BATCH, 'plan'],
        action: 'attempts',
        toml: 'attempts',
        kind: 'whole',
        min: 1,
        max: 100,
        default: 1,
        help: 'attempts per task (the k of pass@k needs at least k)',
    },
    concurrency: {
        cli: 'concurrency',
        commands: [...BATCH, 'check', 'confirm', 'plan'],
        action: 'concurrency',
        toml: 'concurrency',
        kind: 'whole',
        min: 1,
        max: 256,
        default: 2,
        help: 'attempts running at once (plan: what the run jobs will use)',
    },
    retries: {
        cli: 'retries',
        commands: BATCH,
        action: 'retries',
        toml: 'retries',
        kind: 'whole',
        min: 0,
        max: 10,
        default: 2,
        help: 'retries of an attempt that failed for infrastructure reasons (never an agent failure or timeout)',
    },
    'retry-wait-multiplier': {
        cli: 'retry-wait-multiplier',
        commands: BATCH,
        action: 'retry-wait-multiplier',
        toml: 'retry_wait_multiplier',
        kind: 'number',
        min: 0.001,
        max: 600,
        default: 1,
        help: 'seconds before the first retry, doubled for each later one (within the min and max wait)',
    },
    'retry-min-wait': {
        cli: 'retry-min-wait',
        commands: BATCH,
        action: 'retry-min-wait',
        toml: 'retry_min_wait',
        kind: 'number',
        min: 0,
        max: 3600,
        default: 1,
        help: 'seconds a retry waits at least',
    },
    'retry-max-wait': {
        cli: 'retry-max-wait',
        commands: BATCH,
        action: 'retry-max-wait',
        toml: 'retry_max_wait',
        kind: 'number',
        min: 0,
        max: 3600,
        default: 30,
        help: 'seconds a retry waits at most, however many came before (wins over the min wait)',
    },
    'timeout-multiplier': {
        cli: 'timeout-multiplier',
        commands: [...BATCH, 'confirm'],
        action: 'timeout-multiplier',
        toml: 'timeout_multiplier',
        kind: 'number',
        min: 0.01,
        max: 100,
        default: 1,
        help: 'multiplies the agent and verifier timeouts of every task',
    },
    'max-turns': {
        cli: 'max-turns',
        commands: BATCH,
        action: 'max-turns',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 10_000,
        help: "built-in agent: model calls per attempt (not given: the agent's own default)",
    },
    'max-tokens': {
        cli: 'max-tokens',
        commands: BATCH,
        action: 'max-tokens',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 1e12,
        help: 'built-in agent: stop an attempt past this many tokens (not given: no limit)',
    },
    'max-cost': {
        cli: 'max-cost',
        commands: BATCH,
        action: 'max-cost',
        toml: 'max_cost',
        kind: 'number',
        min: 0.000001,
        max: 1e6,
        help: 'built-in agent: stop an attempt past this many USD (not given: no limit)',
        resolved: 'bench.toml took any positive number, the flag and input 0.000001–1e6: one range, the one two surfaces had',
    },
    'run-max-cost': {
        cli: 'run-max-cost',
        commands: BATCH,
        action: 'run-max-cost',
        toml: null,
        kind: 'number',
        min: 0.000001,
        max: 1e6,
        help: 'the run’s (a shard’s) budget in USD: no attempt starts once the finished ones cost this much',
    },
    'run-max-tokens': {
        cli: 'run-max-tokens',
        commands: BATCH,
        action: 'run-max-tokens',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 1e15,
        help: 'the same budget in tokens (input + output)',
    },
};
/** Checks one given value (trimmed text) against the setting's rule. */
function checkRunSetting(name, raw) {
    return checkNumberText(RUN_SETTINGS[name], raw);
}
/**
 * The setting's value, its default when not given (`undefined`), or a thrown error made by
 * `refuse`. An empty string is a given value, and refused.
 */
function readRunSetting(name, raw, refuse) {
    // Indexing RUN_SETTINGS by a generic name loses which row it is; the row of N reads as RunSettingValue<N>.
    return (0,_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .readNumber */ .kz)(RUN_SETTINGS[name], raw, refuse);
}
/** The job-level retry settings, by RetryOptions field (BenchFlow's RetryConfig). */
const RETRY_SETTINGS = {
    maxRetries: 'retries',
    waitMultiplierSec: 'retry-wait-multiplier',
    minWaitSec: 'retry-min-wait',
    maxWaitSec: 'retry-max-wait',
};
/** The retry values, each read from its run setting. */
function retryValues(read) {
    return {
        maxRetries: read(RETRY_SETTINGS.maxRetries),
        waitMultiplierSec: read(RETRY_SETTINGS.waitMultiplierSec),
        minWaitSec: read(RETRY_SETTINGS.minWaitSec),
        maxWaitSec: read(RETRY_SETTINGS.maxWaitSec),
    };
}
const DEFAULT_RETRY_VALUES = {
    maxRetries: RUN_SETTINGS.retries.default,
    waitMultiplierSec: RUN_SETTINGS['retry-wait-multiplier'].default,
    minWaitSec: RUN_SETTINGS['retry-min-wait'].default,
    maxWaitSec: RUN_SETTINGS['retry-max-wait'].default,
};


/***/ }),

/***/ 1013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ai: () => (/* binding */ readEnum),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   nT: () => (/* binding */ budgetOf),
/* harmony export */   rW: () => (/* binding */ numberFix),
/* harmony export */   ws: () => (/* binding */ checkNumber)
/* harmony export */ });
/* unused harmony exports checkNumberText, valuesText, bound */
// What one row of a settings table says, and the one check every surface (CLI flag, action input,
// bench.toml key) runs on a value. Pure; this folder imports nothing from the rest of src, so any
// layer may read it.
/** The fix a refused number gets, the same words on every surface. */
function numberFix(rule) {
    return `use ${rule.kind === 'whole' ? 'a whole number' : 'a number'} from ${rule.min} to ${rule.max}`;
}
/** Checks a number already read (a bench.toml value, or a flag's text made a number). */
function checkNumber(rule, value) {
    const shapeOk = rule.kind === 'whole' ? Number.isInteger(value) : Number.isFinite(value);
    if (shapeOk && value >= rule.min && value <= rule.max)
        return { ok: true, value };
    return { ok: false, fix: numberFix(rule) };
}
/** Checks one given value as text (a flag, an input). */
function checkNumberText(rule, raw) {
    // Number('') is 0 and Number(' ') too: an empty value is never a number.
    return checkNumber(rule, raw.trim() === '' ? NaN : Number(raw));
}
/**
 * The setting's value, its default when not given (`undefined`), or a thrown error made by
 * `refuse`. An empty string is a given value, and refused.
 */
function readNumber(rule, raw, refuse) {
    // NumberValue<S> is number exactly when S has a default; TS cannot check a conditional type's branch.
    if (raw === undefined)
        return (rule.default ?? null);
    const verdict = checkNumberText(rule, raw);
    if (!verdict.ok)
        throw refuse(verdict.fix);
    // "-0" is 0, as TOML reads it (a bench.toml value and a flag agree).
    return (verdict.value + 0);
}
/**
 * One word of the setting's list (trimmed; case as listed), undefined when not given, or a thrown
 * error made by `refuse` naming the list. An empty string is a given value, and refused.
 */
function readEnum(rule, raw, refuse) {
    if (raw === undefined)
        return undefined;
    const word = raw.trim();
    if (rule.values.includes(word))
        return word;
    throw refuse(`use one of ${rule.values.join(', ')}`);
}
/** The budget `raw` sets out of `of` (a share is rounded down), or null when it is not a budget. */
function budgetOf(rule, raw, of) {
    const text = raw.trim();
    const share = /^(\d+(?:\.\d+)?)%$/.exec(text);
    if (share && Number(share[1]) <= rule.maxPercent)
        return Math.floor((of * Number(share[1])) / 100);
    if (/^\d+$/.test(text) && Number(text) <= rule.maxCount)
        return Number(text);
    return null;
}
/** How the docs and messages show a row's values: `whole number 1–100`, `a | b`, `30% or 12`. */
function valuesText(rule) {
    if (rule.kind === 'enum')
        return rule.values.map((v) => (v === '' ? '(empty)' : v)).join(' | ');
    if (rule.kind === 'budget')
        return `0%–${rule.maxPercent}% of the attempts, or a whole number 0–${rule.maxCount}`;
    return `${rule.kind === 'whole' ? 'whole number' : 'number'} ${bound(rule.min)}–${bound(rule.max)}`;
}
/** 1e12 reads better than 1000000000000 in a table. */
function bound(n) {
    return n >= 1e6 && Number.isInteger(Math.log10(n)) ? `1e${Math.log10(n)}` : String(n);
}


/***/ }),

/***/ 97504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export didYouMean */
// "Did you mean": the known name a mistyped one was most likely meant to be. One helper for every
// list a user types names from (CLI flags and commands, action inputs and their values, bench.toml
// and task.toml fields, agents, providers, catalogued models). Pure.
/**
 * The candidate `name` most likely misspells, or null when none is close or two are equally
 * close (a guess between two would mislead). Case, `-` versus `_`, a transposition, a dropped or
 * extra letter all count; a unique prefix of at least 3 characters names its candidate, and
 * breaks a tie.
 */
function closest(name, candidates) {
    const key = normalize(name);
    const size = [...key].length;
    if (size === 0)
        return null;
    const same = candidates.filter((c) => normalize(c) === key);
    if (same.length > 0)
        return same.length === 1 && same[0] !== name ? same[0] : null;
    // Up to a third of the name may differ: `concurency` finds `concurrency`, `x` finds nothing.
    const limit = Math.min(Math.max(1, Math.floor(size / 3)), size - 1);
    let best = [];
    let bestDistance = limit + 1;
    for (const candidate of new Set(candidates)) {
        // Capped one above the best so far: below the cap the distance is exact, so a tie is real.
        const d = distance(key, normalize(candidate), bestDistance + 1);
        if (d < bestDistance)
            [best, bestDistance] = [[candidate], d];
        else if (d === bestDistance && d <= limit)
            best.push(candidate);
    }
    if (best.length === 1)
        return best[0];
    // A tie goes to the one candidate the name begins (`cpu`: `cpus`, not `tpu`), else to none.
    if (best.length > 1)
        return unique(best.filter((c) => normalize(c).startsWith(key)));
    return size < 3 ? null : unique([...new Set(candidates)].filter((c) => normalize(c).startsWith(key)));
}
function unique(names) {
    return names.length === 1 ? names[0] : null;
}
/** ` (did you mean X?)`, or '' when nothing is close: `show` quotes the name as the message does. */
function didYouMean(name, candidates, show = (c) => c) {
    const match = closest(name, candidates);
    return match === null ? '' : ` (did you mean ${show(match)}?)`;
}
function normalize(name) {
    return name.trim().toLowerCase().replace(/_/g, '-');
}
/**
 * Optimal string alignment distance over code points (an adjacent swap is one edit), or `cap`
 * as soon as it cannot be below `cap`: a very long bogus name costs no quadratic time.
 */
function distance(a, b, cap) {
    const s = [...a];
    const t = [...b];
    if (Math.abs(s.length - t.length) >= cap)
        return cap;
    let before = new Array(t.length + 1).fill(0);
    let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
    for (let i = 1; i <= s.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= t.length; j++) {
            const cost = s[i - 1] === t[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
                d = Math.min(d, before[j - 2] + 1);
            current.push(d);
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin >= cap)
            return cap;
        [before, previous] = [previous, current];
    }
    return Math.min(previous[t.length], cap);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ HELIOS_VERSION)
/* harmony export */ });
// helios's own version (package.json's; a unit test keeps them equal): what results and ATIF
// trajectories name for the agents that are part of helios (built-in, oracle, nop, command).
const HELIOS_VERSION = '0.1.0';


/***/ })

};
