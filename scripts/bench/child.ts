import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');

export interface RunningServer {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  /** The SQL capture's control server, when started with BENCH_CAPTURE_SQL=1 (capture-sql.ts). */
  captureUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts serve.ts in a child Node process (through tsx) and waits until it listens; `env` adds to
 * the child's environment.
 */
export async function spawnServer(
  kind: 'app' | 'ceiling',
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVE, kind], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const { port, capturePort } = await new Promise<{ port: number; capturePort?: number }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
      lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; capturePort?: number }));
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    ...(capturePort === undefined ? {} : { captureUrl: `http://127.0.0.1:${capturePort}` }),
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
