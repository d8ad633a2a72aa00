// The action check lives with the policies module's guard (policies/access.ts); kept here for imports.
export { ACTION_NOT_ALLOWED, requireAction } from '../policies/access.ts';
