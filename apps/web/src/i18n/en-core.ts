/**
 * English texts of the landing page and of what every screen shares: all the first screen needs. The texts of the
 * signed-in screens are in ./en-app.ts, loaded with them (docs/product.md "Performance"). Where the product spec gives
 * a text it is reproduced exactly.
 */
export const enCore = {
  common: {
    appName: 'Rentfolio',
    loading: 'Loading...',
    retry: 'Try again',
    close: 'Close',
    perMonth: '/month',
    goBack: 'Go back',
    backToHome: 'Back to home',
    negativeMoney: 'Negative amounts are not allowed. Enter the amount without a minus sign.',
  },
  errors: {
    loadFailedTitle: 'Rentfolio could not load',
    loadFailedText: 'We could not reach the server. Check your connection and try again.',
    screenLoadFailed: 'This screen could not be loaded. Check your connection and try again.',
  },
  toast: {
    region: 'Notifications',
    close: 'Close notification',
  },
  landing: {
    headerNav: 'Account',
    logIn: 'Log in',
    adminAccess: 'Admin access',
    heroEyebrow: 'Free forever · No credit card needed',
    heroTitle: 'Analyze rental deals. Grow a portfolio that pays.',
    heroText:
      'Rentfolio runs the numbers on any rental property in seconds, then tracks your whole portfolio: cash flow, ROI, goals and market trends, in one clear dashboard.',
    heroCta: 'Create your free account',
    heroSecondaryCta: 'Explore features',
    freeCardTitle: 'Free forever',
    freeCardText: 'Every feature, for every investor. No trials, no tiers, no surprises.',
    freePrice: '$0',
    freePriceSuffix: 'forever',
    freeCardPoints: {
      noCard: 'No credit card needed',
      allFeatures: 'All features included',
      unlimited: 'Unlimited deal analyses',
      secure: 'Two-factor authentication built in',
    },
    getStarted: 'Get Started Free',
    featuresTitle: 'Everything a rental investor needs',
    featuresText: 'From the first back-of-the-envelope check to a portfolio of many doors.',
    footerTagline: 'Rental-property deal analysis and portfolio tracking for individual investors.',
    footerFree: 'Free forever. All features included.',
    footerCopyright: '© {{year}} Rentfolio',
  },
  features: {
    dealAnalysis: {
      title: 'Deal analysis calculator',
      text: 'Cap rate, cash flow, cash-on-cash return and ROI for any property, with a deal score and recommendation.',
    },
    portfolioDashboard: {
      title: 'Portfolio dashboard',
      text: 'Total value, monthly cash flow, average ROI and occupancy at a glance.',
    },
    analytics: {
      title: 'Advanced analytics and charts',
      text: 'Line, bar and doughnut charts of performance, ROI and cash flow across your properties.',
    },
    achievements: {
      title: 'Achievements',
      text: 'Milestones, goals, streaks and level ups that mark your progress.',
    },
    twoFactor: {
      title: 'Two-factor authentication',
      text: 'Protect your account with an authenticator app and backup codes.',
    },
    account: {
      title: 'Account management',
      text: 'Your profile and picture, password, signed-in devices, a download of all your data and account deletion.',
    },
    goals: {
      title: 'Investment goal tracking',
      text: 'Set targets for value, cash flow, ROI and property count, and watch the progress.',
    },
    emailReports: {
      title: 'Email notifications and monthly reports',
      text: 'Monthly portfolio reports and notifications delivered to your inbox.',
    },
    csv: {
      title: 'CSV import and export',
      text: 'Bring your properties in from a spreadsheet and take them out again at any time.',
    },
    market: {
      title: 'Market trends and heat maps',
      text: 'Prices, rents, yields and neighborhood heat maps from public data.',
    },
    search: {
      title: 'Property search and comparison',
      text: 'Filter your properties and compare up to three side by side.',
    },
    insights: {
      title: 'Investment insights',
      text: 'Opportunities, performance notes and warnings drawn from your portfolio.',
    },
    themes: {
      title: 'Themes and dark mode',
      text: 'A comfortable interface by day or night, in the colors you like.',
    },
    onboarding: {
      title: 'Onboarding wizard',
      text: 'Set up your portfolio in three guided steps.',
    },
  },
  notFound: {
    title: 'Page Not Found',
    text: '404 Page Not Found',
    home: 'Go to the home page',
  },
} as const;
