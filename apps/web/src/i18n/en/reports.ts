/**
 * English texts of the dashboard's Monthly Portfolio Reports card and its Updates & Changes panel (one file per area,
 * owned with its feature: features/reports). The toasts' titles and texts are the product's own wording
 * (docs/product.md "Messages"). `messages` are the server's sentences (REPORT_MESSAGES and formatQueuedMessage of
 * @rentfolio/contracts) with their values as placeholders: written in English they equal the API's words
 * (features/reports/report-messages.test.ts).
 */
export const reportsTexts = {
  monthly: {
    title: 'Monthly Portfolio Reports',
    text: 'An email with your portfolio value, cash flow, goals, best and worst properties and top insights.',
    setupTitle: 'Email Service Setup Required',
    emailsLabel: 'Monthly emails',
    emailsOn: 'On',
    emailsOff: 'Off',
    emailsOnText: 'A report is sent to you at the start of each month.',
    emailsOffText: 'No report is sent each month. You can still send one now.',
    changeInSettings: 'Change in Settings',
    lastLabel: 'Last report',
    none: 'No report sent yet',
    kinds: {
      monthly_report: 'Monthly report',
      test_report: 'Test report',
      portfolio_update: 'Portfolio update',
      email_confirmation: 'Confirmation link',
      email_change_notice: 'Notice of an e-mail change',
    },
    /** The delivery state of the last report, in words. */
    statuses: {
      queued: 'Queued',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Failed',
    },
    /** After a failed try the outbox tries again: the state says how many tries there have been. */
    retrying_one: 'Queued, retrying after {{count}} failed attempt',
    retrying_other: 'Queued, retrying after {{count}} failed attempts',
    failedAfter_one: 'Failed after {{count}} attempt',
    failedAfter_other: 'Failed after {{count}} attempts',
    statusLoading: 'Loading report status...',
    statusFailed: 'The report status could not be loaded.',
    retryStatus: 'Try again to load the report status',
    sendNow: 'Send Now',
    sending: 'Sending...',
    sendTest: 'Send Test Report',
    sendingTest: 'Sending test...',
    preview: 'Preview',
    previewNegative: 'Preview (negative cash flow)',
    opensInNewTab: 'Opens in a new tab',
    sentTitle: 'Monthly Report Sent',
    sentText: 'Your monthly report is on its way to your email.',
    failedTitle: 'Failed to Send Report',
    failedText: 'Please try again later.',
    errorTitle: 'Error',
    errorText: 'Failed to send monthly report. Please try again.',
    testSentTitle: 'Test Report Sent',
    testFailed: 'Failed to send test report. Please try again.',
    /** Instead of the send buttons while the user's address is unconfirmed: the server would refuse them. */
    notConfirmedTitle: 'Confirm your e-mail address',
    notConfirmedText:
      'Reports go only to a confirmed address. Open the link we sent to {{email}}, or send a new one from your Account page.',
    openAccount: 'Go to Account',
  },
  updates: {
    title: 'Updates & Changes',
    text: 'What is new in Rentfolio, newest first.',
    bell_one: '{{count}} new update',
    bell_other: '{{count}} new updates',
    bellNone: 'No new updates',
    newCount_one: '{{count}} new',
    newCount_other: '{{count}} new',
    allRead: 'All caught up',
    markAllRead: 'Mark all read',
    markingAllRead: 'Marking...',
    markAllReadFailed: 'The updates could not be marked read. Please try again.',
    isNew: 'New',
    listLabel: 'Updates, newest first',
    types: {
      feature: 'Feature',
      'bug-fix': 'Bug fix',
      improvement: 'Improvement',
      security: 'Security',
    },
    empty: 'No updates yet',
    emptyText: 'New features and fixes will be listed here.',
    loading: 'Loading updates...',
    loadFailed: 'The updates could not be loaded.',
    retry: 'Try again to load the updates',
  },
  /** The server's answers, in the user's language. */
  messages: {
    notConfigured:
      'E-mail is not set up on this server: set SMTP_URL (and MAIL_FROM) to send reports. Nothing was sent.',
    rateLimited: 'You can send at most {{limit}} e-mails an hour. Try again later.',
    noEmail: 'Your account has no e-mail address to send to.',
    emailNotConfirmed:
      'Confirm your e-mail address first: Rentfolio sends e-mail only to an address you confirmed with the link we sent to it.',
    queued: {
      monthly_report: 'Your monthly report is on its way to {{email}}.',
      portfolio_update: 'Your portfolio update is on its way to {{email}}.',
      test_report: 'A test report is on its way to {{email}}.',
      email_confirmation: 'A confirmation link is on its way to {{email}}.',
      email_change_notice: 'A notice of the change is on its way to {{email}}.',
    },
  },
};
