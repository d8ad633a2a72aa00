import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  attachments?: { filename: string; documentKey: string }[];
}

/** Where an email leaves the outbox for: SMTP when configured, else the server log. */
export interface EmailTransport {
  readonly kind: 'smtp' | 'log';
  deliver(email: OutgoingEmail): Promise<void>;
}

export function createEmailTransport(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): EmailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      deliver: async (email) => {
        await transporter.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      },
    };
  }
  return {
    kind: 'log',
    deliver: async (email) => {
      log.info(
        { to: email.to, subject: email.subject },
        `EMAIL to ${email.to}: ${email.subject}\n${email.text}`,
      );
    },
  };
}

export interface EmailService {
  /** Writes the email to the outbox inside `tx` (so it commits with the change that caused it). */
  enqueue(tx: Db, email: OutgoingEmail): Promise<string>;
  /** Delivers pending outbox rows; call after the transaction commits. */
  flush(db: Db): Promise<void>;
}

export function createEmailService(transport: EmailTransport, log: FastifyBaseLogger): EmailService {
  return {
    async enqueue(tx, email) {
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          template: email.template,
          attachments: email.attachments ?? [],
        })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },
    async flush(db) {
      const pending = await db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending')).limit(50);
      for (const row of pending) {
        try {
          await transport.deliver({
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody ?? undefined,
            template: row.template,
          });
          await db
            .update(emailOutbox)
            .set({
              status: transport.kind === 'smtp' ? 'sent' : 'logged',
              sentAt: new Date(),
              attempts: row.attempts + 1,
            })
            .where(eq(emailOutbox.id, row.id));
        } catch (error) {
          log.error({ err: error, emailId: row.id }, 'email delivery failed');
          await db
            .update(emailOutbox)
            .set({
              status: row.attempts + 1 >= 5 ? 'failed' : 'pending',
              attempts: row.attempts + 1,
              lastError: error instanceof Error ? error.message : String(error),
            })
            .where(eq(emailOutbox.id, row.id));
        }
      }
    },
  };
}
