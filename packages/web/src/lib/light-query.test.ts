import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { configureLightQueries, LightQuery } from './light-query.ts';

afterEach(() => {
  vi.useRealTimers();
  configureLightQueries({ retry: false });
});

/** A fetcher answering `answers` in turn (an Error is thrown), counting its calls. */
function fetcher(...answers: Array<string | Error>) {
  const calls = { count: 0 };
  const fn = vi.fn(async () => {
    const answer = answers[Math.min(calls.count, answers.length - 1)]!;
    calls.count += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fn, calls };
}

describe('light queries (the session and the catalogue, decision 0041)', () => {
  it('asks once for every reader, and again only once the answer is stale', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const { fn, calls } = fetcher('first', 'second');
    const query = new LightQuery(fn, 60_000);
    query.ensureFresh();
    query.ensureFresh();
    await vi.waitFor(() => expect(query.getSnapshot().status).toBe('success'));
    expect(calls.count).toBe(1);
    expect(query.getSnapshot().data).toBe('first');

    vi.setSystemTime(new Date('2026-11-26T10:00:59Z'));
    query.ensureFresh();
    expect(calls.count).toBe(1);
    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    query.ensureFresh();
    // The last answer stays while the new one is on its way.
    expect(query.getSnapshot()).toMatchObject({ data: 'first', fetching: true });
    await vi.waitFor(() => expect(query.getSnapshot().data).toBe('second'));
    expect(calls.count).toBe(2);
  });

  it('retries a server failure twice, 1 s then 2 s apart, and a 4xx not at all', async () => {
    configureLightQueries({ retry: true });
    vi.useFakeTimers();
    const failing = fetcher(new ApiError(503, 'Busy'), new ApiError(503, 'Busy'), 'answer');
    const query = new LightQuery(failing.fn, 60_000);
    void query.fetch();
    await vi.advanceTimersByTimeAsync(999);
    expect(failing.calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(failing.calls.count).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing.calls.count).toBe(3);
    expect(query.getSnapshot()).toMatchObject({ status: 'success', data: 'answer' });

    const refused = fetcher(new ApiError(403, 'Not yours'));
    const other = new LightQuery(refused.fn, 60_000);
    void other.fetch();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refused.calls.count).toBe(1);
    expect(other.getSnapshot().status).toBe('error');
    expect(other.getSnapshot().error?.message).toBe('Not yours');
  });

  it('takes an answer it is given without asking, and asks again when told it may be out of date', async () => {
    const { fn, calls } = fetcher('from the server');
    const query = new LightQuery(fn, 60_000);
    const unsubscribe = query.subscribe(() => undefined);
    query.set('given');
    query.ensureFresh();
    expect(calls.count).toBe(0);
    expect(query.getSnapshot().data).toBe('given');
    query.invalidate();
    await vi.waitFor(() => expect(query.getSnapshot().data).toBe('from the server'));
    expect(calls.count).toBe(1);
    unsubscribe();
  });
});
