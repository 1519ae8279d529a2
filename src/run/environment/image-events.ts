// What a run's image source reports as it builds, pulls, pushes, restores and saves (progress lines).
export type ImageEvent =
  | { type: 'build-started'; tag: string; task: string }
  | { type: 'image-pulled'; tag: string; task: string; from: string; durationSec: number }
  | { type: 'image-pushed'; tag: string; task: string; to: string; durationSec: number }
  /** The registry failed (down, refused, wrong credentials): the image is built, or stays unpushed. */
  | { type: 'registry-warning'; tag: string; task: string; message: string }
  | { type: 'image-restored'; tag: string; task: string; from: string; durationSec: number }
  | { type: 'image-saved'; tag: string; task: string; to: string; durationSec: number }
  /** The stash failed (down, slow, an archive that does not load): the image is built, or stays unsaved. */
  | { type: 'image-cache-warning'; tag: string; task: string; message: string }
  /** The stash skipped a save on purpose (kept already, too large). */
  | { type: 'image-cache-note'; tag: string; task: string; message: string }
  | {
      type: 'build-finished'
      tag: string
      task: string
      ok: boolean
      durationSec: number
      reason: string | null
    }
