import { describe, expect, it } from 'vitest'
import { parseComposeFile, type ComposeVariables } from '../../src/task/compose.js'
import { parseCommand, parseDuration, parseEnvironment } from '../../src/task/compose-values.js'
import { TaskConfigError } from '../../src/task/errors.js'

const FILE = 'environment/docker-compose.yaml'
const VARS: ComposeVariables = {
  MAIN_IMAGE_NAME: 'helios-env/t:abc',
  CONTEXT_DIR: '/tasks/t/environment',
  CPUS: '2',
  MEMORY: '4096M',
}
const parse = (text: string, vars = VARS) => parseComposeFile(text, FILE, vars, VARS.CONTEXT_DIR)

function failure(text: string, vars = VARS): { field: string | null; detail: string } {
  try {
    parse(text, vars)
  } catch (error) {
    if (error instanceof TaskConfigError) return { field: error.field, detail: error.detail }
    throw error
  }
  throw new Error('expected a TaskConfigError')
}

describe('parseComposeFile', () => {
  it('reports every problem of a file at once, and says what Harbor does with the variables it sets', () => {
    const { field, detail } = failure(`
services:
  main:
    depends_on: [db]
  db:
    image: postgres
    network_mode: host
    environment:
      TESTS: \${TEST_DIR}
      LOGS: \${HOST_VERIFIER_LOGS_PATH}
`)
    expect(field).toBe('services.db.environment.TESTS')
    expect(detail).toMatch(/^3 problems: /)
    expect(detail).toContain(
      'services.db.environment.TESTS: ${TEST_DIR} is not set by helios: older Harbor versions set it to /tests',
    )
    expect(detail).toContain(
      "services.db.environment.LOGS: ${HOST_VERIFIER_LOGS_PATH} is not set by helios: Harbor (deprecated) sets it to the trial's host folder behind /logs/verifier",
    )
    expect(detail).toContain("services.db.network_mode: not supported by helios' compose runner")
  })

  it('keeps the line and column of a YAML error', () => {
    const { detail } = failure('services:\n  main: {}\n  db: [broken\n')
    expect(detail).toMatch(/^not valid YAML: .* at line \d+, column \d+:/)
    expect(detail).toContain('  db: [broken')
  })

  it('reads services in dependency order with Harbor variables set', () => {
    const compose = parse(`
services:
  main:
    depends_on: { api: { condition: service_healthy } }
    environment: [API=http://api:8080, BARE]
  api:
    build:
      context: \${CONTEXT_DIR}/api
      dockerfile: Dockerfile.api
      args: { LEVEL: "3" }
    depends_on: [db]
    environment:
      LIMIT: \${CPUS}
      MEM: \${MEMORY}
      MODE: \${MODE:-fast}
    healthcheck: { test: curl -sf localhost:8080, interval: 1m30s, timeout: 500ms, retries: 4, start_period: 2s }
  db:
    image: \${MAIN_IMAGE_NAME}
    command: sh -c 'echo "a b"; sleep infinity'
  cache:
    image: redis:7
    user: "1000"
`)
    expect(compose.services.map((s) => s.name)).toEqual(['db', 'api', 'cache'])
    const [db, api, cache] = compose.services
    expect(db!.image).toEqual({ kind: 'main' })
    expect(db!.command).toEqual(['sh', '-c', 'echo "a b"; sleep infinity'])
    expect(api!.image).toEqual({
      kind: 'build',
      contextDir: '/tasks/t/environment/api',
      dockerfile: 'Dockerfile.api',
      args: { LEVEL: '3' },
      hash: '',
    })
    expect(api!.environment).toEqual({ LIMIT: '2', MEM: '4096M', MODE: 'fast' })
    expect(api!.healthcheck).toEqual({
      test: ['CMD-SHELL', 'curl -sf localhost:8080'],
      intervalSec: 90,
      timeoutSec: 0.5,
      retries: 4,
      startPeriodSec: 2,
    })
    expect(api!.dependsOn).toEqual([{ service: 'db', condition: 'service_started' }])
    expect(cache).toMatchObject({ image: { kind: 'image', name: 'redis:7' }, user: '1000' })
    // A bare `- BARE` would pass a host variable through: never read here.
    expect(compose.main).toEqual({
      dependsOn: [{ service: 'api', condition: 'service_healthy' }],
      environment: { API: 'http://api:8080' },
    })
    expect(compose.warnings).toEqual([])
  })

  it("warns about keys that change nothing on an attempt network, and about main's own image", () => {
    const compose = parse(
      'services:\n  main:\n    image: other\n  web:\n    image: nginx\n    ports: ["80:80"]\n    restart: always\n',
    )
    expect(compose.warnings.map((w) => w.field)).toEqual([
      'services.main.image',
      'services.web.ports',
      'services.web.restart',
    ])
  })

  it.each([
    ['services:\n  main: [x]\n  db:\n    image: x\n', 'services.main', 'expected a mapping'],
    [
      'services:\n  main: {}\n  db:\n    image: x\n    volumes: [data:/var/lib]\n',
      'services.db.volumes',
      'not supported',
    ],
    ['services:\n  main: {}\nvolumes:\n  data: {}\n', 'volumes', 'top-level `volumes`'],
    ['services:\n  main:\n    privileged: true\n', 'services.main.privileged', 'not supported for main'],
    ['services:\n  main: {}\n  db: {}\n', 'services.db', 'needs `image:` or `build:`'],
    [
      'services:\n  main:\n    depends_on: [cache]\n',
      'services.main.depends_on.cache',
      'no service named cache',
    ],
    [
      'services:\n  main: {}\n  a:\n    image: x\n    depends_on: [main]\n',
      'services.a.depends_on.main',
      'main starts last',
    ],
    [
      'services:\n  main: {}\n  a: { image: x, depends_on: [b] }\n  b: { image: x, depends_on: [a] }\n',
      'services.a.depends_on',
      'cycle',
    ],
    [
      'services:\n  main:\n    depends_on: { a: { condition: ready } }\n  a: { image: x }\n',
      'services.main.depends_on.a.condition',
      'service_healthy',
    ],
    [
      'services:\n  main: {}\n  a: { image: x, healthcheck: { test: true, interval: soon } }\n',
      'services.a.healthcheck.test',
      'CMD',
    ],
    [
      'services:\n  main: {}\n  a: { image: x, healthcheck: { test: "true", interval: soon } }\n',
      'services.a.healthcheck.interval',
      'duration',
    ],
    [
      'services:\n  main: {}\n  a: { build: { context: ., target: dev } }\n',
      'services.a.build.target',
      'not supported',
    ],
    [
      'services:\n  main: {}\n  a: { image: "${API_KEY}" }\n',
      'services.a.image',
      'host variables are never read',
    ],
    ['services: [main]\n', 'services', 'mapping'],
    ['services:\n  main: {\n', null, 'not valid YAML'],
  ])('refuses %j at %s', (text, field, detail) => {
    const error = failure(text)
    expect(error.field).toBe(field)
    expect(error.detail).toContain(detail)
  })

  it('PREBUILT_IMAGE_NAME is set only for a docker_image task', () => {
    const text = 'services:\n  main: {}\n  a:\n    image: ${PREBUILT_IMAGE_NAME}\n'
    expect(failure(text).detail).toContain('PREBUILT_IMAGE_NAME')
    const prebuilt = parse(text, {
      ...VARS,
      MAIN_IMAGE_NAME: 'ubuntu:24.04',
      PREBUILT_IMAGE_NAME: 'ubuntu:24.04',
    })
    expect(prebuilt.services[0]!.image).toEqual({ kind: 'main' })
  })
})

describe('compose values', () => {
  it.each([
    ['30s', 30],
    ['1m30s', 90],
    ['1h', 3600],
    ['250ms', 0.25],
    [5, 5],
    ['5', null],
    ['1m 30s', null],
    ['fast', null],
  ])('duration %j → %j', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds)
  })

  it('splits command strings like Compose, not through a shell', () => {
    expect(parseCommand(`python -m http.server --bind "0.0.0.0" 'a b' c\\ d`)).toEqual([
      'python',
      '-m',
      'http.server',
      '--bind',
      '0.0.0.0',
      'a b',
      'c d',
    ])
    expect(parseCommand(['a', 'b c'])).toEqual(['a', 'b c'])
    expect(parseCommand('echo "unclosed')).toBeNull()
    expect(parseCommand(['a', 1])).toBeNull()
  })

  it('reads environment maps and KEY=value lists', () => {
    expect(parseEnvironment({ A: 1, B: true, C: null })).toEqual({ A: '1', B: 'true' })
    expect(parseEnvironment(['A=1=2', 'B='])).toEqual({ A: '1=2', B: '' })
    expect(parseEnvironment('A=1')).toBeNull()
  })
})
