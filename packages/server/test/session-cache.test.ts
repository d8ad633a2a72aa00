import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/plugins/session-cache.ts';
import { applyRevocation } from '../src/plugins/session-revocations.ts';

const session = (userId: string) => ({
  user: { name: userId },
  userId,
  lastSeenAt: new Date(0),
  expiresAt: new Date(10_000_000),
});

describe('SessionCache', () => {
  it('answers a resolved session until its time to live is over, and never from a clock that went back', () => {
    const cache = new SessionCache<{ name: string }>(5_000);
    cache.put('s1', session('u1'), 1_000);
    expect(cache.get('s1', 1_000)?.user).toEqual({ name: 'u1' });
    expect(cache.get('s1', 5_999)?.user).toEqual({ name: 'u1' });
    expect(cache.get('s1', 6_000)).toBeNull();
    cache.put('s2', session('u2'), 10_000);
    expect(cache.get('s2', 9_999)).toBeNull();
  });

  it('forgets a revoked session at once, and a lookup that raced with the revocation does not bring it back', () => {
    const cache = new SessionCache<{ name: string }>(5_000);
    cache.put('s1', session('u1'), 1_000);
    cache.forgetSession('s1', 1_500);
    expect(cache.get('s1', 1_600)).toBeNull();
    // A lookup that started before the logout committed read the session as valid.
    cache.put('s1', session('u1'), 1_400);
    expect(cache.get('s1', 1_700)).toBeNull();
    // Another session of the same user is unaffected.
    cache.put('s9', session('u1'), 1_700);
    expect(cache.get('s9', 1_800)?.userId).toBe('u1');
  });

  it("forgets every session of a user signed out everywhere, and does not cache the user's sessions for a while", () => {
    const cache = new SessionCache<{ name: string }>(5_000);
    cache.put('a', session('u1'), 1_000);
    cache.put('b', session('u1'), 1_000);
    cache.put('c', session('u2'), 1_000);
    cache.forgetUser('u1', 2_000);
    expect(cache.get('a', 2_100)).toBeNull();
    expect(cache.get('b', 2_100)).toBeNull();
    expect(cache.get('c', 2_100)?.userId).toBe('u2');
    cache.put('d', session('u1'), 2_200);
    expect(cache.get('d', 2_300)).toBeNull();
    cache.put('e', session('u1'), 8_000);
    expect(cache.get('e', 8_100)?.userId).toBe('u1');
  });

  it('keeps at most its size, dropping the oldest entry first', () => {
    const cache = new SessionCache<{ name: string }>(5_000, 2);
    cache.put('a', session('u1'), 1_000);
    cache.put('b', session('u2'), 1_001);
    cache.put('c', session('u3'), 1_002);
    expect(cache.get('a', 1_100)).toBeNull();
    expect(cache.get('b', 1_100)?.userId).toBe('u2');
    expect(cache.get('c', 1_100)?.userId).toBe('u3');
  });

  it('remembers when last_seen_at was written', () => {
    const cache = new SessionCache<{ name: string }>(5_000);
    cache.put('a', session('u1'), 1_000);
    cache.touch('a', new Date(1_200));
    expect(cache.get('a', 1_300)?.lastSeenAt).toEqual(new Date(1_200));
  });

  it('remembers nothing while suspended, nor a lookup that started before it resumed', () => {
    const cache = new SessionCache<{ name: string }>(5_000);
    cache.put('a', session('u1'), 1_000);
    cache.suspend();
    expect(cache.suspended).toBe(true);
    expect(cache.get('a', 1_100)).toBeNull();
    cache.put('b', session('u2'), 1_200);
    expect(cache.get('b', 1_300)).toBeNull();
    cache.resume(2_000);
    // Read while nobody listened: it may be a session revoked meanwhile.
    cache.put('c', session('u3'), 1_900);
    expect(cache.get('c', 2_100)).toBeNull();
    expect(cache.get('a', 2_100)).toBeNull();
    cache.put('d', session('u4'), 2_000);
    expect(cache.get('d', 2_100)?.userId).toBe('u4');
  });

  it('applies the revocations other processes announce, and ignores anything else', () => {
    const cache = new SessionCache<{ name: string }>(5_000);
    cache.put('a', session('u1'), 1_000);
    cache.put('b', session('u1'), 1_000);
    cache.put('c', session('u2'), 1_000);
    cache.put('d', session('u3'), 1_000);
    applyRevocation(cache, 'session:c', 1_500);
    expect(cache.get('c', 1_600)).toBeNull();
    applyRevocation(cache, 'user:u1', 1_500);
    expect(cache.get('a', 1_600)).toBeNull();
    expect(cache.get('b', 1_600)).toBeNull();
    for (const noise of ['', 'session:', 'user', 'other:d', 'd']) applyRevocation(cache, noise, 1_500);
    expect(cache.get('d', 1_600)?.userId).toBe('u3');
    // A lookup that read session c before its revocation does not bring it back.
    cache.put('c', session('u2'), 1_400);
    expect(cache.get('c', 1_700)).toBeNull();
  });
});
