// Child process of the benchmark: runs one server on its own event loop so that the load generator
// in the parent does not share it. Prints {"port": n} once listening (and "capturePort" under
// BENCH_CAPTURE_SQL=1, scripts/bench/capture-sql.ts); stops on SIGTERM.
import type { AddressInfo } from 'node:net';
import { CAPTURE_ENV, installSqlCapture } from './capture-sql.ts';
import { startAppServer } from './app-server.ts';
import { startCeilingServer } from './ceiling-server.ts';

const [kind] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url || (kind !== 'app' && kind !== 'ceiling')) {
  console.error('usage: DATABASE_URL=... serve.ts app|ceiling');
  process.exit(2);
}
// Before the app is built: pg's Client.prototype.query is patched for every pool it opens.
const capturePort = process.env[CAPTURE_ENV] === '1' ? await installSqlCapture() : undefined;
const server = kind === 'app' ? await startAppServer(url) : await startCeilingServer(url);
const { port } = server.app.server.address() as AddressInfo;
console.log(JSON.stringify({ port, ...(capturePort === undefined ? {} : { capturePort }) }));
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
