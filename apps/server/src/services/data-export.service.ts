import { MAX_PROPERTIES_PER_USER, MAX_SAVED_ANALYSES_PER_USER } from '@rentfolio/contracts';
import {
  countUnusedBackupCodes,
  findDealAnalysesByOwner,
  findNeighbourhoodValues,
  findNotifications,
  findPropertiesByOwner,
  findSnapshots,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { getSettings } from './account.service';
import { listAchievements } from './achievements/achievements.service';
import { toNotificationDto } from './notification.service';
import { getPortfolioGoals } from './portfolio.service';
import { toPropertyDto } from './property.service';
import { toSavedAnalysisDto } from './saved-analyses.service';
import { toUserDto } from './user.service';

/** Every notification a user can have is far below this; it only bounds the query. */
const NOTIFICATION_EXPORT_LIMIT = 1_000_000;

/**
 * GET /api/user/export: everything stored about the user, as one JSON document (docs/product.md "Account"). Secrets
 * stay out: no password hash, TOTP secret, backup codes or session tokens; only whether two-factor sign-in is on.
 */
export async function exportUserData(ctx: AppContext, user: UserRow) {
  const [
    properties,
    analyses,
    notifications,
    snapshots,
    settings,
    goals,
    backupCodesRemaining,
    neighbourhoodValues,
    achievements,
  ] = await Promise.all([
    findPropertiesByOwner(ctx.db, user.id, { limit: MAX_PROPERTIES_PER_USER, offset: 0 }),
    findDealAnalysesByOwner(ctx.db, user.id, MAX_SAVED_ANALYSES_PER_USER),
    findNotifications(ctx.db, user.id, NOTIFICATION_EXPORT_LIMIT),
    findSnapshots(ctx.db, user.id, '0000-01-01'),
    getSettings(ctx, user),
    getPortfolioGoals(ctx, user),
    user.twoFactorEnabled === 1 ? countUnusedBackupCodes(ctx.db, user.id) : Promise.resolve(0),
    findNeighbourhoodValues(ctx.db, user.id),
    listAchievements(ctx, user),
  ]);
  return {
    format: 'rentfolio-export',
    version: 1,
    exportedAt: new Date(ctx.now()).toISOString(),
    profile: toUserDto(user),
    twoFactor: { enabled: user.twoFactorEnabled === 1, backupCodesRemaining },
    settings,
    goals,
    properties: properties.map(toPropertyDto),
    analyses: analyses.map(toSavedAnalysisDto),
    portfolioHistory: snapshots.map(({ userId: _userId, ...snapshot }) => snapshot),
    notifications: notifications.map(toNotificationDto).filter((item) => item !== null),
    neighbourhoodValues,
    achievements,
  };
}
