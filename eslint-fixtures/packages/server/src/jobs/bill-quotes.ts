// Outside the modules (jobs, db, app.ts ...): through the index as well.
import { chargeQuote } from '../modules/billing/index.ts';

export const billQuote = (id: string) => chargeQuote(id);
