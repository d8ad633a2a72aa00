// What premium-lines/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { relevantPolicies, type PolicyDetails } from './policy-lines.ts';
export { applyToProjection, CLOSE_LOCK, monthsAfter, projectionDeltaFollows } from './projection.ts';
