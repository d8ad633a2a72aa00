// The sign-in form's contracts (classic zod), in a chunk of their own: the sign-in page loads them
// when the form is first sent, not before the broker can type (decision 0028).
export { loginBody, loginResponse } from '@bm/contracts';
