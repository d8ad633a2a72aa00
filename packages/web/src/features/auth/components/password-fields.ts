import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, say } from '@bm/domain';
import { authMessages } from './messages.ts';

// The schemas' messages are English (the shared catalogue and useAuthField show them in French).
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, say(authMessages.passwordTooLong, 'en-CA', { max: String(PASSWORD_MAX_LENGTH) }));

/** For `.refine(samePasswords, MISMATCH)` on forms with a confirmation field. */
export const samePasswords = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
export const MISMATCH = { path: ['confirmPassword'], message: say(authMessages.mismatch, 'en-CA') };

export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
