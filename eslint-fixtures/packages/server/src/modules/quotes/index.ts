// What quotes/ offers the rest of the server.
export { priceQuote } from './service.ts';
