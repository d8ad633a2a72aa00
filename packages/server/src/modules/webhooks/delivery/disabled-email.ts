import { and, eq, or, sql } from 'drizzle-orm';
import { formatDateTime, PRODUCT_TITLE, say, type BilingualMessage, type Locale } from '@bm/domain';
import type { Db } from '../../../db/client.ts';
import { users, webhookEndpoints } from '../../../db/schema.ts';
import type { EmailService } from '../../../integrations/email/email-service.ts';

/** The outbox template of the email telling an endpoint's owners it was disabled. */
export const ENDPOINT_DISABLED_TEMPLATE = 'webhooks.endpoint-disabled';

/** The email, in English and French (decision 0079); times in Vancouver time, as the screens show them. */
export const ENDPOINT_DISABLED_EMAIL = {
  subject: {
    en: 'Webhook endpoint disabled: {url}',
    fr: 'Point de terminaison de webhooks désactivé\u00a0: {url}',
  },
  greeting: { en: 'Hello {name},', fr: 'Bonjour {name},' },
  greetingNoName: { en: 'Hello,', fr: 'Bonjour,' },
  failing: {
    en: 'Every delivery to the webhook endpoint {url} has failed since {since}, so we disabled it: no more events are sent to it.',
    fr: 'Toutes les livraisons au point de terminaison de webhooks {url} échouent depuis le {since}\u00a0; nous l’avons donc désactivé et ne lui envoyons plus d’événements.',
  },
  whatToDo: {
    en: 'Once your receiver answers again, enable the endpoint on the Integrations page and replay the events it missed from its deliveries log.',
    fr: 'Lorsque votre récepteur répondra de nouveau, réactivez le point de terminaison dans la page Intégrations et relancez les événements manqués depuis son journal des livraisons.',
  },
  why: {
    en: 'You receive this email because you manage this endpoint.',
    fr: 'Vous recevez ce courriel parce que vous gérez ce point de terminaison.',
  },
} as const satisfies Record<string, BilingualMessage>;

export interface EndpointDisabledEmail {
  url: string;
  failingSince: Date;
  name: string;
  locale: Locale;
}

/** The subject and text of the email, in the recipient's language. */
export function endpointDisabledEmailText(email: EndpointDisabledEmail): { subject: string; text: string } {
  const m = ENDPOINT_DISABLED_EMAIL;
  const { locale } = email;
  const name = email.name.trim();
  return {
    subject: say(m.subject, locale, { url: email.url }),
    text: [
      name ? say(m.greeting, locale, { name }) : say(m.greetingNoName, locale),
      '',
      say(m.failing, locale, { url: email.url, since: formatDateTime(email.failingSince) }),
      '',
      say(m.whatToDo, locale),
      '',
      say(m.why, locale),
      '',
      PRODUCT_TITLE,
    ].join('\n'),
  };
}

/**
 * Writes the email to each owner of a disabled endpoint, in `tx` (the disabling transaction): the
 * agency admins of its brokerage (users of the `Admin` group there), or for a platform-wide endpoint
 * the super admins, and whoever created it; enabled users only, each once, in their own language.
 */
export async function enqueueEndpointDisabledEmails(
  email: EmailService,
  tx: Db,
  endpointId: string,
): Promise<number> {
  const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) return 0;
  const owners = endpoint.brokerageId
    ? and(eq(users.brokerageId, endpoint.brokerageId), sql`'Admin' = any(${users.groups})`)
    : sql`'SuperAdmin' = any(${users.groups})`;
  const recipients = await tx
    .select({
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        endpoint.createdBy ? or(owners, eq(users.id, endpoint.createdBy)) : owners,
      ),
    )
    .orderBy(users.email);
  const failingSince = endpoint.failingSince ?? endpoint.disabledAt ?? new Date();
  for (const recipient of recipients) {
    const { subject, text } = endpointDisabledEmailText({
      url: endpoint.url,
      failingSince,
      name: [recipient.givenName, recipient.familyName].filter(Boolean).join(' '),
      locale: recipient.language,
    });
    await email.enqueue(tx, { to: recipient.email, subject, text, template: ENDPOINT_DISABLED_TEMPLATE });
  }
  return recipients.length;
}
