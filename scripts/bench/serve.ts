// Child process of the benchmark: runs one server on its own event loop so that the load generator
// in the parent does not share it. Prints {"port": n} once listening; stops on SIGTERM.
import type { AddressInfo } from 'node:net';
import { startAppServer } from './app-server.ts';
import { startCeilingServer } from './ceiling-server.ts';

const [kind] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url || (kind !== 'app' && kind !== 'ceiling')) {
  console.error('usage: DATABASE_URL=... serve.ts app|ceiling');
  process.exit(2);
}
const server = kind === 'app' ? await startAppServer(url) : await startCeilingServer(url);
const { port } = server.app.server.address() as AddressInfo;
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
