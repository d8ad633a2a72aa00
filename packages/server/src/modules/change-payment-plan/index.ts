export { changePaymentPlanRoutes } from './routes.ts';
