/**
 * Every user-visible message the server and the client share, spelled exactly as the spec and
 * the API contract give them. Import from here; never retype a message.
 */
export const MESSAGES = {
  // Generic (api-contract §1)
  routeNotFound: 'Route not found',
  malformedJson: 'Malformed JSON body',
  unsupportedContentType: 'Unsupported content type',
  bodyTooLarge: 'Request body is too large',
  internal: 'Internal server error',
  rateLimited: 'Too many requests. Please try again later.',
  databaseDown: 'Database connection failed',

  // Auth (api-contract §1.4, §2; spec 1 §5, §8)
  accessTokenRequired: 'Access token required',
  invalidToken: 'Invalid or expired token',
  enterValidEmail: 'Enter a valid email',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose another.',
  confirmPassword: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy to continue.',
  otpRequired: 'OTP is required',
  registerSuccess: 'Registration successful. Please check your email for verification code.',
  registerSuccessClient: 'Registration successful! Please check your email for the verification code.',
  emailVerified: 'Email verified successfully',
  emailVerifiedClient: 'Email verified! Redirecting...',
  invalidVerificationCode: 'Invalid or expired verification code',
  tooManyCodeAttempts: 'Too many attempts. Please request a new code.',
  resendSent: 'If this email needs verification, a new code has been sent.',
  resendSentClient: 'Verification code resent! Please check your email.',
  loginSuccess: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before signing in',
  accountCooledDown: 'Too many failed attempts. Please try again later or reset your password.',
  forgotSent: 'If an account exists for this email, a reset code has been sent.',
  resetSuccess: 'Password reset successful',
  invalidResetCode: 'Invalid or expired reset code',
  accountDeleted: 'Account deleted successfully',
  typeDeleteToConfirm: 'Please type DELETE to confirm',
  deleteAccountFailed: 'Failed to delete account',
  ticketRequired: 'Ticket is required',
  invalidTicket: 'Invalid or expired login ticket',
  missingOAuthParams: 'Missing OAuth parameters',
  invalidTokenPayload: 'Invalid token payload',
  failedToDecodeToken: 'Failed to decode authentication token',
  googleLinked: 'Google account linked successfully! Redirecting to dashboard...',
  googleLoginSuccess: 'Google login successful! Redirecting to dashboard...',
  completingAuth: 'Completing authentication...',
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailed: 'Registration failed. Please try again.',
  verificationFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend verification code.',
  googleFailed: 'Failed to process Google authentication. Please try again.',
  authenticationFailed: 'Authentication failed',

  // Health
  healthOk: 'OK',

  // Client-only (spec 1 §8)
  useAuthOutsideProvider: 'useAuth must be used within AuthProvider',
  useToastOutsideProvider: 'useToast must be used within a ToastProvider',
  corruptStoredUser: 'Failed to parse stored user data',
  errorScreenHeading: 'Something went wrong',
  errorScreenText: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  notFoundTitle: '404 – Page Not Found',

  // Public (spec 2 §8)
  profileNotFound: 'Profile not found',
  profileNotFoundTitle: 'Profile Not Found',
  profilePrivate: 'This profile is private',
} as const;

export type MessageKey = keyof typeof MESSAGES;
