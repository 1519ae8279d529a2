export const id = 5650;
export const ids = [5650];
export const modules = {

/***/ 83488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildMode: () => (/* binding */ buildMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59165);
/* harmony import */ var _run_prebuild_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82178);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40645);
/* harmony import */ var _job_images_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(384);
/* harmony import */ var _planned_tasks_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55995);
// mode: build — between plan and run: every image the plan's tasks build, each distinct one once
// (`concurrency` at a time), pushed to `image-registry`, so the shards pull instead of each building
// the same image; with `image-cache: actions` it is saved to the Actions cache and the shards restore
// it. An image that does not build is a warning here (its shard reports the error on
// every attempt, and runs the rest); the step fails only when it cannot work (no plan, no engine).







async function buildMode(inputs, ctx, clients) {
    const runId = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .benchmarkRunId */ .uq)(ctx);
    const plan = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_6__/* .downloadPlan */ .mb)(inputs, clients, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, `${runId}-plan`));
    const { tasks } = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_6__/* .loadPlannedTasks */ .hA)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.workspace, inputs.tasks), plan.shards.flatMap((s) => s.task_paths), plan.shards.flatMap((s) => s.task_ids));
    const images = await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_5__/* .jobImages */ .qh)(inputs, await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .openEngine */ .F5)(), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, `${runId}-build`), true);
    images.subscribe(_job_images_js__WEBPACK_IMPORTED_MODULE_5__/* .logRunEvent */ .kM);
    let summary;
    try {
        summary = await (0,_run_prebuild_js__WEBPACK_IMPORTED_MODULE_3__/* .prebuildImages */ .e)({ tasks, images, concurrency: inputs.concurrency });
    }
    finally {
        await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_5__/* .removeJobImages */ .Eg)(inputs, images);
    }
    for (const failed of summary.failed)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${failed.task}: ${failed.reason}`, { title: 'image build (its shard reports it)' });
    const line = `${summary.images} image(s) for ${tasks.length} task(s): ${summary.built} built, ${summary.pulled} already in the registry, ${summary.cached} already in the Actions cache, ${summary.present} on the runner, ${summary.failed.length} failed to build, ${summary.warnings.length} registry or cache warning(s).`;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading(`Helios build: ${inputs.label}`, 3).addRaw(line, true).write();
    return summary;
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   FF: () => (/* binding */ revealStatusSymbols),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
// Text from task folders (names, reasons, paths) is untrusted: anyone who opens a PR names the
// tasks. Escape it so it renders as the literal text, inside table cells too, and cannot inject
// HTML, links, images, @-mentions, emoji shortcodes, our own status symbols, or break a table row.
// Backslash escapes for markdown punctuation; HTML entities for what HTML would parse. Characters
// that only matter at the start of a line (`-`, `+`, `1.`, `=`) are left alone: escaped text is
// never placed at a line start and never contains a line break.
const REPLACEMENTS = {
    '\\': '\\\\',
    '`': '\\`',
    '*': '\\*',
    _: '\\_',
    '{': '\\{',
    '}': '\\}',
    '[': '\\[',
    ']': '\\]',
    '(': '\\(',
    ')': '\\)',
    '#': '\\#',
    '!': '\\!',
    '|': '\\|', // a table cell delimiter even inside code spans
    '~': '\\~',
    $: '\\$', // GitHub renders $…$ as math
    '<': '&lt;',
    '>': '&gt;',
    '&': '&amp;',
    '@': '@&#8203;', // a zero-width space after @ stops a mention (and its notification)
};
// Line breaks would end a table row; other control characters have no business in a comment.
// eslint-disable-next-line no-control-regex
const SPECIAL = /[\\`*_{}[\]()#!|~$<>&@\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Invisible and direction-changing characters: `admin\u202Etxt.exe-gnp` would display as
 * `adminpng-exe.txt`. Every format character (bidi embeddings, overrides and isolates U+202A–202E
 * and U+2066–2069, marks, zero-width spaces and joiners, the BOM, soft hyphens, tag characters)
 * and every default-ignorable code point (Hangul fillers, Mongolian selectors, …), plus the
 * blank Braille pattern, is shown as a visible code point instead (⟦U+202E⟧). The emoji and text
 * presentation selectors (U+FE0E, U+FE0F) are kept: they only pick how the emoji before them looks.
 */
const INVISIBLE = /(?![\ufe0e\ufe0f])[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
function revealInvisible(text) {
    return text.replace(INVISIBLE, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/**
 * Our own status symbols (and their usual lookalikes) in a task's name would pass for a verdict or
 * a label: "✅ all good" above a 🔴 row. They are shown as code points instead (⟦U+2705⟧), with
 * the emoji presentation selector after them; so are the brackets of that notation itself.
 */
const STATUS_SYMBOLS = /[\u2705\u274C\u274E\u26A0\u2139\u25BC\u25B2\u25BD\u25B3\u2796\u2795\u270F\u2714\u2713\u2611\u2717\u2718\u2716\u26D4\u2B55\u2757\u2753\u27E6\u27E7\u{1F534}\u{1F7E2}\u{1F7E0}\u{1F7E1}\u{1F7E5}\u{1F7E9}\u{1F535}\u{1F195}\u{1F53A}\u{1F53B}\u{1F6D1}\u{1F6AB}]\uFE0F?/gu;
function revealStatusSymbols(text) {
    return text.replace(STATUS_SYMBOLS, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/** `:white_check_mark:` renders as an emoji on GitHub: a word joiner after the colon keeps it text. */
const SHORTCODE = /:(?=[A-Za-z0-9_+-]+:)/g;
/** Longer unbroken runs get a break opportunity (<wbr>) so a name cannot push a table off screen. */
const LONG_TOKEN = 40;
/** Escapes untrusted text for inline markdown (paragraphs, list items, table cells). */
function escapeMarkdown(text) {
    // Break opportunities go in before escaping (as a private-use placeholder), so none lands inside
    // an entity or an escape sequence.
    const withBreaks = revealInvisible(revealStatusSymbols(text)).replace(new RegExp(`\\S{${LONG_TOKEN}}(?=\\S)`, 'g'), (run) => `${run}\uE000`);
    return (withBreaks
        .replace(SHORTCODE, ':\u2060')
        // A bare URL would autolink; a word joiner in "://" and "www." keeps it text.
        .replace(/:\/\//g, ':\u2060//')
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u2060.`)
        .replace(SPECIAL, (ch) => REPLACEMENTS[ch] ?? ' ')
        .replace(/\uE000/g, '<wbr>'));
}
/** Shortens to at most `max` characters (on the raw text, before escaping), with an ellipsis. */
function clip(text, max) {
    if (text.length <= max)
        return text;
    return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
/** Only http(s) URLs become links; characters that would end the link destination are encoded. */
function safeUrl(url) {
    if (url === undefined || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'|\\`]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** `[text](url)` with escaped text, or the escaped text alone when the URL is not safe. */
function link(text, url) {
    const safe = safeUrl(url);
    return safe === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${safe})`;
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Terminal output: control characters (ANSI escape sequences included) shown as \xNN, never executed. */
function escapeTerminal(text) {
    return revealInvisible(text).replace(CONTROL, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}


/***/ }),

/***/ 82178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ prebuildImages),
/* harmony export */   k: () => (/* binding */ prebuildCache)
/* harmony export */ });
/* harmony import */ var _settings_build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55513);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70370);
/* harmony import */ var _providers_engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59165);
// Prebuild: every image a set of tasks builds (main's environment, a separate verifier's tests/,
// compose services' build folders), each distinct one once, a few at a time, and pushed to the
// registry or saved to the Actions cache — so the shards of a run pull (restore) them instead of
// each building the same image. Images named by docker_image or a service's `image:` are not ours:
// the shards pull those themselves.



/** The cache a prebuild needs: pushes what it builds and what this engine has already. */
function prebuildCache(docker, registry, buildLogDir, onEvent) {
    return new _providers_engine_js__WEBPACK_IMPORTED_MODULE_1__/* .ImageCache */ .Ss(docker, { buildLogDir, registry, pushExisting: true, onEvent });
}
/** One thunk per image of a task, keyed so that tasks sharing an image share its build. */
function imagesOf(task, cache) {
    const images = [];
    if (task.config.environment.dockerImage === null)
        images.push([`env:${task.environmentHash}`, () => cache.ensure(task)]);
    const verifier = task.verifierImage;
    if (verifier?.contextDir)
        images.push([`verifier:${verifier.hash}`, () => cache.ensureVerifier(task)]);
    for (const service of task.compose?.services ?? []) {
        const { image } = service;
        if (image.kind === 'build')
            images.push([`service:${image.hash}`, () => cache.ensureService(task, service)]);
    }
    return images;
}
async function prebuildImages(options) {
    const cache = options.images;
    const summary = {
        images: 0,
        built: 0,
        pulled: 0,
        cached: 0,
        present: 0,
        failed: [],
        warnings: [],
    };
    const unsubscribe = cache.subscribe((event) => {
        if (event.type === 'registry-warning' || event.type === 'image-cache-warning')
            summary.warnings.push(event.message);
    });
    const [builds, pulls, cached] = [cache.builds, cache.pulls, cache.restores + cache.stashed];
    try {
        const distinct = new Map();
        for (const task of options.tasks)
            for (const [key, ensure] of imagesOf(task, cache))
                if (!distinct.has(key))
                    distinct.set(key, { task: task.name, ensure });
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A)(options.concurrency ?? _settings_build_js__WEBPACK_IMPORTED_MODULE_0__/* .BUILD_SETTINGS */ .n.concurrency.default);
        await Promise.all([...distinct.values()].map(({ task, ensure }) => limit(async () => {
            const outcome = await ensure();
            if (!outcome.ok)
                summary.failed.push({ task, reason: outcome.reason });
        })));
        await cache.flush();
        summary.images = distinct.size;
    }
    finally {
        unsubscribe();
    }
    summary.built = cache.builds - builds - summary.failed.length;
    summary.pulled = cache.pulls - pulls;
    summary.cached = cache.restores + cache.stashed - cached;
    summary.present = summary.images - summary.built - summary.pulled - summary.cached - summary.failed.length;
    return summary;
}


/***/ })

};
