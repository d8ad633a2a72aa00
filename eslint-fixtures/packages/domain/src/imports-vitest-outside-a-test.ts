import { vi } from 'vitest';

export const clock = vi.fn();
