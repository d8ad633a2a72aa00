// The audit log's one writer (docs/decisions/0072-server-module-walls.md).
export { writeAudit, type AuditEntry } from './write-audit.ts';
