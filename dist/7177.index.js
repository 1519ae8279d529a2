export const id = 7177;
export const ids = [7177];
export const modules = {

/***/ 57177:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ REPORT_HTML_FILE),
/* harmony export */   E: () => (/* binding */ reportHtml)
/* harmony export */ });
/* harmony import */ var _charts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26641);
/* harmony import */ var _report_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55768);
/* harmony import */ var _task_views_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20898);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_charts_js__WEBPACK_IMPORTED_MODULE_0__]);
_charts_js__WEBPACK_IMPORTED_MODULE_0__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];



const REPORT_HTML_FILE = 'report.html';
async function reportHtml(sources) {
    const [trendSvg, leaderboardSvg, tasks] = await Promise.all([
        sources.history === null ? null : (0,_charts_js__WEBPACK_IMPORTED_MODULE_0__/* .trendChartSvg */ .i)(sources.history),
        sources.leaderboard === null ? null : (0,_charts_js__WEBPACK_IMPORTED_MODULE_0__/* .leaderboardChartSvg */ .m)(sources.leaderboard),
        (0,_task_views_js__WEBPACK_IMPORTED_MODULE_2__/* .taskViews */ .Y_)(sources),
    ]);
    return (0,_report_html_js__WEBPACK_IMPORTED_MODULE_1__/* .buildReportHtml */ .U)({
        summary: sources.head,
        comparison: sources.comparison,
        trendSvg,
        leaderboard: sources.leaderboard,
        leaderboardSvg,
        tasks,
        generatedAt: (sources.now ?? new Date()).toISOString(),
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 26641:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ trendChartSvg),
/* harmony export */   m: () => (/* binding */ leaderboardChartSvg)
/* harmony export */ });
/* harmony import */ var vega__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33972);
/* harmony import */ var vega_lite__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10994);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _trend_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57332);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([vega__WEBPACK_IMPORTED_MODULE_0__, vega_lite__WEBPACK_IMPORTED_MODULE_1__]);
([vega__WEBPACK_IMPORTED_MODULE_0__, vega_lite__WEBPACK_IMPORTED_MODULE_1__] = __webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__);
// The report's charts: vega-lite specs compiled and rendered to SVG in Node at build time (vega's
// headless View, no DOM, no canvas), so report.html carries them inline and fetches nothing. Data
// values only: the specs load no URL. Text is revealed like the markdown report's; vega escapes it.




const FONT = 'system-ui, sans-serif';
/** pass@1 (and pass@k when every run has it) over the last runs; null with fewer than two runs. */
async function trendChartSvg(history, last) {
    const view = (0,_trend_js__WEBPACK_IMPORTED_MODULE_3__/* .trendView */ .Xl)(history, last);
    if (view.runs.length < 2)
        return null;
    const ks = view.k === null ? [1] : [1, view.k];
    const values = view.runs.flatMap((run, i) => ks.map((k) => ({
        run: `${i + 1}. ${shown(run.commit?.slice(0, 7) ?? run.run_id, 20)}`,
        order: i,
        metric: `pass@${k}`,
        value: run.pass_at_k[String(k)] ?? 0,
    })));
    return render({
        width: 560,
        height: 220,
        data: { values },
        mark: { type: 'line', point: true },
        encoding: {
            x: { field: 'run', type: 'ordinal', sort: { field: 'order' }, title: 'run (oldest first)' },
            y: {
                field: 'value',
                type: 'quantitative',
                scale: { domain: [0, 1] },
                axis: { format: '.0%' },
                title: null,
            },
            color: { field: 'metric', type: 'nominal', title: null },
        },
    });
}
/** pass@1 of each leaderboard row with its interval, best first. */
async function leaderboardChartSvg(board) {
    const values = board.rows.map((row, i) => ({
        label: `${i + 1}. ${shown(row.label, 40)}`,
        order: i,
        estimate: row.passAt1.estimate,
        low: row.passAt1.low,
        high: row.passAt1.high,
    }));
    // The rows come in rank order: kept as they are (sort null), on both layers alike.
    const y = { field: 'label', type: 'nominal', sort: null, title: null };
    return render({
        width: 480,
        data: { values },
        layer: [
            {
                mark: { type: 'bar', color: '#8fb3d9' },
                encoding: {
                    y,
                    x: {
                        field: 'estimate',
                        type: 'quantitative',
                        scale: { domain: [0, 1] },
                        axis: { format: '.0%' },
                        title: 'pass@1',
                    },
                },
            },
            {
                mark: { type: 'rule', color: '#1f3b5c' },
                encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } },
            },
        ],
    });
}
async function render(spec) {
    // The specs are this file's own literals; vega-lite's spec type is too deep to spell them in.
    const compiled = (0,vega_lite__WEBPACK_IMPORTED_MODULE_1__/* .compile */ .wE)({ ...spec, config: { font: FONT, background: 'white' } }).spec;
    // A loader that refuses everything: a spec that tried to load a URL would fail here, not fetch.
    const loader = vega__WEBPACK_IMPORTED_MODULE_0__/* .loader */ .wG4();
    loader.load = () => Promise.reject(new Error('report charts load no data'));
    const view = new vega__WEBPACK_IMPORTED_MODULE_0__/* .View */ .Ss2(vega__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qgA(compiled), { renderer: 'none', loader, logLevel: vega__WEBPACK_IMPORTED_MODULE_0__/* .Error */ .$DH });
    try {
        return await view.toSVG();
    }
    finally {
        view.finalize();
    }
}
function shown(text, max) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .revealInvisible */ .hR)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .revealStatusSymbols */ .FF)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(text, max)));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 55768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ buildReportHtml)
});

// EXTERNAL MODULE: ./src/report/leaderboard.ts
var leaderboard = __webpack_require__(95085);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/report/html/escape-html.ts
// Untrusted text (task names, reasons, trajectories) in report.html: shown exactly as the markdown
// report shows it (invisible and direction-changing characters and our status symbols revealed as
// code points), then every character HTML would parse turned into an entity. The page's policy
// runs no script at all, so a slip here could still not execute anything.

const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
};
/** Text for an element's content or a quoted attribute value. */
function escapeHtml(text) {
    return (0,report_escape/* revealInvisible */.hR)((0,report_escape/* revealStatusSymbols */.FF)(text)).replace(/[&<>"'`]/g, (ch) => ENTITIES[ch]);
}
/** Trajectory text keeps its line breaks (shown in <pre>); other control characters are shown as \xNN. */
function escapeHtmlBlock(text) {
    // eslint-disable-next-line no-control-regex
    const visible = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (ch) => {
        return `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return escapeHtml(visible);
}
/**
 * An href: http(s) URLs (as the markdown report allows them), or a relative path to a run folder's
 * attempt (ours: `..` only as leading segments, to a base folder beside the report) with each
 * segment percent-encoded; anything else (javascript:, data:, an absolute path) gives no link.
 */
function safeHref(target) {
    if (target === null || target === undefined)
        return null;
    const url = (0,report_escape/* safeUrl */.Pl)(target);
    if (url !== undefined)
        return escapeHtml(url);
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.includes('\\'))
        return null;
    const segments = target.split('/');
    const up = segments.findIndex((s) => s !== '..');
    const rest = segments.slice(up);
    const valid = up >= 0 &&
        rest.length > 0 &&
        rest[0] !== '' &&
        rest.every((s, i) => (s !== '' || i === rest.length - 1) && s !== '.' && s !== '..');
    if (!valid)
        return null;
    const path = rest.map((s) => encodeURIComponent(s)).join('/');
    return up === 0 ? `./${path}` : `${'../'.repeat(up)}${path}`;
}
/**
 * Element text whose words are never split across lines: a browser may break after a hyphen or a
 * slash, inside a task name ("fix-regex-/parser") or a date; each such word is kept whole (a
 * nowrap span), and a table too wide for the screen scrolls in its own box instead.
 */
function escapeWords(text) {
    return escapeHtml(text).replace(/[^\s<>]*[-/‐–][^\s<>]*/g, (word) => `<span class="nw">${word}</span>`);
}

;// CONCATENATED MODULE: ./src/report/html/style.ts
// report.html's only stylesheet, inline (the page loads nothing). Words are never broken inside a
// token to fit a column: a table wider than the screen scrolls in its own box (.scroll) and the
// page itself never scrolls sideways; only a token wider than its whole box wraps (break-word).
const STYLE = `
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,sans-serif;margin:1em auto;max-width:1200px;padding:0 1em;color:#1b1f24;overflow-wrap:break-word}
h1{font-size:1.35em;margin:0}h2{border-bottom:1px solid #d0d7de;padding-bottom:.2em;margin-top:1.6em;font-size:1.2em}
.banner{display:flex;gap:.8em;align-items:flex-start;padding:.8em 1em;border-radius:8px;border:1px solid;margin-bottom:1em}
.banner .icon{flex:none}.banner .sentence{margin:.3em 0 0;font-size:1.05em;font-weight:600}
.banner.failure{background:#ffebe9;border-color:#cf222e;color:#82071e}.banner.failure .icon{fill:#cf222e}
.banner.warning{background:#fff8c5;border-color:#bf8700;color:#6f4b00}.banner.warning .icon{fill:#bf8700}
.banner.success{background:#dafbe1;border-color:#1a7f37;color:#0f5323}.banner.success .icon{fill:#1a7f37}
.banner.neutral{background:#f6f8fa;border-color:#8c959f}.banner.neutral .icon{fill:#57606a}
.scroll{overflow-x:auto;max-width:100%}.nw{white-space:nowrap}
table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #d0d7de;padding:.25em .6em;text-align:left;vertical-align:top}
th{background:#f6f8fa}caption{text-align:left;color:#57606a;padding-bottom:.2em}table.facts th{min-width:10em}td.num{text-align:right;white-space:nowrap}
#headline td,#headline th{white-space:nowrap}#headline tr.down td:nth-child(4){color:#cf222e;font-weight:600}#headline tr.up td:nth-child(4){color:#1a7f37;font-weight:600}
tr.regressed td{background:#ffebe9}tr.improved td{background:#dafbe1}tr.best td{background:#fff8c5}tr.worse td{color:#9a3412}
.tag{display:inline-block;white-space:nowrap;padding:0 .4em;border-radius:3px;font-size:.9em}.tag.regressed{background:#cf222e;color:#fff}.tag.suspect{background:#bf8700;color:#fff}
ul.flips{margin:.1em 0 .3em;padding-left:1.2em}ul.flips code{font-size:.92em}
.mark{font-weight:600}.warning{color:#9a6700}
figure.chart{margin:1em 0}figure.chart svg{max-width:100%;height:auto}
details.task{border:1px solid #d0d7de;border-radius:6px;padding:.4em .8em;margin:.4em 0;overflow-x:auto}
details.task>summary{cursor:pointer}.path{color:#57606a;font-family:ui-monospace,monospace;font-size:.9em}
.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:1em}.side-by-side>div{min-width:0}
@media (max-width:700px){.side-by-side{grid-template-columns:1fr}body{padding:0 .5em}}
.attempt{border-top:1px dashed #d0d7de;padding:.3em 0}.attempt h5{margin:.3em 0;font-size:1em}
.status.passed{color:#1a7f37}.status.failed{color:#cf222e}.status.error{color:#9a6700}.status.other,.status.pending,.status.skipped{color:#57606a}
.reason{font-family:ui-monospace,monospace;font-size:.9em;white-space:pre-wrap}
.note{color:#57606a}
details.verifier{margin:.3em 0}details.verifier>summary{cursor:pointer;color:#0969da}
table.tests td.name{font-family:ui-monospace,monospace;font-size:.9em}table.tests pre.message{max-height:8em;margin:0}
details.trajectory>summary{cursor:pointer;color:#0969da}
ol.steps{padding-left:1.5em}li.step{margin:.5em 0}
.step-head{font-weight:600}.source{padding:0 .3em;border-radius:3px;background:#eaeef2}.source.agent{background:#ddf4ff}.source.user{background:#fff8c5}
.tokens{color:#57606a;font-weight:400}
pre{background:#f6f8fa;padding:.4em;white-space:pre-wrap;overflow-wrap:anywhere;max-height:24em;overflow:auto;margin:.2em 0}
pre.reasoning{color:#57606a;font-style:italic}.tool-call{border-left:3px solid #0969da;padding-left:.5em;margin:.3em 0}
.tool-name{font-family:ui-monospace,monospace;font-weight:600}.observation-label{font-size:.85em;color:#57606a}
details.filmstrip>summary{cursor:pointer;color:#0969da}.frames{display:flex;gap:.6em;overflow-x:auto;padding:.3em 0}
figure.frame{flex:none;width:240px;margin:0}figure.frame.final .shot{outline:2px solid #1a7f37}
.shot{position:relative;line-height:0;border:1px solid #d0d7de}.shot img{width:100%;height:auto}
.click{position:absolute;width:14px;height:14px;margin:-7px 0 0 -7px;border:2px solid #cf222e;border-radius:50%;background:rgba(207,34,46,.25)}
figure.frame figcaption{font-family:ui-monospace,monospace;font-size:.8em;overflow-wrap:anywhere}.frame-no{font-weight:600}
.no-shot{display:block;padding:1em;line-height:1.3;color:#57606a}
footer{margin-top:3em;color:#57606a;font-size:.9em}
`;

;// CONCATENATED MODULE: ./src/report/html/trajectory-html.ts
// The trajectory viewer: a <details> per attempt that opens to its steps (source, message,
// reasoning, tool calls with their observations, tokens). No script: the browser's own
// disclosure widget opens it. Pure.

function trajectoryHtml(view) {
    const tokens = view.totalPromptTokens === null
        ? ''
        : ` · ${view.totalPromptTokens.toLocaleString('en-US')} in / ${(view.totalCompletionTokens ?? 0).toLocaleString('en-US')} out tokens`;
    const cost = view.costUsd === null ? '' : ` · $${view.costUsd.toFixed(4)}`;
    const omitted = view.omittedSteps === 0
        ? ''
        : `<p class="note">${view.omittedSteps} more step(s) in the file are not shown.</p>`;
    const model = view.model === null ? '' : ` / ${escapeHtml(view.model)}`;
    return `<details class="trajectory"><summary>Trajectory: ${view.steps.length + view.omittedSteps} step(s) · ${escapeHtml(view.agent)}${model}${tokens}${cost}</summary>\n<ol class="steps">${view.steps.map(stepHtml).join('\n')}</ol>${omitted}</details>`;
}
function stepHtml(step) {
    const tokens = step.promptTokens === null && step.completionTokens === null
        ? ''
        : ` <span class="tokens">${step.promptTokens ?? 0} in / ${step.completionTokens ?? 0} out</span>`;
    const parts = [
        `<div class="step-head"><span class="source ${/^(agent|user|system)$/.test(step.source) ? step.source : 'other'}">${escapeHtml(step.source)}</span> #${step.index}${tokens}</div>`,
        step.reasoning === null || step.reasoning === ''
            ? ''
            : `<pre class="reasoning">${escapeHtmlBlock(step.reasoning)}</pre>`,
        step.message === '' ? '' : `<pre class="message">${escapeHtmlBlock(step.message)}</pre>`,
        ...step.toolCalls.map((c) => `<div class="tool-call"><div class="tool-name">${escapeHtml(c.name)}</div><pre>${escapeHtmlBlock(c.arguments)}</pre>${c.observation === null ? '' : `<div class="observation-label">observation</div><pre class="observation">${escapeHtmlBlock(c.observation)}</pre>`}</div>`),
        ...step.observations.map((o) => `<div class="observation-label">observation</div><pre class="observation">${escapeHtmlBlock(o)}</pre>`),
    ];
    return `<li class="step">${parts.join('')}</li>`;
}

;// CONCATENATED MODULE: ./src/report/html/filmstrip-html.ts
// A GUI attempt's filmstrip: its screenshots in order, each with the action taken and a mark where
// it clicked, the last one labelled the final screen. Each frame links to the full-size file when
// the attempt's folder is at hand. No script. Pure.

function filmstripHtml(strip, attemptHref) {
    const last = strip.frames.length - 1;
    const frames = strip.frames.map((frame, i) => {
        const mark = frame.point
            ? `<span class="click" style="left:${pct(frame.point[0])};top:${pct(frame.point[1])}"></span>`
            : '';
        const picture = frame.thumbnail
            ? `<img src="${escapeHtml(frame.thumbnail)}" alt="screenshot ${i + 1}">`
            : `<span class="no-shot">${escapeHtml(frame.path)}</span>`;
        const full = attemptHref === null ? null : `${attemptHref}agent/${encodeURI(frame.path)}`;
        const shot = `<div class="shot">${picture}${mark}</div>`;
        const label = i === last ? 'final screen' : `#${i + 1}`;
        const gap = strip.omitted > 0 && i === last
            ? `<p class="note">${strip.omitted} frame(s) before it are in the folder.</p>`
            : '';
        return `${gap}<figure class="frame${i === last ? ' final' : ''}">${full ? `<a href="${escapeHtml(full)}">${shot}</a>` : shot}<figcaption><span class="frame-no">${label}</span> ${escapeHtml(frame.action)}</figcaption></figure>`;
    });
    return `<details class="filmstrip" open><summary>Screen: ${strip.frames.length + strip.omitted} screenshot(s)</summary><div class="frames">${frames.join('')}</div></details>`;
}
function pct(share) {
    return `${(share * 100).toFixed(2)}%`;
}

;// CONCATENATED MODULE: ./src/report/html/scene-html.ts


function scenesHtml(scenes) {
    return scenes
        .map(({ record, roles }, i) => {
        const turns = record.turns
            .map((turn, t) => {
            const facts = [
                turn.timed_out ? 'timed out' : `exit ${turn.exit_code ?? '–'}`,
                `${turn.duration_sec.toFixed(1)} s`,
                ...turn.outbox_sent.map((to) => `message to ${escapeHtml(to)}`),
                ...turn.outbox_dropped.map((d) => `dropped ${escapeHtml(d.file)}: ${escapeHtml(d.reason)}`),
                ...(turn.ended ? [`session ended, scene cut short: ${escapeHtml(turn.ended)}`] : []),
            ];
            return `<li>turn ${t + 1}: <strong>${escapeHtml(turn.role)}</strong> · ${facts.join(' · ')}</li>`;
        })
            .join('');
        const trajectories = roles
            .map(({ role, trajectory, note }) => trajectory
            ? `<h6>${escapeHtml(role)}</h6>${trajectoryHtml(trajectory)}`
            : `<p class="note">${escapeHtml(role)}: ${escapeHtml(note ?? 'No trajectory.')}</p>`)
            .join('\n');
        const late = record.timed_out ? ' · <span class="status error">timed out</span>' : '';
        return `<details class="scene" open><summary>scene ${i + 1}: <strong>${escapeHtml(record.name)}</strong> · ${record.turns.length} turn(s)${late}</summary><ol class="turns">${turns}</ol>${trajectories}</details>`;
    })
        .join('\n');
}

// EXTERNAL MODULE: ./src/results/points.ts
var points = __webpack_require__(74191);
// EXTERNAL MODULE: ./src/report/verdict-tone.ts
var verdict_tone = __webpack_require__(84724);
;// CONCATENATED MODULE: ./src/report/html/verifier-html.ts

const STATUS_ORDER = { failed: 0, other: 1, pending: 2, skipped: 3, passed: 4 };
function verifierHtml(view, open) {
    if (view === null)
        return '';
    // Where the output is not shown: said for an attempt that did not pass (a pass needs no reading).
    if (view.note !== null)
        return open ? `<p class="note">${escapeWords(view.note)}</p>` : '';
    const parsed = view.tests;
    const counts = parsed?.ok ? countsText(parsed.report.counts) : null;
    const streams = view.tails.length === 0 ? 'no output file' : view.tails.map((t) => t.file).join(', ');
    const summary = `Verifier: ${counts === null ? '' : `${counts} · `}${escapeWords(streams)}`;
    const tests = parsed === null
        ? ''
        : parsed.ok
            ? testsTable(parsed.report.tests, parsed.report.omitted)
            : `<p class="note">${escapeWords(`ctrf.json was not read: ${parsed.problem}`)}</p>`;
    const tails = view.tails.map((t) => {
        const cut = t.omittedBytes > 0
            ? `<p class="note">${t.file}: the last part; ${kib(t.omittedBytes)} before it are in the file.</p>`
            : '';
        return `${cut}<pre class="verifier-output">${escapeHtmlBlock(t.text)}</pre>`;
    });
    return `<details class="verifier"${open ? ' open' : ''}><summary>${summary}</summary>${tests}${tails.join('')}</details>`;
}
/** Every test of a short report; of a long one the tests that did not pass (the passed are counted). */
const ALL_TESTS_UP_TO = 30;
function testsTable(tests, omitted) {
    if (tests.length === 0 && omitted === 0)
        return '<p class="note">ctrf.json lists no test.</p>';
    const listed = tests.length <= ALL_TESTS_UP_TO ? tests : tests.filter((t) => t.status !== 'passed');
    const ordered = [...listed].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
    const rows = ordered.map((t) => `<tr class="test ${t.status}"><td class="name">${escapeWords(t.name)}</td><td><span class="status ${t.status}">${t.status}</span></td><td>${t.message === null ? '' : `<pre class="message">${escapeHtmlBlock(t.message)}</pre>`}</td></tr>`);
    const passedLeft = tests.length - listed.length;
    const notes = [
        passedLeft > 0 ? `${passedLeft} passed test(s) not listed.` : '',
        omitted > 0 ? `${omitted} more test(s) in ctrf.json are not read here.` : '',
    ].filter((n) => n !== '');
    const more = notes.length > 0 ? `<p class="note">${notes.join(' ')}</p>` : '';
    const table = rows.length === 0
        ? ''
        : `<div class="scroll"><table class="tests"><tr><th>test</th><th>status</th><th>message</th></tr>${rows.join('')}</table></div>`;
    return `${table}${more}`;
}
function countsText(counts) {
    const parts = ['passed', 'failed', 'skipped', 'pending', 'other']
        .filter((s) => counts[s] > 0 || s === 'passed' || s === 'failed')
        .map((s) => `${counts[s]} ${s}`);
    return parts.join(', ');
}
/** The regressions table's cell: "failing now: a 3/3 (base 0/3)", or why there is nothing to say. */
function flipsHtml(flips) {
    if (flips === null)
        return '<span class="note">no per-test results on both sides</span>';
    if (flips.nowFailing.length === 0 && flips.nowPassing.length === 0)
        return '<span class="note">no test flipped</span>';
    const list = (items) => `<ul class="flips">${items
        .slice(0, 10)
        .map((f) => `<li><code>${escapeWords(f.name)}</code> failed ${f.head.failed}/${f.head.reported} (base ${f.base.failed}/${f.base.reported})</li>`)
        .join('')}${items.length > 10 ? `<li>+${items.length - 10} more</li>` : ''}</ul>`;
    return [
        flips.nowFailing.length > 0 ? `<strong>failing now</strong>${list(flips.nowFailing)}` : '',
        flips.nowPassing.length > 0 ? `<strong>passing now</strong>${list(flips.nowPassing)}` : '',
    ].join('');
}
function kib(bytes) {
    return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KiB`;
}

;// CONCATENATED MODULE: ./src/report/html/verdict-html.ts




/** Rows of the regressions table; the rest are in the task table below. */
const MAX_REGRESSION_ROWS = 50;
function verdictBanner(summary, comparison) {
    const tone = comparison === null ? 'neutral' : (0,verdict_tone/* verdictTone */._)(comparison);
    const sentence = comparison === null
        ? `pass@1 ${(0,format/* percent */.KN)(summary.totals.pass_at_k['1'] ?? 0)} over ${summary.totals.tasks} task(s); no baseline to compare with.`
        : comparison.verdict;
    const title = `Helios report: ${summary.label}`;
    return `<header id="verdict" class="banner ${tone}">${toneIcon(tone)}<div><h1>${escapeWords(title)}</h1><p class="sentence">${escapeWords(sentence)}</p></div></header>`;
}
// Drawn, not an emoji: a browser without an emoji font (headless Chromium on a server) shows the
// same mark. Its label is the PR comment's emoji.
const MARKS = {
    failure: '<path d="M8 8l8 8M16 8l-8 8"/>',
    warning: '<path d="M12 6v7M12 17v.5"/>',
    success: '<path d="M7 12.5l3.5 3.5L17 8.5"/>',
    neutral: '<path d="M12 11v6M12 7v.5"/>',
};
function toneIcon(tone) {
    return `<svg class="icon" role="img" aria-label="${verdict_tone/* VERDICT_ICON */.Y[tone]} ${tone}" viewBox="0 0 24 24" width="32" height="32"><circle cx="12" cy="12" r="11"/><g fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round">${MARKS[tone]}</g></svg>`;
}
/** Base, head, Δ and its interval per pass@j; head alone without a baseline. */
function headlineTable(summary, comparison) {
    if (comparison === null || comparison.base === null) {
        const ks = Object.keys(summary.totals.pass_at_k)
            .map(Number)
            .sort((a, b) => a - b);
        const rows = ks.map((k) => `<tr><th scope="row">pass@${k}</th><td class="num">${(0,format/* percent */.KN)(summary.totals.pass_at_k[String(k)])}</td></tr>`);
        return `<div class="scroll"><table id="headline"><caption>over ${summary.totals.tasks} tasks</caption><tr><th>Metric</th><th>Head</th></tr>${rows.join('')}</table></div>`;
    }
    const f = comparison.figures;
    if (f.tasks === 0)
        return '<p id="headline">No task could be compared: no pass@k to show.</p>';
    const conf = `${Math.round(comparison.options.confidence * 1000) / 10}% CI`;
    const rows = [];
    for (let j = 1; j <= f.maxK; j++) {
        const figure = f.passAtK[String(j)];
        if (figure === undefined || figure.base === null)
            continue;
        const d = comparison.passAtKDeltas[String(j)];
        const over = (f.tasksAt[String(j)] ?? f.tasks) < f.tasks ? ` (${f.tasksAt[String(j)]} of ${f.tasks})` : '';
        rows.push(metricRow(`pass@${j}${over}`, (0,format/* percent */.KN)(figure.base), (0,format/* percent */.KN)(figure.head), figure.head - figure.base, d, points/* signedPoints */._, ' pts'));
    }
    const reward = comparison.meanReward;
    if (reward !== null)
        rows.push(metricRow('mean reward', reward.base.toFixed(3), reward.head.toFixed(3), reward.delta, reward, format/* signedDecimal */.iA, ''));
    const head = `<caption>over ${f.tasks} compared tasks</caption><tr><th>Metric</th><th>Base</th><th>Head</th><th>Δ</th><th>${conf}</th></tr>`;
    const k = comparison.options.k;
    const note = f.maxK > k
        ? `<p class="note">Intervals up to pass@${k}, the gate's k, over every compared task; a row beyond it has none.</p>`
        : '';
    return `<div class="scroll"><table id="headline">${head}${rows.join('')}</table></div>${note}`;
}
function metricRow(name, base, head, delta, interval, signed, unit) {
    const ci = interval === undefined ? '—' : `${signed(interval.low)} to ${signed(interval.high)}`;
    const tone = delta < 0 ? ' class="down"' : delta > 0 ? ' class="up"' : '';
    return `<tr${tone}><th scope="row">${name}</th><td class="num">${base}</td><td class="num">${head}</td><td class="num">${signed(delta)}${unit}</td><td class="num">${ci}</td></tr>`;
}
/** The regressed and likely-fallen tasks, in the comment's order; nothing without a baseline. */
function regressionsSection(comparison, rows) {
    if (comparison === null || comparison.base === null)
        return '';
    if (rows.length === 0)
        return '<section id="regressions"><h2>Regressed tasks</h2><p>No task regressed or likely fell.</p></section>';
    const shown = rows.slice(0, MAX_REGRESSION_ROWS);
    const body = shown.map(({ t, anchor }) => {
        const status = [
            t.change === 'regressed' ? '<span class="tag regressed">regressed</span>' : '',
            t.suspect ? `<span class="tag suspect">likely fell ${(0,format/* chance */.Dz)(t.fell ?? 0)}</span>` : '',
        ].join(' ');
        return `<tr class="regressed"><td><a href="#${anchor}">${escapeWords(t.taskName)}</a></td><td>${status}</td><td class="num">${(0,format/* countCell */.Iz)(t.base)}</td><td class="num">${(0,format/* countCell */.Iz)(t.head)}</td><td class="num">${(0,format/* deltaCell */.XN)(t.delta)}</td><td>${flipsHtml(t.tests ?? null)}</td></tr>`;
    });
    const more = rows.length > shown.length
        ? `<p class="note">${rows.length - shown.length} more in the task table below.</p>`
        : '';
    const head = '<tr><th>Task</th><th>Status</th><th>Base</th><th>Head</th><th>Δ pts</th><th>Tests that flipped</th></tr>';
    return `<section id="regressions"><h2>Regressed and likely fallen tasks (${rows.length})</h2>\n<div class="scroll"><table id="regressions-table">${head}${body.join('')}</table></div>${more}</section>`;
}

;// CONCATENATED MODULE: ./src/report/html/report-html.ts









const CHANGE_MARK = {
    regressed: 'regressed',
    improved: 'improved',
    dropped: 'dropped (noise)',
    rose: 'rose (noise)',
    new: 'new',
    removed: 'removed',
    'not-run': 'not run',
    changed: 'changed',
    errored: 'errored',
};
function buildReportHtml(input) {
    const { summary } = input;
    const title = `Helios report: ${summary.label}`;
    return [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8">',
        // No script, no fetch, no form, no frame: the page is text, inline styles and SVG.
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)}</title>`,
        `<style>${STYLE}</style>`,
        '</head><body>',
        verdictBanner(summary, input.comparison),
        headlineTable(summary, input.comparison),
        regressionsSection(input.comparison, regressionRows(input.tasks)),
        summarySection(input),
        input.trendSvg === null
            ? ''
            : section('trend', 'Trend', `<figure class="chart" id="trend-chart">${input.trendSvg}</figure>`),
        input.leaderboard === null ? '' : leaderboardSection(input.leaderboard, input.leaderboardSvg),
        tasksSection(input.tasks),
        drillDown(input.tasks),
        `<footer>Made by Helios on ${escapeWords(input.generatedAt)}. Text from tasks and agents is shown as written, never run.</footer>`,
        '</body></html>',
        '',
    ].join('\n');
}
/** Regressed tasks, then the likely-fallen ones, most likely first (the comment's order). */
function regressionRows(tasks) {
    return tasks
        .map((view, i) => ({ t: view.comparison, anchor: `task-${i + 1}` }))
        .filter((r) => r.t !== null && (r.t.change === 'regressed' || r.t.suspect))
        .sort((a, b) => (a.t.change === 'regressed' ? 0 : 1) - (b.t.change === 'regressed' ? 0 : 1) ||
        (b.t.fell ?? 0) - (a.t.fell ?? 0));
}
function section(id, heading, body) {
    return `<section id="${id}"><h2>${heading}</h2>\n${body}\n</section>`;
}
function summarySection(input) {
    const { summary } = input;
    const t = summary.totals;
    const ks = Object.keys(t.pass_at_k)
        .map(Number)
        .sort((a, b) => a - b);
    const usage = t.usage ?? null;
    const rows = [
        ['Agent', escapeWords(summary.agent)],
        ['Model', summary.model === null ? '—' : escapeWords(summary.model)],
        ['Tasks', String(t.tasks)],
        ['Attempts per task', String(summary.attempts)],
        ['Passed / failed / errors', `${t.passed} / ${t.failed} / ${t.errors}`],
        ...ks.map((k) => [
            `pass@${k} · pass^${k}`,
            `${(0,format/* percent */.KN)(t.pass_at_k[String(k)])} · ${(0,format/* percent */.KN)(t.pass_hat_k[String(k)] ?? 0)}`,
        ]),
        ['Mean reward', t.mean_reward.toFixed(3)],
        ['Tokens', usage === null ? '—' : (usage.input_tokens + usage.output_tokens).toLocaleString('en-US')],
        ['Cost', (0,leaderboard/* money */.TG)(usage?.cost_usd ?? null)],
        ['Finished', escapeWords(summary.finished_at)],
    ];
    const source = safeHref(summary.source?.workflow_run_url);
    const link = source === null ? '' : `<p><a href="${source}">Workflow run</a></p>`;
    const table = `<div class="scroll"><table class="facts">${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</table></div>`;
    return section('summary', 'Head run', `${table}${link}`);
}
function leaderboardSection(board, svg) {
    const head = `<tr>${(0,leaderboard/* leaderboardHeaders */.w_)(board.k)
        .map((h) => `<th>${escapeWords(h)}</th>`)
        .join('')}</tr>`;
    const rows = board.rows.map((row) => {
        const cls = row.best ? 'best' : row.versusBest?.worse ? 'worse' : '';
        const [label, ...rest] = (0,leaderboard/* leaderboardCells */.$5)(row, board.k, escapeHtml);
        const mark = row.best ? 'best: ' : row.versusBest?.worse ? 'worse: ' : '';
        return `<tr class="${cls}"><td><span class="mark">${mark}</span>${label}</td>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    });
    const matrixHead = `<tr><th>task</th>${board.rows.map((r) => `<th>${escapeWords(r.label)}</th>`).join('')}</tr>`;
    const matrix = board.matrix.map((t) => `<tr><td>${escapeWords(t.taskName)}</td>${t.cells
        .map((c) => `<td>${c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`}</td>`)
        .join('')}</tr>`);
    const warnings = board.warnings.map((w) => `<p class="warning">${escapeWords(w)}</p>`).join('');
    return section('leaderboard', 'Leaderboard', [
        `<p>Ranked by pass@${board.k}. Each other row is compared with the best by the PR gate's test over the tasks both ran (${(0,format/* percent */.KN)(board.confidence)} confidence).</p>`,
        svg === null ? '' : `<figure class="chart" id="leaderboard-chart">${svg}</figure>`,
        `<div class="scroll"><table id="leaderboard-table">${head}${rows.join('')}</table></div>`,
        warnings,
        `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary><div class="scroll"><table>${matrixHead}${matrix.join('')}</table></div></details>`,
    ].join('\n'));
}
function tasksSection(tasks) {
    const withChange = tasks.some((t) => t.change !== null);
    const head = `<tr><th>task</th>${withChange ? '<th>vs base</th>' : ''}<th>passed</th><th>errors</th><th>pass@1</th><th>mean reward</th><th>reasons</th></tr>`;
    const rows = tasks.map((view, i) => {
        const t = view.task;
        const reasons = t.reasons.map((r) => `${escapeWords(r.reason)} (×${r.count})`).join('<br>');
        const change = withChange
            ? `<td>${view.change === null ? '' : (CHANGE_MARK[view.change] ?? '')}</td>`
            : '';
        return `<tr class="${view.change ?? ''}"><td><a href="#task-${i + 1}">${escapeWords(t.task_name)}</a></td>${change}<td class="num">${t.successes}/${t.n}</td><td class="num">${t.errors}</td><td class="num">${(0,format/* percent */.KN)(t.pass_at_k['1'] ?? 0)}</td><td class="num">${t.mean_reward.toFixed(3)}</td><td>${reasons}</td></tr>`;
    });
    return section('tasks', `Tasks (${tasks.length})`, `<div class="scroll"><table id="task-table">${head}${rows.join('')}</table></div>`);
}
function drillDown(tasks) {
    const items = tasks.map((view, i) => {
        const t = view.task;
        const href = safeHref(view.href);
        const files = href === null ? '' : ` · <a href="${href}">files</a>`;
        const change = view.change === null ? '' : ` · ${CHANGE_MARK[view.change] ?? 'unchanged'}`;
        const body = view.baseAttempts === null
            ? attemptsHtml(view.attempts)
            : `<div class="side-by-side"><div><h4>base</h4>${attemptsHtml(view.baseAttempts)}</div><div><h4>head</h4>${attemptsHtml(view.attempts)}</div></div>`;
        const flips = view.change === 'regressed' || view.comparison?.suspect
            ? `<div class="task-flips"><h4>Tests that flipped</h4>${flipsHtml(view.comparison?.tests ?? null)}</div>`
            : '';
        return `<details class="task" id="task-${i + 1}"${view.change === 'regressed' ? ' open' : ''}><summary><strong>${escapeWords(t.task_name)}</strong> · ${t.successes}/${t.n} passed${change}${files}</summary>\n<p class="path">${escapeWords(t.task_path)}</p>\n${flips}${body}</details>`;
    });
    return section('drill-down', 'Per task', items.join('\n'));
}
function attemptsHtml(attempts) {
    if (attempts.length === 0)
        return '<p>No attempt found.</p>';
    return attempts
        .map((a) => {
        const href = safeHref(a.href);
        const title = `attempt ${a.attempt}: <span class="status ${a.status}">${a.status}</span>`;
        const facts = [
            a.reward === null ? null : `reward ${a.reward.toFixed(3)}`,
            a.durationSec === null ? null : `${a.durationSec.toFixed(1)} s`,
            href === null ? null : `<a href="${href}">files</a>`,
        ].filter((f) => f !== null);
        const reason = a.reason === null ? '' : `<p class="reason">${escapeWords(a.reason)}</p>`;
        const trajectory = a.scenes
            ? scenesHtml(a.scenes)
            : a.trajectory !== null
                ? trajectoryHtml(a.trajectory)
                : `<p class="note">${escapeWords(a.trajectoryNote ?? 'No trajectory.')}</p>`;
        // A failed attempt opens on what its verifier said: why it failed is the first question.
        const verifier = verifierHtml(a.verifier, a.status !== 'passed');
        const filmstrip = a.filmstrip ? filmstripHtml(a.filmstrip, href) : '';
        return `<div class="attempt"><h5>${title}${facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}</h5>${reason}${verifier}${filmstrip}${trajectory}</div>`;
    })
        .join('\n');
}


/***/ }),

/***/ 20898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y_: () => (/* binding */ taskViews)
});

// UNUSED EXPORTS: BASE_NOT_FETCHED, MAX_THUMBNAILS, MAX_TRAJECTORIES, MAX_VERIFIER_VIEWS

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/attempt-result.ts + 4 modules
var attempt_result = __webpack_require__(75685);
// EXTERNAL MODULE: ./src/task/slug.ts
var slug = __webpack_require__(48178);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/report/html/trajectory-view.ts

// An attempt's ATIF trajectory (`agent/trajectory.json`) reduced to what the report's viewer shows:
// per step its source, message, reasoning, tool calls with their observations, and tokens. Pure:
// text in, view out. Long texts and long trajectories are cut (the file itself is one click away),
// so one chatty attempt cannot make report.html unopenable.
const MAX_STEPS = 200;
const MAX_TEXT = 4000;
class TrajectoryFormatError extends Error {
    name = 'TrajectoryFormatError';
}
/** Parses an ATIF document; a clear error naming the file and the field when it is not one. */
function trajectoryView(text, file) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        throw new TrajectoryFormatError(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const root = (0,narrow/* recordOrNull */.Ks)(doc);
    if (root === null || typeof root.schema_version !== 'string' || !root.schema_version.startsWith('ATIF-'))
        throw new TrajectoryFormatError(`${file}: schema_version: expected an ATIF trajectory (ATIF-v1.x)`);
    if (!Array.isArray(root.steps))
        throw new TrajectoryFormatError(`${file}: steps: expected a list`);
    const agent = (0,narrow/* recordOrNull */.Ks)(root.agent);
    const final = (0,narrow/* recordOrNull */.Ks)(root.final_metrics);
    return {
        agent: typeof agent?.name === 'string' ? agent.name : 'unknown agent',
        model: typeof agent?.model_name === 'string' ? agent.model_name : null,
        steps: root.steps.slice(0, MAX_STEPS).map((s, i) => stepView((0,narrow/* recordOrNull */.Ks)(s) ?? {}, i)),
        omittedSteps: Math.max(0, root.steps.length - MAX_STEPS),
        totalPromptTokens: numberOrNull(final?.total_prompt_tokens),
        totalCompletionTokens: numberOrNull(final?.total_completion_tokens),
        costUsd: numberOrNull(final?.total_cost_usd),
    };
}
function stepView(step, i) {
    const listed = (0,narrow/* recordOrNull */.Ks)(step.observation)?.results;
    const results = Array.isArray(listed) ? listed : [];
    const observations = results.map((r) => (0,narrow/* recordOrNull */.Ks)(r) ?? {});
    const byCall = new Map();
    const loose = [];
    for (const o of observations) {
        const content = cut(textOf(o.content));
        if (typeof o.source_call_id === 'string' && !byCall.has(o.source_call_id))
            byCall.set(o.source_call_id, content);
        else
            loose.push(content);
    }
    const calls = (Array.isArray(step.tool_calls) ? step.tool_calls : []).map((c) => (0,narrow/* recordOrNull */.Ks)(c) ?? {});
    const toolCalls = calls.map((c) => {
        const id = typeof c.tool_call_id === 'string' ? c.tool_call_id : null;
        const observation = id === null ? null : (byCall.get(id) ?? null);
        if (id !== null)
            byCall.delete(id);
        return {
            name: typeof c.function_name === 'string' ? c.function_name : 'tool',
            arguments: cut(typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}, null, 1)),
            observation,
        };
    });
    const metrics = (0,narrow/* recordOrNull */.Ks)(step.metrics);
    return {
        index: typeof step.step_id === 'number' ? step.step_id : i + 1,
        source: typeof step.source === 'string' ? step.source : 'unknown',
        message: cut(textOf(step.message)),
        reasoning: typeof step.reasoning_content === 'string' ? cut(step.reasoning_content) : null,
        toolCalls,
        // Observations naming a call that is not in this step are kept, not lost.
        observations: [...loose, ...byCall.values()],
        promptTokens: numberOrNull(metrics?.prompt_tokens),
        completionTokens: numberOrNull(metrics?.completion_tokens),
    };
}
/** A message is a string, or (multimodal) a list of parts: their text is kept, images named. */
function textOf(value) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value))
        return value
            .map((p) => {
            const part = (0,narrow/* recordOrNull */.Ks)(p);
            return typeof part?.text === 'string'
                ? part.text
                : `[${typeof part?.type === 'string' ? part.type : 'part'}]`;
        })
            .join('\n');
    return value === undefined || value === null ? '' : JSON.stringify(value);
}
function cut(text) {
    return text.length <= MAX_TEXT
        ? text
        : `${text.slice(0, MAX_TEXT)}\n… (${text.length - MAX_TEXT} more characters in the file)`;
}
function numberOrNull(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

;// CONCATENATED MODULE: ./src/report/html/filmstrip-view.ts

// A GUI attempt's filmstrip, read from its ATIF trajectory: each screenshot the agent saw (the
// agent steps' `extra.screenshots`, written by the built-in agent), in order, with the action that
// led to it and where it put the pointer, as a share of the screen. Pure.
/** Frames shown per attempt: the first ones and the final screen (the rest are in the folder). */
const MAX_FRAMES = 24;
function filmstripOf(doc) {
    const listed = (0,narrow/* recordOrNull */.Ks)(doc)?.steps;
    const steps = Array.isArray(listed) ? listed : [];
    const frames = [];
    for (const step of steps.map(narrow/* recordOrNull */.Ks)) {
        const shots = (0,narrow/* recordOrNull */.Ks)(step?.extra)?.screenshots;
        if (!Array.isArray(shots))
            continue;
        const calls = Array.isArray(step?.tool_calls) ? step.tool_calls.map(narrow/* recordOrNull */.Ks) : [];
        for (const shot of shots.map(narrow/* recordOrNull */.Ks)) {
            if (!shot || typeof shot.path !== 'string')
                continue;
            const call = calls.find((c) => c?.tool_call_id === shot.tool_call_id) ?? null;
            frames.push({ path: shot.path, action: actionText(call), point: share(shot), thumbnail: null });
        }
    }
    if (frames.length === 0)
        return null;
    if (frames.length <= MAX_FRAMES)
        return { frames, omitted: 0 };
    return {
        frames: [...frames.slice(0, MAX_FRAMES - 1), frames.at(-1)],
        omitted: frames.length - MAX_FRAMES,
    };
}
/** `name` and its arguments in one short line (Anthropic's `action`, OpenAI's `actions`, Gemini's args). */
function actionText(call) {
    if (!call)
        return 'screenshot';
    const name = typeof call.function_name === 'string' ? call.function_name : 'tool';
    const args = (0,narrow/* recordOrNull */.Ks)(call.arguments) ?? {};
    const { safety_decision: _safety, pendingSafetyChecks: _checks, status: _status, ...shown } = args;
    const text = `${name} ${JSON.stringify(shown)}`;
    return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
function share(shot) {
    const point = shot.point;
    const w = shot.screen_width;
    const h = shot.screen_height;
    if (!Array.isArray(point) || typeof w !== 'number' || typeof h !== 'number' || w <= 0 || h <= 0)
        return null;
    const [x, y] = point;
    if (typeof x !== 'number' || typeof y !== 'number')
        return null;
    return [Math.min(1, Math.max(0, x / w)), Math.min(1, Math.max(0, y / h))];
}

// EXTERNAL MODULE: ./src/run/display/png.ts
var display_png = __webpack_require__(59427);
;// CONCATENATED MODULE: ./src/report/html/thumbnail.ts
// A kept screenshot as a small embedded picture for the filmstrip: shrunk to 320 px wide (about
// 30 KB for a desktop), as a data: URL (the page loads nothing). Pure.

const THUMBNAIL_WIDTH = 320;
/** A PNG it cannot decode (not one helios wrote) is embedded as it is up to this size. */
const AS_IS_BYTES = 64 * 1024;
function thumbnailDataUrl(png) {
    const size = (0,display_png/* pngSize */.lU)(png);
    if (!size)
        return null;
    let small;
    try {
        const image = (0,display_png/* decodePng */.wS)(png);
        const width = Math.min(THUMBNAIL_WIDTH, image.width);
        small = (0,display_png/* encodePng */.KJ)((0,display_png/* shrink */.Qr)(image, width, Math.max(1, Math.round((image.height * width) / image.width))));
    }
    catch {
        if (png.length > AS_IS_BYTES)
            return null;
        small = png;
    }
    return `data:image/png;base64,${small.toString('base64')}`;
}

// EXTERNAL MODULE: ./src/results/read-verifier.ts + 1 modules
var read_verifier = __webpack_require__(48106);
;// CONCATENATED MODULE: ./src/report/html/task-views.ts
// The per-task part of report.html's input: the run's tasks (regressed first), each with its
// attempts read from a run folder (result.json, agent/trajectory.json, the verifier's output and
// ctrf.json) or, where there is no folder
// (the action's report job), from the summary alone with a link to the attempt's artifact. The
// comparison with a baseline marks each task; a regressed task gets the baseline's attempts too.










/** Trajectories read into one report: past this the viewer says where the file is instead. */
const MAX_TRAJECTORIES = 400;
/**
 * Attempts whose verifier output and tests are embedded (each at most 4 KiB per stream and 200
 * tests): regressed and failing tasks come first, so they get them; past it, where the files are.
 */
const MAX_VERIFIER_VIEWS = 300;
/** Screenshots embedded in one report (about 30 KB each as thumbnails); past it, the file names. */
const MAX_THUMBNAILS = 240;
/** A base attempt the report job could not fetch from the baseline's run (its link goes there). */
const BASE_NOT_FETCHED = 'The base attempts were not available here (not fetched from the baseline run): see the base run.';
async function taskViews(sources) {
    const { head, comparison } = sources;
    const changeOf = new Map();
    const rowOf = new Map();
    for (const t of comparison?.tasks ?? []) {
        changeOf.set(t.taskId, (0,format/* displayStatus */.j_)(t));
        rowOf.set(t.taskId, t);
    }
    const baseTasks = new Map((sources.base?.tasks ?? []).map((t) => [t.task_id, t]));
    const rank = (t) => format/* DISPLAY_ORDER */.uT.indexOf(changeOf.get(t.task_id) ?? 'unchanged');
    // Regressed and failing tasks first: what a reader opens the report for (and what gets the
    // trajectory budget).
    const ordered = [...head.tasks].sort((a, b) => rank(a) - rank(b) || a.successes / a.n - b.successes / b.n || a.output_dir.localeCompare(b.output_dir));
    const budget = {
        trajectories: MAX_TRAJECTORIES,
        verifiers: MAX_VERIFIER_VIEWS,
        thumbnails: MAX_THUMBNAILS,
    };
    const views = [];
    for (const task of ordered) {
        const change = comparison === null ? null : (changeOf.get(task.task_id) ?? 'unchanged');
        const link = sources.taskLinks?.get(task.output_dir) ?? null;
        const attempts = await attemptsOf(task, sources.headDir, sources.reportDir, link, budget, sources.attemptLinks);
        const baseTask = baseTasks.get(task.task_id);
        const baseAttempts = change === 'regressed' && baseTask !== undefined && sources.baseDir !== null
            ? await attemptsOf(baseTask, sources.baseDir, sources.reportDir, sources.baseRunUrl ?? null, budget, sources.baseAttemptLinks, sources.baseRunUrl ? BASE_NOT_FETCHED : undefined)
            : null;
        views.push({
            task,
            change,
            comparison: rowOf.get(task.task_id) ?? null,
            attempts,
            baseAttempts,
            href: link,
        });
    }
    return views;
}
async function attemptsOf(task, runDir, reportDir, taskLink, budget, attemptLinks, missingNote) {
    const taskDir = runDir === null ? null : inside(runDir, task.output_dir);
    const views = [];
    for (let attempt = 1; attempt <= task.n; attempt++) {
        const link = attemptLinks?.get(`${task.output_dir}/${(0,slug/* attemptDirName */.SH)(attempt)}`) ?? taskLink;
        const fromSummary = {
            attempt,
            status: task.statuses[attempt - 1] ?? 'error',
            reason: null,
            reward: task.rewards[attempt - 1] ?? null,
            durationSec: null,
            href: link,
            trajectory: null,
            trajectoryNote: missingNote ??
                (link === null
                    ? 'No trajectory: the attempt folder is not here.'
                    : 'The trajectory is in the attempt artifact (agent/trajectory.json).'),
            verifier: null,
        };
        if (taskDir === null) {
            views.push(fromSummary);
            continue;
        }
        const dir = (0,external_node_path_.join)(taskDir, (0,slug/* attemptDirName */.SH)(attempt));
        // A folder that is not here (an attempt artifact the report job did not fetch): the summary's.
        views.push((0,external_node_fs_.existsSync)(dir) ? await attemptFromFolder(dir, attempt, fromSummary, reportDir, budget) : fromSummary);
    }
    return views;
}
async function attemptFromFolder(dir, attempt, fallback, reportDir, budget) {
    // Locally the folder beside the page; in the action the attempt's artifact.
    const href = reportDir === null ? fallback.href : (0,external_node_path_.relative)(reportDir, dir).split(external_node_path_.sep).join('/') + '/';
    const resultFile = (0,external_node_path_.join)(dir, 'result.json');
    const result = await (0,promises_.readFile)(resultFile, 'utf8')
        .then((text) => (0,attempt_result/* parseAttemptResult */.cF)(text, resultFile))
        .catch(() => null);
    const view = {
        ...fallback,
        ...(result === null
            ? {}
            : {
                status: result.status,
                reason: result.reason,
                reward: result.reward,
                durationSec: result.duration_sec,
            }),
        href,
        verifier: await verifierOf(dir, result?.steps?.at(-1)?.name ?? null, budget),
    };
    if (result?.trial)
        return { ...view, trajectoryNote: null, scenes: await scenesOf(dir, result.trial, budget) };
    const file = (0,external_node_path_.join)(dir, 'agent', 'trajectory.json');
    if (!(0,external_node_fs_.existsSync)(file))
        return { ...view, trajectoryNote: 'No agent/trajectory.json in this attempt.' };
    if (budget.trajectories <= 0)
        return {
            ...view,
            trajectoryNote: `Not shown (the report shows ${MAX_TRAJECTORIES} trajectories): open agent/trajectory.json.`,
        };
    budget.trajectories--;
    try {
        const text = await (0,promises_.readFile)(file, 'utf8');
        const trajectory = trajectoryView(text, file);
        return { ...view, trajectory, trajectoryNote: null, filmstrip: await readFilmstrip(dir, text, budget) };
    }
    catch (error) {
        return {
            ...view,
            trajectoryNote: `agent/trajectory.json could not be read: ${error instanceof Error ? error.message : String(error)}`,
        };
    }
}
/** Each scene of a trial attempt with its roles' trajectories, within the report's budget. */
async function scenesOf(dir, trial, budget) {
    const scenes = [];
    for (const record of trial.scenes) {
        const roles = [];
        for (const [role, path] of Object.entries(record.trajectories)) {
            const file = inside(dir, path);
            if (file === null || !(0,external_node_fs_.existsSync)(file)) {
                roles.push({ role, trajectory: null, note: `${path} is not in this attempt.` });
                continue;
            }
            if (budget.trajectories <= 0) {
                roles.push({
                    role,
                    trajectory: null,
                    note: `Not shown (the report shows ${MAX_TRAJECTORIES} trajectories): open ${path}.`,
                });
                continue;
            }
            budget.trajectories--;
            try {
                roles.push({ role, trajectory: trajectoryView(await (0,promises_.readFile)(file, 'utf8'), file), note: null });
            }
            catch (error) {
                roles.push({
                    role,
                    trajectory: null,
                    note: `${path} could not be read: ${error instanceof Error ? error.message : String(error)}`,
                });
            }
        }
        scenes.push({ record, roles });
    }
    return scenes;
}
async function verifierOf(attemptDir, lastStep, budget) {
    const dir = (0,read_verifier/* verifierDir */.C3)(attemptDir, lastStep);
    const where = (0,external_node_path_.relative)(attemptDir, dir).split(external_node_path_.sep).join('/');
    if (!(0,external_node_fs_.existsSync)(dir))
        return { tails: [], tests: null, note: `No ${where}/ folder in this attempt.` };
    if (budget.verifiers <= 0)
        return {
            tails: [],
            tests: null,
            note: `Verifier output: in ${where}/ (embedded for ${MAX_VERIFIER_VIEWS} attempts).`,
        };
    budget.verifiers--;
    const [tails, tests] = await Promise.all([(0,read_verifier/* readVerifierTails */.C1)(dir), (0,read_verifier/* readCtrf */.YE)(dir)]);
    return { tails, tests, note: null };
}
/** `runDir/name`, or null when the summary's folder name would leave the run folder. */
function inside(runDir, name) {
    const root = (0,external_node_path_.resolve)(runDir);
    const dir = (0,external_node_path_.resolve)(root, name);
    return dir.startsWith(root + external_node_path_.sep) ? dir : null;
}
/** A GUI attempt's filmstrip with its thumbnails embedded, within the report's budget. */
async function readFilmstrip(dir, trajectory, budget) {
    const strip = filmstripOf(JSON.parse(trajectory));
    if (!strip)
        return null;
    for (const frame of strip.frames) {
        if (budget.thumbnails <= 0)
            break;
        const file = inside((0,external_node_path_.join)(dir, 'agent'), frame.path);
        if (file === null || !(0,external_node_fs_.existsSync)(file))
            continue;
        budget.thumbnails--;
        frame.thumbnail = await (0,promises_.readFile)(file)
            .then(thumbnailDataUrl)
            .catch(() => null);
    }
    return strip;
}


/***/ }),

/***/ 95085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ leaderboardCells),
/* harmony export */   T3: () => (/* binding */ renderLeaderboardMarkdown),
/* harmony export */   TG: () => (/* binding */ money),
/* harmony export */   eu: () => (/* binding */ renderLeaderboardTerminal),
/* harmony export */   w_: () => (/* binding */ leaderboardHeaders)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74191);
// The leaderboard as markdown (job summary, comment) and as a terminal table. Pure; labels, agents
// and models are escaped like every other name we did not write.



/** The leaderboard's column headers at the board's k (shared by every rendering). */
const leaderboardHeaders = (k) => [
    'label',
    'agent',
    'model',
    'tasks',
    'pass@1 (interval)',
    ...(k > 1 ? [`pass@${k}`, `pass^${k}`] : []),
    'mean reward',
    'errors',
    'tokens',
    'cost',
    'cost / solved',
    'vs best',
];
function renderLeaderboardMarkdown(board) {
    const { k } = board;
    const rows = board.rows.map((row) => {
        const [label, ...rest] = leaderboardCells(row, k, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV);
        return [`${row.best ? '🏆' : row.versusBest?.worse ? '🔻' : '≈'} ${label}`, ...rest];
    });
    const lines = [
        '### Helios leaderboard',
        '',
        `Ranked by pass@${k}. 🏆 the best; each other row is compared with it by the PR gate's test over the tasks both ran (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(board.confidence)} confidence): 🔻 significantly worse, ≈ not distinguishable.`,
        '',
        (0,markdown_table__WEBPACK_IMPORTED_MODULE_2__/* .markdownTable */ .Q)([leaderboardHeaders(k), ...rows]),
        '',
        ...board.warnings.map((w) => `> ⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(w)}`),
    ];
    if (board.matrix.length > 0) {
        const header = ['task', ...board.rows.map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(r.label))];
        const matrix = board.matrix.map((task) => [
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(task.taskName),
            ...task.cells.map((c) => (c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`)),
        ]);
        lines.push('', `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary>`, '', (0,markdown_table__WEBPACK_IMPORTED_MODULE_2__/* .markdownTable */ .Q)([header, ...matrix]), '', '</details>');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
function renderLeaderboardTerminal(board) {
    const table = [
        leaderboardHeaders(board.k),
        ...board.rows.map((row) => leaderboardCells(row, board.k, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)),
    ];
    const widths = table[0].map((_, c) => Math.max(...table.map((r) => [...r[c]].length)));
    const lines = table.map((r) => r
        .map((cell, c) => cell + ' '.repeat(widths[c] - [...cell].length))
        .join('  ')
        .trimEnd());
    return [...lines, ...board.warnings.map((w) => `warning: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(w)}`)].join('\n') + '\n';
}
/** One row's cells, its text escaped by `escape` (markdown, terminal or HTML). */
function leaderboardCells(row, k, escape) {
    const { passAt1 } = row;
    return [
        escape(row.label),
        escape(row.agent),
        row.model === null ? '—' : escape(row.model),
        String(row.tasks),
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(passAt1.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(passAt1.low)}–${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(passAt1.high)})`,
        ...(k > 1 ? [(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(row.passAtK), (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(row.passHatK)] : []),
        row.meanReward.toFixed(3),
        String(row.errors),
        row.tokens === null ? '—' : row.tokens.toLocaleString('en-US'),
        money(row.costUsd),
        money(row.costPerSolvedUsd),
        versusCell(row),
    ];
}
function versusCell(row) {
    const v = row.versusBest;
    if (v === null)
        return 'best';
    if (v.pairedTasks === 0)
        return 'no shared task';
    const interval = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(v.delta)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(v.low)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(v.high)}) over ${v.pairedTasks}`;
    return v.worse ? `worse: ${interval}` : interval;
}
function money(usd) {
    if (usd === null)
        return '—';
    return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}


/***/ }),

/***/ 31396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k3: () => (/* binding */ selfReportedNotice),
/* harmony export */   xU: () => (/* binding */ shownConclusion),
/* harmony export */   zu: () => (/* binding */ labelledVerdict)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

/** What is shown and posted: a self-reported, untrusted `success` is `neutral`. */
function shownConclusion(conclusion, selfReported) {
    return conclusion === 'success' && selfReported && !selfReported.trusted ? 'neutral' : conclusion;
}
/** The verdict as a check-run title or step message: it says whose figures these are. */
function labelledVerdict(verdict, selfReported) {
    if (!selfReported)
        return verdict;
    return `${selfReported.trusted ? 'Reported by the fork' : 'Reported by the fork, not verified'}: ${verdict}`;
}
/** The notice under the report's heading (our own words; the repository name is escaped). */
function selfReportedNotice(s) {
    const fork = s.repository === null ? 'a fork' : `the fork ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(s.repository, 140))}`;
    const run = s.runUrl === null ? 'its own workflow run' : `its own ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('workflow run', s.runUrl)}`;
    const what = `**Reported by the fork.** These figures come from ${fork}: ${run} made them, not the base repository, and a fork's workflow can write any result into its artifact.`;
    const how = s.trusted
        ? 'This repository takes them as reported (`trust-fork-results`).'
        : 'They were compared with the baseline here, but a pass is not verified and is shown as neutral; a regression still counts. A maintainer can confirm a pass with a run in this repository.';
    return `> ⚠️ ${what} ${how}`;
}


/***/ }),

/***/ 84724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ VERDICT_ICON),
/* harmony export */   _: () => (/* binding */ verdictTone)
/* harmony export */ });
/* harmony import */ var _self_reported_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31396);

const VERDICT_ICON = {
    failure: '❌',
    warning: '⚠️',
    success: '✅',
    neutral: 'ℹ️',
};
function verdictTone(c, selfReported) {
    if (c.conclusion === 'neutral' && (c.gate.inconclusive !== null || c.gate.flagged !== null))
        return 'warning';
    return (0,_self_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .shownConclusion */ .xU)(c.conclusion, selfReported);
}


/***/ })

};
