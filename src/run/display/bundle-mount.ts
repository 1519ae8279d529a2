// The display tools bundle in an attempt's environments: the mount (the agent's environment and a
// verifier beside it, which shares its network and so its display), and in the verifier the links
// to what its image lacks (the agent's environment gets them from the start script).
import type { AttemptSpec } from '../attempt-types.js'
import type { Environment, Mount } from '../environment/types.js'
import { linkBundleScript } from './start-script.js'
import { DISPLAY_BUNDLE_MOUNT } from './tools-bundle.js'

/** The bundle, read-only, for a GUI attempt whose image lacks a display tool; null otherwise. */
export async function displayBundleMount(
  spec: Pick<AttemptSpec, 'task' | 'displayBundle'>,
  image: string,
): Promise<Mount | null> {
  if (!spec.task.config.environment.display || !spec.displayBundle) return null
  const hostPath = await spec.displayBundle(image)
  return hostPath ? { hostPath, path: DISPLAY_BUNDLE_MOUNT, readOnly: true } : null
}

/** Links the bundle's tools the environment's image lacks; a failure leaves the image as it is. */
export async function linkDisplayBundle(environment: Environment): Promise<void> {
  await environment.exec({
    cmd: ['sh', '-c', linkBundleScript(DISPLAY_BUNDLE_MOUNT)],
    user: 'root',
    timeoutMs: 30_000,
  })
}
