// Where a verifier ran, and so what it trusted (the mechanism: run/trust-boundary.ts). Read by the
// result and summary schemas and the reports.
import { z } from 'zod'

export const verifierIsolationSchema = z.enum(['separate', 'beside', 'in-environment'])
export type VerifierIsolation = z.infer<typeof verifierIsolationSchema>

export const ISOLATION_TRUSTS: Readonly<Record<VerifierIsolation, string>> = {
  separate: 'the declared artifacts, as data, in a fresh environment of the image',
  beside:
    "the agent's working directory, declared artifacts and the paths the tests name, as data in a fresh environment of the image, and the services the agent left on its network",
  'in-environment':
    "everything in the agent's environment: the verifier runs there (no isolation on this provider)",
}
