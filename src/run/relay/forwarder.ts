// The container side of the model relay: a tiny TCP → Unix-socket forwarder on 127.0.0.1, run by
// the mounted Node before the CLI starts. It listens on a free local port per model API, prints
// the base URL the CLI is to use for each, and ends when the CLI does (its parent changes).

/** Where the relay's host folder (sockets, forwarder, routes) is mounted, read-only. */
export const RELAY_MOUNT = '/helios/relay'

/** CommonJS for the mounted Node 22; reads routes.json written by the host relay. */
export const FORWARDER_SCRIPT = `'use strict'
const net = require('node:net')
const routes = require('${RELAY_MOUNT}/routes.json')
const parent = process.ppid
const lines = []
let pending = routes.length
for (const route of routes) {
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect(route.socket)
    client.pipe(upstream)
    upstream.pipe(client)
    const drop = () => { client.destroy(); upstream.destroy() }
    client.on('error', drop)
    upstream.on('error', drop)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  server.on('error', (error) => {
    process.stderr.write('helios model relay: ' + error.message + '\\n')
    process.exit(1)
  })
  server.listen(0, '127.0.0.1', () => {
    lines.push(route.variable + ' ' + route.base.replace('{port}', String(server.address().port)))
    if (--pending === 0) process.stdout.write(lines.join('\\n') + '\\nready\\n')
  })
}
// The CLI exec'd the shell that started us: when it ends we are re-parented, and end too.
setInterval(() => { if (process.ppid !== parent) process.exit(0) }, 500)
`

/**
 * bash, before the CLI's own script: starts the forwarder and exports each base-URL variable as
 * its local address. A forwarder that does not start (an image without glibc) ends the attempt
 * before any model request, with the reason on stderr.
 */
export const RELAY_PRELUDE = `
helios_relay_start() {
  local name url
  exec 9< <(exec "$HELIOS_RELAY_NODE" ${RELAY_MOUNT}/forward.cjs)
  while IFS=' ' read -r -t 20 name url <&9; do
    if [ "$name" = ready ]; then exec 9<&-; return 0; fi
    export "$name=$url"
  done
  exec 9<&-
  echo "helios: the model relay did not start in this container (it runs the mounted Node, which needs glibc)" >&2
  return 1
}
helios_relay_start || exit 1
`
