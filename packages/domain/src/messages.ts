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
  /** Our own: PostgreSQL text cannot hold U+0000, so a request carrying it is refused up front. */
  nulCharacter: 'Text cannot contain the null character.',
  applicationNotFound: 'Application not found',
  brokerageNotFound: 'No such brokerage',
  // Endorsement (spec sections 4 and 8).
  endorsementSuccess: 'Policy was successfully updated',
  endorsementError: 'Oops, there was an error updating your policy',
  endorsementPaymentFailedTitle: 'We could not process payment',
  endorsementPaymentFailedText:
    'The endorsement cannot be issued because the selected payment cannot be charged for this endorsement. Please go back and try another card.',
  ticketNotFoundTitle: 'We could not find the hubspot ticket',
  ticketNotFoundText:
    'No email will be sent automatically as no HS ticket ID is found, please send the email manually',
  ticketNumberEmpty: 'Hubspot Ticket Number is empty',
  ticketGoBack: 'go back to fill ticket no',
  ticketProceedAnyway: 'proceed anyway',
  endorsementSaving: "We're on it! Please wait while we update your policy record",
  endorsementNoPremiumChange: 'This endorsement will not affect the policy premium.',
  endorsementNonAnnualRefund:
    'Currently we only support auto refund for annual payment. The endorsement will be saved, please refund manually.',
  endorsementNoCardOnFile:
    "We didn't find any payment in your profile, please pay with a new card or refund manually.",
  cancellationPremiumMismatch:
    'The Policy Premium should be equal to the sum of Total Return Premium and Earned Premium.',
  returnPremiumNotNegative: 'Please input a negative number or 0.',
  totalReturnPremiumMismatch:
    'Total Return Premium should be equal to the sum of above Premiums to proceed Cancellation.',
  selectCancellationDate: 'Please select cancellation effective date.',
  noValidCard:
    'There is no valid credit card to proceed with payment at this time, please handle it manually.',
  cancellationPremiumsError: 'Error getting cancellation premiums',
  cancellationRecordError: 'Error getting cancelled policy record',
  // Additional insured and email documents (spec sections 5 and 8).
  additionalInsuredSuccess: 'Additional insured coi was successfully generated',
  additionalInsuredError: 'Oops, there was an error generating additional insured coi',
  emailDocumentsTooLarge:
    'The total size of selected files exceeds the 10MB limit allowed for emailing. Please reduce the selection to proceed.',
  reinstatementError: 'Oops, there was an error creating the reinstatement',
  // Pay in full (spec section 8).
  payInFullError: 'Sorry, the pay in full cannot be done at the moment, please try another card or later.',
  // Void invoice and refund of a missed payment fee invoice (spec section 8).
  invoiceVoidFailed: 'Sorry, the invoice cannot be voided at the moment, please contact us.',
  invoiceRefundFailed: 'Sorry, the invoice cannot be refunded at the moment, please contact us.',
  invoicesLoadFailed: 'Sorry, the invoices cannot be obtained at this moment, please contact us.',
} as const;

/** Spec 8, a refunded invoice: 'Invoice # {n} refunded successfully.' */
export function invoiceRefundedMessage(invoiceNumber: string): string {
  return `Invoice # ${invoiceNumber} refunded successfully.`;
}
