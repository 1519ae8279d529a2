// An image can vanish while a run uses it: another job on the same engine ran `docker image rm` or
// a prune. It is made again (built, pulled) once and the attempt retried; a second vanish is an
// error outcome in one sentence, so the run goes on and ends with its summary.
import { errorField } from '../../../narrow.js'

/** What to do about the `vanishes`-th vanish of `image`: make it again (said once), or give up. */
export function vanishedOutcome(
  image: string,
  vanishes: number,
): { ok: true; message: string } | { ok: false; reason: string } {
  if (vanishes <= 1)
    return {
      ok: true,
      message: `image ${image} vanished during the run (removed by something else on this engine); making it again once`,
    }
  return {
    ok: false,
    reason: `image ${image} vanished again during the run (something else on this engine keeps removing images, e.g. docker image prune); not made a third time`,
  }
}

/** The engine's 404 for a container whose image is gone: retried, as the retry makes the image again. */
export class ImageVanished extends Error {
  constructor(image: string, options?: { cause?: unknown }) {
    super(
      `image ${image} vanished before its container was created (removed by something else on this engine)`,
      options,
    )
    this.name = 'ImageVanished'
  }
}

/** Whether a create-container error is the engine's "no such image" (HTTP 404). */
export function isNoSuchImage(error: unknown): boolean {
  const message = errorField(error, 'message')
  return (
    errorField(error, 'statusCode') === 404 && typeof message === 'string' && /no such image/i.test(message)
  )
}

/** `creation`, with the engine's "no such image" for `image` turned into ImageVanished. */
export function vanishedAsRetry<T>(image: string, creation: Promise<T>): Promise<T> {
  return creation.catch((error: unknown) => {
    throw isNoSuchImage(error) ? new ImageVanished(image, { cause: error }) : error
  })
}
