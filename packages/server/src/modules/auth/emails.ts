import type { OutgoingEmail } from '../../integrations/email/email-service.ts';

const SIGN_OFF = '\n\nIf you did not ask for this, you can ignore this email.\n\nApollo Broker Marketplace';

export function confirmationEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    template: 'auth.confirm-signup',
    subject: 'Confirm your Apollo Broker Marketplace account',
    text: `Welcome to the Apollo Broker Marketplace.\n\nYour confirmation code is ${code}\n\nIt expires in 24 hours.${SIGN_OFF}`,
  };
}

export function mfaEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    template: 'auth.mfa',
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${code}\n\nIt expires in 10 minutes and works once.${SIGN_OFF}`,
  };
}

export function resetPasswordEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    template: 'auth.reset-password',
    subject: 'Reset your password',
    text: `Your password reset code is ${code}\n\nIt expires in 1 hour.${SIGN_OFF}`,
  };
}

/** 'morgan@example.com' -> 'm***@example.com': where a code went, without disclosing the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
