// The one list of providers. A new provider is a folder beside docker/ with a descriptor.ts, and
// one entry in PROVIDERS: the CLI's --provider (names, help, flag rules), the action's provider
// input and the docs derive from it; nothing above the seam changes.
import type { EnvironmentProvider } from '../environment/types.js'
import { daytonaDescriptor } from './daytona/descriptor.js'
import type { ProviderContext, ProviderDescriptor, ProviderOptions, PushedImages } from './descriptor.js'
import { dockerDescriptor } from './docker/descriptor.js'
import { e2bDescriptor } from './e2b/descriptor.js'
import { kubernetesDescriptor } from './kubernetes/descriptor.js'

export const PROVIDERS = [dockerDescriptor, daytonaDescriptor, kubernetesDescriptor, e2bDescriptor] as const

/** A provider's name as the CLI (`--provider`) and the action (`provider:`) spell it. */
export type ProviderName = (typeof PROVIDERS)[number]['name']

export const PROVIDER_NAMES: readonly ProviderName[] = PROVIDERS.map((d) => d.name)

export function providerDescriptor(name: ProviderName): ProviderDescriptor {
  return PROVIDERS.find((d) => d.name === name)!
}

/** The provider `name`, made from its settings (a ProviderSettingsError names what to set). */
export async function createProvider(
  name: ProviderName,
  options: ProviderOptions = {},
): Promise<EnvironmentProvider> {
  const descriptor = providerDescriptor(name)
  return descriptor.create(await contextOf(descriptor, options))
}

/** `createProvider`, then its preflight: ready for a run, or one sentence why not (ProviderUnavailableError). */
export async function openProvider(
  name: ProviderName,
  options: ProviderOptions = {},
): Promise<EnvironmentProvider> {
  const descriptor = providerDescriptor(name)
  const context = await contextOf(descriptor, options)
  const provider = await descriptor.create(context)
  await descriptor.preflight(provider, context)
  return provider
}

async function contextOf(descriptor: ProviderDescriptor, options: ProviderOptions): Promise<ProviderContext> {
  const context: ProviderContext = { ...options, env: options.env ?? process.env }
  if (descriptor.pushesLocalImages) context.pushedImages = await enginePushedImages(options)
  return context
}

/** This machine's engine builds, and pushes to the registry (one provider never imports another). */
async function enginePushedImages(options: ProviderOptions): Promise<PushedImages> {
  const { DockerProvider } = await import('./docker/provider.js')
  const engine = new DockerProvider(options.docker)
  return (build) => engine.pushedImages(build)
}

export { PROVIDER_SETTINGS, settingRefusal } from './descriptor.js'
export type { ProviderDescriptor, ProviderOptions, ProviderSetting } from './descriptor.js'
