import { buildApp } from '@bm/server';

export const app = buildApp;
