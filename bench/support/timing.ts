// Timing HTTP calls for the benchmarks: p50 and p99 of calls made one after another.

/** The p-th percentile of `values` (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Times `requests` GETs of `url` one after another over keep-alive, after `warmUp` untimed ones; each must answer
 * 200 with data. Answers p50, p99 and the `total` of the last answer's page (0 when it has none).
 */
export async function timeGets(url: string, cookie: string, requests: number, warmUp: number) {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { Cookie: cookie } });
    const body = (await res.json()) as { success: boolean; data?: { total?: number } };
    const elapsed = performance.now() - started;
    if (res.status !== 200 || !body.data) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return { elapsed, total: body.data.total ?? 0 };
  };
  for (let i = 0; i < warmUp; i += 1) await get();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < requests; i += 1) {
    const result = await get();
    times.push(result.elapsed);
    total = result.total;
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), total };
}
