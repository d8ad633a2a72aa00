import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Application, DocumentList, EmailDocumentsResponse } from '@bm/contracts';
import { placeholdersOf, type BilingualMessage } from '@bm/domain';
import { CORRESPONDENCE_EMAIL } from '../src/lib/correspondence.ts';
import { DOCUMENTS_EMAIL, documentsEmailText } from '../src/modules/certificates/documents-email.ts';
import {
  NOTICE_LETTER,
  noticeEmailSubject,
  noticeLetterName,
  noticeLetterText,
  renderNoticeLetter,
  type NoticeLetter,
} from '../src/modules/collections/notice-letter.ts';
import {
  PAYMENT_LINK_EMAIL,
  paymentLinkEmailText,
  type PaymentLinkEmail,
} from '../src/modules/payment-links/payment-link-email.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Decision 0079, "Whose language": the emails to an insured go in their language of correspondence. */
const NBSP = '\u00a0';

describe('each email’s messages, English and French side by side', () => {
  const objects: Record<string, Record<string, BilingualMessage>> = {
    CORRESPONDENCE_EMAIL,
    DOCUMENTS_EMAIL,
    PAYMENT_LINK_EMAIL,
    NOTICE_LETTER,
  };
  for (const [name, messages] of Object.entries(objects)) {
    it(`${name}: both ICU, the same values, the French not the English`, () => {
      for (const [key, { en, fr }] of Object.entries(messages)) {
        for (const [locale, text] of [
          ['en-CA', en],
          ['fr-CA', fr],
        ] as const) {
          expect(() => new IntlMessageFormat(text, locale), `${key} ${locale}`).not.toThrow();
        }
        expect(placeholdersOf(fr), key).toEqual(placeholdersOf(en));
        expect(fr, key).not.toBe(en);
      }
    });
  }
});

describe('the documents email', () => {
  const email = {
    insuredName: ' Amélie Roy ',
    productName: 'Tenants',
    reference: 'HFI-2026-000123',
    files: [
      { name: 'Declarations.pdf', sizeBytes: 1536 },
      { name: 'Certificate.pdf', sizeBytes: 1_234_567 },
    ],
  };

  it('in English, word for word as before', () => {
    expect(documentsEmailText(email, 'en-CA')).toEqual({
      subject: 'Your Tenants policy documents - HFI-2026-000123',
      text: [
        'Hello Amélie Roy,',
        '',
        'Please find attached the documents of your Tenants policy HFI-2026-000123:',
        '- Declarations.pdf (1.5 KB)',
        '- Certificate.pdf (1.18 MB)',
        '',
        'If you have any questions about your policy, please contact your broker.',
        '',
        'Apollo Broker Marketplace',
      ].join('\n'),
    });
    expect(documentsEmailText({ ...email, insuredName: '' }, 'en-CA').text.startsWith('Hello,\n')).toBe(true);
  });

  it('in French', () => {
    expect(documentsEmailText(email, 'fr-CA')).toEqual({
      subject: 'Les documents de votre police Tenants - HFI-2026-000123',
      text: [
        'Bonjour Amélie Roy,',
        '',
        `Veuillez trouver ci-joint les documents de votre police Tenants HFI-2026-000123${NBSP}:`,
        '- Declarations.pdf (1,5 Ko)',
        '- Certificate.pdf (1,18 Mo)',
        '',
        'Pour toute question au sujet de votre police, veuillez communiquer avec votre courtier.',
        '',
        'Apollo Broker Marketplace',
      ].join('\n'),
    });
  });
});

describe('the payment link email', () => {
  const link = (n: number) => ({
    url: `https://apollo.example/pay/token-${n}`,
    token: `token-${n}`,
    expiresAt: '2026-12-31T20:00:00.000Z',
  });
  const manual: PaymentLinkEmail = {
    kind: 'manual',
    to: 'amelie@example.com',
    insuredName: 'Amélie Roy',
    policyNumber: 'HFI-2026-000123',
    productName: 'Tenants',
    locale: 'en-CA',
    invoices: [
      {
        number: 'HFI-2026-000123-MAN1',
        amount: 123_456,
        dueDate: new Date('2026-12-02T08:00:00Z'),
        link: link(1),
      },
      {
        number: 'HFI-2026-000123-MAN2',
        amount: 5_000,
        dueDate: new Date('2027-01-02T08:00:00Z'),
        link: link(2),
      },
    ],
  };
  const nsf: PaymentLinkEmail = {
    ...manual,
    kind: 'nsf',
    invoices: manual.invoices.slice(0, 1),
    declined: { message: 'Your card has insufficient funds.', missedPaymentFee: 2_500 },
  };

  it('in English, word for word as before', () => {
    expect(paymentLinkEmailText(manual)).toEqual({
      subject: 'New invoices to pay: policy HFI-2026-000123',
      text: [
        'Hello Amélie Roy,',
        '',
        '2 new invoices were raised on your Tenants policy HFI-2026-000123. You can pay each by card with its link below.',
        '',
        'Invoice HFI-2026-000123-MAN1: $1,234.56, due 2026-12-02',
        'Pay it by card: https://apollo.example/pay/token-1',
        '(this link works until 2026-12-31)',
        '',
        'Invoice HFI-2026-000123-MAN2: $50.00, due 2027-01-02',
        'Pay it by card: https://apollo.example/pay/token-2',
        '(this link works until 2026-12-31)',
        '',
        'If you have any questions about your policy, please contact your broker.',
        '',
        'Apollo Broker Marketplace',
      ].join('\n'),
    });
    const one = paymentLinkEmailText({ ...manual, invoices: manual.invoices.slice(0, 1) });
    expect(one.subject).toBe('New invoice to pay: policy HFI-2026-000123');
    expect(one.text).toContain(
      'A new invoice was raised on your Tenants policy HFI-2026-000123. You can pay it by card with the link below.',
    );
    const declined = paymentLinkEmailText(nsf);
    expect(declined.subject).toBe(
      'Payment declined: policy HFI-2026-000123, pay invoice HFI-2026-000123-MAN1',
    );
    expect(declined.text).toContain(
      [
        'The scheduled payment of your Tenants policy HFI-2026-000123 was declined: Your card has insufficient funds.',
        'A missed payment fee of $25.00 was added.',
        'We will try the card on file again in a few days. To pay now with any card, use the link below.',
      ].join('\n'),
    );
  });

  it('in French: money as 1 234,56 $, dates YYYY-MM-DD', () => {
    const text = paymentLinkEmailText({ ...manual, locale: 'fr-CA' });
    expect(text.subject).toBe(`Nouvelles factures à payer${NBSP}: police HFI-2026-000123`);
    expect(text.text).toContain('Bonjour Amélie Roy,');
    expect(text.text).toContain(
      '2 nouvelles factures ont été émises pour votre police Tenants HFI-2026-000123.',
    );
    expect(text.text).toContain(
      `Facture HFI-2026-000123-MAN1${NBSP}: 1${NBSP}234,56${NBSP}$, échéance le 2026-12-02`,
    );
    expect(text.text).toContain(`Payez-la par carte${NBSP}: https://apollo.example/pay/token-1`);
    expect(text.text).toContain('(ce lien est valide jusqu’au 2026-12-31)');
    expect(text.text).not.toMatch(/Hello|Invoice|Pay it/);
    const one = paymentLinkEmailText({ ...manual, locale: 'fr-CA', invoices: manual.invoices.slice(0, 1) });
    expect(one.subject).toBe(`Nouvelle facture à payer${NBSP}: police HFI-2026-000123`);
    const declined = paymentLinkEmailText({ ...nsf, locale: 'fr-CA' });
    expect(declined.subject).toBe(
      `Paiement refusé${NBSP}: police HFI-2026-000123, payez la facture HFI-2026-000123-MAN1`,
    );
    expect(declined.text).toContain(`Des frais de paiement manqué de 25,00${NBSP}$ ont été ajoutés.`);
    expect(declined.text).toContain('Nous réessaierons la carte enregistrée dans quelques jours.');
    // The card issuer's decline, as the card messages say it in French (not the stored English).
    expect(declined.text).toContain(`a été refusé${NBSP}: Les fonds de votre carte sont insuffisants.`);
    expect(declined.text).not.toContain('insufficient funds');
  });
});

describe('the notice of cancellation for non-payment', () => {
  const letter: NoticeLetter = {
    insuredName: 'Amélie Roy',
    email: 'amelie@example.com',
    policyNumber: 'HFI-2026-000123',
    productName: 'Tenants',
    invoiceNumber: 'HFI-2026-000123-2',
    dueDay: '2026-11-02',
    amountDue: 123_456,
    failureMessage: 'Your card has insufficient funds.',
    attempts: 3,
    sentAt: new Date('2026-11-12T20:00:00Z'),
    locale: 'en-CA',
  };

  it('in English, word for word as before', () => {
    expect(noticeEmailSubject(letter)).toBe('Notice of cancellation for non-payment: policy HFI-2026-000123');
    expect(noticeLetterName('HFI-2026-000123', 'HFI-2026-000123-2')).toBe(
      'Notice of cancellation for non-payment HFI-2026-000123 HFI-2026-000123-2.pdf',
    );
    expect(noticeLetterText(letter)).toEqual([
      'Dear Amélie Roy,',
      'The payment of $1,234.56 due on 2026-11-02 for your Tenants policy HFI-2026-000123 (invoice HFI-2026-000123-2) was declined 3 times. The card issuer answered: Your card has insufficient funds.',
      'This is notice that your policy will be cancelled for non-payment 15 days after the day this registered letter is delivered to you, unless the amount owing is paid before then. Please contact your broker, or pay the invoice from the link they send you, to keep your coverage in force.',
      'If you have paid in the meantime, please disregard this notice.',
    ]);
    expect(noticeLetterText({ ...letter, insuredName: '' })[0]).toBe('Dear Policyholder,');
  });

  it('in French, the email and the letter', async () => {
    const french = { ...letter, locale: 'fr-CA' as const };
    expect(noticeEmailSubject(french)).toBe(
      `Avis de résiliation pour non-paiement${NBSP}: police HFI-2026-000123`,
    );
    expect(noticeLetterName('HFI-2026-000123', 'HFI-2026-000123-2', 'fr-CA')).toBe(
      'Avis de résiliation pour non-paiement HFI-2026-000123 HFI-2026-000123-2.pdf',
    );
    const [dear, declined, notice, disregard] = noticeLetterText(french);
    expect(dear).toBe('Bonjour Amélie Roy,');
    expect(declined).toBe(
      `Le paiement de 1${NBSP}234,56${NBSP}$ dû le 2026-11-02 pour votre police Tenants HFI-2026-000123 (facture HFI-2026-000123-2) a été refusé 3 fois. L’émetteur de la carte a répondu${NBSP}: Les fonds de votre carte sont insuffisants.`,
    );
    expect(notice).toContain('votre police sera résiliée pour non-paiement 15 jours après');
    expect(disregard).toBe('Si vous avez payé entre-temps, veuillez ne pas tenir compte du présent avis.');
    expect(noticeLetterText({ ...french, insuredName: '' })[0]).toBe('Bonjour Titulaire de la police,');

    const pdf = (await pdfText(await renderNoticeLetter(french))).text;
    expect(pdf).toContain('Avis de résiliation pour non-paiement');
    expect(pdf).toContain('Envoyé par courrier recommandé le 2026-11-12');
    expect(pdf).toContain('Montant dû');
    expect(pdf).not.toContain('Amount owing');
    expect(pdf.replace(/\s+/g, ' ')).toContain('Les fonds de votre carte sont insuffisants.');
    expect(pdf).not.toContain('insufficient funds');
  });
});

describe('the product’s name in the insured’s language (issue 27)', () => {
  it('the documents email, the payment link email and the notice say the catalogue’s French name', async () => {
    const documents = documentsEmailText(
      { insuredName: 'Amélie Roy', productName: 'Tenants Insurance', reference: 'TEN-1', files: [] },
      'fr-CA',
    );
    expect(documents.subject).toBe('Les documents de votre police Assurance des locataires - TEN-1');
    const link = paymentLinkEmailText({
      kind: 'nsf',
      to: 'amelie@example.com',
      locale: 'fr-CA',
      insuredName: 'Amélie Roy',
      policyNumber: 'TEN-1',
      productName: 'Tenants Insurance',
      invoices: [],
      declined: { message: 'Your card was declined.', missedPaymentFee: 0 },
    });
    expect(link.text).toContain('Assurance des locataires');
    expect(link.text).toContain('Votre carte a été refusée.');
    const letter: NoticeLetter = {
      insuredName: 'Amélie Roy',
      email: 'amelie@example.com',
      policyNumber: 'TEN-1',
      productName: 'Tenants Insurance',
      invoiceNumber: 'TEN-1-2',
      dueDay: '2026-11-02',
      amountDue: 10_000,
      failureMessage: 'Your card was declined.',
      attempts: 3,
      sentAt: new Date('2026-11-12T20:00:00Z'),
      locale: 'fr-CA',
    };
    expect(noticeLetterText(letter)[1]).toContain('pour votre police Assurance des locataires TEN-1');
    const pdf = (await pdfText(await renderNoticeLetter(letter))).text.replace(/\s+/g, ' ');
    expect(pdf).toContain('TEN-1 (Assurance des locataires)');
    for (const english of [documents.text, link.text, pdf])
      expect(english).not.toContain('Tenants Insurance');
    expect(
      documentsEmailText(
        { insuredName: '', productName: 'Tenants Insurance', reference: 'TEN-1', files: [] },
        'en-CA',
      ).subject,
    ).toContain('Tenants Insurance');
  });
});

describe('the documents email of a Quebec policy, through the API', () => {
  let t: TestApp;
  let cookie = '';
  let policy: Application;
  let keys: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await sessionCookie(t.db, 'broker');
    policy = await bindPolicy(
      t,
      cookie,
      'tenants',
      tenantsForm({
        'insured-name': 'Amélie Roy',
        email: 'amelie.roy@example.com',
        'business-address-street': '1250 rue Sainte-Catherine Ouest',
        'business-address-city': 'Montréal',
        'business-address-province': 'QC',
        'business-address-postal': 'H3G 1P1',
      }),
      'annual',
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/documents`,
      headers: { cookie },
    });
    keys = (listed.json() as DocumentList).map((document) => document.Key).slice(0, 1);
  });
  afterAll(() => t?.close());

  const send = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/email?type=customerDocument`,
      headers: { cookie },
      payload: { filenames: keys },
    });
    expect(response.statusCode, response.body).toBe(200);
    return t.lastEmailTo((response.json() as EmailDocumentsResponse).to);
  };

  it('goes in French, then in English once the record says so', async () => {
    expect(policy.correspondenceLanguage).toBe('fr-CA');
    const french = await send();
    // The product's name as the catalogue says it in French.
    expect(policy.productName).toBe('Tenants Insurance');
    expect(french?.subject).toBe(
      `Les documents de votre police Assurance des locataires - ${policy.policyNumber}`,
    );
    expect(french?.textBody).toContain('Bonjour Amélie Roy,');

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${policy.applicationId}/correspondenceLanguage`,
      headers: { cookie },
      payload: { correspondenceLanguage: 'en-CA' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const english = await send();
    expect(english?.subject).toBe(`Your ${policy.productName} policy documents - ${policy.policyNumber}`);
    expect(english?.textBody).toContain('Hello Amélie Roy,');
  });
});
