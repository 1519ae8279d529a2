// Whether an image has an ENTRYPOINT: such an image may start processes of its own before the agent.
import type Docker from 'dockerode'

const entrypointOf = new Map<string, boolean>()

export async function imageHasEntrypoint(docker: Docker, image: string): Promise<boolean> {
  let known = entrypointOf.get(image)
  if (known === undefined) {
    // as: @types/dockerode marks Config required and Entrypoint a string[]; the engine may omit both or send null.
    const info = (await docker.getImage(image).inspect()) as { Config?: { Entrypoint?: string[] | null } }
    known = (info.Config?.Entrypoint?.length ?? 0) > 0
    entrypointOf.set(image, known)
  }
  return known
}
