import { randomBytes } from 'node:crypto';
import type { AdditionalInsuredBody, AdditionalInsuredResponse } from '@bm/contracts';
import { AI_MESSAGES, asksPriorApproval, cleanFileName, formatDate, MESSAGES, validateAdditionalInsured } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  visibleApplication,
} from '../policies/index.ts';
import { documentKey, loadPolicySource, safeFileName, upsertDocument } from '../documents/index.ts';
import { certificateModel } from './certificate-model.ts';
import { renderCertificate } from './pdf/certificate.ts';

export interface CertificateDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}

export const CERTIFICATE_MESSAGES = {
  notBound: 'This policy changed while the certificate was being generated.',
} as const;

const PDF = 'application/pdf';

/** The certificate's file name: the additional insured and the issue day, unique per certificate. */
function certificateFileName(insuredName: string, issuedAt: Date, suffix: string): string {
  const who =
    safeFileName(insuredName)
      .slice(0, 60)
      .replace(/[-.]+$/, '') || 'Additional-Insured';
  return `Certificate-of-Insurance-${who}-${formatDate(issuedAt).replaceAll('-', '')}-${suffix}.pdf`;
}

/**
 * POST /api/applications/{id}/fillpdf (spec 2.6, 5, 6 and 7): a certificate of insurance naming an
 * additional insured on a bound policy of a non-tenants product. Checks the name, address, every
 * acknowledgement and (trade contractors) the prior-approval question; renders the PDF from the
 * policy's data, stores it, and in one transaction records the documents row (kind
 * 'certificate'), the 'Additional Insured' history row and an audit row. The policy itself does not
 * change: a certificate is evidence of cover, not an endorsement.
 */
export async function issueAdditionalInsured(
  deps: CertificateDeps,
  user: AuthUser,
  applicationId: string,
  body: AdditionalInsuredBody,
): Promise<AdditionalInsuredResponse> {
  const { application } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, application, 'AdditionalInsured');
  const input = {
    insuredName: body.insuredName,
    address: body.address,
    acknowledgements: body.acknowledgements ?? {},
    majorConstructionFirm: body.majorConstructionFirm ?? null,
  };
  const issues = validateAdditionalInsured(input, { productId: application.productId, flags: user.flags });
  const first = issues[0];
  if (first?.message === AI_MESSAGES.priorApprovalRequired) throw forbidden(first.message);
  if (first) throw badRequest(first.message, { issues });

  const insuredName = input.insuredName.trim();
  const address = input.address.trim();
  const priorApproval =
    asksPriorApproval(application.productId) && input.majorConstructionFirm === true
      ? { approvedBy: user.email }
      : null;
  const issuedAt = deps.now();
  const source = await loadPolicySource(deps.db, applicationId);
  if (!source) throw notFound(MESSAGES.applicationNotFound);
  const suffix = randomBytes(3).toString('hex');
  const reference = application.policyNumber ?? application.id;
  const model = certificateModel(source, {
    certificateNumber: `COI-${reference}-${formatDate(issuedAt).replaceAll('-', '')}-${suffix.toUpperCase()}`,
    insuredName,
    address,
    issuedAt,
    priorApproval,
  });
  const name = certificateFileName(insuredName, issuedAt, suffix);
  const key = documentKey(reference, application.boundDate ?? issuedAt, name);

  let stored: Awaited<ReturnType<FileStorage['put']>> | null = null;
  try {
    const bytes = await renderCertificate(model);
    stored = await deps.storage.put(key, bytes, PDF);
    const written = stored;
    return await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, applicationId, 'AdditionalInsured', (row) =>
        row.status !== 'bound' ? conflict(CERTIFICATE_MESSAGES.notBound) : null,
      );
      const document = await upsertDocument(tx, {
        applicationId,
        key,
        name,
        kind: 'certificate',
        contentType: PDF,
        sizeBytes: written.size,
        sha256: written.sha256,
        storage: deps.storage.kind,
        createdBy: user.id,
      });
      const details = {
        insuredName,
        address,
        documentKey: key,
        certificateNumber: model.certificateNumber,
        acknowledgements: input.acknowledgements,
        majorConstructionFirm: input.majorConstructionFirm,
        priorApproval,
      };
      const { transactionId } = await recordPolicyChange(tx, {
        application: locked,
        type: 'Additional Insured',
        userId: user.id,
        at: issuedAt,
        history: {
          effectiveDate: issuedAt,
          reason: 'Additional insured certificate',
          description: `Certificate of insurance for ${insuredName}`,
          details,
        },
        audit: {
          action: 'policy.additional-insured',
          details: { documentKey: key, insuredName, priorApproval },
        },
      });
      return {
        document: {
          Key: document.key,
          Name: cleanFileName(document.name),
          LastModified: document.createdAt.toISOString(),
          Size: document.sizeBytes,
        },
        transactionId,
      };
    });
  } catch (error) {
    // Nothing half-written: the file goes when its rows do not commit.
    if (stored) await deps.storage.delete(key).catch(() => undefined);
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, applicationId }, 'additional insured certificate failed');
    throw new HttpError(500, MESSAGES.additionalInsuredError);
  }
}
