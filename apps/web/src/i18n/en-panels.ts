import { EMAIL_CONFIRMATION_MESSAGES, MESSAGES } from '@rentfolio/contracts';

/** English texts of the sign-in, registration, two-factor and admin panels, loaded with them (./panel-strings.ts). */
export const enPanels = {
  /** The shared validation and error texts of @rentfolio/contracts, so that they can be translated like the rest. */
  messages: { ...MESSAGES },
  auth: {
    signInTitle: 'Sign In',
    signInText: 'Welcome back. Sign in to your Rentfolio account.',
    signInToContinueText: 'Sign in to continue to the page you opened.',
    createTitle: 'Create Account',
    createText: 'Start analyzing rental deals in minutes. Free forever.',
    usernameOrEmail: 'Username or Email',
    usernameOrEmailPlaceholder: 'you@example.com',
    username: 'Username',
    usernamePlaceholder: 'jane.investor',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    newPasswordPlaceholder: 'At least 8 characters',
    fullName: 'Full Name',
    optional: '(optional)',
    fullNamePlaceholder: 'Jane Investor',
    fullNameHint: 'If you leave it empty, your username is shown instead.',
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    createAccount: 'Create Account',
    creatingAccount: 'Creating account...',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    loginFailed: 'Login failed. Please try again.',
    registrationFailed: 'Registration failed. Please try again.',
    welcomeBackTitle: 'Welcome back!',
    welcomeBackText: 'Successfully logged in to your account.',
    accountCreatedTitle: 'Account created!',
    accountCreatedText: 'Welcome to Rentfolio. Please log in with your credentials.',
    logOut: 'Log out',
    logOutFailed: 'You could not be logged out. Check your connection and try again.',
    twoFactor: {
      title: 'Two-Factor Sign-In',
      text: 'Enter the 6-digit code from your authenticator app to finish signing in.',
      backupText: 'Enter one of the backup codes you saved when you turned on two-factor sign-in.',
      codeLabel: 'Verification code',
      backupCodeLabel: 'Backup code',
      backupCodePlaceholder: 'ABCDE-FGHJK',
      verify: 'Verify',
      verifying: 'Verifying...',
      useBackupCode: 'Use a backup code instead',
      useAuthenticator: 'Use the authenticator app instead',
      backToSignIn: 'Back to sign in',
      invalidCode: 'Invalid verification code. Please try again.',
      expired:
        'Your sign-in has expired or had too many wrong codes. Please sign in again with your password.',
      failed: 'The code could not be checked. Please try again.',
    },
  },
  admin: {
    title: 'Admin Access',
    text: 'Enter the 4-character admin PIN to open the dashboard.',
    pinLabel: 'Admin PIN',
    pinHint: 'The PIN is exactly 4 characters.',
    submit: 'Access Dashboard',
    submitting: 'Checking...',
    invalidPin: MESSAGES.invalidPin,
    failed: 'Admin authentication failed',
    granted: 'Admin access granted',
    disabled: 'Admin access is not enabled on this server.',
    disabledHint: 'The server administrator can turn it on by setting ADMIN_PIN.',
  },
  /** The page behind the link of a confirmation e-mail (/confirm-email), signed in or out. */
  confirmEmail: {
    title: 'Confirm E-mail',
    checkingTitle: 'Confirming your e-mail address',
    checkingText: 'Checking the link from your e-mail...',
    confirmedTitle: 'E-mail Confirmed',
    confirmedAddress: 'Rentfolio sends your reports and updates to this address from now on.',
    failedTitle: 'The Address Was Not Confirmed',
    networkFailed: 'The link could not be checked. Check your connection and try again.',
    toAccount: 'Go to Account',
    toSignIn: 'Sign in',
    /**
     * The server's answers (EMAIL_CONFIRMATION_MESSAGES of @rentfolio/contracts), found by their wording
     * (i18n/translate-message.ts); the link's lifetime is a placeholder, filled from EMAIL_CONFIRMATION.
     */
    messages: {
      ...EMAIL_CONFIRMATION_MESSAGES,
      linkExpired:
        'This confirmation link has expired (links work for {{hours}} hours). Send a new one from your Account page.',
    },
  },
} as const;
