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
  auth: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 8 characters',
    passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    passwordMax: 'Password must not exceed 256 characters',
    passwordsMustMatch: 'Passwords must match',
    phoneRequired: 'Phone is required',
    profileFieldsRequired: 'Please fill in all required fields',
    signupSuccess: 'Account created successfully! Please sign in with your credentials.',
    loginFailed: 'Login failed. Please check your credentials and try again.',
    signupFailed: 'Signup failed. Please check your information and try again.',
    profileFailed: 'Failed to complete profile. Please try again.',
    forgotFailed: 'Failed to send reset email. Please try again.',
    serverError: 'Server error. Please contact support if the problem persists.',
    googleFailed: 'Google authentication failed',
    googleInvalidUser: 'Failed to process Google authentication - invalid user data',
    googleSuccess: 'Successfully authenticated with Google!',
    // Server answers (not in the spec, which shows only the client's fallbacks).
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists',
    forgotAccepted: 'If an account exists for that email, we have sent a link to reset the password.',
    resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
    resetDone: 'Your password has been reset. Please sign in with your new password.',
    tokenRequired: 'Please sign in to continue',
    tokenInvalid: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have permission to do that',
    tooManyLogins: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  },
} as const;
