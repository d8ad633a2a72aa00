import { parseArgs } from 'node:util';

export interface BenchOptions {
  databaseUrl: string;
  applications: number;
  duration: number;
  warmup: number;
  connections: number;
  /** Rounds over all scenarios; each scenario reports its best round. */
  repeat: number;
  out: string;
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench';

function wholeNumber(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number >= ${min}`);
  return value;
}

/** `npm run bench -- --applications 300000 --duration 10 --warmup 3 --connections 50 --repeat 3`. */
export function benchOptions(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      applications: { type: 'string', default: '300000' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      repeat: { type: 'string', default: '3' },
      out: { type: 'string', default: 'docs/benchmarks.md' },
    },
  });
  return {
    databaseUrl: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    applications: wholeNumber('applications', values.applications, 100),
    duration: wholeNumber('duration', values.duration, 1),
    warmup: wholeNumber('warmup', values.warmup, 0),
    connections: wholeNumber('connections', values.connections, 1),
    repeat: wholeNumber('repeat', values.repeat, 1),
    out: values.out,
  };
}
