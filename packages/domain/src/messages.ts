/** User-facing messages quoted by the spec (sections 5 and 8), word for word. */
export const MESSAGES = {
  incorrectLogin: 'Incorrect username or password.',
  noSuchBrokerage: 'No such brokerage',
  notFoundTitle: 'Not Found',
  notFoundText: 'Oops! It looks like that page does not exist.',
  noOptions: 'No Options Available',
  required: 'Required',
  postalCodeFormat: 'Postal code must match format: A1B 2C3',
  ieNotSupported:
    'Internet Explorer is not supported. Please use Google Chrome for the best experience with the marketplace.',
  genericError: "There's been an error, please try again or contact Support.",
  invalidFileType: 'Not a valid file type',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  invalidCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'The code has expired. Please request a new one.',
  userNotConfirmed: 'User is not confirmed.',
  emailTaken: 'An account with the given email already exists.',
  signInExpired: 'Your sign-in session has expired. Please sign in again.',
  notSignedIn: 'You need to sign in to do that.',
  forbidden: 'You do not have access to this record.',
  applicationNotFound: 'Application not found',
  brokerageNotFound: 'No such brokerage',
} as const;
