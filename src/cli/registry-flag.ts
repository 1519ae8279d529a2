// `--image-registry REF` of the CLI: credentials from HELIOS_REGISTRY_USERNAME and
// HELIOS_REGISTRY_PASSWORD, else the engine client's `docker login`.
import { RegistryRefError, resolveRegistry, type ImageRegistry } from '../run/providers/engine.js'
import { stringFlag, UsageError } from './args.js'

export const REGISTRY_HELP = `      --image-registry REF  keep built images in REF as REF:<content hash>: pull before building,
                            push after (e.g. ghcr.io/owner/repo/helios-env); a registry that fails
                            is a warning. Login: HELIOS_REGISTRY_USERNAME and HELIOS_REGISTRY_PASSWORD,
                            else docker login's`

export async function registryFlag(
  values: Record<string, unknown>,
  env: Record<string, string | undefined> = process.env,
): Promise<ImageRegistry | null> {
  const ref = stringFlag(values, 'image-registry')
  if (ref === undefined) return null
  try {
    return await resolveRegistry(
      { ref, username: env.HELIOS_REGISTRY_USERNAME || null, password: env.HELIOS_REGISTRY_PASSWORD || null },
      env,
    )
  } catch (error) {
    if (error instanceof RegistryRefError) throw new UsageError(`--image-registry: ${error.message}`)
    throw error
  }
}
