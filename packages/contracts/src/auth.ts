import { z } from 'zod';
import { LOCALES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bm/domain';

const email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

export const brokerFlagsSchema = z.object({
  superadmin: z.boolean(),
  adminUser: z.boolean(),
  agencyUser: z.boolean(),
  endorsementUser: z.boolean(),
  underwriterUser: z.boolean(),
  developerUser: z.boolean(),
  financialUser: z.boolean(),
  autobindOpsUser: z.boolean(),
  basicUser: z.boolean(),
  standardUser: z.boolean(),
  launchpadSetupUser: z.boolean(),
  carrier: z.string().nullable(),
});

export const brokerageSummarySchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  isAgency: z.boolean(),
});
export type BrokerageSummary = z.infer<typeof brokerageSummarySchema>;

/** GET /api/auth/me and the signed-in answer of login / mfa. */
export const meSchema = z.object({
  user: z.object({
    id: z.string().uuid(),
    username: z.string(),
    email: z.string(),
    givenName: z.string().nullable(),
    familyName: z.string().nullable(),
    groups: z.array(z.string()),
    flags: brokerFlagsSchema,
    mfaEnabled: z.boolean(),
    mfaPreference: z.literal('EMAIL').nullable(),
    /** The language of the user's screens and of the server's answers (decision 0079). */
    language: z.enum(LOCALES),
    brokerage: brokerageSummarySchema.nullable(),
    /** Server settings the web app shows this user's pages by (its configuration, not the user's). */
    settings: z.object({
      /** NSF_NAV_FLAG: NSF Invoices in the header only for SuperAdmin and Apollo users (spec 6). */
      nsfNavFlag: z.boolean(),
      /** The configured external pages (HELP_CENTRE_URL, BROKER_RESOURCE_URL, REPORT_CLAIM_URL, FREE_CE_WEBINARS_URL). */
      links: z.object({
        helpCentre: z.string(),
        brokerResource: z.string(),
        reportClaim: z.string(),
        freeCeWebinars: z.string(),
      }),
    }),
  }),
});
export type Me = z.infer<typeof meSchema>;
export type MeUser = Me['user'];

export const signupBody = z.object({
  email,
  password,
  givenName: z.string().trim().min(1, 'Required').max(100),
  familyName: z.string().trim().min(1, 'Required').max(100),
  /** Brokerage id (UUID) or brokerage code, looked up: 'No such brokerage' when absent. */
  brokerage: z.string().trim().min(1, 'Required').max(100),
});
export type SignupBody = z.infer<typeof signupBody>;
export const signupResponse = z.object({ status: z.literal('confirmSignUp'), email: z.string() });

export const confirmBody = z.object({ email, code });
export const resendConfirmationBody = z.object({ email });

export const loginBody = z.object({
  email,
  password: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

/** What login answers: signed in, or the next step of the sign-in. */
export const loginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), user: meSchema.shape.user }),
  z.object({ status: z.literal('mfaRequired'), challengeId: z.string().uuid(), destination: z.string() }),
  z.object({ status: z.literal('newPasswordRequired'), challengeId: z.string().uuid() }),
  z.object({ status: z.literal('confirmSignUp'), email: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const mfaBody = z.object({ challengeId: z.string().uuid(), code });
export const newPasswordBody = z.object({ challengeId: z.string().uuid(), newPassword: password });
export const mfaPreferenceBody = z.object({ enabled: z.boolean() });
export const languageBody = z.object({ language: z.enum(LOCALES) });

export const forgotPasswordBody = z.object({ email });
export const forgotPasswordResponse = z.object({ status: z.literal('codeSent'), destination: z.string() });
export const resetPasswordBody = z.object({ email, code, newPassword: password });
