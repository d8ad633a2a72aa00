import { buildApp } from '../../server/src/app.ts';

export const app = buildApp;
