import { DEFAULT_SETTINGS } from '@rentfolio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAppearance, customColorTokens, textColorOn } from './appearance';
import { changedSettings } from './settings-form';
import { readStoredSettings, writeStoredSettings } from './settings-storage';

afterEach(() => {
  localStorage.clear();
  const root = document.documentElement;
  root.className = '';
  root.removeAttribute('style');
  delete root.dataset.theme;
});

describe('the stored settings', () => {
  it('are the product’s defaults when nothing is stored', () => {
    expect(readStoredSettings()).toEqual({
      darkMode: false,
      compactView: false,
      theme: 'midnight',
      customColors: {},
      emailNotifications: true,
      marketAlerts: true,
      pushNotifications: true,
      dashboardRefresh: '5',
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
      language: 'en',
    });
  });

  it('keep each valid field, drop malformed ones, and read the theme from darkModeTheme', () => {
    localStorage.setItem(
      'userSettings',
      JSON.stringify({ darkMode: true, currency: 'JPY', dashboardRefresh: '15', language: 'de', extra: 1 }),
    );
    localStorage.setItem('darkModeTheme', 'ocean');
    expect(readStoredSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      darkMode: true,
      dashboardRefresh: '15',
      language: 'de',
      theme: 'ocean',
    });
    localStorage.setItem('userSettings', 'not json');
    localStorage.setItem('darkModeTheme', 'sunset');
    expect(readStoredSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('are written under the product’s keys, the theme apart', () => {
    writeStoredSettings({ ...DEFAULT_SETTINGS, theme: 'royal', compactView: true });
    expect(localStorage.getItem('darkModeTheme')).toBe('royal');
    const stored = JSON.parse(localStorage.getItem('userSettings') ?? '{}');
    expect(stored).toMatchObject({ compactView: true, dashboardRefresh: '5', currency: 'USD' });
    expect(stored.theme).toBeUndefined();
  });
});

describe('applyAppearance', () => {
  it('sets dark mode, the theme and compact view on <html>, and takes them off again', () => {
    const root = document.documentElement;
    applyAppearance({ darkMode: true, compactView: true, theme: 'forest', customColors: {} });
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('compact')).toBe(true);
    expect(root.dataset.theme).toBe('forest');
    applyAppearance({ darkMode: false, compactView: false, theme: 'forest', customColors: {} });
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('compact')).toBe(false);
  });

  it("uses a theme's custom colours only in dark mode", () => {
    const root = document.documentElement;
    const customColors = { ocean: { accent: '#FFD166', background: '#101820' } };
    applyAppearance({ darkMode: true, compactView: false, theme: 'ocean', customColors });
    expect(root.style.getPropertyValue('--primary')).toBe('#FFD166');
    expect(root.style.getPropertyValue('--background')).toBe('#101820');
    expect(root.style.getPropertyValue('--primary-foreground')).toBe('#000000');
    applyAppearance({ darkMode: false, compactView: false, theme: 'ocean', customColors });
    expect(root.style.getPropertyValue('--primary')).toBe('');
  });

  it('writes white on a dark accent and black on a light one', () => {
    expect(textColorOn('#1E3A8A')).toBe('#FFFFFF');
    expect(textColorOn('#A7F3D0')).toBe('#000000');
    expect(customColorTokens({ accent: '#1E3A8A', background: '#FFFFFF' })['--primary-foreground']).toBe(
      '#FFFFFF',
    );
  });
});

describe('changedSettings', () => {
  it('lists only what differs, comparing custom colours by value', () => {
    const saved = {
      ...DEFAULT_SETTINGS,
      customColors: { neon: { accent: '#FFFFFF', background: '#000000' } },
    };
    const draft = {
      ...saved,
      currency: 'EUR' as const,
      customColors: { neon: { accent: '#FFFFFF', background: '#000000' } },
    };
    expect(changedSettings(saved, draft)).toEqual({ currency: 'EUR' });
    expect(changedSettings(saved, saved)).toEqual({});
  });
});
