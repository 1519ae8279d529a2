// Which builder the engine's build API gives: BuildKit (`version=2`, in every Linux engine since
// 18.09, API 1.39) for every Dockerfile, so `COPY --chmod`, `RUN --mount` and the rest build as
// they do for Docker users; the classic builder only where BuildKit is absent, said once per run.
import type Docker from 'dockerode'

export type Builder = 'buildkit' | 'classic'

export interface BuilderChoice {
  builder: Builder
  /** The engine's own Dockerfile frontend reads heredocs (Docker 23 on); else heredoc.ts rewrites them. */
  heredocs: boolean
  /** Why BuildKit is not used (the once-per-run notice); null with BuildKit. */
  notice: string | null
}

/** Pure: the builder of an engine from its version answer. */
export function builderFor(engine: { ApiVersion?: string; Os?: string; Version?: string }): BuilderChoice {
  const api = (engine.ApiVersion ?? '0.0').split('.').map(Number)
  const atLeast139 = (api[0] ?? 0) > 1 || ((api[0] ?? 0) === 1 && (api[1] ?? 0) >= 39)
  const heredocs = Number((engine.Version ?? '0').split('.')[0]) >= 23
  if (atLeast139 && (engine.Os ?? 'linux') === 'linux') return { builder: 'buildkit', heredocs, notice: null }
  const engineName = `Docker ${engine.Version ?? '?'} (API ${engine.ApiVersion ?? '?'}, ${engine.Os ?? '?'})`
  return {
    builder: 'classic',
    heredocs: false,
    notice: `${engineName} has no BuildKit: images are built with the classic builder, where BuildKit-only Dockerfile syntax (COPY --chmod, RUN --mount, heredocs) fails`,
  }
}

export async function engineBuilder(docker: Docker): Promise<BuilderChoice> {
  try {
    return builderFor(await docker.version())
  } catch {
    // The build itself reports an engine that does not answer.
    return { builder: 'buildkit', heredocs: true, notice: null }
  }
}
