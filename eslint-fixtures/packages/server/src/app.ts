// Allowed: the server imports domain, contracts, frameworks and I/O.
import { readFileSync } from 'node:fs';
import { total } from '@bm/domain';
import Fastify from 'fastify';

export const buildApp = () => Fastify().decorate('total', total).decorate('read', readFileSync);
