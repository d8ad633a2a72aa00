/** Messages of the renewal controls: the spec's words (sections 5 and 8) and our own. */
export const RENEWAL_MESSAGES = {
  // Spec 5 and 8, word for word.
  stopRequired: 'Required fields need to be filled',
  stopError: "There's been an error, please try again or Contact Support",
  declineDetails: 'Please provide more details',
  declineError: 'An error has occured please contact the provider',
  // Ours.
  declineReasonRequired: 'Choose why the renewal is declined.',
  stopReasonUnknown: 'Choose one of the listed reasons.',
  stopInitiatorUnknown: 'Choose who asked for the stop from the list.',
  notBound: 'Only a bound policy can be renewed.',
  nonRenewable: 'This policy is marked non-renewable, so no renewal can be offered.',
  offerAfterExpiry: 'This policy has expired, so a renewal can no longer be offered.',
  noExpiry: 'This policy has no expiry date, so a renewal cannot be offered.',
  stopRenewalNotAllowed:
    'Stop renewal applies to a bound, renewable policy or to its open renewal application.',
  stopBindNotAllowed: 'Stop bind applies to a quoted or referred application that is still open.',
  declineNotAllowed: 'Decline applies to a bound, renewable policy or to its open renewal application.',
  renewalAlreadyBound: 'The renewal of this policy is already bound, so it cannot be stopped or declined.',
  bindStopped: 'Underwriting stopped this application, so it cannot be bound.',
  renewalStopped: 'The renewal of this policy was stopped, so it cannot be bound.',
} as const;
