import {
  ACHIEVEMENT_MESSAGES,
  levelForXp,
  levelThreshold,
  type TAchievement,
  type TAchievementProgress,
} from '@rentfolio/contracts';
import {
  type AchievementRow,
  awardAchievements,
  findAchievements,
  findSnapshotValues,
  findUsagePeriods,
  getPortfolioTotals,
  getUserById,
  insertNotifications,
  markAchievementViewed,
  markAllAchievementsViewed,
  type UserRow,
  updateUser,
} from '@rentfolio/db';
import { asTotalCents, fromCents } from '@rentfolio/finance';
import type { AppContext } from '../../context';
import { toMonthPeriod } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { getPortfolioGoals, progressOfGoals, toMetrics } from '../goal-progress';
import {
  type AchievementFigures,
  dayStreak,
  definitionOf,
  earnedAchievements,
  earnedLevelUps,
  experience,
  growthStreak,
  isNewActiveDay,
  localDay,
  msIntoLocalDay,
  weekStreak,
} from './achievement-rules';

/** Usage counters per day in the user's zone: a day with a sign-in or visit, and a day with a deal analysis. */
export const ACTIVE_DAY_METRIC = 'active_day';
export const ANALYSIS_DAY_METRIC = 'analysis_day';
/** Analyses that count towards achievements (analysis-counter.ts decides which); the plan's count is separate. */
export const ANALYSIS_XP_METRIC = 'analysis_xp';

export function toAchievementDto(row: AchievementRow): TAchievement | null {
  const definition = definitionOf(row.key);
  if (!definition) return null;
  return {
    id: row.id,
    key: row.key,
    title: definition.title,
    description: definition.description,
    badge: definition.badge,
    color: definition.color,
    achievementType: definition.type,
    goalType: definition.goalType,
    value: row.value,
    earnedAt: new Date(row.earnedAt).toISOString(),
    isViewed: row.viewedAt !== null,
  };
}

function toDtos(rows: AchievementRow[]): TAchievement[] {
  return rows.map(toAchievementDto).filter((dto): dto is TAchievement => dto !== null);
}

/** What the engine measures for `user`, from stored activity (docs/product.md "Achievements"). */
async function gatherFigures(ctx: AppContext, user: UserRow): Promise<AchievementFigures> {
  const now = ctx.now();
  const today = localDay(now, user.timeZone);
  const [metrics, goals, analyses, activeDays, analysisDays, snapshots] = await Promise.all([
    // From the database, not the metrics cache: the engine runs right after the change it judges.
    getPortfolioTotals(ctx.db, user.id).then(toMetrics),
    getPortfolioGoals(ctx, user),
    findUsagePeriods(ctx.db, user.id, ANALYSIS_XP_METRIC),
    findUsagePeriods(ctx.db, user.id, ACTIVE_DAY_METRIC),
    findUsagePeriods(ctx.db, user.id, ANALYSIS_DAY_METRIC),
    findSnapshotValues(ctx.db, user.id),
  ]);
  const analysed =
    analyses.reduce((sum, row) => sum + row.count, 0) +
    ctx.usageBuffer.pendingFor(user.id, ANALYSIS_XP_METRIC, toMonthPeriod(now));
  const activeDayList = activeDays.map((row) => row.period);
  const pendingToday = ctx.usageBuffer.pendingFor(user.id, ACTIVE_DAY_METRIC, today) > 0;
  if (pendingToday && !activeDayList.includes(today)) activeDayList.push(today);
  const analysisDayList = analysisDays.map((row) => row.period);
  if (ctx.usageBuffer.pendingFor(user.id, ANALYSIS_DAY_METRIC, today) > 0) analysisDayList.push(today);
  return {
    properties: metrics.totalProperties,
    portfolioValue: metrics.totalValue,
    monthlyCashFlow: metrics.totalCashFlow,
    analyses: analysed,
    activeDays: new Set(activeDayList).size,
    // Goals count once the user has set them: the defaults are only a suggestion.
    goalsReached: goals.isDefault
      ? []
      : progressOfGoals(metrics, goals)
          .filter((goal) => goal.isReached)
          .map((goal) => ({ goalType: goal.goalType, target: goal.target })),
    streaks: {
      signInDays: dayStreak(activeDayList, today),
      analysisWeeks: weekStreak(analysisDayList, today),
      // Snapshots are kept per UTC day (docs/product.md "Portfolio figures").
      growthDays: growthStreak(
        snapshots.map((row) => ({ day: row.day, value: fromCents(asTotalCents(row.totalValueCents)) })),
        localDay(now, null),
      ),
    },
  };
}

const isLevelUp = (key: string) => key.startsWith('level-');

/**
 * Awards what the user's activity has earned and not yet received, each achievement once (a unique key per user
 * decides between two evaluations at once), with a notification for each in the same transaction.
 */
export async function evaluateAchievements(ctx: AppContext, user: UserRow): Promise<TAchievement[]> {
  const [figures, existing] = await Promise.all([
    gatherFigures(ctx, user),
    findAchievements(ctx.db, user.id),
  ]);
  const held = new Set(existing.map((row) => row.key));
  const earned = earnedAchievements(figures);
  const otherKeys = new Set([...existing.map((row) => row.key).filter((key) => !isLevelUp(key))]);
  for (const entry of earned) otherKeys.add(entry.definition.key);
  const xp = experience(figures, otherKeys.size).total;
  const fresh = [...earned, ...earnedLevelUps(xp)].filter((entry) => !held.has(entry.definition.key));
  if (fresh.length === 0) return [];
  const now = ctx.now();
  const awarded = await ctx.db.transaction().execute(async (trx) => {
    const rows = await awardAchievements(
      trx,
      fresh.map((entry) => ({
        userId: user.id,
        key: entry.definition.key,
        value: entry.value,
        earnedAt: now,
      })),
    );
    await insertNotifications(
      trx,
      rows.map((row) => ({
        userId: user.id,
        type: 'achievement_earned',
        data: { achievementKey: row.key, value: row.value },
        createdAt: now,
      })),
    );
    return rows;
  });
  return toDtos(awarded);
}

/**
 * Runs the engine after an event (a property added or imported, goals saved, an analysis or a sign-in stored). A
 * failure is logged and never fails the event itself.
 */
export async function awardAfterEvent(ctx: AppContext, user: UserRow): Promise<void> {
  try {
    await evaluateAchievements(ctx, user);
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'achievements not evaluated');
  }
}

/** The engine for users known by id (after the usage buffer stored their sign-ins and analyses). */
export async function awardAfterStoredUsage(ctx: AppContext, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) {
    try {
      const user = await getUserById(ctx.db, userId);
      if (user) await evaluateAchievements(ctx, user);
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'achievements not evaluated');
    }
  }
}

/** POST /api/achievements/check: what is pending is stored first, then the engine runs. */
export async function checkAchievements(ctx: AppContext, user: UserRow): Promise<TAchievement[]> {
  await ctx.usageBuffer.flush();
  return evaluateAchievements(ctx, user);
}

export async function listAchievements(ctx: AppContext, user: UserRow): Promise<TAchievement[]> {
  return toDtos(await findAchievements(ctx.db, user.id));
}

export async function viewAchievement(ctx: AppContext, user: UserRow, id: number): Promise<TAchievement> {
  const row = await markAchievementViewed(ctx.db, user.id, id, ctx.now());
  const dto = row ? toAchievementDto(row) : null;
  if (!dto) throw notFound(ACHIEVEMENT_MESSAGES.notFound);
  return dto;
}

/** Mark all as read: every achievement of the caller not yet viewed is viewed now (no one else's); the list after it. */
export async function viewAllAchievements(ctx: AppContext, user: UserRow): Promise<TAchievement[]> {
  await markAllAchievementsViewed(ctx.db, user.id, ctx.now());
  return listAchievements(ctx, user);
}

export async function getAchievementProgress(ctx: AppContext, user: UserRow): Promise<TAchievementProgress> {
  const [figures, existing] = await Promise.all([
    gatherFigures(ctx, user),
    findAchievements(ctx.db, user.id),
  ]);
  const others = existing.filter((row) => !isLevelUp(row.key) && definitionOf(row.key)).length;
  const xp = experience(figures, others);
  const level = levelForXp(xp.total);
  return {
    level,
    xp: xp.total,
    levelStartXp: levelThreshold(level),
    nextLevelXp: levelThreshold(level + 1),
    sources: {
      achievements: xp.achievements,
      properties: xp.properties,
      analyses: xp.analyses,
      activeDays: xp.activeDays,
    },
    streaks: figures.streaks,
    timeZone: user.timeZone ?? 'UTC',
  };
}

/** Today's visit, counted once a day per user (the sign-in streak); resolves once it is stored with the usage counts. */
export async function recordActiveDay(ctx: AppContext, user: UserRow): Promise<void> {
  const now = ctx.now();
  const day = localDay(now, user.timeZone);
  const previous = ctx.activeDayOf.get(user.id);
  if (previous?.day === day) return;
  // One active day per real day, whatever the time zone says (a zone moved forward would give a second date).
  if (!isNewActiveDay(previous?.start ?? null, now)) return;
  ctx.activeDayOf.set(user.id, { day, start: now - msIntoLocalDay(now, user.timeZone) });
  try {
    await ctx.usageBuffer.add(user.id, ACTIVE_DAY_METRIC, day);
  } catch (error) {
    // Not stored: the next request of the day counts it again.
    ctx.activeDayOf.delete(user.id);
    throw error;
  }
}

/**
 * A deal analysis: today counts towards the weekly analysis streak, and the analysis towards the analyses achievements
 * and XP when it is a distinct deal (once a minute) within the hourly allowance (analysis-counter.ts).
 */
export async function recordAnalysis(ctx: AppContext, user: UserRow, dealKey: string): Promise<void> {
  const now = ctx.now();
  const stored = [ctx.usageBuffer.add(user.id, ANALYSIS_DAY_METRIC, localDay(now, user.timeZone))];
  if (ctx.analysisCounter.count(user.id, dealKey, now)) {
    stored.push(ctx.usageBuffer.add(user.id, ANALYSIS_XP_METRIC, toMonthPeriod(now)));
  }
  await Promise.all(stored);
}

/** PUT /api/user/time-zone: the zone the browser reports. */
export async function setTimeZone(ctx: AppContext, user: UserRow, timeZone: string): Promise<UserRow> {
  if (user.timeZone === timeZone) return user;
  const updated = await updateUser(ctx.db, user.id, { timeZone, updatedAt: ctx.now() });
  ctx.sessionCache.forgetUser(user.id);
  if (!updated) throw notFound('User not found.');
  return updated;
}
