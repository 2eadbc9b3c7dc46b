// Latency figures for the classroom bench.
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarize(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: Math.round(percentile(s, 50)),
    p95: Math.round(percentile(s, 95)),
    p99: Math.round(percentile(s, 99)),
    max: Math.round(s[s.length - 1] ?? NaN),
  };
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}
