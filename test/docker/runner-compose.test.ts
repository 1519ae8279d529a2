// Compose environments with real Docker: sidecars built or named in environment/docker-compose.yaml
// start on the attempt's own network before the agent, in dependency order, and are gone with it.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { removeRunContainers } from '../../src/run/providers/docker/cleanup.js'
import { runBenchmark } from '../../src/run/runner.js'
import { attemptNetworkName } from '../../src/run/services.js'
import { docker, managedNetworks, rid } from '../fixtures/docker.js'
import { BASE_IMAGE, makeTask } from '../fixtures/tasks.js'
import { runOneAttempt, useRunnerFolders } from '../fixtures/runner.js'

const folders = useRunnerFolders()

/** A one-route HTTP server in perl: answers every request with $BODY. */
const SERVER =
  'use IO::Socket::INET; $|=1; my $s = IO::Socket::INET->new(LocalPort=>8080, Listen=>8, ReuseAddr=>1) or die; print "up\\n"; while (my $c = $s->accept) { my $r = <$c>; next unless defined $r; while (my $l = <$c>) { last if $l =~ /^\\r?\\n$/ } print $c "HTTP/1.0 200 OK\\r\\n\\r\\n$ENV{BODY}"; close $c }'

const fetch = (host: string) =>
  `exec 3<>/dev/tcp/${host}/8080; printf 'GET / HTTP/1.0\\r\\n\\r\\n' >&3; sed '1,/^\\r$/d' <&3`

/** A task whose solution saves what the `echo` and `store` services answer. */
function composeTask(name: string, compose: string, test = 'echo 0 > /logs/verifier/reward.txt') {
  return makeTask(folders.root, {
    name,
    toml: '[environment]\nworkdir = "/app"\ncpus = 1\nmemory_mb = 1024',
    dockerfile: `FROM ${BASE_IMAGE}\nRUN mkdir -p /app\n`,
    files: {
      'environment/docker-compose.yaml': compose,
      'environment/echo/Dockerfile': `FROM ${BASE_IMAGE}\nARG GREETING=hi\nENV BODY="\${GREETING} from echo"\nCMD ["perl", "-e", ${JSON.stringify(SERVER)}]\n`,
    },
    solve: `(${fetch('echo')}) > /app/echo.txt\n(${fetch('store')}) > /app/store.txt`,
    test,
  })
}

const PASS_IF_ANSWERS = [
  'ok=1',
  '[ "$(cat /app/echo.txt)" = "hello from echo" ] || ok=0',
  '[ "$(cat /app/store.txt)" = "cpus=1 memory=1024M" ] || ok=0',
  '[ "$FROM_COMPOSE" = from-compose ] || ok=0',
  'echo $ok > /logs/verifier/reward.txt',
].join('\n')

/** Harbor's variables, a build with args, main's image reused, a one-shot service main waits for. */
const FULL_COMPOSE = `
services:
  main:
    environment:
      FROM_COMPOSE: from-compose
    depends_on:
      echo: { condition: service_healthy }
      seeder: { condition: service_completed_successfully }
  echo:
    build:
      context: \${CONTEXT_DIR}/echo
      args: { GREETING: hello }
    healthcheck:
      test: ["CMD", "bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080"]
      # Docker would first run the test an hour after the start: helios probes it itself.
      interval: 1h
  store:
    image: \${MAIN_IMAGE_NAME}
    environment:
      BODY: cpus=\${CPUS} memory=\${MEMORY}
    command: ["perl", "-e", ${JSON.stringify(SERVER)}]
  seeder:
    image: ${BASE_IMAGE}
    depends_on: [store]
    command: bash -c "echo seeding; exit 0"
    ports: ["8080"]
`

/** True once the run's main container runs: it starts after every service is ready. */
async function mainRunning(runId: string): Promise<boolean> {
  const list = await docker.listContainers({ filters: { label: [`helios.run=${runId}`] } })
  return list.some((c) => c.Labels['helios.service'] === undefined)
}

describe('compose environments', () => {
  it('passes with oracle once every service is ready, fails with nop, leaves nothing behind', async () => {
    const task = await loadTask(resolve('tasks/fetch-release-code'), resolve('tasks'))
    const oracle = await runOneAttempt(task, { name: 'oracle' }, 'compose-oracle', folders.out)
    expect([oracle.result.status, oracle.result.reason]).toEqual(['passed', null])
    expect(await readFile(join(oracle.dir, 'services', 'releases.log'), 'utf8')).toMatch(/GET \/code -> 200/)
    const nop = await runOneAttempt(task, { name: 'nop' }, 'compose-nop', folders.out)
    expect(nop.result.status).toBe('failed')
  })

  it("removes the anonymous volumes of main's and a service's image (Dockerfile VOLUME) with the attempt", async () => {
    const task = await makeTask(folders.root, {
      name: 'compose-volumes',
      dockerfile: `FROM ${BASE_IMAGE}\nVOLUME /data\n`,
      files: {
        'environment/docker-compose.yaml': 'services:\n  main: {}\n  cache:\n    build: ./cache\n',
        'environment/cache/Dockerfile': `FROM ${BASE_IMAGE}\nVOLUME /cache\nCMD ["sleep", "infinity"]\n`,
      },
      solve: 'echo kept > /data/x',
      test: '[ -f /data/x ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
    })
    // Watched live from before the attempt: the engine answers a `since` query from the last 256
    // events only, and a test file beside this one runs past that within the attempt (CI: none left).
    const events = (await docker.getEvents({
      filters: { type: ['container', 'volume'], event: ['create', 'mount'] },
    })) as NodeJS.ReadableStream & { destroy(): void }
    const ours = new Set<string>()
    const mounted: { volume: string; container: string }[] = []
    let pending = ''
    events.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines.filter(Boolean)) {
        const event = JSON.parse(line) as {
          Type: string
          Action: string
          Actor: { ID: string; Attributes?: Record<string, string> }
        }
        const attributes = event.Actor.Attributes ?? {}
        // This attempt's containers, by their run label: another file's attempts mount volumes too.
        if (event.Type === 'container' && attributes['helios.run'] === rid('compose-volumes'))
          ours.add(event.Actor.ID)
        if (event.Type === 'volume' && event.Action === 'mount' && attributes.container)
          mounted.push({ volume: event.Actor.ID, container: attributes.container })
      }
    })
    let result
    try {
      ;({ result } = await runOneAttempt(task, { name: 'oracle' }, 'compose-volumes', folders.out))
    } finally {
      events.destroy()
    }
    expect([result.status, result.reason]).toEqual(['passed', null])
    // The volumes this attempt's containers mounted: main's /data and the service's /cache at least.
    const created = [...new Set(mounted.filter((m) => ours.has(m.container)).map((m) => m.volume))]
    expect(created.length).toBeGreaterThanOrEqual(2)
    const left = (await docker.listVolumes()).Volumes?.map((v) => v.Name) ?? []
    expect(created.filter((name) => left.includes(name))).toEqual([])
  })

  it("sets Harbor variables, builds with args, reuses main's image and waits for a one-shot service", async () => {
    const task = await composeTask('compose-full', FULL_COMPOSE, PASS_IF_ANSWERS)
    expect(task.compose?.warnings.map((w) => w.field)).toEqual(['services.seeder.ports'])
    const oracle = await runOneAttempt(task, { name: 'oracle' }, 'compose-full', folders.out)
    expect([oracle.result.status, oracle.result.reason]).toEqual(['passed', null])
    expect(await readFile(join(oracle.dir, 'services', 'seeder.log'), 'utf8')).toBe('seeding\n')
    // result.json records each service: image, start, ready, how it was judged ready, its exit.
    const services = oracle.result.services!
    expect(services.map((s) => [s.name, s.health, s.exit_code])).toEqual(
      expect.arrayContaining([
        ['seeder', 'completed', 0],
        ['store', 'running', null],
      ]),
    )
    for (const s of services) {
      expect(s.image).not.toBe('')
      expect(Date.parse(s.ready_at!)).toBeGreaterThanOrEqual(Date.parse(s.started_at))
    }
  })

  it('an unhealthy service is the attempt error, with its health output, before the agent runs', async () => {
    const task = await composeTask(
      'compose-unhealthy',
      `services:\n  main:\n    depends_on: { echo: { condition: service_healthy } }\n  echo:\n    build: ./echo\n    healthcheck:\n      test: echo never ready; exit 1\n      interval: 200ms\n      retries: 2\n`,
    )
    const { result } = await runOneAttempt(task, { name: 'oracle' }, 'compose-unhealthy', folders.out)
    expect(result.status).toBe('error')
    expect(result.reason).toMatch(/service echo is unhealthy: never ready/)
    expect(result.exit_codes.agent).toBeNull()
  })

  it('a service that exits before it is healthy, or fails where main needs it to succeed, is an error naming it', async () => {
    const broken = `    image: ${BASE_IMAGE}\n    command: ["bash", "-c", "echo cannot start, no config; exit 3"]\n`
    const unready = await composeTask(
      'compose-exits',
      `services:\n  main: {}\n  broken:\n${broken}    healthcheck: { test: "true", interval: 5s }\n`,
    )
    const first = await runOneAttempt(unready, { name: 'oracle' }, 'compose-exits', folders.out)
    expect([first.result.status, first.result.reason]).toEqual([
      'error',
      'service broken exited (code 3) before it was ready: cannot start, no config',
    ])
    const oneShot = await composeTask(
      'compose-one-shot',
      `services:\n  main:\n    depends_on: { broken: { condition: service_completed_successfully } }\n  broken:\n${broken}`,
    )
    const second = await runOneAttempt(oneShot, { name: 'oracle' }, 'compose-one-shot', folders.out)
    expect([second.result.status, second.result.reason]).toEqual([
      'error',
      'service broken exited with code 3; main needs it to complete successfully: cannot start, no config',
    ])
  })

  it('a no-network task still reaches its services (the attempt network is internal)', async () => {
    const compose = `services:\n  main: { depends_on: { echo: { condition: service_healthy } } }\n  echo:\n    build: ./echo\n    healthcheck: { test: ["CMD", "bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080"], interval: 200ms, retries: 50 }\n`
    const task = await makeTask(folders.root, {
      name: 'compose-offline',
      toml: '[environment]\nnetwork_mode = "no-network"',
      files: {
        'environment/docker-compose.yaml': compose,
        'environment/echo/Dockerfile': `FROM ${BASE_IMAGE}\nENV BODY=offline\nCMD ["perl", "-e", ${JSON.stringify(SERVER)}]\n`,
      },
      solve: `(${fetch('echo')}) > /tmp/answer`,
      test: '[ "$(cat /tmp/answer)" = offline ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
    })
    const { result } = await runOneAttempt(task, { name: 'oracle' }, 'compose-offline', folders.out)
    expect([result.status, result.reason]).toEqual(['passed', null])
  })

  it('a multi-step task keeps its services for every step of the attempt', async () => {
    const counter = `use IO::Socket::INET; $|=1; my $n = 0; my $s = IO::Socket::INET->new(LocalPort=>8080, Listen=>8, ReuseAddr=>1) or die; while (my $c = $s->accept) { my $r = <$c>; next unless defined $r; while (my $l = <$c>) { last if $l =~ /^\\r?\\n$/ } $n++; print $c "HTTP/1.0 200 OK\\r\\n\\r\\n$n"; close $c }`
    const task = await makeTask(folders.root, {
      name: 'compose-steps',
      files: {
        'task.toml': '[task]\nname = "compose-steps"\n[[steps]]\nname = "one"\n[[steps]]\nname = "two"\n',
        'steps/one/instruction.md': 'Ask the counter once.\n',
        'steps/two/instruction.md': 'Ask it again.\n',
        'environment/docker-compose.yaml': `services:\n  main: {}\n  counter:\n    image: ${BASE_IMAGE}\n    command: ["perl", "-e", ${JSON.stringify(counter)}]\n`,
      },
      // Each step's solution asks once; the verifier asks too: the same service counts 1..4.
      solve: `(${fetch('counter')}) >> /tmp/seen; echo >> /tmp/seen`,
      test: `n=$( (${fetch('counter')}) ); echo "$(tr '\\n' ' ' < /tmp/seen)$n" > /logs/verifier/seen; echo 1 > /logs/verifier/reward.txt`,
    })
    const { result, dir } = await runOneAttempt(task, { name: 'oracle' }, 'compose-steps', folders.out)
    expect([result.status, result.reason]).toEqual(['passed', null])
    expect(await readFile(join(dir, 'steps', 'one', 'verifier', 'seen'), 'utf8')).toBe('1 2\n')
    expect(await readFile(join(dir, 'steps', 'two', 'verifier', 'seen'), 'utf8')).toBe('1 3 4\n')
  })

  it('collect hooks run in, and artifacts come from, the service they name', async () => {
    const task = await makeTask(folders.root, {
      name: 'compose-collect',
      files: {
        'task.toml': [
          'artifacts = [{ source = "/srv/report.txt", service = "store" }, "/tmp/main.txt"]',
          '[task]\nname = "compose-collect"',
          '[[verifier.collect]]\ncommand = "echo from the store > /srv/report.txt"\nservice = "store"',
          '[[verifier.collect]]\ncommand = "echo from main > /tmp/main.txt"',
        ].join('\n'),
        'environment/docker-compose.yaml': `services:\n  main: {}\n  store:\n    image: ${BASE_IMAGE}\n    command: ["sleep", "infinity"]\n`,
      },
    })
    const { result, dir } = await runOneAttempt(task, { name: 'oracle' }, 'compose-collect', folders.out)
    expect(result.status).toBe('passed')
    expect(await readFile(join(dir, 'artifacts', 'declared', 'srv', 'report.txt'), 'utf8')).toBe(
      'from the store\n',
    )
    expect(await readFile(join(dir, 'artifacts', 'declared', 'tmp', 'main.txt'), 'utf8')).toBe('from main\n')
    const manifest = JSON.parse(await readFile(join(dir, 'artifacts', 'manifest.json'), 'utf8')) as {
      service: string
      status: string
    }[]
    expect(manifest.map((m) => [m.service, m.status])).toEqual([
      ['store', 'ok'],
      ['main', 'ok'],
    ])
    const hooks = JSON.parse(await readFile(join(dir, 'collect.json'), 'utf8')) as { service: string }[]
    expect(hooks.map((h) => h.service)).toEqual(['store', 'main'])
  })

  it('an aborted run removes the services and the network of its running attempts', async () => {
    const task = await composeTask('compose-abort', FULL_COMPOSE)
    const controller = new AbortController()
    const run = runBenchmark({
      tasks: [task],
      agent: { name: 'command', command: 'sleep 60' },
      outputDir: folders.out,
      runId: rid('compose-abort'),
      signal: controller.signal,
    })
    // Abort once the attempt's services are up and main runs (the agent then sleeps).
    while (!(await mainRunning(rid('compose-abort')))) await new Promise((r) => setTimeout(r, 100))
    controller.abort()
    await expect(run).rejects.toThrow(/run aborted/)
  })

  it('two jobs of one workflow run on one engine (a model matrix: same run id) get networks of their own', async () => {
    const task = await loadTask(resolve('tasks/fetch-release-code'), resolve('tasks'))
    const runId = rid('compose-matrix')
    const job = (label: string) =>
      runBenchmark({
        tasks: [task],
        agent: { name: 'oracle' },
        outputDir: join(folders.out, label),
        runId,
        label,
      })
    const [first, second] = await Promise.all([job('model-a'), job('model-b')])
    expect([first.totals.passed, second.totals.passed]).toEqual([1, 1])
    expect(attemptNetworkName(runId, task, 1)).not.toBe(attemptNetworkName(runId, task, 1))
  })

  it('the sweep of a run removes its attempt networks too (a crash left one behind)', async () => {
    const runId = rid('compose-sweep')
    await docker.createNetwork({
      Name: `helios-${runId}-left-a1`,
      Labels: { 'helios.managed': 'true', 'helios.run': runId },
    })
    expect(await managedNetworks()).toEqual([`helios-${runId}-left-a1`])
    await removeRunContainers(docker, runId)
    expect(await managedNetworks()).toEqual([])
  })
})
