import { demoLogin } from '../../../e2e/helpers.ts';

export const login = demoLogin;
