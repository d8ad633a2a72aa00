import Fastify from 'fastify';
import pg from 'pg';

/**
 * The ceiling: a bare Fastify + pg server answering a primary-key read of an application row, with
 * no auth, no validation and no mapping. The app cannot beat it on this machine.
 */
export async function startCeilingServer(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/api/applications/:id', async (request, reply) => {
    const result = await pool.query('select * from applications where id = $1', [request.params.id]);
    if (result.rowCount === 0) return reply.status(404).send({ message: 'Not found' });
    return result.rows[0];
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
