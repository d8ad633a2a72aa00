import Fastify from 'fastify';

export const app = Fastify();
