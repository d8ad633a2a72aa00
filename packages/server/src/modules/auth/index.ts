// What auth/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { mayIssueCode } from './codes.ts';
export type { AuthDeps } from './deps.ts';
export { accountKey } from './login-limits.ts';
export { authRoutes } from './routes.ts';
export { sendCode } from './send-code.ts';
export { revokeUserSessions } from './sessions.ts';
export { sessionSettings } from './user-view.ts';
