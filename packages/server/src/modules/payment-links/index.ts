// What payment-links/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { paymentLinkIssueRoutes } from './issue-routes.ts';
export { configuredPaymentLinks, issuePaymentLink, type PaymentLinkSigner, publicOrigin } from './link.ts';
export { enqueuePaymentLinkEmail } from './payment-link-email.ts';
export { paymentLinkRoutes } from './routes.ts';
