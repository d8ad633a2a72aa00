import { readFileSync } from 'node:fs';
import type { RunningServer } from './child.ts';

/** One full export, streamed once by one client while nothing else runs. */
export interface ExportRun {
  name: string;
  path: string;
  rows: number;
  megabytes: number;
  seconds: number;
  /** The server's resident memory before the request and at its peak (VmHWM) after, in MB. */
  rssBeforeMb: number;
  peakRssMb: number;
}

/** A process's resident memory now and at its peak, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Downloads `path` as the user of `cookie`, counting its lines and bytes as they stream in, and reads
 * the server's memory before and its peak after: a streamed export keeps the peak near the start.
 */
export async function measureExport(
  server: RunningServer,
  name: string,
  path: string,
  cookie: string,
): Promise<ExportRun> {
  const before = memoryOf(server.pid);
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    const buffer = chunk as Uint8Array;
    bytes += buffer.byteLength;
    for (const byte of buffer) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(server.pid);
  return {
    name,
    path,
    rows: Math.max(0, lines - 1),
    megabytes: bytes / 1_048_576,
    seconds,
    rssBeforeMb: before.rss,
    peakRssMb: after.peak,
  };
}

export function exportSection(runs: readonly ExportRun[]): string[] {
  return [
    '## Full exports (one request, streamed)',
    '',
    "One client downloads the whole export once, with no other load; the server's resident memory is read from /proc before the request and at its peak (VmHWM) after it.",
    '',
    '| Export | rows | MB | seconds | rows/s | server RSS before MB | server peak RSS MB |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      (r) =>
        `| ${r.name} \`${r.path}\` | ${r.rows.toLocaleString('en-CA')} | ${r.megabytes.toFixed(1)} | ${r.seconds.toFixed(1)} | ${(r.rows / r.seconds).toFixed(0)} | ${r.rssBeforeMb.toFixed(0)} | ${r.peakRssMb.toFixed(0)} |`,
    ),
  ];
}
