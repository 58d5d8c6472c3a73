import '@/i18n';
import '@/i18n/app-strings';
import { formatPlanLabel, PLAN_IDS } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { translatePlanLabel } from './plan-label';

describe('translatePlanLabel', () => {
  it("gives contracts' English label for every plan, a missing one and an unknown one", () => {
    for (const id of [...PLAN_IDS, null, undefined, 'gold']) {
      expect(translatePlanLabel(i18n.t, id)).toBe(formatPlanLabel(id));
    }
  });
});
