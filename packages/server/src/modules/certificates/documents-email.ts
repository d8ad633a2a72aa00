import { formatFileSize, say, type BilingualMessage, type Locale } from '@bm/domain';
import { closingOf, greetingOf } from '../../lib/correspondence.ts';
import { sayShown } from '../../lib/i18n/shown.ts';

/** The email of a policy's documents, in English and French side by side (decision 0079). */
export const DOCUMENTS_EMAIL = {
  subject: {
    en: 'Your {product} policy documents - {reference}',
    fr: 'Les documents de votre police {product} - {reference}',
  },
  attached: {
    en: 'Please find attached the documents of your {product} policy {reference}:',
    fr: 'Veuillez trouver ci-joint les documents de votre police {product} {reference}\u00a0:',
  },
} as const satisfies Record<string, BilingualMessage>;

export interface DocumentsEmail {
  insuredName: string;
  productName: string;
  /** The policy number (the record's id before it has one). */
  reference: string;
  files: readonly { name: string; sizeBytes: number }[];
}

/** The subject and text of the documents email, in the insured's language of correspondence. */
export function documentsEmailText(email: DocumentsEmail, locale: Locale): { subject: string; text: string } {
  const values = { product: sayShown(email.productName, locale), reference: email.reference };
  return {
    subject: say(DOCUMENTS_EMAIL.subject, locale, values),
    text: [
      greetingOf(email.insuredName, locale),
      '',
      say(DOCUMENTS_EMAIL.attached, locale, values),
      ...email.files.map((file) => `- ${file.name} (${formatFileSize(file.sizeBytes, locale)})`),
      '',
      ...closingOf(locale),
    ].join('\n'),
  };
}
