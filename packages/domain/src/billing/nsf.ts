import type { BrokerFlags } from '../roles.ts';

/** An NSF invoice is pending while its payment is owed, completed once paid or settled (spec 4). */
export const NSF_STATUSES = ['pending', 'completed'] as const;
export type NsfStatus = (typeof NSF_STATUSES)[number];

/** The longest reason the back-office may write on an NSF invoice. */
export const NSF_REASON_MAX_LENGTH = 500;

export const NSF_MESSAGES = {
  notFound: 'NSF invoice not found.',
  notAllowed: 'Only finance users and super admins can update NSF invoices.',
  nothingToUpdate: 'Nothing has been changed. Please change the reason or the status.',
  updated: 'NSF invoice updated.',
} as const;

/** Who updates an NSF invoice (its reason and status): the finance team and super admins. */
export function canUpdateNsfInvoice(flags: Pick<BrokerFlags, 'financialUser' | 'superadmin'>): boolean {
  return flags.financialUser || flags.superadmin;
}
