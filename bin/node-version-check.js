// On a Node older than package.json's "engines" the bundle and the dependencies fail with errors
// that don't say why (Node 20: "Cannot read properties of undefined (reading 'bind')"), so this
// throws one sentence first. bin/helios.js imports it alone, before the bundle; lib/index.js
// (`import 'helios-action'`) imports it first, and ES modules run their imports in order, so it
// runs before any dependency does (they are parsed before: a Node that can't parse them, 16 or
// older, fails there). No syntax newer than Node 14, so an old Node can parse this file.
import { existsSync, readFileSync } from 'node:fs'
import { URL, fileURLToPath } from 'node:url'

export class UnsupportedNodeError extends Error {
  constructor(message) {
    super(message)
    this.name = 'UnsupportedNodeError'
  }
}

function versionParts(version) {
  return version.split('.').map(Number)
}

function isOlder(found, wanted) {
  for (let i = 0; i < wanted.length; i++) {
    const have = found[i] || 0
    if (have !== wanted[i]) return have < wanted[i]
  }
  return false
}

/**
 * The sentence for a Node older than `engines` (a ">=X[.Y[.Z]]" range) allows, or undefined.
 * `checkout` is the clone's folder when .ci/node.sh can fix it there.
 */
function unsupportedNodeSentence(engines, found, execPath, checkout) {
  const wanted = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(engines.trim())
  if (!wanted || !isOlder(versionParts(found), versionParts(wanted[1]))) return undefined
  const fix = checkout
    ? `install Node 24, or run \`source .ci/node.sh\` in this checkout (${checkout}), which puts Node 24 first on PATH`
    : 'install Node 24 and put it first on PATH'
  return `Node ${found} (${execPath}) is too old for helios-action, which needs Node ≥ ${wanted[1]}: ${fix}.`
}

const root = new URL('../', import.meta.url)
const engines = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node
// .ci/node.sh is in a clone, not in the npm package, and fetches Linux builds of Node only.
const hasNodeScript = process.platform === 'linux' && existsSync(new URL('.ci/node.sh', root))
const checkout = hasNodeScript ? fileURLToPath(root).replace(/[\\/]$/, '') : undefined
const sentence = unsupportedNodeSentence(engines, process.versions.node, process.execPath, checkout)
if (sentence) throw new UnsupportedNodeError(sentence)
