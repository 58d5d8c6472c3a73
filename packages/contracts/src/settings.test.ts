import { describe, expect, it } from 'vitest';
import { ZColorPair, ZUpdateSettingsRequest } from './settings';
import { contrastRatio } from './settings-options';

describe('contrastRatio (WCAG 2)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#10B981', '#10B981')).toBe(1);
  });

  it('matches the WebAIM checker: #777777 on #FFFFFF is 4.48:1, #767676 on #FFFFFF is 4.54:1', () => {
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#767676')).toBeCloseTo(4.54, 2);
  });
});

describe('ZColorPair', () => {
  it('accepts a readable pair and refuses one under 4.5:1 or a colour not written #RRGGBB', () => {
    expect(ZColorPair.safeParse({ accent: '#767676', background: '#FFFFFF' }).success).toBe(true);
    const low = ZColorPair.safeParse({ accent: '#777777', background: '#FFFFFF' });
    expect(low.success).toBe(false);
    expect(low.error?.issues[0]?.message).toMatch(/4\.5:1/);
    expect(ZColorPair.safeParse({ accent: 'red', background: '#FFFFFF' }).success).toBe(false);
  });
});

describe('ZUpdateSettingsRequest', () => {
  it('needs at least one setting and refuses unknown ones and values outside the lists', () => {
    expect(ZUpdateSettingsRequest.safeParse({}).success).toBe(false);
    expect(ZUpdateSettingsRequest.safeParse({ currency: 'JPY' }).success).toBe(false);
    expect(ZUpdateSettingsRequest.safeParse({ dashboardRefresh: '2' }).success).toBe(false);
    expect(ZUpdateSettingsRequest.safeParse({ colour: 'x' }).success).toBe(false);
    expect(ZUpdateSettingsRequest.safeParse({ language: 'de', dashboardRefresh: '0' }).success).toBe(true);
  });
});
