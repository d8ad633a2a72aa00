/** What the API key routes and key authentication answer (French: lib/i18n/fr/api-keys.ts). */
export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid.',
  revoked: 'This API key was revoked.',
  routeClosed:
    'API keys cannot be used on this route. The API documentation (/api/docs) names the routes that accept keys.',
  missingScope: (scope: string) => `This API key does not have the ${scope} scope this route needs.`,
  tooManyRequests: 'Too many requests with this API key. Wait a minute and try again.',
  notAllowed: 'Only agency admins and super admins manage API keys.',
  brokerageRequired: 'Choose the brokerage the key is for (brokerageId).',
  brokerageNotFound: 'There is no brokerage with this id.',
  notFound: 'API key not found.',
};
