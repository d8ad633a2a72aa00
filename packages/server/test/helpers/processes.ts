import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: real server processes start from it (`node --import tsx packages/server/src/main.ts`). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The PostgreSQL server of a *.pg.test.ts file (vitest.config.ts runs those in the server-postgres
 * project alone); throws when the file is run without one.
 */
export function postgresUrl(file: string): string {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (process.env.TEST_DB !== 'postgres' || !url)
    throw new Error(`${file} runs on PostgreSQL (TEST_DATABASE_URL)`);
  return url;
}

/** A TCP port free on 127.0.0.1 right now, for a server process to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real server process (`node --import tsx packages/server/src/main.ts`) a test started. */
export interface ServerProcess {
  label: string;
  port: number;
  child: ChildProcess;
  /** Its log lines (pino JSON on stdout), as they come. */
  logs: Record<string, unknown>[];
}

/**
 * Starts the real server on `env` (over this process's environment) and answers once it serves
 * /api/health. Its stdout log lines are collected; a process that exits first throws with its stderr.
 */
export async function startServerProcess(label: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: ServerProcess = { label, port, child, logs: [] };
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        server.logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line (the seed's console output).
      }
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Up to two minutes: a busy machine starting several at once is slow to compile and migrate.
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error(`server ${label} exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await sleep(100);
  }
  throw new Error(`server ${label} did not start: ${stderr}`);
}

/** Kills a server process with SIGKILL (no shutdown of any kind) and waits for it to be gone. */
export async function killServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}
