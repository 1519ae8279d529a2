export const id = 2539;
export const ids = [2539,9461,1842];
export const modules = {

/***/ 39598:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

try {
  var util = __webpack_require__(39023);
  /* istanbul ignore next */
  if (typeof util.inherits !== 'function') throw '';
  module.exports = util.inherits;
} catch (e) {
  /* istanbul ignore next */
  module.exports = __webpack_require__(26589);
}


/***/ }),

/***/ 26589:
/***/ ((module) => {

if (typeof Object.create === 'function') {
  // implementation from standard node.js 'util' module
  module.exports = function inherits(ctor, superCtor) {
    if (superCtor) {
      ctor.super_ = superCtor
      ctor.prototype = Object.create(superCtor.prototype, {
        constructor: {
          value: ctor,
          enumerable: false,
          writable: true,
          configurable: true
        }
      })
    }
  };
} else {
  // old school shim for old browsers
  module.exports = function inherits(ctor, superCtor) {
    if (superCtor) {
      ctor.super_ = superCtor
      var TempCtor = function () {}
      TempCtor.prototype = superCtor.prototype
      ctor.prototype = new TempCtor()
      ctor.prototype.constructor = ctor
    }
  }
}


/***/ }),

/***/ 93058:
/***/ ((module, exports, __webpack_require__) => {

/*! safe-buffer. MIT License. Feross Aboukhadijeh <https://feross.org/opensource> */
/* eslint-disable node/no-deprecated-api */
var buffer = __webpack_require__(20181)
var Buffer = buffer.Buffer

// alternative to using Object.keys for old browsers
function copyProps (src, dst) {
  for (var key in src) {
    dst[key] = src[key]
  }
}
if (Buffer.from && Buffer.alloc && Buffer.allocUnsafe && Buffer.allocUnsafeSlow) {
  module.exports = buffer
} else {
  // Copy properties from require('buffer')
  copyProps(buffer, exports)
  exports.Buffer = SafeBuffer
}

function SafeBuffer (arg, encodingOrOffset, length) {
  return Buffer(arg, encodingOrOffset, length)
}

SafeBuffer.prototype = Object.create(Buffer.prototype)

// Copy static methods from Buffer
copyProps(Buffer, SafeBuffer)

SafeBuffer.from = function (arg, encodingOrOffset, length) {
  if (typeof arg === 'number') {
    throw new TypeError('Argument must not be a number')
  }
  return Buffer(arg, encodingOrOffset, length)
}

SafeBuffer.alloc = function (size, fill, encoding) {
  if (typeof size !== 'number') {
    throw new TypeError('Argument must be a number')
  }
  var buf = Buffer(size)
  if (fill !== undefined) {
    if (typeof encoding === 'string') {
      buf.fill(fill, encoding)
    } else {
      buf.fill(fill)
    }
  } else {
    buf.fill(0)
  }
  return buf
}

SafeBuffer.allocUnsafe = function (size) {
  if (typeof size !== 'number') {
    throw new TypeError('Argument must be a number')
  }
  return Buffer(size)
}

SafeBuffer.allocUnsafeSlow = function (size) {
  if (typeof size !== 'number') {
    throw new TypeError('Argument must be a number')
  }
  return buffer.SlowBuffer(size)
}


/***/ }),

/***/ 80634:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

// Copyright Joyent, Inc. and other Node contributors.
//
// Permission is hereby granted, free of charge, to any person obtaining a
// copy of this software and associated documentation files (the
// "Software"), to deal in the Software without restriction, including
// without limitation the rights to use, copy, modify, merge, publish,
// distribute, sublicense, and/or sell copies of the Software, and to permit
// persons to whom the Software is furnished to do so, subject to the
// following conditions:
//
// The above copyright notice and this permission notice shall be included
// in all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS
// OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
// MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN
// NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
// DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
// OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE
// USE OR OTHER DEALINGS IN THE SOFTWARE.



/*<replacement>*/

var Buffer = (__webpack_require__(93058).Buffer);
/*</replacement>*/

var isEncoding = Buffer.isEncoding || function (encoding) {
  encoding = '' + encoding;
  switch (encoding && encoding.toLowerCase()) {
    case 'hex':case 'utf8':case 'utf-8':case 'ascii':case 'binary':case 'base64':case 'ucs2':case 'ucs-2':case 'utf16le':case 'utf-16le':case 'raw':
      return true;
    default:
      return false;
  }
};

function _normalizeEncoding(enc) {
  if (!enc) return 'utf8';
  var retried;
  while (true) {
    switch (enc) {
      case 'utf8':
      case 'utf-8':
        return 'utf8';
      case 'ucs2':
      case 'ucs-2':
      case 'utf16le':
      case 'utf-16le':
        return 'utf16le';
      case 'latin1':
      case 'binary':
        return 'latin1';
      case 'base64':
      case 'ascii':
      case 'hex':
        return enc;
      default:
        if (retried) return; // undefined
        enc = ('' + enc).toLowerCase();
        retried = true;
    }
  }
};

// Do not cache `Buffer.isEncoding` when checking encoding names as some
// modules monkey-patch it to support additional encodings
function normalizeEncoding(enc) {
  var nenc = _normalizeEncoding(enc);
  if (typeof nenc !== 'string' && (Buffer.isEncoding === isEncoding || !isEncoding(enc))) throw new Error('Unknown encoding: ' + enc);
  return nenc || enc;
}

// StringDecoder provides an interface for efficiently splitting a series of
// buffers into a series of JS strings without breaking apart multi-byte
// characters.
exports.StringDecoder = StringDecoder;
function StringDecoder(encoding) {
  this.encoding = normalizeEncoding(encoding);
  var nb;
  switch (this.encoding) {
    case 'utf16le':
      this.text = utf16Text;
      this.end = utf16End;
      nb = 4;
      break;
    case 'utf8':
      this.fillLast = utf8FillLast;
      nb = 4;
      break;
    case 'base64':
      this.text = base64Text;
      this.end = base64End;
      nb = 3;
      break;
    default:
      this.write = simpleWrite;
      this.end = simpleEnd;
      return;
  }
  this.lastNeed = 0;
  this.lastTotal = 0;
  this.lastChar = Buffer.allocUnsafe(nb);
}

StringDecoder.prototype.write = function (buf) {
  if (buf.length === 0) return '';
  var r;
  var i;
  if (this.lastNeed) {
    r = this.fillLast(buf);
    if (r === undefined) return '';
    i = this.lastNeed;
    this.lastNeed = 0;
  } else {
    i = 0;
  }
  if (i < buf.length) return r ? r + this.text(buf, i) : this.text(buf, i);
  return r || '';
};

StringDecoder.prototype.end = utf8End;

// Returns only complete characters in a Buffer
StringDecoder.prototype.text = utf8Text;

// Attempts to complete a partial non-UTF-8 character using bytes from a Buffer
StringDecoder.prototype.fillLast = function (buf) {
  if (this.lastNeed <= buf.length) {
    buf.copy(this.lastChar, this.lastTotal - this.lastNeed, 0, this.lastNeed);
    return this.lastChar.toString(this.encoding, 0, this.lastTotal);
  }
  buf.copy(this.lastChar, this.lastTotal - this.lastNeed, 0, buf.length);
  this.lastNeed -= buf.length;
};

// Checks the type of a UTF-8 byte, whether it's ASCII, a leading byte, or a
// continuation byte. If an invalid byte is detected, -2 is returned.
function utf8CheckByte(byte) {
  if (byte <= 0x7F) return 0;else if (byte >> 5 === 0x06) return 2;else if (byte >> 4 === 0x0E) return 3;else if (byte >> 3 === 0x1E) return 4;
  return byte >> 6 === 0x02 ? -1 : -2;
}

// Checks at most 3 bytes at the end of a Buffer in order to detect an
// incomplete multi-byte UTF-8 character. The total number of bytes (2, 3, or 4)
// needed to complete the UTF-8 character (if applicable) are returned.
function utf8CheckIncomplete(self, buf, i) {
  var j = buf.length - 1;
  if (j < i) return 0;
  var nb = utf8CheckByte(buf[j]);
  if (nb >= 0) {
    if (nb > 0) self.lastNeed = nb - 1;
    return nb;
  }
  if (--j < i || nb === -2) return 0;
  nb = utf8CheckByte(buf[j]);
  if (nb >= 0) {
    if (nb > 0) self.lastNeed = nb - 2;
    return nb;
  }
  if (--j < i || nb === -2) return 0;
  nb = utf8CheckByte(buf[j]);
  if (nb >= 0) {
    if (nb > 0) {
      if (nb === 2) nb = 0;else self.lastNeed = nb - 3;
    }
    return nb;
  }
  return 0;
}

// Validates as many continuation bytes for a multi-byte UTF-8 character as
// needed or are available. If we see a non-continuation byte where we expect
// one, we "replace" the validated continuation bytes we've seen so far with
// a single UTF-8 replacement character ('\ufffd'), to match v8's UTF-8 decoding
// behavior. The continuation byte check is included three times in the case
// where all of the continuation bytes for a character exist in the same buffer.
// It is also done this way as a slight performance increase instead of using a
// loop.
function utf8CheckExtraBytes(self, buf, p) {
  if ((buf[0] & 0xC0) !== 0x80) {
    self.lastNeed = 0;
    return '\ufffd';
  }
  if (self.lastNeed > 1 && buf.length > 1) {
    if ((buf[1] & 0xC0) !== 0x80) {
      self.lastNeed = 1;
      return '\ufffd';
    }
    if (self.lastNeed > 2 && buf.length > 2) {
      if ((buf[2] & 0xC0) !== 0x80) {
        self.lastNeed = 2;
        return '\ufffd';
      }
    }
  }
}

// Attempts to complete a multi-byte UTF-8 character using bytes from a Buffer.
function utf8FillLast(buf) {
  var p = this.lastTotal - this.lastNeed;
  var r = utf8CheckExtraBytes(this, buf, p);
  if (r !== undefined) return r;
  if (this.lastNeed <= buf.length) {
    buf.copy(this.lastChar, p, 0, this.lastNeed);
    return this.lastChar.toString(this.encoding, 0, this.lastTotal);
  }
  buf.copy(this.lastChar, p, 0, buf.length);
  this.lastNeed -= buf.length;
}

// Returns all complete UTF-8 characters in a Buffer. If the Buffer ended on a
// partial character, the character's bytes are buffered until the required
// number of bytes are available.
function utf8Text(buf, i) {
  var total = utf8CheckIncomplete(this, buf, i);
  if (!this.lastNeed) return buf.toString('utf8', i);
  this.lastTotal = total;
  var end = buf.length - (total - this.lastNeed);
  buf.copy(this.lastChar, 0, end);
  return buf.toString('utf8', i, end);
}

// For UTF-8, a replacement character is added when ending on a partial
// character.
function utf8End(buf) {
  var r = buf && buf.length ? this.write(buf) : '';
  if (this.lastNeed) return r + '\ufffd';
  return r;
}

// UTF-16LE typically needs two bytes per character, but even if we have an even
// number of bytes available, we need to check if we end on a leading/high
// surrogate. In that case, we need to wait for the next two bytes in order to
// decode the last character properly.
function utf16Text(buf, i) {
  if ((buf.length - i) % 2 === 0) {
    var r = buf.toString('utf16le', i);
    if (r) {
      var c = r.charCodeAt(r.length - 1);
      if (c >= 0xD800 && c <= 0xDBFF) {
        this.lastNeed = 2;
        this.lastTotal = 4;
        this.lastChar[0] = buf[buf.length - 2];
        this.lastChar[1] = buf[buf.length - 1];
        return r.slice(0, -1);
      }
    }
    return r;
  }
  this.lastNeed = 1;
  this.lastTotal = 2;
  this.lastChar[0] = buf[buf.length - 1];
  return buf.toString('utf16le', i, buf.length - 1);
}

// For UTF-16LE we do not explicitly append special replacement characters if we
// end on a partial character, we simply let v8 handle that.
function utf16End(buf) {
  var r = buf && buf.length ? this.write(buf) : '';
  if (this.lastNeed) {
    var end = this.lastTotal - this.lastNeed;
    return r + this.lastChar.toString('utf16le', 0, end);
  }
  return r;
}

function base64Text(buf, i) {
  var n = (buf.length - i) % 3;
  if (n === 0) return buf.toString('base64', i);
  this.lastNeed = 3 - n;
  this.lastTotal = 3;
  if (n === 1) {
    this.lastChar[0] = buf[buf.length - 1];
  } else {
    this.lastChar[0] = buf[buf.length - 2];
    this.lastChar[1] = buf[buf.length - 1];
  }
  return buf.toString('base64', i, buf.length - n);
}

function base64End(buf) {
  var r = buf && buf.length ? this.write(buf) : '';
  if (this.lastNeed) return r + this.lastChar.toString('base64', 0, 3 - this.lastNeed);
  return r;
}

// Pass bytes on through for single-byte encodings (e.g. ascii, latin1, hex)
function simpleWrite(buf) {
  return buf.toString(this.encoding);
}

function simpleEnd(buf) {
  return buf && buf.length ? this.write(buf) : '';
}

/***/ }),

/***/ 24488:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


/**
 * For Node.js, simply re-export the core `util.deprecate` function.
 */

module.exports = __webpack_require__(39023).deprecate;


/***/ }),

/***/ 5392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EXEC_HELP: () => (/* binding */ EXEC_HELP),
  execCommand: () => (/* binding */ execCommand)
});

// EXTERNAL MODULE: ./src/run/providers/default-provider.ts
var default_provider = __webpack_require__(28987);
;// CONCATENATED MODULE: ./src/run/exec-in-container.ts

async function execInContainer(containerId, command, options = {}) {
    const environment = (0,default_provider/* providerOf */.l)(options).attach(containerId);
    const argv = typeof command === 'string' ? ['bash', '-lc', command] : [...command];
    const timeout = options.timeoutSec;
    // `timeout` inside the container: ending the exec client alone would leave the command running.
    const cmd = timeout ? ['timeout', '-k', '2', String(Math.ceil(timeout)), ...argv] : argv;
    const outcome = await environment.exec({
        cmd,
        user: options.user ?? (process.env.HELIOS_AGENT_USER || null),
        workdir: options.workdir ?? (process.env.HELIOS_WORKDIR || null),
        env: options.env,
        stdout: options.stdout,
        stderr: options.stderr,
        timeoutMs: timeout ? (Math.ceil(timeout) + 5) * 1000 : undefined,
    });
    return { exitCode: outcome.exitCode, timedOut: outcome.timedOut || outcome.exitCode === 124 };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/exec.ts
// `helios exec <container> [--user U] [--workdir W] [--timeout S] -- CMD…`: a host-side agent's way
// into the attempt's container. Exit code: the command's (124 on timeout).


const EXEC_OPTIONS = {
    user: { type: 'string', short: 'u' },
    workdir: { type: 'string', short: 'w' },
    timeout: { type: 'string', short: 't' },
    help: { type: 'boolean', short: 'h' },
};
const EXEC_HELP = `Usage: helios exec <container> [options] -- <command> [args…]

Runs a command in an attempt's container (for host-command agents: the container is
$HELIOS_CONTAINER_ID) as the task's agent user in its workdir. One argument after -- runs
with bash -lc; several run as they are.

  -u, --user USER       default $HELIOS_AGENT_USER
  -w, --workdir DIR     default $HELIOS_WORKDIR
  -t, --timeout SEC     stop the command after SEC seconds (exit 124)`;
async function execCommand(argv) {
    const dash = argv.indexOf('--');
    const { values, positionals } = (0,args/* parse */.qg)(dash === -1 ? argv : argv.slice(0, dash), EXEC_OPTIONS);
    if (values.help) {
        process.stdout.write(`${EXEC_HELP}\n`);
        return 0;
    }
    const container = positionals[0];
    const command = dash === -1 ? positionals.slice(1) : argv.slice(dash + 1);
    if (!container || command.length === 0)
        throw new args/* UsageError */.eb(`helios exec needs a container and a command.\n\n${EXEC_HELP}`);
    const timeout = values.timeout === undefined ? undefined : (0,args/* numberFlag */.C$)(values, 'timeout', 0, 0.001, 86_400);
    const result = await execInContainer(container, command.length === 1 ? command[0] : command, {
        user: (0,args/* stringFlag */.AM)(values, 'user'),
        workdir: (0,args/* stringFlag */.AM)(values, 'workdir'),
        timeoutSec: timeout,
        stdout: process.stdout,
        stderr: process.stderr,
    });
    return result.timedOut ? 124 : (result.exitCode ?? 1);
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

/***/ 13338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _j: () => (/* binding */ exitedInstead),
/* harmony export */   kU: () => (/* binding */ exitedError),
/* harmony export */   yE: () => (/* binding */ stoppedInstead)
/* harmony export */ });
/**
 * The error to report for a fault met while using the environment: when it has stopped (its
 * command ended), `describe` tells that cause; otherwise (running, or gone) the fault as it was.
 */
async function stoppedInstead(environment, fault, describe) {
    const stopped = await environment.stopped();
    return stopped ? describe(stopped) : fault;
}
/** stoppedInstead for an environment that must keep running its command from the start on. */
async function exitedInstead(environment, what, fault) {
    return stoppedInstead(environment, fault, (stopped) => exitedError(what, stopped.exitCode));
}
function exitedError(what, exitCode) {
    return new Error(`${what} exited right after start (exit ${exitCode}): its image must run the command it is given (sleep infinity), so it needs a shell's \`sleep\` and an entrypoint that runs its command`);
}


/***/ }),

/***/ 28987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ providerOf)
/* harmony export */ });
/* harmony import */ var _docker_provider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);

/** The caller's provider, else Docker on the caller's engine client (RunOptions.docker), else the default engine. */
function providerOf(options) {
    return options.provider ?? new _docker_provider_js__WEBPACK_IMPORTED_MODULE_0__.DockerProvider(options.docker);
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
;// CONCATENATED MODULE: ./src/run/providers/docker/reachable.ts
// One clear sentence when no Docker engine answers, instead of an error per attempt.

/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
function dockerEndpoint(env = process.env) {
    return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock';
}
/** The engine did not answer (`error`, from a ping or info): what to do about it. */
function dockerUnavailable(error, env = process.env) {
    const why = error.code ?? error.message;
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
};
const dockerDescriptor = {
    name: 'docker',
    title: 'Docker',
    help: 'docker (default; the local engine or DOCKER_HOST)',
    capabilities: DOCKER_CAPABILITIES,
    refuses: { namespace: 'runs on one engine, which has no namespaces (provider kubernetes takes one)' },
    async create(context) {
        const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6631), __webpack_require__.e(1842)]).then(__webpack_require__.bind(__webpack_require__, 5264));
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

/***/ 5264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DockerProvider: () => (/* binding */ DockerProvider)
});

// UNUSED EXPORTS: dockerClient

// EXTERNAL MODULE: ./node_modules/dockerode/lib/docker.js
var lib_docker = __webpack_require__(39040);
var docker_default = /*#__PURE__*/__webpack_require__.n(lib_docker);
// EXTERNAL MODULE: ./src/run/environment/labels.ts
var labels = __webpack_require__(10700);
// EXTERNAL MODULE: ./src/run/providers/docker/cleanup.ts
var cleanup = __webpack_require__(98289);
// EXTERNAL MODULE: ./src/run/providers/docker/descriptor.ts + 1 modules
var descriptor = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/run/providers/docker/exec.ts




// A background child that inherited the exec's stdout keeps the stream open after the command
// exits; we notice the exit by polling and stop waiting for the stream shortly after.
const EXIT_POLL_MS = 1000;
const STREAM_GRACE_MS = 1000;
async function runExec(container, options) {
    const started = Date.now();
    const withStdin = options.stdin !== undefined;
    const exec = await container.exec({
        Cmd: options.cmd,
        User: options.user ?? '',
        Env: Object.entries(options.env ?? {}).map(([k, v]) => `${k}=${v}`),
        WorkingDir: options.workdir ?? undefined,
        AttachStdin: withStdin,
        AttachStdout: true,
        AttachStderr: true,
        Tty: false,
    });
    const stream = withStdin
        ? await startWithStdin(exec, options.stdin)
        : await exec.start({ Detach: false, Tty: false });
    const demux = new streams/* DemuxWritable */.WC(options.stdout ?? new streams/* TailBuffer */.vX(), options.stderr ?? new streams/* TailBuffer */.vX());
    const streamDone = (0,promises_.pipeline)(stream, demux).then(() => 'ended', () => 'ended');
    const controller = new AbortController();
    const waits = [
        streamDone,
        exitedWatcher(exec, controller.signal),
    ];
    if (options.timeoutMs !== undefined) {
        waits.push((0,external_node_timers_promises_.setTimeout)(options.timeoutMs, 'timeout', { signal: controller.signal }).catch(() => 'ended'));
    }
    let how = await Promise.race(waits);
    if (how === 'exited') {
        how = await Promise.race([streamDone, (0,external_node_timers_promises_.setTimeout)(STREAM_GRACE_MS, 'exited')]);
    }
    controller.abort();
    if (how !== 'ended')
        stream.destroy();
    const timedOut = how === 'timeout';
    let exitCode = null;
    if (!timedOut)
        exitCode = await readExitCode(exec);
    return { exitCode, timedOut, durationSec: (Date.now() - started) / 1000 };
}
/** A hijacked exec: stdin is written, then its write side closed (the command sees end of input). */
async function startWithStdin(exec, stdin) {
    const duplex = (await exec.start({ hijack: true, stdin: true, Detach: false, Tty: false }));
    const input = Buffer.isBuffer(stdin) ? external_node_stream_.Readable.from([stdin]) : stdin;
    // A command that exits without reading its input closes the stream under us: not a fault.
    void (0,promises_.pipeline)(input, duplex, { end: true }).catch(() => undefined);
    return duplex;
}
async function exitedWatcher(exec, signal) {
    for (;;) {
        await (0,external_node_timers_promises_.setTimeout)(EXIT_POLL_MS, undefined, { signal }).catch(() => undefined);
        if (signal.aborted)
            return new Promise(() => undefined);
        const info = await exec.inspect().catch(() => null);
        if (info && !info.Running)
            return 'exited';
    }
}
async function readExitCode(exec) {
    // The stream can close a moment before the daemon records the exit.
    for (let i = 0; i < 20; i++) {
        const info = await exec.inspect();
        if (!info.Running)
            return info.ExitCode ?? null;
        await (0,external_node_timers_promises_.setTimeout)(25);
    }
    return null;
}

// EXTERNAL MODULE: ./src/run/environment/stopped.ts
var stopped = __webpack_require__(13338);
;// CONCATENATED MODULE: ./src/run/providers/docker/start.ts

/** Starts the container and fails, naming `what`, unless it is still running right after. */
async function startKeptRunning(container, what) {
    await container.start();
    const state = (await container.inspect()).State;
    if (!state.Running)
        throw (0,stopped/* exitedError */.kU)(what, state.ExitCode);
}
/** One inspect: how the container stopped; null while it runs, or once it is gone (an abort removed it). */
async function stoppedState(container) {
    const state = await container.inspect().then((info) => info.State, () => null);
    if (!state || state.Running)
        return null;
    return { exitCode: state.ExitCode, oomKilled: state.OOMKilled, finishedAt: Date.parse(state.FinishedAt) };
}

;// CONCATENATED MODULE: ./src/run/providers/docker/environment.ts





class DockerEnvironment {
    docker;
    container;
    id;
    constructor(docker, container) {
        this.docker = docker;
        this.container = container;
        this.id = container.id;
    }
    start(what) {
        return startKeptRunning(this.container, what);
    }
    exec(request) {
        return runExec(this.container, request);
    }
    async copyIn(archive, destination) {
        await this.container.putArchive(archive, { path: destination });
    }
    async copyOut(path) {
        try {
            // Cast: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
            return (await this.container.getArchive({ path }));
        }
        catch (error) {
            if (error.statusCode === 404)
                throw new errors/* PathNotFound */.lg(path, error);
            throw error;
        }
    }
    async workdir() {
        return (await this.container.inspect()).Config.WorkingDir || '/';
    }
    /** overlay2's merged folder, mounted while the container runs; null on other storage drivers. */
    async rootfs() {
        const info = await this.container.inspect();
        const driver = info.GraphDriver;
        const merged = driver.Name === 'overlay2' ? driver.Data?.MergedDir : undefined;
        if (!merged || !info.State.Running)
            return null;
        return { hostPath: merged, mounts: (info.Mounts ?? []).map((m) => m.Destination) };
    }
    stopped() {
        return stoppedState(this.container);
    }
    async kill() {
        await this.container.kill();
    }
    async restart() {
        await this.container.restart({ t: 0 });
    }
    async logs(lines) {
        const raw = await this.container.logs({ stdout: true, stderr: true, follow: false, tail: lines });
        return (0,streams/* demuxText */.zY)(raw);
    }
    remove() {
        return (0,cleanup/* removeContainer */.od)(this.docker, this.id);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/docker/faults.ts
// Which errors are the Docker engine's (or the connection's to it): read from their fields.
/** Connection failures on the way to the daemon (socket or TCP), as Node names them. */
const CONNECTION_CODES = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EAI_AGAIN',
]);
/**
 * `transient`: the daemon failed (HTTP 5xx), was busy with the object (409), or could not be
 * reached; `request`: the daemon refused the request itself (400 bad parameter, 404 no such image),
 * which the same request meets again; null: not a Docker fault. Read from the error's fields
 * (dockerode's statusCode, Node's code and syscall), never from its text: a healthcheck's output
 * or an agent's log may well say ECONNREFUSED.
 */
function dockerFault(error, depth = 0) {
    if (typeof error !== 'object' || error === null || depth > 4)
        return null;
    const { statusCode, code, syscall, cause } = error;
    // dockerode answers an HTTP error status with an Error carrying statusCode.
    if (typeof statusCode === 'number')
        return statusCode >= 500 || statusCode === 409 ? 'transient' : 'request';
    // Socket errors: a refused or reset connection, a hang-up (ECONNRESET), no socket file (connect ENOENT).
    if (typeof code === 'string' && CONNECTION_CODES.has(code))
        return 'transient';
    if (syscall === 'connect')
        return 'transient';
    // A fault rethrown by our own code keeps the original as its cause.
    return dockerFault(cause, depth + 1);
}

;// CONCATENATED MODULE: ./src/run/providers/docker/image-entrypoint.ts
const entrypointOf = new Map();
async function imageHasEntrypoint(docker, image) {
    let known = entrypointOf.get(image);
    if (known === undefined) {
        const info = (await docker.getImage(image).inspect());
        known = (info.Config?.Entrypoint?.length ?? 0) > 0;
        entrypointOf.set(image, known);
    }
    return known;
}

// EXTERNAL MODULE: ./src/run/providers/docker/image-cache.ts + 3 modules
var image_cache = __webpack_require__(47527);
;// CONCATENATED MODULE: ./src/run/providers/docker/oom-watcher.ts
class OomWatcher {
    kills = new Map();
    stream = null;
    constructor() { }
    static async start(docker, runId) {
        const watcher = new OomWatcher();
        try {
            // Cast: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
            const stream = (await docker.getEvents({
                filters: { type: ['container'], event: ['oom'], label: [`helios.run=${runId}`] },
            }));
            watcher.stream = stream;
            let pending = '';
            stream.on('data', (chunk) => {
                pending += chunk.toString('utf8');
                const lines = pending.split('\n');
                pending = lines.pop() ?? '';
                for (const line of lines)
                    watcher.record(line);
            });
            stream.on('error', () => undefined);
        }
        catch {
            // Without events only a stopped container's State.OOMKilled tells; an exit code never does.
        }
        return watcher;
    }
    record(line) {
        try {
            const event = JSON.parse(line);
            const id = event.Actor?.ID ?? event.id;
            if (!id)
                return;
            const atMs = event.timeNano ? event.timeNano / 1e6 : (event.time ?? 0) * 1000;
            this.kills.set(id, [...(this.kills.get(id) ?? []), atMs]);
        }
        catch {
            // Not an event line.
        }
    }
    /** Whether the container had an OOM kill between the two instants (ms since epoch). */
    sawOom(containerId, fromMs, toMs) {
        return (this.kills.get(containerId) ?? []).some((at) => at >= fromMs - 1000 && at <= toMs + 1000);
    }
    forget(containerId) {
        this.kills.delete(containerId);
    }
    close() {
        this.stream?.destroy();
    }
}

;// CONCATENATED MODULE: ./src/run/providers/docker/service-group.ts


async function createServiceGroup(docker, spec) {
    const created = await docker.createNetwork({
        Name: spec.name,
        Labels: spec.labels,
        Internal: spec.internal,
    });
    return new DockerServiceGroup(docker, spec.name, created.id);
}
class DockerServiceGroup {
    docker;
    name;
    networkId;
    constructor(docker, name, 
    /** Removal goes by id: a name is only as unique as Docker keeps it. */
    networkId) {
        this.docker = docker;
        this.name = name;
        this.networkId = networkId;
    }
    async addService(spec) {
        const check = spec.healthcheck;
        const ns = (sec) => Math.round(sec * 1e9);
        const container = await (0,cleanup/* creatingContainer */.$p)(this.docker.createContainer({
            Image: spec.image,
            ...(spec.command ? { Cmd: spec.command } : {}),
            ...(spec.entrypoint ? { Entrypoint: spec.entrypoint } : {}),
            Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
            WorkingDir: spec.workdir ?? undefined,
            User: spec.user ?? undefined,
            Labels: spec.labels,
            ...(check
                ? {
                    Healthcheck: {
                        Test: check.test,
                        Interval: ns(check.intervalSec),
                        Timeout: ns(check.timeoutSec),
                        Retries: check.retries,
                        StartPeriod: ns(check.startPeriodSec),
                    },
                }
                : {}),
            HostConfig: { NetworkMode: this.name, Init: true, PidsLimit: spec.pidsLimit },
            NetworkingConfig: { EndpointsConfig: { [this.name]: { Aliases: [spec.name] } } },
        }));
        return new DockerService(this.docker, container);
    }
    async remove() {
        await this.docker
            .getNetwork(this.networkId)
            .remove()
            .catch(() => undefined);
    }
}
class DockerService extends DockerEnvironment {
    /** A service runs its own command (not `sleep infinity`): a plain start. */
    async start() {
        await this.container.start();
    }
    async state() {
        const { State, Config } = await this.container.inspect();
        const health = State.Health?.Status;
        return {
            running: State.Running,
            exitCode: State.Running ? null : State.ExitCode,
            health: health === 'starting' || health === 'healthy' || health === 'unhealthy' ? health : null,
            lastHealthOutput: State.Health?.Log?.at(-1)?.Output ?? null,
            healthcheck: healthcheckOf(Config.Healthcheck),
        };
    }
}
/** The healthcheck in force as compose spells it; Docker's durations are nanoseconds (0: default). */
function healthcheckOf(check) {
    if (!check?.Test)
        return null;
    const sec = (ns) => (ns ? ns / 1e9 : 0);
    return {
        test: check.Test,
        intervalSec: sec(check.Interval),
        timeoutSec: sec(check.Timeout),
        retries: check.Retries ?? 0,
        startPeriodSec: sec(check.StartPeriod),
    };
}

;// CONCATENATED MODULE: ./src/run/providers/docker/provider.ts
// Docker as an environment provider: the local engine, or any DOCKER_HOST (unix, tcp, ssh).










class DockerProvider {
    name = descriptor/* dockerDescriptor */.S.name;
    title = descriptor/* dockerDescriptor */.S.title;
    capabilities = descriptor/* dockerDescriptor */.S.capabilities;
    /** Default `new Docker()`: DOCKER_HOST (unix, tcp, ssh) works unchanged. */
    docker;
    constructor(docker) {
        this.docker = docker ?? new (docker_default())();
    }
    async create(spec) {
        const container = await (0,cleanup/* creatingContainer */.$p)(this.docker.createContainer({
            Image: spec.image,
            // The image entrypoint is kept (it may start services or read environment.env); the command
            // only keeps the container alive, as Harbor's compose file does.
            Cmd: spec.command ?? ['sleep', 'infinity'],
            ...(spec.noImageEntrypoint ? { Entrypoint: spec.command ?? ['sleep', 'infinity'], Cmd: [] } : {}),
            Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
            WorkingDir: spec.workdir ?? undefined,
            Labels: spec.labels,
            HostConfig: {
                ...(0,cleanup/* containerLimits */.uo)(spec.limits, spec.limits.pidsLimit),
                NetworkMode: networkMode(spec.network),
                Binds: spec.mounts.length
                    ? spec.mounts.map((m) => `${m.hostPath}:${m.path}${m.readOnly ? ':ro' : ''}`)
                    : undefined,
                // docker-init as PID 1 reaps what a killed agent leaves behind and forwards signals.
                Init: true,
            },
            ...(spec.noImageHealthcheck ? { Healthcheck: { Test: ['NONE'] } } : {}),
            ...(spec.network.kind === 'group'
                ? {
                    NetworkingConfig: {
                        EndpointsConfig: { [spec.network.group.name]: { Aliases: [spec.network.alias] } },
                    },
                }
                : {}),
        }));
        return new DockerEnvironment(this.docker, container);
    }
    attach(id) {
        return new DockerEnvironment(this.docker, this.docker.getContainer(id));
    }
    createServiceGroup(spec) {
        return createServiceGroup(this.docker, spec);
    }
    images(options) {
        return new image_cache/* ImageCache */.S(this.docker, {
            buildLogDir: options.buildLogDir,
            registry: options.registry ?? null,
        });
    }
    /** Built here and pushed to `registry`, also when built before: the images a cluster pulls (Kubernetes). */
    pushedImages(options) {
        return new image_cache/* ImageCache */.S(this.docker, { ...options, pushExisting: true });
    }
    faultKind(error) {
        return dockerFault(error);
    }
    imageHasEntrypoint(image) {
        return imageHasEntrypoint(this.docker, image);
    }
    async platform() {
        const info = (await this.docker.info());
        return { os: info.OSType ?? '', arch: info.Architecture ?? '' };
    }
    watchEvents(runId) {
        return OomWatcher.start(this.docker, runId);
    }
    async managedLabels() {
        const containers = await this.docker.listContainers({
            all: true,
            filters: { label: [`${labels/* LABEL_MANAGED */.TA}=true`] },
        });
        return containers.map((c) => c.Labels);
    }
    removeRun(runId, options = {}) {
        return (0,cleanup/* removeRunContainers */.o2)(this.docker, runId, options);
    }
    creationsSettled(timeoutMs) {
        return (0,cleanup/* creationsSettled */._x)(timeoutMs);
    }
}
/** Docker's NetworkMode for a policy: a group is joined by name; `default` is the engine's bridge. */
function networkMode(policy) {
    if (policy.kind === 'none')
        return 'none';
    if (policy.kind === 'host')
        return 'host';
    if (policy.kind === 'group')
        return policy.group.name;
    if (policy.kind === 'beside')
        return `container:${policy.environment.id}`;
    return undefined;
}
/** The default engine client (DOCKER_HOST, else the local socket), for the Docker-only image tools. */
function dockerClient() {
    return new Docker();
}


/***/ })

};
