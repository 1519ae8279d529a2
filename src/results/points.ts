// Percentage points as text, for the comparison's verdict sentences and every report renderer.

/** Signed percentage points: "+3.0", "−8.0", "0.0" (a real minus sign, as typeset). */
export function signedPoints(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10
  if (value === 0) return '0.0'
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`
}
