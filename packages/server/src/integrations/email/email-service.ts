import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  attachments?: EmailAttachment[];
}

/** A stored document attached to an email: the name it is sent under and its storage key. */
export interface EmailAttachment {
  filename: string;
  documentKey: string;
}

/** Reads a stored document's bytes by key (the file storage); null when nothing is stored there. */
export type AttachmentReader = (documentKey: string) => Promise<Uint8Array | null>;

/** The attachments' bytes, read from storage; a missing file fails the delivery (it is retried). */
async function readAttachments(email: OutgoingEmail, read: AttachmentReader) {
  const files = [];
  for (const attachment of email.attachments ?? []) {
    const bytes = await read(attachment.documentKey);
    if (!bytes) throw new Error(`attachment ${attachment.documentKey} is not in storage`);
    files.push({ filename: attachment.filename, content: bytes });
  }
  return files;
}

/** What nodemailer sends: the email with its attachments' bytes. */
export async function mailOptions(
  email: OutgoingEmail,
  from: string,
  read: AttachmentReader,
): Promise<SendMailOptions> {
  const files = await readAttachments(email, read);
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(files.length > 0
      ? { attachments: files.map((f) => ({ filename: f.filename, content: Buffer.from(f.content) })) }
      : {}),
  };
}

const noFiles: AttachmentReader = async () => null;

/** The outbox's attachments column (jsonb), read back as attachments. */
function storedAttachments(value: unknown): EmailAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is EmailAttachment =>
      item !== null &&
      typeof item === 'object' &&
      typeof (item as EmailAttachment).filename === 'string' &&
      typeof (item as EmailAttachment).documentKey === 'string',
  );
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
  /** Attachments are read from the file storage by document key at delivery time. */
  readAttachment: AttachmentReader = noFiles,
): EmailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      deliver: async (email) => {
        await transporter.sendMail(await mailOptions(email, from, readAttachment));
      },
    };
  }
  return {
    kind: 'log',
    deliver: async (email) => {
      // The log shows which files would have gone out and how big they are, never their bytes.
      const files = (await readAttachments(email, readAttachment)).map((f) => ({
        filename: f.filename,
        size: f.content.byteLength,
      }));
      const listed = files.map((f) => `\n[attachment] ${f.filename} (${f.size} bytes)`).join('');
      log.info(
        { to: email.to, subject: email.subject, ...(files.length > 0 ? { attachments: files } : {}) },
        `EMAIL to ${email.to}: ${email.subject}\n${email.text}${listed}`,
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
            attachments: storedAttachments(row.attachments),
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
