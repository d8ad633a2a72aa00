// Refused: a module's file from outside the modules, past its index.ts (also by dynamic import).
import { priceQuote } from '../modules/quotes/service.ts';

export const quote = (id: string) => priceQuote(id);
export const later = () => import('../modules/billing/charge.ts');
