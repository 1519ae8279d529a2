export const id = 2957;
export const ids = [2957];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   C$: () => (/* binding */ numberFlag),
/* harmony export */   C8: () => (/* binding */ discoveryFlags),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   k9: () => (/* binding */ runSettingFlag),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   s1: () => (/* binding */ intFlag),
/* harmony export */   v6: () => (/* binding */ listFlag)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_run_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76493);
/* harmony import */ var _flag_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79156);
// Flag parsing for every subcommand, on node:util parseArgs. A bad flag or value is a UsageError
// (exit code 2) whose message names the flag and what it accepts (a typo: the flag it resembles).



class UsageError extends Error {
    name = 'UsageError';
}
/**
 * Parses argv; each `aliases` entry (alias → flag) folds the alias's value into the flag's, so the
 * command reads one name. Giving both with different values is a UsageError.
 */
function parse(argv, options, aliases = {}) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        throw new UsageError((0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .flagErrorMessage */ .a)(argv, options, error, aliases));
    }
    const { values } = parsed;
    for (const [alias, flag] of Object.entries(aliases)) {
        if (values[alias] === undefined)
            continue;
        if (values[flag] !== undefined && values[flag] !== values[alias])
            throw new UsageError(`--${alias} and --${flag} are the same flag; give one`);
        values[flag] = values[alias];
        delete values[alias];
    }
    return parsed;
}
function intFlag(values, flag, fallback, min = 1, max = 10_000) {
    const raw = values[flag];
    if (raw === undefined)
        return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
        throw new UsageError(`--${flag} is '${String(raw)}'; use a whole number from ${min} to ${max}.`);
    }
    return n;
}
function numberFlag(values, flag, fallback, min, max) {
    const raw = values[flag];
    if (raw === undefined)
        return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) {
        throw new UsageError(`--${flag} is '${String(raw)}'; use a number from ${min} to ${max}.`);
    }
    return n;
}
/** A run setting shared with the action (src/config/run-settings.ts); not given: its fallback. */
function runSettingFlag(values, name) {
    const raw = values[name];
    return (0,_config_run_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readRunSetting */ .SH)(name, raw === undefined ? undefined : String(raw), (fix) => new UsageError(`--${name} is '${String(raw)}'; ${fix}.`));
}
function stringFlag(values, flag) {
    const raw = values[flag];
    return typeof raw === 'string' && raw !== '' ? raw : undefined;
}
/** Repeatable or comma-separated list flag. */
function listFlag(values, flag) {
    const raw = values[flag];
    const items = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    return items
        .flatMap((item) => String(item).split(','))
        .map((s) => s.trim())
        .filter(Boolean);
}
/** `-p/--pattern`, `--include`, `--exclude`: what discovery takes, the same in every command. */
function discoveryFlags(values) {
    return {
        pattern: stringFlag(values, 'pattern'),
        include: listFlag(values, 'include'),
        exclude: listFlag(values, 'exclude'),
    };
}


/***/ }),

/***/ 79156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ shown),
/* harmony export */   a: () => (/* binding */ flagErrorMessage)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97504);
// What a flag parse error says: node:util parseArgs explains an unknown flag with advice about
// positionals after `--`; a user who typed `--concurency` wants `--concurrency`. Pure.



/** The longest flag name a message repeats: a pasted paragraph is not echoed whole. */
const SHOWN_CHARS = 60;
/**
 * One sentence for parseArgs' `error` about `argv`: the flag, then the fix (the flag meant, the
 * value it needs); parseArgs' own text for an error this does not know.
 */
function flagErrorMessage(argv, options, error, aliases = {}) {
    const code = error.code;
    const message = error instanceof Error ? error.message : String(error);
    const tokens = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...argv],
        options,
        allowPositionals: true,
        strict: false,
        tokens: true,
    }).tokens.filter((t) => t.kind === 'option');
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const unknown = tokens.find((t) => !(t.name in options));
        if (unknown)
            return unknownFlag(unknown.rawName, unknown.name, options, aliases);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        for (const t of tokens) {
            const option = options[t.name];
            if (!option)
                continue;
            const flag = `--${t.name}`;
            if (option.type === 'boolean' && t.value !== undefined)
                return `${flag} takes no value (got '${shown(t.value)}'): give ${flag} alone`;
            if (option.type === 'string' && t.value === undefined)
                return `${flag} needs a value: ${flag} <value>`;
            if (option.type === 'string' && t.inlineValue === false && t.value.startsWith('-'))
                return `${flag} is followed by ${shown(t.value)}, not a value: give ${flag} its value first (or write ${flag}=${shown(t.value)} if that is the value)`;
        }
    }
    return message;
}
/** An alias is not suggested: `--concur` means `--concurrency`, not one of it and `--concurrent`. */
function unknownFlag(rawName, name, options, aliases) {
    const long = rawName.startsWith('--');
    const flags = Object.keys(options).filter((flag) => !Object.hasOwn(aliases, flag));
    const meant = long ? (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(name, flags) : null;
    const fix = meant !== null ? `did you mean --${meant}?` : `run with --help to see the flags this command takes`;
    return `unknown flag ${shown(long ? rawName : `-${name}`)}; ${fix}`;
}
/** The user's text as a message repeats it: control characters shown, clipped. */
function shown(text) {
    const chars = [...text];
    const clipped = chars.length > SHOWN_CHARS ? `${chars.slice(0, SHOWN_CHARS).join('')}…` : text;
    return (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(clipped);
}


/***/ }),

/***/ 12957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97504);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77593);
/* harmony import */ var _flag_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79156);
// The `helios` command: dispatches to a subcommand and maps errors to exit codes
// (2 for usage errors, 1 for anything else that stopped the command).
// Only what every command needs loads up front: `helios --help` reads no command's module, and a
// command loads its own (the bundle splits them apart). Exit codes load with the first error.



const HELP = `helios — run Harbor-format agent benchmarks in Docker, k attempts each

Commands:
  helios batch <tasks-dir>      run every task (-n concurrency, -k attempts, -a agent …)
  helios run <task-dir>         run one task
  helios plan <tasks-dir>       split tasks into shards (what the action's plan mode does)
  helios check <tasks-dir>      check tasks: oracle passes, nop fails, verifier deterministic
  helios build <tasks-dir>      build every environment once and push it to --image-registry
  helios merge <summaries…>     merge shard summaries into one run summary
  helios compare BASE HEAD      compare two run summaries; exit 1 on a real regression
  helios report RUN --html      report.html: summary, trend, per-task drill-down with trajectories
  helios history PATH           the trend of past runs (history.json or run folders); --tasks: flaky tasks
  helios confirm BASE HEAD_RUN TASKS   a borderline comparison: run the suspects again, then the verdict
  helios download --repo O/N --run ID   fetch a CI run's attempt artifacts
  helios exec <container> -- CMD    run a command in an attempt's container (host-command agents)

Run \`helios <command> --help\` for its options.`;
/** Each command's entry: the dispatch and the list a mistyped command is matched against. */
const COMMANDS = {
    batch: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(2722), __webpack_require__.e(737), __webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1128), __webpack_require__.e(2294), __webpack_require__.e(4746), __webpack_require__.e(9930), __webpack_require__.e(4124), __webpack_require__.e(9041), __webpack_require__.e(9505), __webpack_require__.e(5897), __webpack_require__.e(7183), __webpack_require__.e(9158), __webpack_require__.e(7540), __webpack_require__.e(6490), __webpack_require__.e(9262)]).then(__webpack_require__.bind(__webpack_require__, 69262))).batchCommand(argv, false),
    run: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(2722), __webpack_require__.e(737), __webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1128), __webpack_require__.e(2294), __webpack_require__.e(4746), __webpack_require__.e(9930), __webpack_require__.e(4124), __webpack_require__.e(9041), __webpack_require__.e(9505), __webpack_require__.e(5897), __webpack_require__.e(7183), __webpack_require__.e(9158), __webpack_require__.e(7540), __webpack_require__.e(6490), __webpack_require__.e(9262)]).then(__webpack_require__.bind(__webpack_require__, 69262))).batchCommand(argv, true),
    check: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(2722), __webpack_require__.e(737), __webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1128), __webpack_require__.e(2294), __webpack_require__.e(4746), __webpack_require__.e(9930), __webpack_require__.e(4124), __webpack_require__.e(9041), __webpack_require__.e(9505), __webpack_require__.e(5897), __webpack_require__.e(7183), __webpack_require__.e(9158), __webpack_require__.e(6490), __webpack_require__.e(9469), __webpack_require__.e(6418)]).then(__webpack_require__.bind(__webpack_require__, 76418))).checkCommand(argv),
    plan: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(2722), __webpack_require__.e(737), __webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1128), __webpack_require__.e(9930), __webpack_require__.e(4124), __webpack_require__.e(9041), __webpack_require__.e(6438), __webpack_require__.e(5897), __webpack_require__.e(5929)]).then(__webpack_require__.bind(__webpack_require__, 18943))).planCommand(argv),
    build: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(2722), __webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(4124), __webpack_require__.e(9041), __webpack_require__.e(4046)]).then(__webpack_require__.bind(__webpack_require__, 54046))).buildCommand(argv),
    merge: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(9930), __webpack_require__.e(6438), __webpack_require__.e(5306)]).then(__webpack_require__.bind(__webpack_require__, 65306))).mergeCommand(argv),
    compare: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(9930), __webpack_require__.e(7733), __webpack_require__.e(4667), __webpack_require__.e(884)]).then(__webpack_require__.bind(__webpack_require__, 98001))).compareCommand(argv),
    report: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(2616), __webpack_require__.e(9930), __webpack_require__.e(7733), __webpack_require__.e(7177), __webpack_require__.e(2116)]).then(__webpack_require__.bind(__webpack_require__, 91086))).reportCommand(argv),
    history: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(9930), __webpack_require__.e(5530)]).then(__webpack_require__.bind(__webpack_require__, 32514))).historyCommand(argv),
    confirm: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(2722), __webpack_require__.e(737), __webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1128), __webpack_require__.e(2294), __webpack_require__.e(4746), __webpack_require__.e(9930), __webpack_require__.e(4124), __webpack_require__.e(9041), __webpack_require__.e(9505), __webpack_require__.e(5897), __webpack_require__.e(7183), __webpack_require__.e(7733), __webpack_require__.e(9158), __webpack_require__.e(9795), __webpack_require__.e(8498)]).then(__webpack_require__.bind(__webpack_require__, 8498))).confirmCommand(argv),
    download: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6346), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1543), __webpack_require__.e(9141), __webpack_require__.e(7278)]).then(__webpack_require__.bind(__webpack_require__, 87278))).downloadCommand(argv),
    exec: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1128), __webpack_require__.e(9041), __webpack_require__.e(5897), __webpack_require__.e(5392)]).then(__webpack_require__.bind(__webpack_require__, 5392))).execCommand(argv),
};
async function main(argv) {
    const [command, ...rest] = argv;
    try {
        if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
            process.stdout.write(`${HELP}\n`);
            return command === undefined ? 2 : 0;
        }
        const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
        if (run === undefined)
            throw unknownCommand(command);
        return await run(rest);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(`helios: ${message}\n`);
        return (await Promise.all(/* import() */[__webpack_require__.e(2722), __webpack_require__.e(737), __webpack_require__.e(6346), __webpack_require__.e(9040), __webpack_require__.e(4006), __webpack_require__.e(3758), __webpack_require__.e(1128), __webpack_require__.e(2294), __webpack_require__.e(4746), __webpack_require__.e(9930), __webpack_require__.e(4124), __webpack_require__.e(9041), __webpack_require__.e(6438), __webpack_require__.e(9505), __webpack_require__.e(5897), __webpack_require__.e(7183), __webpack_require__.e(7733), __webpack_require__.e(9158), __webpack_require__.e(8551)]).then(__webpack_require__.bind(__webpack_require__, 28551))).exitCodeFor(error);
    }
}
/** A mistyped command names the one it resembles; anything else gets the list. */
function unknownCommand(command) {
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(command, [...Object.keys(COMMANDS), 'help']);
    if (meant !== null)
        return new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown command '${(0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(command)}'; did you mean helios ${meant}?`);
    return new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown command '${(0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(command)}'; the commands are:\n\n${HELP}`);
}


/***/ }),

/***/ 76493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SH: () => (/* binding */ readRunSetting),
/* harmony export */   _t: () => (/* binding */ RUN_SETTINGS)
/* harmony export */ });
/* unused harmony export checkRunSetting */
// The run settings that the CLI's flags and the action's inputs share, defined once: name, whole
// number or not, bounds, default. Both surfaces check a value here, so they refuse the same values
// with the same advice (the surface adds only how it names the setting: `--x` or `Input 'x'`).
const RUN_SETTINGS = {
    attempts: { whole: true, min: 1, max: 100, fallback: 1 },
    concurrency: { whole: true, min: 1, max: 256, fallback: 2 },
    retries: { whole: true, min: 0, max: 10, fallback: 2 },
    'timeout-multiplier': { whole: false, min: 0.01, max: 100, fallback: 1 },
    'max-turns': { whole: true, min: 1, max: 10_000 },
    'max-tokens': { whole: true, min: 1, max: 1e12 },
    'max-cost': { whole: false, min: 0.000001, max: 1e6 },
    'run-max-cost': { whole: false, min: 0.000001, max: 1e6 },
    'run-max-tokens': { whole: true, min: 1, max: 1e15 },
};
/** Checks one given value (trimmed text) against the setting's rule. */
function checkRunSetting(name, raw) {
    const rule = RUN_SETTINGS[name];
    // Number('') is 0 and Number(' ') too: an empty value is never a number.
    const value = raw.trim() === '' ? NaN : Number(raw);
    const shapeOk = rule.whole ? Number.isInteger(value) : Number.isFinite(value);
    if (shapeOk && value >= rule.min && value <= rule.max)
        return { ok: true, value };
    const kind = rule.whole ? 'a whole number' : 'a number';
    return { ok: false, fix: `use ${kind} from ${rule.min} to ${rule.max}` };
}
/**
 * The setting's value, its fallback when not given (`undefined`), or a thrown error made by
 * `refuse`. An empty string is a given value, and refused.
 */
function readRunSetting(name, raw, refuse) {
    const rule = RUN_SETTINGS[name];
    if (raw === undefined)
        return (rule.fallback ?? null);
    const verdict = checkRunSetting(name, raw);
    if (!verdict.ok)
        throw refuse(verdict.fix);
    return verdict.value;
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


/***/ })

};
