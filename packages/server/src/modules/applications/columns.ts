import { applications } from '../../db/schema.ts';
import { brokerNameSql } from '../policies/index.ts';

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
