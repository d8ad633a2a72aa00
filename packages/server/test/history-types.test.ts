import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '@bm/domain';
import { historyTextIn, labelIn } from '../src/lib/i18n/labels.ts';
import { CREDIT_APPLIED_TYPE } from '../src/modules/billing/apply-credits.ts';
import { OVERDUE_PAID_TYPE } from '../src/modules/billing/overdue-service.ts';
import { COLLECTION_CHANGE_TYPES } from '../src/modules/collections/collect-service.ts';
import { CORRESPONDENCE_LANGUAGE_CHANGE } from '../src/modules/correspondence/service.ts';
import { CUSTOM_PREMIUM_TYPE } from '../src/modules/custom-premium/service.ts';
import { ERP_TYPE } from '../src/modules/erp/service.ts';
import {
  DECLINED_TYPE,
  EXTENSION_TYPE,
  PRICED_TYPE,
  REVIEW_TYPE,
} from '../src/modules/extension/referrals.ts';
import {
  FINANCE_ADJUSTMENT_TYPE,
  OFF_PLATFORM_PAYMENT_TYPE,
} from '../src/modules/finance-transaction/service.ts';
import { MANUAL_INVOICE_TYPE } from '../src/modules/manual-invoice/service.ts';
import { PAY_IN_FULL_TYPE } from '../src/modules/pay-in-full/service.ts';
import { PAYMENT_BY_LINK_TYPE } from '../src/modules/payment-links/service.ts';
import { CHANGE_PAYMENT_PLAN_TYPE } from '../src/modules/policies/plan-payments.ts';
import { RENEWAL_HISTORY } from '../src/modules/renewal/records.ts';

const SRC = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The history row types written as literals where a change is recorded (`type: 'Void Invoice'`): in
 * the files that call recordPolicyChange or the renewal's recordChange. Invoice types are lower case
 * ('endorsement refund'), so a capital starts a row type.
 */
function literalRowTypes(): string[] {
  return sourceFiles(SRC)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => /\brecord(PolicyChange|Change)\(/.test(text))
    .flatMap((text) => [...text.matchAll(/\btype: (?:[^'\n]*\? )?'([A-Z][^']*)'(?: : '([A-Z][^']*)')?/g)])
    .flatMap((match) => [match[1]!, ...(match[2] ? [match[2]] : [])]);
}

const ROW_TYPES = [
  ...TRANSACTION_TYPES,
  CORRESPONDENCE_LANGUAGE_CHANGE,
  CREDIT_APPLIED_TYPE,
  OVERDUE_PAID_TYPE,
  ...Object.values(COLLECTION_CHANGE_TYPES),
  CUSTOM_PREMIUM_TYPE,
  ERP_TYPE,
  EXTENSION_TYPE,
  REVIEW_TYPE,
  PRICED_TYPE,
  DECLINED_TYPE,
  FINANCE_ADJUSTMENT_TYPE,
  OFF_PLATFORM_PAYMENT_TYPE,
  MANUAL_INVOICE_TYPE,
  PAY_IN_FULL_TYPE,
  PAYMENT_BY_LINK_TYPE,
  CHANGE_PAYMENT_PLAN_TYPE,
  ...Object.values(RENEWAL_HISTORY),
];

/** Decision 0079: a history row's type is stored in English and shown in the reader's language. */
describe('the history row types in French', () => {
  it('finds the row types written as literals', () => {
    const literals = literalRowTypes();
    expect(literals).toEqual(
      expect.arrayContaining(['Void Invoice', 'Sales Status', 'Account Note', 'Lapsed', 'Lead Transfer']),
    );
  });

  it('has the French of every row type the server writes', () => {
    const types = [...new Set([...ROW_TYPES, ...literalRowTypes()])];
    expect(types.filter((type) => historyTextIn(type, 'fr-CA') === type)).toEqual([]);
    expect(historyTextIn(CORRESPONDENCE_LANGUAGE_CHANGE, 'fr-CA')).toBe('Langue de correspondance');
    expect(historyTextIn(CORRESPONDENCE_LANGUAGE_CHANGE, 'en-CA')).toBe('Correspondence Language');
  });

  it('reads the texts the server composes into a row in French, their values carried over', () => {
    const fr = (text: string) => historyTextIn(text, 'fr-CA');
    expect(fr('Payment plan changed from annual to monthly')).toBe(
      'Mode de paiement passé de «\u00a0annuel\u00a0» à «\u00a0mensuel\u00a0»',
    );
    expect(fr('Renewal offered for the term starting 2026-03-01 (Quoted).')).toBe(
      'Renouvellement offert pour la période d’assurance commençant le 2026-03-01 (Soumissionnée).',
    );
    expect(fr('Invoice INV-7 declined (attempt 2); missed payment fee added')).toBe(
      'Facture INV-7 refusée (tentative 2)\u00a0; frais de paiement manqué ajoutés',
    );
    expect(fr('2 documents emailed to pat@example.com')).toBe(
      '2 documents envoyés par courriel à pat@example.com',
    );
    expect(fr('Not renewed within 30 days of expiry')).toBe(
      'Non renouvelée dans les 30 jours suivant l’expiration',
    );
    // What a user typed is as typed.
    expect(fr('Called the insured about the roof')).toBe('Called the insured about the roof');
  });

  it('names a plan change by the plans’ labels, « versements trimestriels » for instalments', () => {
    expect(historyTextIn('Payment plan changed from monthly to instalment', 'fr-CA')).toBe(
      'Mode de paiement passé de «\u00a0mensuel\u00a0» à «\u00a0versements trimestriels\u00a0»',
    );
  });

  it('reads a lead’s move in French in the history, and a user’s own words alike elsewhere as typed', () => {
    expect(historyTextIn('Moved to Tenants', 'fr-CA')).toBe('Déplacé vers Tenants');
    expect(historyTextIn('Moved from Tenants', 'en-CA')).toBe('Moved from Tenants');
    // The history's patterns are its own catalogue: the other labels a module says leave them alone.
    expect(labelIn('Moved to the moon', 'fr-CA')).toBe('Moved to the moon');
  });
});
