import { MESSAGES } from '../messages.ts';
import { isCarrierOnly } from '../policy-actions/actions.ts';
import type { BrokerFlags } from '../roles.ts';
import { transferReasonsFor } from './reasons.ts';

/** Transfer messages: the spec's (sections 5 and 8) word for word, and this product's own. */
export const TRANSFER_MESSAGES = {
  success: 'Account has successfully transferred to the new owner',
  failure: MESSAGES.genericError,
  nothingChanged: 'Nothing has been changed. Please select either a different broker or brokerage.',
  required: 'Please select a broker, a brokerage and a reason.',
  unknownReason: 'Please select a reason from the list.',
  otherBrokerage: 'Only a super admin can transfer an account to another brokerage.',
  brokerNotInBrokerage: 'The selected broker is not an active user of the selected brokerage.',
  irreversible:
    'This account is moving to a brokerage outside Apollo. This cannot be undone: only a super admin can move it back.',
  productRequired: 'Please select a product.',
  assignRequired: 'Please select a broker, a brokerage and a product.',
  sameProduct: 'This lead is already on that product. Please select a different product.',
  productUnavailable: 'That product is not available.',
  leadNotOpen: 'Only an open lead can be moved.',
  leadMoved: (product: string) => `Lead moved to ${product}`,
  leadAssigned: 'Lead assigned to the new broker',
} as const;

/** A brokerage as the transfer rules see it. */
export interface TransferBrokerage {
  id: string;
  isAgency: boolean;
}

/** Super admins choose the target brokerage; everyone else keeps the account in its brokerage (spec 6). */
export function canChooseBrokerage(flags: BrokerFlags): boolean {
  return flags.superadmin;
}

/** Whether a user may own accounts: an active user who is not only a carrier. */
export function canOwnAccounts(flags: BrokerFlags, user: { disabled: boolean; confirmed: boolean }): boolean {
  return !user.disabled && user.confirmed && !isCarrierOnly(flags);
}

/**
 * A transfer to a brokerage outside the agency cannot be undone by the people who made it: the
 * account leaves their brokerage and only a super admin can move it back (spec 6 warning).
 */
export function isIrreversibleTransfer(original: TransferBrokerage, target: TransferBrokerage): boolean {
  return original.id !== target.id && !target.isAgency;
}

export interface TransferChoice {
  selectedBrokerage: string;
  selectedBrokerId: string;
  transferReason: string;
}

export interface TransferSituation {
  flags: BrokerFlags;
  original: { brokerage: TransferBrokerage; brokerId: string | null };
  choice: TransferChoice;
}

export type TransferRefusal = { status: 400 | 403; message: string };

/**
 * The spec's transfer rules (section 5 and 6), checked in the order a user fixes them: all three
 * chosen, a listed reason, the brokerage allowed for the user's role, and something changed.
 * Whether the broker belongs to the brokerage is checked by the caller, who has the users.
 */
export function transferRefusal({ flags, original, choice }: TransferSituation): TransferRefusal | null {
  const brokerage = choice.selectedBrokerage.trim();
  const broker = choice.selectedBrokerId.trim();
  const reason = choice.transferReason.trim();
  if (!brokerage || !broker || !reason) return { status: 400, message: TRANSFER_MESSAGES.required };
  if (!transferReasonsFor(original.brokerage).includes(reason)) {
    return { status: 400, message: TRANSFER_MESSAGES.unknownReason };
  }
  if (brokerage !== original.brokerage.id && !canChooseBrokerage(flags)) {
    return { status: 403, message: TRANSFER_MESSAGES.otherBrokerage };
  }
  if (brokerage === original.brokerage.id && broker === original.brokerId) {
    return { status: 400, message: TRANSFER_MESSAGES.nothingChanged };
  }
  return null;
}
