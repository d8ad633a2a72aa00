// What applications/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { applyBindPayment } from './apply-payment.ts';
export { definitionFor, quoteRatesFor } from './definition.ts';
export { escapeLike, searchCondition } from './filters.ts';
export { columnsFromForm, followedCorrespondence, statusFromQuote } from './lifecycle.ts';
export { recipientOf } from './recipient.ts';
export { applicationRoutes } from './routes.ts';
export { termTokens, tokenPageIds } from './search-tokens.ts';
export { applicationWriteRoutes } from './write-routes.ts';
export { PAY_MESSAGES } from './bind-plan.ts';
export { MANUAL_BIND_MESSAGES } from './manual-bind-service.ts';
