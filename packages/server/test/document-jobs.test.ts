import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { applications, documentJobs, documents } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { lockApplication } from '../src/modules/policies/repository.ts';
import { InvalidStorageKeyError } from '../src/integrations/storage/index.ts';
import { resumeAtStart } from '../src/jobs/resume-at-start.ts';
import { runPendingDocumentJobs, runPolicyDocumentJobs } from '../src/modules/documents/jobs.ts';
import { recordPolicyChange } from '../src/modules/policies/record-change.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let broker = '';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const deps = () => ({ db: t.db, storage: t.app.storage, now: () => new Date() });

const docsOf = (id: string) => t.db.select().from(documents).where(eq(documents.applicationId, id));
const jobsOf = (id: string) => t.db.select().from(documentJobs).where(eq(documentJobs.applicationId, id));

/** A history-only change (a note-like row) that asks for documents, in a transaction of its own. */
async function changeWithDocuments(id: string, then: 'commit' | 'rollback') {
  const attempt = t.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockApplication(tx, id);
    await recordPolicyChange(tx, {
      application: locked!,
      type: 'Account Note',
      userId: DEMO_USERS.admin.id,
      at: new Date(),
      history: { description: 'documents test' },
      audit: { action: 'application.note' },
      documents: { boundAt: locked!.boundDate ?? new Date() },
    });
    if (then === 'rollback') throw new Error('the change fails after it was written');
  });
  if (then === 'rollback') await expect(attempt).rejects.toThrow('the change fails');
  else await attempt;
}

describe('policy documents are written after the change commits', () => {
  it('renders a bind’s documents once it has committed, and leaves no job behind', async () => {
    const bound = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const rows = await docsOf(bound.applicationId);
    expect(rows.map((row) => row.kind).sort()).toEqual(['declarations', 'policy-wording']);
    for (const row of rows) expect((await t.app.storage.get(row.key))?.byteLength).toBe(row.sizeBytes);
    expect((await jobsOf(bound.applicationId)).map((job) => job.status)).toEqual(['done']);
  });

  it('writes no file and no job for a change that rolls back', async () => {
    const bound = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const before = await docsOf(bound.applicationId);
    const [app] = await t.db.select().from(applications).where(eq(applications.id, bound.applicationId));
    // The files are what is on the storage: remove them, so that a rendering would show.
    for (const row of before) await t.app.storage.delete(row.key);

    await changeWithDocuments(bound.applicationId, 'rollback');
    expect(await jobsOf(bound.applicationId)).toHaveLength(1); // the bind's, done
    expect(await runPendingDocumentJobs(deps())).toMatchObject({ done: 0 });
    for (const row of before) expect(await t.app.storage.get(row.key)).toBeNull();
    expect(app?.status).toBe('bound');
  });

  it('renders, by the job, the documents of a change whose request stopped before rendering them', async () => {
    const bound = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const [declarations] = (await docsOf(bound.applicationId)).filter((row) => row.kind === 'declarations');
    await t.app.storage.delete(declarations!.key);

    await changeWithDocuments(bound.applicationId, 'commit'); // committed; never rendered
    const pending = (await jobsOf(bound.applicationId)).filter((job) => job.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(await t.app.storage.get(declarations!.key)).toBeNull();

    expect(await runPendingDocumentJobs(deps())).toMatchObject({ done: 1, failed: 0 });
    expect((await t.app.storage.get(declarations!.key))?.byteLength).toBeGreaterThan(1000);
    expect((await jobsOf(bound.applicationId)).every((job) => job.status === 'done')).toBe(true);
    // Nothing is rendered twice: a second run finds nothing to do.
    expect(await runPolicyDocumentJobs(deps(), bound.applicationId)).toBe('none');
  });

  it('renders at start-up the documents a stopped process left queued, and removes the files it left half-written', async () => {
    const bound = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const [declarations] = (await docsOf(bound.applicationId)).filter((row) => row.kind === 'declarations');
    await t.app.storage.delete(declarations!.key);
    await changeWithDocuments(bound.applicationId, 'commit'); // committed; its process stopped before rendering
    // Files are written in storage's .writing folder and moved into place whole: a killed writer's
    // half a file stays there, never under a document's key. One is also being written right now.
    const writing = path.join(t.app.config.STORAGE_DIR!, '.writing');
    mkdirSync(writing, { recursive: true });
    writeFileSync(path.join(writing, 'left-by-a-killed-process.tmp'), '%PDF-1.7 half');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(writing, 'left-by-a-killed-process.tmp'), anHourAgo, anHourAgo);
    writeFileSync(path.join(writing, 'being-written.tmp'), '%PDF-1.7 half');
    await expect(t.app.storage.put('.writing/x.pdf', new Uint8Array([1]), 'application/pdf')).rejects.toThrow(
      InvalidStorageKeyError,
    );

    const resumed = await resumeAtStart({ ...deps(), abandonedAfterMs: 600_000 });
    expect(resumed).toMatchObject({ abandonedFiles: 1, documents: { done: 1, failed: 0 } });
    expect(readdirSync(writing)).toEqual(['being-written.tmp']);
    const stored = await t.app.storage.get(declarations!.key);
    expect(new TextDecoder().decode(stored!.subarray(0, 5))).toBe('%PDF-');
    expect((await jobsOf(bound.applicationId)).every((job) => job.status === 'done')).toBe(true);
  });
});
