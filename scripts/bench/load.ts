import autocannon, { type Instance, type RawRequest } from 'autocannon';

/** What one scenario sends: a fixed path, or a new path per request; GET without a body unless told. */
export interface Target {
  path: string | (() => string);
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Sent with every request (set its content-type in `headers`). */
  body?: string;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

/** The q-quantile of sorted samples (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

function fire(
  url: string,
  target: Target,
  connections: number,
  duration: number,
  samples?: number[],
): Instance {
  const { path, body } = target;
  const setupRequest =
    typeof path === 'function' ? (request: RawRequest) => ({ ...request, path: path() }) : undefined;
  const instance = autocannon({
    url,
    connections,
    duration,
    headers: target.headers ?? {},
    requests: [
      {
        method: target.method ?? 'GET',
        path: typeof path === 'string' ? path : '/',
        ...(body === undefined ? {} : { body }),
        ...(setupRequest ? { setupRequest } : {}),
      },
    ],
  });
  if (samples) {
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      samples.push(responseTime);
    });
  }
  return instance;
}

/**
 * Warms up, then loads `url` with `connections` concurrent connections for `duration` seconds. The
 * latency percentiles come from every response time (autocannon's own histogram has no p95).
 */
export async function measure(
  url: string,
  target: Target,
  options: { connections: number; duration: number; warmup: number },
): Promise<LoadResult> {
  if (options.warmup > 0) await fire(url, target, options.connections, options.warmup);
  const samples: number[] = [];
  const result = await fire(url, target, options.connections, options.duration, samples);
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    rps: samples.length / result.duration,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    p97_5: quantile(samples, 0.975),
    p99: quantile(samples, 0.99),
    max: samples[samples.length - 1] ?? Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
