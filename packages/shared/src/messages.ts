/**
 * User-facing texts from the specification, word for word. Both the server (validation answers)
 * and the web app (toasts, banners, empty states) read them from here.
 */
export const MESSAGES = {
  generic: {
    somethingWentWrong: 'Something went wrong',
    unexpected: 'An unexpected error occurred',
    notFound: 'Not found',
  },
  contact: {
    titleRequired: 'Title is required',
    titleMin: 'Title must be at least 2 characters',
    titleMax: 'Title must not exceed 100 characters',
    descriptionRequired: 'Description is required',
    descriptionMin: 'Description must be at least 10 characters',
    descriptionMax: 'Description must not exceed 500 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phoneRequired: 'Phone number is required',
    phoneMin: 'Phone number must be at least 10 digits',
    phoneMax: 'Phone number must not exceed 15 digits',
    sent: "Thank you for your message! We'll get back to you soon.",
    failed: 'Failed to send message. Please try again.',
    /** Not from the spec: shown until the problems endpoint exists, so the form never pretends to send. */
    onlineUnavailable:
      'Sending messages online is not available yet. Please call us or write to us by e-mail and we will gladly help.',
  },
  session: {
    parseFailed: 'Failed to parse auth cookie.',
    saveFailed: 'Failed to save authentication data.',
    clearFailed: 'Failed to clear authentication data.',
  },
  services: {
    loadError: 'Error loading services',
    empty: 'No services found',
  },
} as const;
