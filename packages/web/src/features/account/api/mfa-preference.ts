import { useMutation } from '@tanstack/react-query';
import { meSchema, type MeUser } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** PUT /api/auth/mfa-preference: email MFA on or off for the signed-in user. */
export async function setMfaPreference(enabled: boolean): Promise<MeUser> {
  const me = await apiRequest('/api/auth/mfa-preference', {
    method: 'PUT',
    body: { enabled },
    schema: meSchema,
  });
  return me.user;
}

export function useMfaPreferenceMutation() {
  return useMutation({
    mutationFn: setMfaPreference,
    onSuccess: (user) => session.setUser(user),
  });
}
