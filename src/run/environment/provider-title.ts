// A provider's name as a sentence says it ("cannot run on Kubernetes"); a new provider must add one.
import type { ProviderName } from './types.js'

const TITLES: Record<ProviderName, string> = {
  docker: 'Docker',
  daytona: 'Daytona',
  kubernetes: 'Kubernetes',
}

export function providerTitle(name: ProviderName): string {
  return TITLES[name]
}
