import type { EmailDocumentsBody, EmailDocumentsResponse } from '@bm/contracts';
import { cleanFileName, EMAIL_DOCUMENTS_MESSAGES, emailSelectionIssue, selectionSize } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { EmailService } from '../../integrations/email/email-service.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { recipientOf } from '../applications/index.ts';
import {
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  visibleApplication,
} from '../policies/index.ts';
import { documentsVisibleTo } from '../documents/index.ts';
import { documentsEmailText } from './documents-email.ts';

export interface EmailDocumentsDeps {
  db: Db;
  email: EmailService;
  now: () => Date;
}

/**
 * POST /api/applications/{id}/email?type=customerDocument (spec 5 and 7): emails the chosen
 * documents of an issued policy (by Key, as GET /documents lists them) to the insured's address.
 * At least one, all of this record, together under 10 MB; otherwise nothing is written. The email
 * (its attachments name the stored documents), the 'Documents Emailed' history row and an audit row
 * commit together; the outbox is delivered after the commit.
 */
export async function emailPolicyDocuments(
  deps: EmailDocumentsDeps,
  user: AuthUser,
  applicationId: string,
  body: EmailDocumentsBody,
): Promise<EmailDocumentsResponse> {
  const { application } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, application, 'EmailPolicyDocuments');
  const keys = [...new Set(body.filenames)];
  if (keys.length === 0) throw badRequest(EMAIL_DOCUMENTS_MESSAGES.noneSelected);
  const rows = (await documentsVisibleTo(deps.db, user, applicationId)).filter((row) =>
    keys.includes(row.key),
  );
  if (rows.length !== keys.length) throw badRequest(EMAIL_DOCUMENTS_MESSAGES.unknownDocument);
  // In the order the user chose them; names clean even if stored before cleaning (decision 0022).
  const chosen = keys
    .map((key) => rows.find((row) => row.key === key)!)
    .map((row) => ({ ...row, name: cleanFileName(row.name) }));
  const issue = emailSelectionIssue(chosen.map((row) => row.sizeBytes));
  if (issue) throw badRequest(issue);
  const to = recipientOf(application);
  if (!to) throw conflict(EMAIL_DOCUMENTS_MESSAGES.noRecipient);

  const reference = application.policyNumber ?? application.id;
  const totalSize = selectionSize(chosen.map((row) => row.sizeBytes));
  const filenames = chosen.map((row) => row.name);
  const now = deps.now();
  const { subject, text } = documentsEmailText(
    { insuredName: application.insuredName, productName: application.productName, reference, files: chosen },
    application.correspondenceLanguage,
  );
  const { emailId, transactionId } = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, applicationId, 'EmailPolicyDocuments');
    const emailId = await deps.email.enqueue(tx, {
      to,
      subject,
      text,
      template: 'customer-documents',
      attachments: chosen.map((row) => ({ filename: row.name, documentKey: row.key })),
    });
    const { transactionId } = await recordPolicyChange(tx, {
      application: locked,
      type: 'Documents Emailed',
      userId: user.id,
      at: now,
      history: {
        effectiveDate: now,
        description: `${filenames.length} document${filenames.length === 1 ? '' : 's'} emailed to ${to}`,
        details: { recipient: to, filenames, documentKeys: keys, totalSize, emailId },
      },
      audit: {
        action: 'policy.email-documents',
        details: { emailId, recipient: to, documentKeys: keys, totalSize },
      },
    });
    return { emailId, transactionId };
  });
  await deps.email.flush(deps.db);
  return { emailId, to, filenames, totalSize, transactionId };
}
