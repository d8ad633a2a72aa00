import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bm/domain';

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember.`;

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** For `.refine(samePasswords, MISMATCH)` on forms with a confirmation field. */
export const samePasswords = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
export const MISMATCH = { path: ['confirmPassword'], message: 'Passwords do not match' };

export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
