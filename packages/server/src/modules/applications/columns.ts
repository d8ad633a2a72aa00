import { sql } from 'drizzle-orm';
import { applications, users } from '../../db/schema.ts';

/** "Given Family" of the owning broker (left join on users), or null. */
export const brokerNameSql = sql<
  string | null
>`nullif(concat_ws(' ', ${users.givenName}, ${users.familyName}), '')`;

/** The columns of a CRM list row. */
export const listColumns = {
  id: applications.id,
  policyNumber: applications.policyNumber,
  insuredName: applications.insuredName,
  email: applications.email,
  productId: applications.productId,
  productName: applications.productName,
  status: applications.status,
  salesStatus: applications.salesStatus,
  paymentPeriod: applications.paymentPeriod,
  province: applications.province,
  policyEffectiveDate: applications.policyEffectiveDate,
  policyExpiryDate: applications.policyExpiryDate,
  totalPremium: applications.totalPremium,
  brokerId: applications.brokerId,
  brokerName: brokerNameSql,
  brokerageId: applications.brokerageId,
  brokerageName: applications.brokerageName,
  createdAt: applications.createdAt,
  bindStopped: applications.bindStopped,
  transactionType: applications.transactionType,
};
