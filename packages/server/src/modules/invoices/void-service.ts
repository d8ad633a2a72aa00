import type { VoidInvoiceBody, VoidInvoiceResponse } from '@bm/contracts';
import { amountValue, canVoidInvoice, historyPart, voidInvoiceEntry } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  lockPolicyForChange,
  MANUAL_INVOICE_KIND,
  readLedger,
  recordPolicyChange,
} from '../policies/index.ts';
import { findInvoice, hasOpenInvoices, lockInvoice } from './repository.ts';
import { toInvoiceItem } from './service.ts';

export const VOID_INVOICE_MESSAGES = {
  notFound: 'This invoice was not found on this policy.',
  mismatch:
    'This invoice is not what the request says it is (missed payment fee, waivable). Reload the invoices and try again.',
  notAllowed:
    'Only underwriters and super admins can void this invoice; others can void only a waivable missed payment fee invoice.',
  alreadyVoid: 'This invoice is already void.',
  alreadyPaid: 'This invoice is already paid, so it cannot be voided.',
  notOpen: 'Only an open invoice can be voided.',
  nothingOwed: 'This invoice asks for no payment, so there is nothing to void.',
  /** Ours (spec 8 names only the failure, MESSAGES.invoiceVoidFailed), in the spec's refund form. */
  voided: (invoiceNumber: string) => `Invoice # ${invoiceNumber} voided successfully.`,
} as const;

interface Deps {
  db: Db;
  now: () => Date;
}

/**
 * POST /api/applications/{id}/voidInvoice (docs/decisions/0030). In one transaction under the
 * policy's lock (404 when not visible, 403 when the role offers no void on the record): the invoice
 * must be this policy's (404) and what the body says (422); canVoidInvoice must allow it (403); it
 * must be open and still ask for money (409). Then one void entry of what it still owes through
 * recordPolicyChange (history 'Void Invoice', audit 'invoice.void'). A refusal writes nothing.
 */
export async function voidInvoice(
  deps: Deps,
  user: AuthUser,
  applicationId: string,
  body: VoidInvoiceBody,
): Promise<VoidInvoiceResponse> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(
      tx,
      user,
      applicationId,
      'VoidStripeInvoice',
      undefined,
      async () => ({
        hasOpenInvoices: await hasOpenInvoices(tx, applicationId),
      }),
    );
    const invoice = await lockInvoice(tx, applicationId, body.invoiceId);
    if (!invoice) throw notFound(VOID_INVOICE_MESSAGES.notFound);
    if (invoice.isMpf !== body.isMPF || invoice.waivable !== body.waivable) {
      throw new HttpError(422, VOID_INVOICE_MESSAGES.mismatch, {
        isMPF: invoice.isMpf,
        waivable: invoice.waivable,
      });
    }
    if (!canVoidInvoice(user.flags, { isMPF: invoice.isMpf, waivable: invoice.waivable })) {
      throw forbidden(VOID_INVOICE_MESSAGES.notAllowed);
    }
    if (invoice.status === 'void') throw conflict(VOID_INVOICE_MESSAGES.alreadyVoid);
    if (invoice.status === 'paid') throw conflict(VOID_INVOICE_MESSAGES.alreadyPaid);
    if (invoice.status !== 'open') throw conflict(VOID_INVOICE_MESSAGES.notOpen);
    const figures = voidInvoiceEntry(await readLedger(tx, applicationId), invoice.id);
    if (!figures.ok) throw conflict(VOID_INVOICE_MESSAGES.nothingOwed);
    const { amount } = figures.entry;

    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: 'Void Invoice',
      userId: user.id,
      at: now,
      history: {
        description: [historyPart('invoiceVoided', { number: invoice.number, amount: amountValue(amount) })],
        totalDelta: -amount,
        // A voided missed payment fee is no longer fee revenue: its row reverses the fee's.
        ...(invoice.isMpf ? { feeDelta: -amount } : {}),
        // A voided manual invoice is no longer finance adjustments revenue: the journal takes back
        // what its Manual Invoice row credited (else the amount would sit in suspense).
        ...(invoice.type === MANUAL_INVOICE_KIND ? { creditReversed: -amount } : {}),
        details: {
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          isMPF: invoice.isMpf,
          waivable: invoice.waivable,
          voided: amount,
        },
      },
      money: [{ kind: 'void', amount, invoice: { id: invoice.id } }],
      audit: { action: 'invoice.void', details: { invoiceId: invoice.id, voided: amount } },
    });
    const after = await findInvoice(tx, invoice.id);
    return {
      transactionId: recorded.transactionId,
      invoice: toInvoiceItem(after!),
      voided: amount,
      message: VOID_INVOICE_MESSAGES.voided(invoice.number),
    };
  });
}
