import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Partnership, PartnershipCreate, PartnershipTerms } from '@bm/contracts';
import { PARTNERSHIP_MESSAGES, partnerTermsIssue } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { brokerageInvitations, brokerages, products, users } from '../../db/schema.ts';
import type { EmailService, OutgoingEmail } from '../../integrations/email/email-service.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { writeAudit } from '../audit-log/index.ts';

export interface PartnershipDeps {
  db: Db;
  email: EmailService;
  now: () => Date;
  /** Delivers queued emails once the transaction that wrote them has committed. */
  deliver: () => void;
}

/** Setup Partnership is for the LaunchpadSetup group only (spec 2.2). */
export function assertSetupUser(user: AuthUser): void {
  if (!user.flags.launchpadSetupUser)
    throw forbidden('Only partnership setup users may set up partner brokerages.');
}

/** The invitation: the normal sign-up, with the brokerage's code and the address preset. */
export function invitationEmail(
  to: string,
  brokerage: { name: string; code: string },
  origin: string,
): OutgoingEmail {
  const link = `${origin}/signup?brokerage=${encodeURIComponent(brokerage.code)}&email=${encodeURIComponent(to)}`;
  return {
    to,
    template: 'partnership.invitation',
    subject: `You are invited to quote with ${brokerage.name} on the Apollo Broker Marketplace`,
    text:
      `${brokerage.name} has set up its brokerage on the Apollo Broker Marketplace and invited you to join it.\n\n` +
      `Create your account here (your brokerage is already chosen): ${link}\n\n` +
      `Or sign up at ${origin}/signup with the brokerage code ${brokerage.code}.\n\nApollo Broker Marketplace`,
  };
}

/** Partner brokerages (those a setup user created), newest first, with brokers and invitations. */
export async function listPartnerships(db: Db): Promise<Partnership[]> {
  const rows = await db
    .select()
    .from(brokerages)
    .where(isNotNull(brokerages.createdBy))
    .orderBy(sql`${brokerages.createdAt} desc`, asc(brokerages.name));
  return withPeople(db, rows);
}

async function withPeople(db: Db, rows: (typeof brokerages.$inferSelect)[]): Promise<Partnership[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [brokerCounts, invites] = await Promise.all([
    db
      .select({ brokerageId: users.brokerageId, n: count() })
      .from(users)
      .where(inArray(users.brokerageId, ids))
      .groupBy(users.brokerageId),
    db
      .select()
      .from(brokerageInvitations)
      .where(inArray(brokerageInvitations.brokerageId, ids))
      .orderBy(asc(brokerageInvitations.createdAt), asc(brokerageInvitations.email)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    subdomain: row.subdomain,
    marketplaceName: row.marketplaceName,
    province: row.province,
    email: row.email,
    productIds: row.productIds ?? [],
    commissionRates: row.commissionRates ?? {},
    brokers: brokerCounts.find((c) => c.brokerageId === row.id)?.n ?? 0,
    invitations: invites
      .filter((i) => i.brokerageId === row.id)
      .map((i) => ({
        email: i.email,
        invitedAt: i.createdAt.toISOString(),
        acceptedAt: i.acceptedAt?.toISOString() ?? null,
      })),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function partnership(db: Db, id: string): Promise<Partnership> {
  const rows = await db.select().from(brokerages).where(eq(brokerages.id, id)).limit(1);
  const [found] = await withPeople(db, rows);
  if (!found) throw notFound(PARTNERSHIP_MESSAGES.notFound);
  return found;
}

/** Refuses addresses that already have an account: they cannot sign up again. */
async function assertInvitable(db: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  const [taken] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .limit(1);
  if (taken) throw conflict(PARTNERSHIP_MESSAGES.alreadyUser(taken.email));
}

async function invite(
  tx: Db,
  deps: PartnershipDeps,
  brokerage: { id: string; name: string; code: string },
  emails: readonly string[],
  invitedBy: string,
  origin: string,
  now: Date,
): Promise<void> {
  for (const address of emails) {
    const [row] = await tx
      .insert(brokerageInvitations)
      .values({ brokerageId: brokerage.id, email: address, invitedBy, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: brokerageInvitations.id });
    if (!row) throw conflict(PARTNERSHIP_MESSAGES.alreadyInvited(address));
    await deps.email.enqueue(tx, invitationEmail(address, brokerage, origin));
  }
}

/** The products of a partner's terms, each once, after the rules of domain partnerTermsIssue (400 otherwise). */
async function checkedProductIds(db: Db, terms: Pick<PartnershipTerms, 'productIds' | 'commissionRates'>) {
  const known = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const productIds = [...new Set(terms.productIds)];
  const issue = partnerTermsIssue({ productIds, commissionRates: terms.commissionRates }, known);
  if (issue) throw badRequest(issue);
  return productIds;
}

/**
 * Creates a partner brokerage with its products, commission rates and marketplace name, and invites
 * its first brokers, in one transaction (audited); the invitations are emailed after the commit.
 * Its brokers sign up with its code and can quote at once: the catalogue, the application routes
 * and the quotes read its terms on every request.
 */
export async function createPartnership(
  deps: PartnershipDeps,
  user: AuthUser,
  body: PartnershipCreate,
  origin: string,
  ip: string,
): Promise<{ message: string; partnership: Partnership }> {
  assertSetupUser(user);
  const productIds = await checkedProductIds(deps.db, body);
  await assertInvitable(deps.db, body.invitations);
  const now = deps.now();
  const id = randomUUID();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(brokerages).values({
        id,
        code: body.code,
        name: body.name,
        isAgency: false,
        province: body.province,
        email: body.email,
        subdomain: body.subdomain,
        marketplaceName: body.marketplaceName || null,
        productIds,
        commissionRates: body.commissionRates,
        createdBy: user.id,
        createdAt: now,
      });
      await invite(
        tx,
        deps,
        { id, name: body.name, code: body.code },
        body.invitations,
        user.id,
        origin,
        now,
      );
      await writeAudit(tx, {
        action: 'partnership.create',
        actorId: user.id,
        entityType: 'brokerage',
        entityId: id,
        ip,
        details: {
          code: body.code,
          productIds,
          commissionRates: body.commissionRates,
          invited: body.invitations.length,
        },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [sameCode] = await deps.db
        .select({ id: brokerages.id })
        .from(brokerages)
        .where(eq(sql`lower(${brokerages.code})`, body.code.toLowerCase()))
        .limit(1);
      throw conflict(sameCode ? PARTNERSHIP_MESSAGES.codeTaken : PARTNERSHIP_MESSAGES.subdomainTaken);
    }
    throw error;
  }
  deps.deliver();
  return {
    message: PARTNERSHIP_MESSAGES.created(body.name, body.invitations.length),
    partnership: await partnership(deps.db, id),
  };
}

/** Invites more brokers to a partner brokerage. */
export async function invitePartnerBrokers(
  deps: PartnershipDeps,
  user: AuthUser,
  brokerageId: string,
  emails: string[],
  origin: string,
  ip: string,
): Promise<{ message: string; partnership: Partnership }> {
  assertSetupUser(user);
  const [brokerage] = await deps.db
    .select()
    .from(brokerages)
    .where(and(eq(brokerages.id, brokerageId), isNotNull(brokerages.createdBy)))
    .limit(1);
  if (!brokerage) throw notFound(PARTNERSHIP_MESSAGES.notFound);
  await assertInvitable(deps.db, emails);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await invite(tx, deps, brokerage, emails, user.id, origin, now);
    await writeAudit(tx, {
      action: 'partnership.invite',
      actorId: user.id,
      entityType: 'brokerage',
      entityId: brokerageId,
      ip,
      details: { invited: emails },
      at: now,
    });
  });
  deps.deliver();
  return {
    message: PARTNERSHIP_MESSAGES.invited(emails.length),
    partnership: await partnership(deps.db, brokerageId),
  };
}

/**
 * Changes what a partner brokerage sells, at what broker commission, and its marketplace name, under
 * the same rules as at creation (audited with the terms before and after). Its brokers' catalogue,
 * application routes and new quotes read the terms on every request; quotes already bound keep the
 * commission they were bound with.
 */
export async function updatePartnerTerms(
  deps: Pick<PartnershipDeps, 'db' | 'now'>,
  user: AuthUser,
  brokerageId: string,
  body: PartnershipTerms,
  ip: string,
): Promise<{ message: string; partnership: Partnership }> {
  assertSetupUser(user);
  const productIds = await checkedProductIds(deps.db, body);
  const now = deps.now();
  const name = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(brokerages)
      .where(and(eq(brokerages.id, brokerageId), isNotNull(brokerages.createdBy)))
      .for('update');
    if (!before) throw notFound(PARTNERSHIP_MESSAGES.notFound);
    const after = {
      productIds,
      commissionRates: body.commissionRates,
      marketplaceName: body.marketplaceName || null,
    };
    await tx.update(brokerages).set(after).where(eq(brokerages.id, brokerageId));
    await writeAudit(tx, {
      action: 'partnership.terms',
      actorId: user.id,
      entityType: 'brokerage',
      entityId: brokerageId,
      ip,
      details: {
        before: {
          productIds: before.productIds,
          commissionRates: before.commissionRates,
          marketplaceName: before.marketplaceName,
        },
        after,
      },
      at: now,
    });
    return before.name;
  });
  return {
    message: PARTNERSHIP_MESSAGES.termsUpdated(name),
    partnership: await partnership(deps.db, brokerageId),
  };
}

/** Marks a brokerage's invitation of this address accepted (in the sign-up's transaction). */
export async function acceptInvitation(tx: Db, brokerageId: string, email: string, now: Date): Promise<void> {
  await tx
    .update(brokerageInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(brokerageInvitations.brokerageId, brokerageId),
        eq(sql`lower(${brokerageInvitations.email})`, email.toLowerCase()),
        sql`${brokerageInvitations.acceptedAt} is null`,
      ),
    );
}
