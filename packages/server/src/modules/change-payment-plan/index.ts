export { changePaymentPlanRoutes } from './routes.ts';
export { CARD_MESSAGES } from './service.ts';
