/** What the endpoints' routes answer when they refuse (issue 28; French in lib/i18n/fr/webhooks.ts). */
export const WEBHOOK_ENDPOINT_MESSAGES = {
  notAllowed: 'Integrations are for agency admins and super admins.',
  notFound: 'There is no such webhook endpoint.',
  noBrokerage: 'There is no such brokerage.',
  eventNotFound: 'There is no such event for this endpoint.',
};
