/** German texts of the Achievements screen (see ../../en/achievements.ts). */
import type { TAchievementsTexts } from '../../types';

export const achievements: TAchievementsTexts = {
  title: 'Erfolge',
  subtitle:
    'Meilensteine, erreichte Ziele, Serien und Stufen – verdient mit dem, was Sie in Rentfolio tatsächlich tun.',
  loading: 'Erfolge werden geladen …',
  fetchFailed: 'Erfolge konnten nicht abgerufen werden',
  check: {
    button: 'Nach neuen Erfolgen suchen',
    checking: 'Wird gesucht …',
    found_one: '{{count}} neuer Erfolg erzielt!',
    found_other: '{{count}} neue Erfolge erzielt!',
    foundText: 'Sie stehen ganz oben in Ihrer Liste.',
    none: 'Noch keine neuen Erfolge',
    noneText:
      'Fügen Sie Immobilien hinzu, analysieren Sie Deals und erreichen Sie Ihre Ziele, um weitere zu erzielen.',
    failed: 'Ihre Erfolge konnten nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },
  summary: {
    label: 'Übersicht der Erfolge',
    total: 'Erfolge insgesamt',
    totalHint: 'Bisher erzielt',
    points: 'Erfolgspunkte',
    pointsHint: '{{points}} Punkte pro Erfolg',
    new: 'Neue Erfolge',
    newHint: 'Noch nicht als gelesen markiert',
  },
  tabs: {
    label: 'Ansichten der Erfolge',
    milestones: 'Meilensteine',
    goals: 'Ziele',
    streaks: 'Serien',
    levels: 'Stufen',
  },
  filter: {
    label: 'Erfolge anzeigen',
    all: 'Alle',
    milestone: 'Meilensteine',
    goal_reached: 'Ziele',
    streak: 'Serien',
    level_up: 'Stufen',
    empty: 'Noch keine Erfolge dieser Art.',
  },
  list: {
    title: 'Ihre Erfolge',
    text: 'Die neuesten zuerst.',
    markAllRead: 'Alle als gelesen markieren',
    markingAllRead: 'Wird markiert …',
    markAllReadFailed:
      'Ihre Erfolge konnten nicht als gelesen markiert werden. Bitte versuchen Sie es erneut.',
  },
  item: {
    new: 'Neu',
    markRead: 'Als gelesen markieren',
    markReadLabel: 'Als gelesen markieren: {{title}}',
    earned: 'Erzielt am {{date}}',
  },
  values: {
    analyses_one: '{{value}} Deal-Analyse',
    analyses_other: '{{value}} Deal-Analysen',
    days_one: '{{value}} Tag',
    days_other: '{{value}} Tage',
    weeks_one: '{{value}} Woche',
    weeks_other: '{{value}} Wochen',
  },
  empty: {
    title: 'Noch keine Erfolge',
    text: 'Ihren ersten Erfolg erzielen Sie, indem Sie eine Immobilie zu Ihrem Portfolio hinzufügen oder einen Deal analysieren.',
    addProperty: 'Immobilie hinzufügen',
    analyzeDeal: 'Deal analysieren',
  },
  goals: {
    loading: 'Ihre Ziele werden geladen …',
    loadFailed: 'Ihre Ziele konnten nicht geladen werden.',
    noGoalsTitle: 'Keine Ziele festgelegt',
    noGoalsText:
      'Legen Sie Ziele für Portfoliowert, Cashflow, Anzahl der Immobilien und ROI fest – hier sehen Sie dann, wie weit Sie schon sind.',
    setGoals: 'Ziele festlegen',
  },
  progress: {
    loading: 'Ihr Fortschritt wird geladen …',
    loadFailed: 'Ihre Serien und Ihre Stufe konnten nicht geladen werden.',
  },
  streaks: {
    title: 'Ihre Serien',
    text: 'Berechnet aus Ihrer tatsächlichen Aktivität, Tag für Tag in Ihrer Zeitzone ({{timeZone}}).',
    current: 'Aktuell',
    best: 'Rekord',
    signInDays: 'Tage in Folge mit Rentfolio',
    analysisWeeks: 'Wochen in Folge mit einer Deal-Analyse',
    growthDays: 'Tage in Folge mit Portfoliowachstum',
    next: 'Als Nächstes: {{title}}',
    nextBarLabel: 'Fortschritt bis „{{title}}“',
    daysToGo_one: 'Noch {{value}} Tag',
    daysToGo_other: 'Noch {{value}} Tage',
    weeksToGo_one: 'Noch {{value}} Woche',
    weeksToGo_other: 'Noch {{value}} Wochen',
    ready: 'Erreicht: Suchen Sie nach neuen Erfolgen, um ihn zu erhalten.',
    allEarned: 'Sie haben alle Erfolge dieser Serie erzielt.',
  },
  levels: {
    title: 'Ihre Stufe',
    level: 'Stufe {{level}}',
    totalXp: '{{xp}} EP insgesamt',
    intoLevel: '{{xp}} EP in Stufe {{level}}',
    toNext: 'Noch {{xp}} EP bis Stufe {{level}}',
    barLabel: 'Fortschritt bis Stufe {{level}}',
    sourcesTitle: 'Woher Ihre Erfahrungspunkte (EP) kommen',
    sources: {
      achievements: 'Erfolge',
      properties: 'Immobilien',
      analyses: 'Deal-Analysen',
      activeDays: 'Aktive Tage',
    },
    sourceXp: '{{xp}} EP',
    howTitle: 'So sammeln Sie EP',
    how: {
      achievement: '{{xp}} EP für jeden Erfolg (Stufenaufstiege zählen nicht).',
      property: '{{xp}} EP für jede Immobilie in Ihrem Portfolio.',
      analysis: '{{xp}} EP für jeden Deal, den Sie analysieren.',
      activeDay: '{{xp}} EP für jeden Tag, an dem Sie Rentfolio nutzen.',
      levels:
        'Stufe 2 beginnt bei {{first}} EP, und jede weitere Stufe erfordert {{step}} EP mehr als die vorherige.',
    },
  },
  levelUp: {
    title: 'Stufe {{level}}',
    description: 'Sie haben Stufe {{level}} erreicht.',
  },
  items: {
    'properties-1': { title: 'Erste Immobilie', description: 'Sie haben Ihre erste Immobilie hinzugefügt.' },
    'properties-5': { title: 'Wachsendes Portfolio', description: 'Ihr Portfolio umfasst 5 Immobilien.' },
    'properties-10': { title: 'Portfolio-Aufbauer', description: 'Ihr Portfolio umfasst 10 Immobilien.' },
    'properties-25': { title: 'Immobilienmogul', description: 'Ihr Portfolio umfasst 25 Immobilien.' },
    'portfolio-value-500000': {
      title: 'Halbmillionen-Portfolio',
      description: 'Ihr Portfolio ist 500.000 $ wert.',
    },
    'portfolio-value-1000000': {
      title: 'Millionenportfolio',
      description: 'Ihr Portfolio ist 1 Million $ wert.',
    },
    'portfolio-value-2500000': {
      title: 'Multimillionenportfolio',
      description: 'Ihr Portfolio ist 2,5 Millionen $ wert.',
    },
    'cash-flow-1000': {
      title: 'Cashflow-Einsteiger',
      description: 'Ihr Portfolio bringt 1.000 $ im Monat ein.',
    },
    'cash-flow-5000': {
      title: 'Cashflow-Aufbauer',
      description: 'Ihr Portfolio bringt 5.000 $ im Monat ein.',
    },
    'cash-flow-10000': {
      title: 'Cashflow-Meister',
      description: 'Ihr Portfolio bringt 10.000 $ im Monat ein.',
    },
    'analyses-1': { title: 'Erste Analyse', description: 'Sie haben Ihren ersten Deal analysiert.' },
    'analyses-10': { title: 'Deal-Jäger', description: 'Sie haben 10 Deals analysiert.' },
    'analyses-50': { title: 'Deal-Experte', description: 'Sie haben 50 Deals analysiert.' },
    'goal-portfolio_value': {
      title: 'Portfoliowert-Ziel erreicht',
      description: 'Ihr Portfolio hat den angestrebten Wert erreicht.',
    },
    'goal-cash_flow': {
      title: 'Cashflow-Ziel erreicht',
      description: 'Ihr monatlicher Cashflow hat Ihr Ziel erreicht.',
    },
    'goal-properties': {
      title: 'Immobilienziel erreicht',
      description: 'Sie haben die angestrebte Anzahl an Immobilien erreicht.',
    },
    'goal-roi': {
      title: 'ROI-Ziel erreicht',
      description: 'Ihr durchschnittlicher ROI hat Ihr Ziel erreicht.',
    },
    'sign-in-streak-7': {
      title: '7-Tage-Serie',
      description: 'Sie haben Rentfolio 7 Tage in Folge genutzt.',
    },
    'sign-in-streak-30': {
      title: '30-Tage-Serie',
      description: 'Sie haben Rentfolio 30 Tage in Folge genutzt.',
    },
    'analysis-streak-3': {
      title: 'Wöchentlicher Analyst',
      description: 'Sie haben 3 Wochen in Folge einen Deal analysiert.',
    },
    'analysis-streak-12': {
      title: 'Engagierter Analyst',
      description: 'Sie haben 12 Wochen in Folge einen Deal analysiert.',
    },
    'growth-streak-7': {
      title: 'Wachstumswoche',
      description: 'Ihr Portfolio ist 7 Tage in Folge gewachsen.',
    },
    'growth-streak-30': {
      title: 'Wachstumsmonat',
      description: 'Ihr Portfolio ist 30 Tage in Folge gewachsen.',
    },
  },
};
