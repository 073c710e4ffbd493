/** My account (issue 16): the server's answers that the page shows too. Not in the spec. */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your details have been saved.',
  channelsSaved: 'Your message choices have been saved.',
  channelsNeedPhone: 'Please save a mobile number we can send messages to (for example 050 123 4567) first.',
  passwordRequired: 'Please enter your current password',
  currentPasswordWrong: 'The current password is not correct',
  emailSame: 'This is already your email address',
  emailTaken: 'An account with this email already exists',
  emailChangeSent: 'We have sent a link to your new address. Your email changes when you open it.',
  emailChanged: 'Your email address has been changed and verified.',
  emailChangeInvalid: 'This link is invalid or has expired, or the address is now taken. Please ask for a new one.',
  sessionEnded: 'That session has been signed out.',
  sessionNotFound: 'Session not found',
  confirmationWrong: 'Please type DELETE to confirm',
  staffCannotDelete: 'Staff accounts cannot be deleted here. Please ask an admin.',
  accountDeleted: 'Your account has been deleted. Future bookings were cancelled.',
  /** What a deleted customer's past orders show instead of their name. */
  deletedCustomerName: 'Deleted customer',
} as const;
