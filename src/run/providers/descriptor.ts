// What a provider says about itself before any of its code loads: its name as the CLI and the
// action spell it, its help, what it can honour, the shared settings it refuses, how it is made
// from the environment and the flags or inputs, and what it checks first. The CLI's --provider,
// the action's provider input and the docs derive from these (providers/index.ts lists them).
import type { ImageRegistry } from '../environment/image-registry.js'
import type { EnvironmentProvider, ImageSource, ProviderCapabilities } from '../environment/types.js'
import type { DockerClient } from './docker/client.js'

/** Settings of the CLI and the action that some providers take and others refuse, spelt as both spell them. */
export const PROVIDER_SETTINGS = ['image-registry', 'image-cache', 'namespace'] as const
export type ProviderSetting = (typeof PROVIDER_SETTINGS)[number]

/** What a provider is made from: the process environment and the flags or inputs that concern it. */
export interface ProviderOptions {
  /** Where credentials and settings are read (default: process.env). */
  env?: Record<string, string | undefined>
  /** Remote providers: environments alive at once (the run's concurrency). */
  concurrency?: number
  /** Kubernetes: the namespace (else KUBERNETES_NAMESPACE, else `default`). */
  namespace?: string
  /** Docker: the engine client to use (default: `new Docker()`, which honours DOCKER_HOST). */
  docker?: DockerClient
}

/** Images built on this machine's engine and pushed to `registry`: what a cluster pulls. */
export type PushedImages = (build: { buildLogDir: string; registry: ImageRegistry }) => ImageSource

/** What `create` gets: the caller's options, read, and this machine's builds for those that push them. */
export interface ProviderContext extends ProviderOptions {
  env: Record<string, string | undefined>
  /** Set for a descriptor with `pushesLocalImages` (one provider never imports another). */
  pushedImages?: PushedImages
}

export interface ProviderDescriptor<N extends string = string> {
  /** As `--provider` and the `provider` input spell it. */
  name: N
  /** As a sentence names it ("cannot run on Kubernetes"). */
  title: string
  /** `--provider`'s help for it: what it is and what it reads, one phrase. */
  help: string
  /** Help lines of the flags only it takes (`--namespace`), as the CLI prints them; absent: none. */
  flagHelp?: string
  capabilities: ProviderCapabilities
  /**
   * Its attempts run elsewhere, not on this machine's cores: a plan then sizes shards by the run's
   * concurrency rather than by attempt-seconds, and only the run modes may name it.
   */
  remote: boolean
  /** The shared settings it refuses, each with why, as `provider <name> <why>` reads. */
  refuses: Partial<Record<ProviderSetting, string>>
  /** Its environments pull images this machine's engine builds and pushes (to image-registry). */
  pushesLocalImages?: boolean
  /**
   * Its settings from `env` and the options, checked (a ProviderSettingsError names what to set);
   * its own code (and SDK) is loaded only here, so naming a provider costs nothing.
   */
  create(context: ProviderContext): Promise<EnvironmentProvider>
  /** What must hold before any task is read (Docker: an engine answers); throws ProviderUnavailableError. */
  preflight(provider: EnvironmentProvider, context: ProviderContext): Promise<void>
}

/** Why `descriptor` refuses `setting`, one sentence the CLI and the action both print; null: it takes it. */
export function settingRefusal(descriptor: ProviderDescriptor, setting: ProviderSetting): string | null {
  const why = descriptor.refuses[setting]
  return why === undefined ? null : `provider ${descriptor.name} ${why}`
}
