// Inside a module, files import each other freely.
import { findQuote } from './repository.ts';

export const priceQuote = (id: string) => findQuote(id).total;
