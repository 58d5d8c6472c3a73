// The feature's door: what the rest of the app imports from '@/features/settings' (ARCHITECTURE.md "Feature doors").

export { applyAppearance, customColorTokens } from './appearance';
export { SettingsForm } from './settings-form';
export { getAppliedSettings, setAppliedSettings, useAppliedSettings } from './settings-store';
export { SettingsSync, useServerSettings } from './use-settings';
