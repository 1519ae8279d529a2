// The provider contract (test/contract/provider-contract.ts) on Docker, with a real engine: every
// question, services included; after each sweep the engine itself is asked what is left of the
// run (containers and networks by label), not only the interface.
import { createProvider } from '../../src/run/providers/index.js'
import { describeProvider } from '../contract/provider-contract.js'
import { managedContainers, managedNetworks, rid } from '../fixtures/docker.js'
import { BASE_IMAGE } from '../fixtures/tasks.js'

async function leftovers(runId: string): Promise<string[]> {
  const containers = (await managedContainers()).filter((c) => c.startsWith(`${runId}/`))
  const networks = (await managedNetworks()).filter((n) => n.startsWith(runId))
  return [...containers, ...networks]
}

describeProvider('docker', async () => ({
  provider: await createProvider('docker'),
  image: BASE_IMAGE,
  runId: rid('provider'),
  leftovers,
}))
