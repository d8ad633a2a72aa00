import type { Application, ApplicationListItem } from '@bm/contracts';
import { LOCALES, PAYMENT_PERIODS, POLICY_STATUSES, SALES_STATUSES } from '@bm/domain';
import type { ApplicationRecord, ApplicationRow } from './repository.ts';

/** A stored text narrowed to one of `values`; a stored value outside them is a data error. */
export function oneOf<T extends string>(values: readonly T[], value: string, field: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new Error(`unexpected ${field} '${value}' in the database`);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The columns of a list row (applications/columns.ts `listColumns`), as a row or a list query reads them. */
type ItemSource = Pick<
  ApplicationRow,
  | 'id'
  | 'policyNumber'
  | 'insuredName'
  | 'email'
  | 'productId'
  | 'productName'
  | 'status'
  | 'salesStatus'
  | 'paymentPeriod'
  | 'province'
  | 'policyEffectiveDate'
  | 'policyExpiryDate'
  | 'totalPremium'
  | 'brokerId'
  | 'brokerageId'
  | 'brokerageName'
  | 'createdAt'
  | 'bindStopped'
  | 'transactionType'
> & { brokerName: string | null };

export function toListItem(row: ItemSource): ApplicationListItem {
  return {
    applicationId: row.id,
    policyNumber: row.policyNumber,
    insuredName: row.insuredName,
    email: row.email,
    productId: row.productId,
    productName: row.productName,
    status: oneOf(POLICY_STATUSES, row.status, 'status'),
    salesStatus: oneOf(SALES_STATUSES, row.salesStatus, 'salesStatus'),
    paymentPeriod: oneOf(PAYMENT_PERIODS, row.paymentPeriod, 'paymentPeriod'),
    province: row.province,
    policyEffectiveDate: iso(row.policyEffectiveDate),
    policyExpiryDate: iso(row.policyExpiryDate),
    totalPremium: row.totalPremium,
    brokerId: row.brokerId,
    brokerName: row.brokerName,
    brokerageId: row.brokerageId,
    brokerageName: row.brokerageName,
    createdAt: row.createdAt.toISOString(),
    bindStopped: row.bindStopped,
    isRenewal: row.transactionType === 'Renewal',
  };
}

export function toApplication({ application: a, brokerName, brokerEmail }: ApplicationRecord): Application {
  return {
    ...toListItem({ ...a, brokerName }),
    subdomain: a.subdomain,
    insurerId: a.insurerId,
    productVersionId: a.productVersionId,
    boundDate: iso(a.boundDate),
    transactionType: a.transactionType,
    applicationSource: a.applicationSource,
    updatedAt: a.updatedAt.toISOString(),
    phone: a.phone,
    currentPage: a.currentPage,
    premiumsSum: a.premiumsSum,
    nonRenewable: a.nonRenewable,
    renewalOfId: a.renewalOfId,
    form: record(a.form) ?? {},
    quote: record(a.quote),
    marketplace: record(a.marketplace),
    embeddedPayload: record(a.embeddedPayload),
    commissionTransferSummary: record(a.commissionTransferSummary),
    stripe: { customerId: a.stripeCustomerId, cardId: a.stripeCardId },
    broker:
      a.brokerId && brokerEmail
        ? { id: a.brokerId, name: brokerName ?? brokerEmail, email: brokerEmail }
        : null,
    correspondenceLanguage: oneOf(LOCALES, a.correspondenceLanguage, 'correspondenceLanguage'),
  };
}
