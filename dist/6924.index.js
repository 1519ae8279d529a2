export const id = 6924;
export const ids = [6924];
export const modules = {

/***/ 43343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ renderReport)
});

// UNUSED EXPORTS: testFlipsNote

// EXTERNAL MODULE: ./src/results/verifier-isolation.ts
var verifier_isolation = __webpack_require__(65743);
;// CONCATENATED MODULE: ./src/report/verifier-trust.ts
// One sentence for a report: where the head's verifiers ran, what that trusted, and how many of
// its attempts ended without the verifier's verdict (a timeout, no usable reward, or left
// unverifiable: maybe the agent's doing; they count as failures).

const ISOLATION_NAMES = {
    beside: 'beside the agent',
    separate: 'separate',
    'in-environment': "in the agent's environment",
};
// Summaries older than `no_verdict` say it only in the reason.
const UNVERIFIABLE = /^unverifiable: /;
/** Null for older summaries that record neither (nothing to say). */
function verifierTrustLine(head) {
    const counts = new Map();
    for (const task of head.tasks)
        if (task.verifier_isolation)
            counts.set(task.verifier_isolation, (counts.get(task.verifier_isolation) ?? 0) + 1);
    const unverifiable = head.tasks.reduce((sum, t) => sum + noVerdict(t), 0);
    if (counts.size === 0 && unverifiable === 0)
        return null;
    const modes = [...counts].map(([isolation, n]) => `${n} task(s) ${ISOLATION_NAMES[isolation]} (trusts ${verifier_isolation/* ISOLATION_TRUSTS */.P[isolation]})`);
    const agent = head.agent ? ` by ${head.agent}` : '';
    const left = unverifiable > 0
        ? ` ${unverifiable} attempt(s)${agent} ended without a verdict (verifier timed out, no usable reward, or left unverifiable), counted as failures.`
        : '';
    return `**Verifier:** ${modes.join('; ')}.${left}`;
}
function noVerdict(task) {
    if (task.no_verdict !== undefined)
        return task.no_verdict;
    return task.reasons.filter((r) => UNVERIFIABLE.test(r.reason)).reduce((sum, r) => sum + r.count, 0);
}

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
// EXTERNAL MODULE: ./src/results/compare.ts + 1 modules
var compare = __webpack_require__(10013);
// EXTERNAL MODULE: ./src/results/gate-level.ts
var gate_level = __webpack_require__(43164);
// EXTERNAL MODULE: ./src/results/sensitivity.ts
var sensitivity = __webpack_require__(77773);
// EXTERNAL MODULE: ./src/results/verdict-text.ts
var verdict_text = __webpack_require__(36043);
// EXTERNAL MODULE: ./src/results/suspects.ts
var suspects = __webpack_require__(12398);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/self-reported.ts
var self_reported = __webpack_require__(31396);
// EXTERNAL MODULE: ./src/report/verdict-tone.ts
var verdict_tone = __webpack_require__(84724);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/results/points.ts
var points = __webpack_require__(74191);
;// CONCATENATED MODULE: ./src/report/markdown.ts
// The PR comment / check-run / job-summary body for a comparison. Pure: links come in as data.
// The hidden sticky-comment marker is added by the comment module, not here.











const MAX_NAME = 120;
const MAX_REASON = 200;
const MAX_SUSPECTS_SHOWN = 10;
function renderReport(input, opts = {}) {
    const { changed, rest } = (0,format/* splitRows */.aN)(input.comparison.tasks);
    const fits = (text) => (opts.maxChars === undefined || text.length <= opts.maxChars) &&
        (opts.maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= opts.maxBytes);
    // Lose detail first: unchanged rows, then reasons, then the invalid-task list, then changed rows.
    const steps = [
        { unchangedRows: true, reasons: true, invalidList: true, changedRows: changed.length },
        { unchangedRows: false, reasons: true, invalidList: true, changedRows: changed.length },
        { unchangedRows: false, reasons: false, invalidList: true, changedRows: changed.length },
        { unchangedRows: false, reasons: false, invalidList: false, changedRows: changed.length },
    ];
    for (const detail of steps) {
        const text = render(input, changed, rest, detail);
        if (fits(text))
            return text;
    }
    // Binary search the number of changed rows that still fits.
    let lo = 0;
    let hi = changed.length;
    const base = { unchangedRows: false, reasons: false, invalidList: false, changedRows: 0 };
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(render(input, changed, rest, { ...base, changedRows: mid })))
            lo = mid;
        else
            hi = mid - 1;
    }
    const text = render(input, changed, rest, { ...base, changedRows: lo });
    return fits(text) ? text : hardTruncate(text, input, fits);
}
function render(input, changed, rest, detail) {
    const c = input.comparison;
    const parts = [
        heading(input),
        summaryLine(c, input.selfReported),
        input.selfReported ? (0,self_reported/* selfReportedNotice */.k3)(input.selfReported) : '',
        contextLine(input),
        metricsTable(input),
        runTable(input),
        countsLine(c),
        input.head.stopped ? stoppedLine(input.head.stopped) : '',
        suspectsLine(c),
    ];
    if (input.warnings !== undefined && input.warnings.length > 0) {
        parts.push(input.warnings.map((w) => `> ⚠️ ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(w, 500))}`).join('\n'));
    }
    const shortened = !detail.unchangedRows || !detail.reasons || !detail.invalidList || detail.changedRows < changed.length;
    if (changed.length > 0) {
        const shown = changed.slice(0, detail.changedRows);
        if (shown.length > 0)
            parts.push(taskTable(shown, input, detail.reasons));
        const hidden = changed.slice(shown.length);
        if (hidden.length > 0)
            parts.push(`_…and ${hidden.length} more not shown: ${byStatus(hidden)}._`);
    }
    else if (c.base !== null)
        parts.push('No task changed.');
    if (rest.length > 0) {
        const what = restTitle(rest);
        if (detail.unchangedRows) {
            parts.push(`<details><summary>${what}</summary>\n\n${taskTable(rest, input, detail.reasons)}\n\n</details>`);
        }
        else
            parts.push(`_${what} not shown._`);
    }
    const invalid = input.head.invalid_tasks;
    if (invalid.length > 0) {
        if (detail.invalidList) {
            const items = invalid.map((t) => {
                const where = t.field === null ? t.file : `${t.file}: ${t.field}`;
                return `- ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.relative_dir, MAX_NAME))} (${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(where, MAX_NAME))}): ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.message, MAX_REASON))}`;
            });
            parts.push(`<details><summary>⚠️ ${invalid.length} invalid task(s), not run</summary>\n\n${items.join('\n')}\n\n</details>`);
        }
        else
            parts.push(`⚠️ ${invalid.length} invalid task(s), not run.`);
    }
    if (detail.invalidList)
        parts.push(stepTable(input.head));
    parts.push(...(input.extraSections ?? []));
    // What a shortened report left out, by status: "30 more regressed, 60 unchanged rows not shown;
    // failure reasons removed".
    const hiddenRows = [
        ...byStatusCounts(changed.slice(detail.changedRows)).map(([status, n]) => `${n} more ${status}`),
        ...(!detail.unchangedRows && rest.length > 0 ? [`${rest.length} unchanged or within-noise`] : []),
    ];
    const removed = [
        ...(!detail.reasons ? ['failure reasons'] : []),
        ...(!detail.invalidList && invalid.length > 0 ? ['the invalid-task list'] : []),
    ];
    const dropped = [
        ...(hiddenRows.length > 0 ? [`${hiddenRows.join(', ')} rows not shown`] : []),
        ...(removed.length > 0 ? [`${removed.join(' and ')} removed`] : []),
    ];
    parts.push(footer(input, shortened ? dropped : []));
    return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}
/** The collapsed section's title: "40 unchanged task(s)", or with moves within noise, how many. */
function restTitle(rest) {
    const moved = rest.filter((t) => (0,format/* displayStatus */.j_)(t) === 'dropped' || (0,format/* displayStatus */.j_)(t) === 'rose').length;
    if (moved === 0)
        return `${rest.length} unchanged task(s)`;
    return `${rest.length} task(s) unchanged or within noise (${moved} ▼ dropped / ▲ rose: a move their own attempts cannot tell from chance)`;
}
/** "300 regressed, 114 dropped": what a shortened table left out. */
function byStatus(tasks) {
    return byStatusCounts(tasks)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ');
}
function byStatusCounts(tasks) {
    const counts = new Map();
    for (const t of tasks)
        counts.set((0,format/* displayStatus */.j_)(t), (counts.get((0,format/* displayStatus */.j_)(t)) ?? 0) + 1);
    return format/* DISPLAY_ORDER */.uT.filter((k) => counts.has(k)).map((k) => [k, counts.get(k)]);
}
function heading(input) {
    const icon = verdict_tone/* VERDICT_ICON */.Y[(0,verdict_tone/* verdictTone */._)(input.comparison, input.selfReported)];
    const title = input.title ?? `Helios benchmark: ${input.head.label}`;
    return `### ${icon} ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(title, 200))}`;
}
/**
 * The headline: the verdict first (as the check run's title words it), then pass@k of the compared
 * tasks with Δ and its interval, what was left out, and a setup mismatch.
 */
function summaryLine(c, selfReported) {
    // Our own words and numbers, nothing from task folders; one line, so it stays the first line.
    const lines = [`**${(0,self_reported/* labelledVerdict */.zu)(c.verdict, selfReported).replace(/\s+/g, ' ')}**`];
    const figures = figuresLine(c);
    if (figures !== null)
        lines.push(figures);
    const leftOut = (0,verdict_text/* leftOutText */.jG)(c);
    if (leftOut !== null) {
        const reasons = c.leftOut.reasons
            .slice(0, 3)
            .map((r) => `${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(r.reason, 80))} ×${r.count}`);
        const more = c.leftOut.reasons.length > 3 ? `, +${c.leftOut.reasons.length - 3} more` : '';
        const why = reasons.length > 0 ? ` (errors: ${reasons.join(', ')}${more})` : '';
        lines.push(`Left out of these figures: ${leftOut}${why}.`);
    }
    // Our own words; the agent and model names are the runs' and get escaped.
    if (c.mismatches.length > 0)
        lines.push(`⚠️ **Not like with like:** ${(0,report_escape/* escapeMarkdown */.FV)(c.mismatches.join('; '))}`);
    return lines.join('  \n');
}
/** "pass@1 71.3% → 43.7% on 29 compared tasks · Δ −27.6 pts (95% CI …)"; null when none compared. */
function figuresLine(c) {
    const k = c.options.k;
    const d = c.passAtK;
    const n = c.figures.tasks;
    const over = `on ${n} compared task${n === 1 ? '' : 's'}`;
    if (d !== null) {
        const conf = `${Math.round(c.options.confidence * 1000) / 10}%`;
        return `pass@${k} ${(0,format/* percent */.KN)(d.base)} → ${(0,format/* percent */.KN)(d.head)} ${over} · Δ ${(0,points/* signedPoints */._)(d.delta)} pts (${conf} CI ${(0,points/* signedPoints */._)(d.low)} to ${(0,points/* signedPoints */._)(d.high)})`;
    }
    const head = c.figures.passAtK[String(k)];
    return head !== undefined && n > 0 ? `pass@${k} ${(0,format/* percent */.KN)(head.head)} ${over}` : null;
}
function contextLine(input) {
    const c = input.comparison;
    const bits = [];
    const runUrl = input.links?.runUrl;
    if (runUrl !== undefined)
        bits.push((0,report_escape/* link */.nf)('workflow run', runUrl));
    if (input.baselineNote !== undefined)
        bits.push(`Baseline: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(input.baselineNote, 500))}`);
    else if (c.base !== null)
        bits.push(`Baseline: run ${(0,report_escape/* escapeMarkdown */.FV)(c.base.runId)}`);
    return bits.join(' · ');
}
/** pass@k, pass^k and mean reward, every row over the same compared tasks (COMPARED_TASKS). */
function metricsTable(input) {
    const c = input.comparison;
    const f = c.figures;
    const withBase = c.base !== null;
    const rows = [];
    const row = (name, figure, fmt, delta = points/* signedPoints */._) => {
        if (figure === undefined)
            return;
        if (!withBase)
            rows.push([name, fmt(figure.head)]);
        else if (figure.base === null)
            rows.push([name, '—', fmt(figure.head), '—']);
        else
            rows.push([name, fmt(figure.base), fmt(figure.head), delta(figure.head - figure.base)]);
    };
    // A row beyond k is over the compared tasks with that many valid attempts: say how many.
    const over = (j) => {
        const n = f.tasksAt[String(j)] ?? f.tasks;
        return n < f.tasks ? ` (${n} of ${f.tasks})` : '';
    };
    if (f.tasks > 0) {
        for (let j = 1; j <= f.maxK; j++)
            row(`pass@${j}${over(j)}`, f.passAtK[String(j)], format/* percent */.KN);
        for (let j = 2; j <= f.maxK; j++)
            row(`pass^${j}${over(j)}`, f.passHatK[String(j)], format/* percent */.KN);
        row('mean reward', f.meanReward, (x) => x.toFixed(3), format/* signedDecimal */.iA);
    }
    const name = `Metric (${f.tasks} compared task${f.tasks === 1 ? '' : 's'})`;
    const header = withBase ? [name, 'Base', 'Head', 'Δ'] : [name, 'Head'];
    if (rows.length === 0)
        return '_No task could be compared: no pass@k, pass^k or mean reward to show._';
    const table = (0,markdown_table/* markdownTable */.Q)([header, ...rows], { alignDelimiters: false, align: ['l', 'r', 'r', 'r'] });
    return [table, ...metricNotes(c)].join('\n\n');
}
/** What the rows beyond k leave out, and which pass@j no compared task can give. */
function metricNotes(c) {
    const f = c.figures;
    if (f.tasks === 0)
        return [];
    const notes = [];
    if (Object.values(f.tasksAt).some((n) => n < f.tasks)) {
        notes.push(`_A row marked (n of ${f.tasks}) is over the n compared tasks with that many non-errored attempts on each side; the others are left out of that row only._`);
    }
    const attempts = Math.min(c.head.attempts, c.base?.attempts ?? Infinity);
    if (f.maxK < attempts) {
        const js = f.maxK + 1 < attempts ? `${f.maxK + 1}–${attempts}` : String(attempts);
        notes.push(`_pass@${js} not shown: no compared task has that many non-errored attempts on each side._`);
    }
    return notes;
}
/** The tasks that likely fell, most likely first, and how many of such names are expected to be wrong. */
function suspectsLine(c) {
    if (c.suspects.length === 0)
        return '';
    const byId = new Map(c.tasks.map((t) => [t.taskId, t]));
    const named = c.suspects.map((id) => byId.get(id));
    const shown = named
        .slice(0, MAX_SUSPECTS_SHOWN)
        .map((t) => `${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.taskName, 80))} (${(0,format/* chance */.Dz)(t.fell ?? 0)})`);
    const more = named.length > MAX_SUSPECTS_SHOWN ? `, +${named.length - MAX_SUSPECTS_SHOWN} more` : '';
    const wrong = named.reduce((a, t) => a + 1 - (t.fell ?? 0), 0) / named.length;
    return `**Likely fell** (probability each task’s pass rate fell; about ${Math.round(wrong * 100)}% of these names are expected to be wrong): ${shown.join(', ')}${more}`;
}
/**
 * How each run was made, side by side (whole runs: every task and attempt): agent, model, attempts,
 * tasks, errored attempts, and tokens and cost when the agent reported them. A difference between
 * the two sides in how they were run is flagged in the Δ column (and in the headline).
 */
function runTable(input) {
    const c = input.comparison;
    const h = c.head;
    const b = c.base;
    const rows = [];
    const differs = '⚠️ differs';
    const setup = (name, head, base) => {
        if (b === null)
            rows.push([name, head]);
        else
            rows.push([name, base ?? '—', head, base === head ? '' : differs]);
    };
    setup('agent', (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(h.agent, MAX_NAME)), b ? (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(b.agent, MAX_NAME)) : undefined);
    setup('model', (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(h.model ?? 'none', MAX_NAME)), b ? (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(b.model ?? 'none', MAX_NAME)) : undefined);
    setup('attempts per task', String(h.attempts), b ? String(b.attempts) : undefined);
    setup('tasks', String(h.totals.tasks), b ? String(b.totals.tasks) : undefined);
    const errored = (t) => `${t.errors} of ${t.attempts} (${(0,format/* percent */.KN)(t.attempts === 0 ? 0 : t.errors / t.attempts)})`;
    const rate = (t) => (t.attempts === 0 ? 0 : t.errors / t.attempts);
    if (b === null)
        rows.push(['errored attempts', errored(h.totals)]);
    else
        rows.push([
            'errored attempts',
            errored(b.totals),
            errored(h.totals),
            `${(0,points/* signedPoints */._)(rate(h.totals) - rate(b.totals))} pts`,
        ]);
    // Tokens and cost: shown when an agent reported them (older summaries and oracle runs have none).
    const tokens = (t) => t?.usage ? t.usage.input_tokens + t.usage.output_tokens : undefined;
    const cost = (t) => t?.usage?.cost_usd ?? undefined;
    const usageRow = (name, hv, bv, fmt, delta) => {
        if (hv === undefined && bv === undefined)
            return;
        const show = (v) => (v === undefined ? '—' : fmt(v));
        if (b === null)
            rows.push([name, show(hv)]);
        else
            rows.push([name, show(bv), show(hv), hv === undefined || bv === undefined ? '—' : delta(hv - bv)]);
    };
    usageRow('tokens (in + out)', tokens(h.totals), tokens(b?.totals), (x) => x.toLocaleString('en-US'), signedCount);
    usageRow('cost', cost(h.totals), cost(b?.totals), (x) => `$${x.toFixed(2)}`, signedDollars);
    const header = b === null ? ['Run', 'Head'] : ['Run', 'Base', 'Head', 'Δ'];
    return (0,markdown_table/* markdownTable */.Q)([header, ...rows], { alignDelimiters: false, align: ['l', 'r', 'r', 'r'] });
}
/** One count per display status, so it matches the table and the collapsed section. */
function countsLine(c) {
    const counts = new Map();
    for (const t of c.tasks)
        counts.set((0,format/* displayStatus */.j_)(t), (counts.get((0,format/* displayStatus */.j_)(t)) ?? 0) + 1);
    const shown = format/* DISPLAY_ORDER */.uT.filter((k) => (counts.get(k) ?? 0) > 0 || (k === 'regressed' && c.base !== null)).map((k) => `${counts.get(k) ?? 0} ${k}`);
    const flaky = c.counts.flaky > 0 ? ` (${c.counts.flaky} flaky)` : '';
    const suspects = c.suspects.length > 0 ? ` · ${c.suspects.length} likely fell` : '';
    return `Tasks: ${shown.join(' · ')}${flaky}${suspects}`;
}
const STATUS_LABEL = {
    regressed: '🔴 regressed',
    improved: '🟢 improved',
    dropped: '▼ dropped',
    rose: '▲ rose',
    errored: '⚠️ errored',
    unchanged: 'unchanged',
    new: '🆕 new',
    removed: '➖ removed',
    'not-run': '⏹️ not run',
    changed: '✏️ changed',
};
/** Multi-step tasks: how often each step passed, so a reader sees where attempts stop. */
function stepTable(head) {
    const rows = head.tasks.flatMap((t) => (t.steps ?? []).map((s, i) => [
        i === 0 ? (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.task_name, MAX_NAME)) : '',
        (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(s.name, MAX_NAME)),
        `${s.passed}/${s.ran}`,
    ]));
    if (rows.length === 0)
        return '';
    const tasks = head.tasks.filter((t) => t.steps !== undefined).length;
    const table = (0,markdown_table/* markdownTable */.Q)([['Task', 'Step', 'Passed/ran'], ...rows], {
        alignDelimiters: false,
        align: ['l', 'l', 'r'],
    });
    return `<details><summary>${tasks} multi-step task(s): passes per step</summary>\n\n${table}\n\n</details>`;
}
function taskTable(rows, input, withReasons) {
    const withBase = input.comparison.base !== null;
    const header = withBase ? ['Task', 'Status', 'Base', 'Head', 'Δ pts', 'Notes'] : ['Task', 'Head', 'Notes'];
    const body = rows.map((t) => {
        const status = (0,format/* displayStatus */.j_)(t);
        const tags = [
            STATUS_LABEL[status],
            t.suspect ? `likely fell ${(0,format/* chance */.Dz)(t.fell ?? 0)}` : '',
            t.flaky ? 'flaky' : '',
            t.errored && status !== 'errored' ? '⚠️ errored' : '',
        ].filter((x) => x !== '');
        const notes = [];
        const flips = t.change === 'regressed' || t.suspect ? testFlipsNote(t.tests ?? null) : '';
        if (flips !== '')
            notes.push(flips);
        if (withReasons) {
            const reasons = (t.head ?? t.base)?.reasons ?? [];
            for (const r of reasons.slice(0, 3))
                notes.push(`${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(r.reason, MAX_REASON))} ×${r.count}`);
            if (reasons.length > 3)
                notes.push(`+${reasons.length - 3} more`);
        }
        // Attempt artifacts belong to the head run: a removed task has none there.
        const url = t.head === null ? undefined : input.links?.artifactUrl?.(t);
        if (url !== undefined)
            notes.push((0,report_escape/* link */.nf)('attempts', url));
        const name = (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.taskName, MAX_NAME));
        if (!withBase) {
            const flags = [t.flaky ? 'flaky' : '', t.errored ? '⚠️ errored' : ''].filter((x) => x !== '');
            return [name, (0,format/* countCell */.Iz)(t.head), [...flags, ...notes].join('; ')];
        }
        return [name, tags.join(', '), (0,format/* countCell */.Iz)(t.base), (0,format/* countCell */.Iz)(t.head), (0,format/* deltaCell */.XN)(t.delta), notes.join('; ')];
    });
    const align = withBase ? ['l', 'l', 'r', 'r', 'r', 'l'] : ['l', 'r', 'l'];
    return (0,markdown_table/* markdownTable */.Q)([header, ...body], { alignDelimiters: false, align });
}
const MAX_FLIPS_SHOWN = 3;
/** "tests failing now: test_a 3/3 (base 0/3); passing now: test_b 0/3 (base 2/3)". */
function testFlipsNote(flips) {
    if (flips === null)
        return '';
    const list = (items) => {
        const shown = items
            .slice(0, MAX_FLIPS_SHOWN)
            .map((f) => `${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(f.name, 80))} ${f.head.failed}/${f.head.reported} failed (base ${f.base.failed}/${f.base.reported})`);
        const more = items.length > MAX_FLIPS_SHOWN ? ` +${items.length - MAX_FLIPS_SHOWN} more` : '';
        return `${shown.join(', ')}${more}`;
    };
    const parts = [
        flips.nowFailing.length > 0 ? `tests failing now: ${list(flips.nowFailing)}` : '',
        flips.nowPassing.length > 0 ? `passing now: ${list(flips.nowPassing)}` : '',
    ].filter((p) => p !== '');
    return parts.join('; ');
}
function footer(input, dropped) {
    const o = input.comparison.options;
    const conf = `${Math.round(o.confidence * 1000) / 10}%`;
    const budget = `${Math.round((1 - o.confidence) * 1000) / 10}%`;
    const half = Math.round(((1 - o.confidence) / 2) * 10000) / 10000;
    const lines = [
        `<sub>**Figures:** ${compare/* COMPARED_TASKS */.Hf} (here k = ${o.k}); the run table covers whole runs; a task’s Base and Head cells count its non-errored attempts, errored ones apart. ` +
            (o.confirmation === null
                ? `**Gate:** fails when Δ pass@${o.k} falls at least ${(o.minEffect * 100).toFixed(1)} points and the drop is significant, a false-alarm budget of ${budget} split between two tests of the same Δ: the ${conf} paired-bootstrap interval over tasks lies below zero (a drop spread over many tasks), or the stratified exact test — each task a stratum, its base and head attempts reshuffled, as Cochran–Mantel–Haenszel — gives mid-p ≤ ${half} (a drop concentrated in a few tasks)`
                : `**Gate after the confirmation round:** round 1’s failure on its ${conf} paired-bootstrap interval (a drop of at least ${(o.minEffect * 100).toFixed(1)} points spread over all tasks) stands; otherwise it fails when the suspect tasks’ fresh head attempts pass less often than their round-1 attempts predict if nothing changed (each task’s pass rate from an empirical-Bayes prior over this run’s tasks, moved between runs by the drift fitted from round 1) at p ≤ ${(0,gate_level/* failingLevel */.h)(o)}, Δ pass@${o.k} over both rounds is below zero, and the pass rate the suspects lost over all compared tasks, or the drop in pass@${o.k} over both rounds, is at least ${(o.minEffect * 100).toFixed(1)} points`) +
            `${o.failOnError ? '; with fail-on-error also when the result is inconclusive or the errored-attempt rate rose significantly' : ''}. ` +
            `**Inconclusive** (never ✅): no task compared, more than ${compare/* MAX_LEFT_OUT_SHARE */.Gk * 100}% of the shared tasks left out for errored attempts, more than ${compare/* MAX_MISSING_SHARE */.qr * 100}% of the base’s tasks missing from the head, the errored attempts counted as failures (as Harbor counts them) would fail the gate, or the errored-attempt rate rose significantly (one-sided sign-flip test over tasks). ` +
            `**Labels:** 🔴 regressed / 🟢 improved by a one-sided Fisher exact test (mid-p) with the false discovery rate over the paired tasks held at ${Math.round((1 - o.confidence) * 1000) / 1000} (Benjamini–Hochberg)${o.confirmation === null ? '' : '; a re-run task’s label comes from its own fresh attempts against what its round-1 attempts predict if nothing changed (the gate’s test, one task at a time), never from the round that picked it'}; a 🔴 under a passing gate makes the report ⚠️; ▼ dropped / ▲ rose are moves a task’s own attempts cannot tell from noise. ` +
            `**Likely fell:** each task’s probability that its pass rate fell, from an empirical-Bayes model fitted over this comparison’s tasks (a task keeps its rate or draws a new one); named from ${suspects/* SUSPECT_MIN_PROBABILITY */.zN * 100}% while the expected share of wrong names stays at most ${suspects/* SUSPECT_MAX_FALSE_SHARE */.T2 * 100}%, and only when the gate failed or a task is labelled 🔴. ` +
            `**Detectable drop:** the drop in pass@${o.k}, spread over all tasks in proportion to their pass rates, that the gate catches in ${sensitivity/* TARGET_POWER */.sG * 100}% of simulated repeats of this comparison.</sub>`,
    ];
    const trust = verifierTrustLine(input.head);
    if (trust)
        lines.unshift(`<sub>${trust}</sub>`);
    if (dropped.length > 0) {
        const where = input.links?.fullReportUrl;
        const what = dropped.join('; ');
        lines.unshift(where === undefined
            ? `_Report shortened to fit GitHub’s size limit: ${what}. The full report is in the run’s report artifact._`
            : `_Report shortened to fit GitHub’s size limit: ${what}. ${(0,report_escape/* link */.nf)('Full report', where)}._`);
    }
    return lines.join('\n\n');
}
/** Last resort when even the shortest rendering is too long (a tiny budget): cut and link. */
function hardTruncate(text, input, fits) {
    const where = input.links?.fullReportUrl;
    const suffix = `\n\n… truncated. ${where === undefined ? 'The full report is in the run’s report artifact.' : (0,report_escape/* link */.nf)('Full report', where)}\n`;
    const cut = (end) => {
        // Never split a surrogate pair.
        const safeEnd = end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1]) ? end - 1 : end;
        return `${text.slice(0, safeEnd)}${suffix}`;
    };
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(cut(mid)))
            lo = mid;
        else
            hi = mid - 1;
    }
    return fits(cut(lo)) ? cut(lo) : '';
}
function signedCount(value) {
    return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}`;
}
function signedDollars(value) {
    return `${value > 0 ? '+' : value < 0 ? '−' : ''}$${Math.abs(value).toFixed(2)}`;
}
/** `> ⛔ stopped by budget: …; 12 attempt(s) not run` (or not started after a fault that would not heal). */
function stoppedLine(stopped) {
    return `> ⛔ ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(stopped.reason, MAX_REASON))}; ${stopped.not_started.length} attempt(s) not run`;
}


/***/ }),

/***/ 35978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ quarantineSection)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74191);
/* harmony import */ var _results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8915);
// The quarantined tasks in the report: each row marked, with its counts on both sides, and the
// list's entries that matched nothing. Pure.




const MAX_NAME = 120;
const MAX_LISTED = 50;
function quarantineSection(split, file) {
    if (split.tasks.length === 0 && split.unmatched.length === 0)
        return '';
    const where = `\`${file.replace(/`/g, "'")}\``;
    const parts = [
        `🔒 **Quarantined: ${split.tasks.length} task(s)** listed in ${where} ran but are left out of the gate (pass@k, the tests and the labels above).`,
    ];
    if (split.tasks.length > 0) {
        const rows = split.tasks.slice(0, MAX_LISTED).map((t) => {
            const delta = t.base && t.head && (0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t.base) > 0 && (0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t.head) > 0
                ? (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .signedPoints */ ._)(rate(t.head) - rate(t.base))
                : '—';
            return [`🔒 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(t.name, MAX_NAME))}`, counts(t.base), counts(t.head), delta];
        });
        parts.push((0,markdown_table__WEBPACK_IMPORTED_MODULE_3__/* .markdownTable */ .Q)([['Task (quarantined)', 'Base', 'Head', 'Δ pass rate (pts)'], ...rows]));
        if (split.tasks.length > MAX_LISTED)
            parts.push(`_…and ${split.tasks.length - MAX_LISTED} more._`);
    }
    if (split.unmatched.length > 0)
        parts.push(`_Listed but matching no task: ${split.unmatched
            .slice(0, MAX_LISTED)
            .map((e) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(e, MAX_NAME)))
            .join(', ')}._`);
    return parts.join('\n\n');
}
function rate(t) {
    return t.successes / (0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t);
}
function counts(t) {
    if (t === null)
        return '—';
    return `${t.successes}/${(0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t)}${t.errors > 0 ? ` +${t.errors} err` : ''}`;
}


/***/ }),

/***/ 80477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ gateComparison)
/* harmony export */ });
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10013);
/* harmony import */ var _quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3464);
// The gate's comparison as both `helios compare` and the action's report make it: quarantined
// tasks set apart, pass@k lowered to what both runs have (with a warning), then compareRuns.
// One pipeline, so a laptop and a PR reach the same verdict from the same summaries.


function gateComparison(base, head, request) {
    const split = (0,_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .splitQuarantined */ .zn)(base, head, request.quarantine);
    const { k, warning } = (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .commonK */ .bP)(request.k, split.base, split.head);
    const options = {
        k,
        confidence: request.confidence,
        minEffect: request.minEffect,
        failOnError: request.failOnError,
    };
    return { comparison: (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .compareRuns */ .qB)(split.base, split.head, options), split, options, kWarning: warning };
}


/***/ }),

/***/ 3464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ DEFAULT_QUARANTINE_FILE),
/* harmony export */   mW: () => (/* binding */ parseQuarantine),
/* harmony export */   zn: () => (/* binding */ splitQuarantined)
/* harmony export */ });
/* unused harmony export QuarantineError */
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65843);

const DEFAULT_QUARANTINE_FILE = '.helios/quarantine.txt';
class QuarantineError extends Error {
    name = 'QuarantineError';
}
/**
 * One task a line, by its name or its folder (as in the task table); `#` starts a comment, blank
 * lines are skipped. A line that could never name a task (a control character) is refused with
 * the file and line.
 */
function parseQuarantine(text, file) {
    const entries = [];
    text.split(/\r?\n/).forEach((line, i) => {
        const entry = line.replace(/(^|\s)#.*$/, '').trim();
        if (entry === '')
            return;
        // eslint-disable-next-line no-control-regex
        if (/[\u0000-\u001f\u007f]/.test(entry))
            throw new QuarantineError(`${file}:${i + 1}: a control character in ${JSON.stringify(entry)}; write one task name or folder a line`);
        entries.push(entry);
    });
    return entries;
}
/** Takes the listed tasks (by name or folder) out of both sides. */
function splitQuarantined(base, head, entries) {
    const listed = new Set(entries);
    const matches = (t) => listed.has(t.task_name) || listed.has(t.task_path);
    const found = new Map();
    const take = (summary, side) => {
        const kept = [];
        for (const t of summary.tasks) {
            if (!matches(t)) {
                kept.push(t);
                continue;
            }
            const row = found.get(t.task_id) ?? { name: t.task_name, path: t.task_path, base: null, head: null };
            row[side] = t;
            found.set(t.task_id, row);
        }
        if (kept.length === summary.tasks.length)
            return summary;
        return { ...summary, tasks: kept, totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(kept, summary.invalid_tasks.length) };
    };
    const split = { base: base && take(base, 'base'), head: take(head, 'head') };
    const seen = [...found.values()].flatMap((t) => [t.name, t.path]);
    return { ...split, tasks: [...found.values()], unmatched: entries.filter((e) => !seen.includes(e)) };
}


/***/ })

};
