// Docker as the CLI, the action and the docs know it: the default provider, on the local engine
// or any DOCKER_HOST; it honours every need a task may have.
import type { ProviderCapabilities } from '../../environment/types.js'
import type { ProviderDescriptor } from '../descriptor.js'
import { dockerUnavailable } from './reachable.js'

export const DOCKER_CAPABILITIES: ProviderCapabilities = {
  services: true,
  noNetwork: true,
  hostNetwork: true,
  mounts: true,
  verifierBeside: true,
  display: true,
  displayBundle: true,
}

export const dockerDescriptor: ProviderDescriptor<'docker'> = {
  name: 'docker',
  remote: false,
  title: 'Docker',
  help: 'docker (default; the local engine or DOCKER_HOST)',
  capabilities: DOCKER_CAPABILITIES,
  refuses: { namespace: 'runs on one engine, which has no namespaces (provider kubernetes takes one)' },
  async create(context) {
    const { DockerProvider } = await import('./provider.js')
    return new DockerProvider(context.docker)
  },
  async preflight(provider, context) {
    // One question of the engine, through the seam: no engine, one sentence instead of one per attempt.
    await provider.platform().catch((error: unknown) => {
      throw dockerUnavailable(error, context.env)
    })
  },
}
