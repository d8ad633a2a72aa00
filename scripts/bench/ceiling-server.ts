import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { CEILING_PLANS_ENV, ceilingRoutes, type CeilingPlan } from './ceilings.ts';

/**
 * The ceiling: a bare Fastify + pg server answering a primary-key read of an application row, with
 * no auth, no validation and no mapping. The app cannot beat it on this machine. With
 * BENCH_CEILING_PLANS (a JSON file of plans), also each scenario's same-query ceiling (ceilings.ts).
 */
export async function startCeilingServer(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/api/applications/:id', async (request, reply) => {
    const result = await pool.query('select * from applications where id = $1', [request.params.id]);
    if (result.rowCount === 0) return reply.status(404).send({ message: 'Not found' });
    return result.rows[0];
  });
  const plansFile = process.env[CEILING_PLANS_ENV];
  if (plansFile) ceilingRoutes(app, pool, JSON.parse(readFileSync(plansFile, 'utf8')) as CeilingPlan[]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
