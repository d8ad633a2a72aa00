// Tests may import any file of a module.
import { findQuote } from '../src/modules/quotes/repository.ts';

export const total = findQuote('q1').total;
