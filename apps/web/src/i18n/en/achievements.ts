/**
 * English texts of the Achievements screen and of the dashboard's achievement notifications (one file per area, owned
 * with its feature). The `items` texts are the catalogue's English (packages/contracts/src/achievements.ts) word for
 * word, by achievement key; level-ups are written from `levelUp` (features/achievements/achievement-text.test.ts).
 */
export const achievementsTexts = {
  title: 'Achievements',
  subtitle: 'Milestones, reached goals, streaks and levels, earned from what you really do in Rentfolio.',
  loading: 'Loading achievements...',
  /** docs/product.md "Messages" (Achievement): a failed read. */
  fetchFailed: 'Failed to fetch achievements',
  check: {
    button: 'Check for New Achievements',
    checking: 'Checking...',
    found_one: '{{count}} new achievement earned!',
    found_other: '{{count}} new achievements earned!',
    foundText: 'They are at the top of your list.',
    none: 'No new achievements yet',
    noneText: 'Add properties, analyze deals and reach your goals to earn more.',
    failed: 'Your achievements could not be checked. Please try again.',
  },
  summary: {
    label: 'Achievement summary',
    total: 'Total Achievements',
    totalHint: 'Earned so far',
    points: 'Achievement Points',
    pointsHint: '{{points}} points for each achievement',
    new: 'New Achievements',
    newHint: 'Not yet marked read',
  },
  tabs: {
    label: 'Achievement views',
    milestones: 'Milestones',
    goals: 'Goals',
    streaks: 'Streaks',
    levels: 'Level Ups',
  },
  /** The filter row of the Milestones tab, one button per achievement type. */
  filter: {
    label: 'Show achievements',
    all: 'All',
    milestone: 'Milestones',
    goal_reached: 'Goals',
    streak: 'Streaks',
    level_up: 'Level Ups',
    empty: 'No achievements of this kind yet.',
  },
  list: {
    title: 'Your Achievements',
    text: 'Newest first.',
    markAllRead: 'Mark all as read',
    markingAllRead: 'Marking...',
    markAllReadFailed: 'Your achievements could not be marked read. Please try again.',
  },
  item: {
    new: 'New',
    markRead: 'Mark Read',
    /** The button's name starts with its visible text (WCAG 2.5.3), then names the achievement. */
    markReadLabel: 'Mark Read: {{title}}',
    earned: 'Earned {{date}}',
  },
  /**
   * An achievement's figure: the goals feature writes money, percentages and properties (goals.propertyCount), and a
   * level reads as `levelUp.title`.
   */
  values: {
    analyses_one: '{{value}} analysis',
    analyses_other: '{{value}} analyses',
    days_one: '{{value}} day',
    days_other: '{{value}} days',
    weeks_one: '{{value}} week',
    weeks_other: '{{value}} weeks',
  },
  empty: {
    title: 'No Achievements Yet',
    text: 'Earn your first one by adding a property to your portfolio or analyzing a deal.',
    addProperty: 'Add a Property',
    analyzeDeal: 'Analyze a Deal',
  },
  goals: {
    loading: 'Loading your goals...',
    loadFailed: 'Your goals could not be loaded.',
    noGoalsTitle: 'No Goals Set',
    noGoalsText:
      'Set targets for your portfolio value, cash flow, number of properties and ROI, and your progress toward them shows here.',
    setGoals: 'Set Your Goals',
  },
  progress: {
    loading: 'Loading your progress...',
    loadFailed: 'Your streaks and level could not be loaded.',
  },
  streaks: {
    title: 'Your Streaks',
    text: 'Counted from your real activity, day by day in your time zone ({{timeZone}}).',
    current: 'Current',
    best: 'Best',
    signInDays: 'Days in a row using Rentfolio',
    analysisWeeks: 'Weeks in a row with a deal analysis',
    growthDays: 'Days in a row of portfolio growth',
    next: 'Next: {{title}}',
    nextBarLabel: 'Progress toward {{title}}',
    daysToGo_one: '{{value}} more day to go',
    daysToGo_other: '{{value}} more days to go',
    weeksToGo_one: '{{value}} more week to go',
    weeksToGo_other: '{{value}} more weeks to go',
    ready: 'Reached: check for new achievements to earn it.',
    allEarned: 'You have earned every achievement of this streak.',
  },
  levels: {
    title: 'Your Level',
    level: 'Level {{level}}',
    totalXp: '{{xp}} XP in total',
    intoLevel: '{{xp}} XP into level {{level}}',
    toNext: '{{xp}} XP to level {{level}}',
    barLabel: 'Progress toward level {{level}}',
    sourcesTitle: 'Where your XP comes from',
    sources: {
      achievements: 'Achievements',
      properties: 'Properties',
      analyses: 'Deal analyses',
      activeDays: 'Active days',
    },
    sourceXp: '{{xp}} XP',
    howTitle: 'How XP works',
    how: {
      achievement: '{{xp}} XP for each achievement (level-ups do not count).',
      property: '{{xp}} XP for each property in your portfolio.',
      analysis: '{{xp}} XP for each deal you analyze.',
      activeDay: '{{xp}} XP for each day you use Rentfolio.',
      levels:
        'Level 2 starts at {{first}} XP, and each level after it takes {{step}} XP more than the one before.',
    },
  },
  /** A level-up achievement, for any level. */
  levelUp: {
    title: 'Level {{level}}',
    description: 'You reached level {{level}}.',
  },
  /** The catalogue's achievements by key (contracts' ACHIEVEMENTS), in its English. */
  items: {
    'properties-1': { title: 'First Property', description: 'You added your first property.' },
    'properties-5': { title: 'Growing Portfolio', description: 'Your portfolio holds 5 properties.' },
    'properties-10': { title: 'Portfolio Builder', description: 'Your portfolio holds 10 properties.' },
    'properties-25': { title: 'Property Mogul', description: 'Your portfolio holds 25 properties.' },
    'portfolio-value-500000': {
      title: 'Half-Million Portfolio',
      description: 'Your portfolio is worth $500K.',
    },
    'portfolio-value-1000000': {
      title: 'Million-Dollar Portfolio',
      description: 'Your portfolio is worth $1M.',
    },
    'portfolio-value-2500000': {
      title: 'Multi-Million Portfolio',
      description: 'Your portfolio is worth $2.5M.',
    },
    'cash-flow-1000': { title: 'Cash Flow Starter', description: 'Your portfolio brings in $1K a month.' },
    'cash-flow-5000': { title: 'Cash Flow Builder', description: 'Your portfolio brings in $5K a month.' },
    'cash-flow-10000': { title: 'Cash Flow Master', description: 'Your portfolio brings in $10K a month.' },
    'analyses-1': { title: 'First Analysis', description: 'You analyzed your first deal.' },
    'analyses-10': { title: 'Deal Hunter', description: 'You analyzed 10 deals.' },
    'analyses-50': { title: 'Deal Expert', description: 'You analyzed 50 deals.' },
    'goal-portfolio_value': {
      title: 'Portfolio Value Goal Reached',
      description: 'Your portfolio reached your target value.',
    },
    'goal-cash_flow': {
      title: 'Cash Flow Goal Reached',
      description: 'Your monthly cash flow reached your target.',
    },
    'goal-properties': {
      title: 'Property Count Goal Reached',
      description: 'You reached your target number of properties.',
    },
    'goal-roi': { title: 'ROI Goal Reached', description: 'Your average ROI reached your target.' },
    'sign-in-streak-7': { title: '7-Day Streak', description: 'You used Rentfolio 7 days in a row.' },
    'sign-in-streak-30': { title: '30-Day Streak', description: 'You used Rentfolio 30 days in a row.' },
    'analysis-streak-3': { title: 'Weekly Analyst', description: 'You analyzed a deal 3 weeks in a row.' },
    'analysis-streak-12': {
      title: 'Dedicated Analyst',
      description: 'You analyzed a deal 12 weeks in a row.',
    },
    'growth-streak-7': { title: 'Growth Week', description: 'Your portfolio grew 7 days in a row.' },
    'growth-streak-30': { title: 'Growth Month', description: 'Your portfolio grew 30 days in a row.' },
  },
} as const;
