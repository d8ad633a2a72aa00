import { BREAKDOWN_WORDS, formatDate, type Locale } from '@bm/domain';
import { declaredAnswers, declarationsModel, type PolicySource } from '../documents/index.ts';

/** Everything printed on a certificate of insurance naming an additional insured. */
export interface CertificateModel {
  certificateNumber: string;
  insurerName: string;
  productName: string;
  /** The policy number, or the application id while there is none. */
  reference: string;
  namedInsured: string;
  namedInsuredAddress: string[];
  effectiveDate: string;
  expiryDate: string;
  /** The policy's coverages (its premium lines), without amounts: a certificate shows no premium. */
  coverages: string[];
  /** Limits, deductibles and operations from the application's answers. */
  limits: { heading: string; value: string }[];
  additionalInsured: { name: string; address: string[] };
  /** YYYY-MM-DD, Vancouver time. */
  issuedDate: string;
  issuedAt: Date;
  /** Who gave the prior approval (trade contractors, a developer or major firm), when one was needed. */
  priorApproval: { approvedBy: string } | null;
  /** The insured's language of correspondence: the certificate's (decision 0079). */
  locale: Locale;
}

/** Answers a certificate holder looks for: the limits, deductibles and insured operations. */
const CERTIFICATE_ANSWER = /limit|deductible|operation|trade|floater/i;

/** An address as entered: one line per line, or per comma-separated part when it is a single line. */
export function addressLines(address: string): string[] {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 1 ? lines : [address.trim()];
}

export interface CertificateInput {
  certificateNumber: string;
  insuredName: string;
  address: string;
  issuedAt: Date;
  priorApproval: { approvedBy: string } | null;
}

/** Works out a certificate from the stored policy (reusing the declarations' reading of it). */
export function certificateModel(source: PolicySource, input: CertificateInput): CertificateModel {
  const boundAt = source.application.boundDate ?? input.issuedAt;
  const policy = declarationsModel(source, boundAt);
  const premiums = policy.sections.find(
    (section) => section.title === BREAKDOWN_WORDS[policy.locale].premiums,
  );
  // The answers a holder looks for, picked by their English headings (the same answers, in the same
  // order, as the declarations print in the insured's language).
  const english = declaredAnswers(source.application.form, source.definition, 'en-CA');
  return {
    certificateNumber: input.certificateNumber,
    insurerName: policy.insurerName,
    productName: policy.productName,
    reference: policy.reference,
    namedInsured: policy.namedInsured,
    namedInsuredAddress: policy.address,
    effectiveDate: policy.effectiveDate,
    expiryDate: policy.expiryDate,
    coverages: [...new Set((premiums?.lines ?? []).map((line) => line.label))],
    limits: policy.answers.filter((_, index) => CERTIFICATE_ANSWER.test(english[index]?.heading ?? '')),
    additionalInsured: { name: input.insuredName, address: addressLines(input.address) },
    issuedDate: formatDate(input.issuedAt),
    issuedAt: input.issuedAt,
    priorApproval: input.priorApproval,
    locale: policy.locale,
  };
}
