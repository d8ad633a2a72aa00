import { useMutation, useQuery } from '@tanstack/react-query';
import {
  brokerageSchema,
  forgotPasswordResponse,
  loginResponse,
  signupResponse,
  type LoginResponse,
  type SignupBody,
} from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { authFlowMeta as meta } from './sign-in.ts';

// Sign-in itself (login, useLoginMutation, useCompleteSignIn) is in sign-in.ts: the sign-in page
// needs it without this file's schemas (decision 0028).

export function signup(body: SignupBody) {
  return apiRequest('/api/auth/signup', { method: 'POST', body, schema: signupResponse });
}

export function confirmSignup(body: { email: string; code: string }): Promise<unknown> {
  return apiRequest('/api/auth/confirm', { method: 'POST', body });
}

export function resendConfirmation(body: { email: string }): Promise<unknown> {
  return apiRequest('/api/auth/resend-confirmation', { method: 'POST', body });
}

export function submitMfaCode(body: { challengeId: string; code: string }): Promise<LoginResponse> {
  return apiRequest('/api/auth/mfa', { method: 'POST', body, schema: loginResponse });
}

export type NewPasswordResult = LoginResponse | { status: 'passwordChanged' };

/** Completes the new-password challenge: usually signed in, or the next step of the sign-in. */
export async function submitNewPassword(body: {
  challengeId: string;
  newPassword: string;
}): Promise<NewPasswordResult> {
  const data = await apiRequest('/api/auth/new-password', { method: 'POST', body });
  const parsed = loginResponse.safeParse(data);
  return parsed.success ? parsed.data : { status: 'passwordChanged' };
}

export function forgotPassword(body: { email: string }) {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body, schema: forgotPasswordResponse });
}

export function resetPassword(body: { email: string; code: string; newPassword: string }): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body });
}

export function fetchBrokerage(idOrCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/brokerages/${encodeURIComponent(idOrCode)}`, { schema: brokerageSchema, signal });
}

/** Sign-up's brokerage lookup (spec 4: success replaces the broker data, failure keeps the error). */
export function useBrokerageLookup(idOrCode: string) {
  return useQuery({
    queryKey: ['brokerages', 'lookup', idOrCode.toUpperCase()],
    queryFn: ({ signal }) => fetchBrokerage(idOrCode, signal),
    enabled: idOrCode.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export const useSignupMutation = () => useMutation({ mutationFn: signup, meta });
export const useConfirmSignupMutation = () => useMutation({ mutationFn: confirmSignup, meta });
export const useResendConfirmationMutation = () => useMutation({ mutationFn: resendConfirmation, meta });
export const useMfaMutation = () => useMutation({ mutationFn: submitMfaCode, meta });
export const useNewPasswordMutation = () => useMutation({ mutationFn: submitNewPassword, meta });
export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword, meta });
export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword, meta });
