import { GOAL_TITLES } from '@rentfolio/contracts';

/** English texts of the goals screens (one file per area, owned with its feature). */
export const goalsTexts = {
  loading: 'Loading...',
  backToDashboard: 'Back to Dashboard',
  settings: {
    title: 'Portfolio Settings',
    text: 'Set the investment goals your dashboard and sidebar track.',
  },
  account: {
    title: 'Account Settings',
    text: 'Manage your account and your investment goals.',
    planLabel: 'Your plan',
    tabsLabel: 'Account settings sections',
    goalsTab: 'Investment Goals',
  },
  form: {
    title: 'Investment Goals',
    text: 'The targets your progress is measured against.',
    loading: 'Loading your goals...',
    loadFailed: 'Your goals could not be loaded.',
    suggested:
      'These are suggested targets. Change any of them, then choose Save Goals to make them your own.',
    pastDateHint: 'This date has passed. Choose a new date to keep your goals current.',
    targetValue: 'Target Portfolio Value',
    targetValueHint: 'The total value of all your properties.',
    targetCashFlow: 'Monthly Cash Flow Target',
    targetCashFlowHint: 'The cash flow of all your properties together, each month.',
    targetROI: 'Target Average ROI (%)',
    targetROIHint: 'The mean ROI across your properties.',
    targetProperties: 'Target Number of Properties',
    targetDate: 'Target Achievement Date',
    save: 'Save Goals',
    saving: 'Saving...',
    fixErrors: 'Check the fields marked in red.',
  },
  toasts: {
    updatedTitle: 'Goals Updated',
    updatedText: 'Your investment goals have been saved.',
    /** docs/product.md "Messages" (Goals failure). */
    failedTitle: 'Update Failed',
    failedText: 'Failed to update goals. Please try again.',
  },
  progress: {
    title: 'Current Progress',
    text: 'How far your portfolio is toward each goal today.',
    loading: 'Loading your progress...',
    loadFailed: 'Your progress could not be loaded.',
    overall: 'Overall Progress',
    current: 'Current',
    target: 'Target',
    reached: 'Goal reached',
    barLabel: '{{title}} progress',
    noProperties: 'You have no properties yet, so every goal starts at zero. Add one to see your progress.',
    addProperty: 'Add Property',
    setupWizard: 'Portfolio Setup Wizard',
  },
  /** The goal titles of @rentfolio/contracts (docs/product.md "Screens", the dashboard's goals card). */
  titles: { ...GOAL_TITLES },
  /** A property count as formatGoalValue writes it (docs/product.md "Limits": the word 'Properties'). */
  propertyCount_one: '{{value}} Property',
  propertyCount_other: '{{value}} Properties',
} as const;
