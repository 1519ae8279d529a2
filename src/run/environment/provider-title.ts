// A provider's name as a sentence says it ("cannot run on Kubernetes"); a new provider must add one.
import type { ProviderName } from './types.js'

const TITLES: Record<ProviderName, string> = {
  docker: 'Docker',
  daytona: 'Daytona',
  kubernetes: 'Kubernetes',
}

export function providerTitle(name: ProviderName): string {
  // A provider of a library user's own (tests cast one) is named as it names itself.
  return (TITLES as Partial<Record<string, string>>)[name] ?? name
}
