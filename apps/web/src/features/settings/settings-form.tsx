import {
  CURRENCIES,
  contrastRatio,
  DATE_FORMATS,
  DEFAULT_SETTINGS,
  LANGUAGES,
  MIN_TEXT_CONTRAST,
  REFRESH_OPTIONS,
  type TColorPair,
  THEMES,
  type TTheme,
  type TUpdateSettingsRequest,
  type TUserSettings,
} from '@rentfolio/contracts';
import { Check, CircleAlert, LoaderCircle, RotateCcw, Save } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { formatRatio, writeDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { textColorOn } from './appearance';
import { setAppliedSettings } from './settings-store';
import { useSaveSettings } from './use-settings';

/** Swatches of the theme picker: each theme's background and accent (themes.css). */
const THEME_SWATCHES: Record<TTheme, { background: string; accent: string }> = {
  midnight: { background: '#0A0A0C', accent: '#10B981' },
  forest: { background: '#07140E', accent: '#4ADE80' },
  arctic: { background: '#0B1320', accent: '#7DD3FC' },
  royal: { background: '#110B24', accent: '#C4B5FD' },
  crimson: { background: '#140A0C', accent: '#FB7185' },
  monochrome: { background: '#0A0A0A', accent: '#E5E5E5' },
  neon: { background: '#05050A', accent: '#39FF88' },
  ocean: { background: '#06121C', accent: '#2DD4BF' },
};

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** The settings that differ between `saved` and `draft`, for PATCH /api/user/settings. */
export function changedSettings(saved: TUserSettings, draft: TUserSettings): TUpdateSettingsRequest {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof TUserSettings)[]) {
    if (JSON.stringify(draft[key]) !== JSON.stringify(saved[key])) changes[key] = draft[key];
  }
  return changes as TUpdateSettingsRequest;
}

type SettingsFormProps = { saved: TUserSettings; extraSections?: ReactNode };

/**
 * The Settings form (docs/product.md "Settings"). Appearance changes show at once as a preview; Save stores them on
 * the server and in the browser; leaving without saving puts the saved look back. Choosing a theme while dark mode is
 * off turns dark mode on and saves that straight away.
 */
export function SettingsForm({ saved, extraSections }: SettingsFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<TUserSettings>(saved);
  const savedRef = useRef(saved);
  savedRef.current = saved;

  const changes = changedSettings(saved, draft);
  const isChanged = Object.keys(changes).length > 0;
  const customPair = draft.customColors[draft.theme];
  const isCustomValid =
    !customPair ||
    (HEX.test(customPair.accent) &&
      HEX.test(customPair.background) &&
      contrastRatio(customPair.accent, customPair.background) >= MIN_TEXT_CONTRAST);

  // The draft's look is shown at once; the saved look comes back when the page is left unsaved.
  useEffect(() => {
    if (isCustomValid)
      setAppliedSettings({ ...savedRef.current, ...pickAppearance(draft) }, { persist: false });
  }, [draft, isCustomValid]);
  useEffect(() => () => setAppliedSettings(savedRef.current, { persist: false }), []);

  function update(changes: Partial<TUserSettings>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function submit(body: TUpdateSettingsRequest, next: TUserSettings) {
    save.mutate(body, {
      onSuccess: (stored) => {
        setDraft((current) => ({ ...current, ...stored, ...pickUnsaved(current, next) }));
        toast.success(t('settings.savedTitle'), { description: t('settings.savedText') });
      },
      onError: () => {
        toast.error(t('settings.saveFailedTitle'), { description: t('settings.saveFailedText') });
      },
    });
  }

  function chooseTheme(theme: TTheme) {
    if (!draft.darkMode) {
      // Turning dark mode on with a theme is saved straight away (the product's behaviour), without a reload.
      const next = { ...draft, theme, darkMode: true };
      setDraft(next);
      submit({ theme, darkMode: true }, next);
      return;
    }
    update({ theme });
  }

  function setCustomPair(pair: TColorPair | null) {
    setDraft((current) => {
      const customColors = { ...current.customColors };
      if (pair) customColors[current.theme] = pair;
      else delete customColors[current.theme];
      return { ...current, customColors };
    });
  }

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (isChanged && isCustomValid && !save.isPending) submit(changes, draft);
      }}
    >
      <Section title={t('settings.appearance.title')} text={t('settings.appearance.text')}>
        <ToggleRow
          label={t('settings.appearance.darkMode')}
          hint={t('settings.appearance.darkModeHint')}
          checked={draft.darkMode}
          onChange={(darkMode) => update({ darkMode })}
        />
        <ToggleRow
          label={t('settings.appearance.compactView')}
          hint={t('settings.appearance.compactViewHint')}
          checked={draft.compactView}
          onChange={(compactView) => update({ compactView })}
        />
      </Section>

      <Section title={t('settings.themes.title')} text={t('settings.themes.text')}>
        <ThemePicker value={draft.theme} onChange={chooseTheme} />
      </Section>

      <Section
        title={t('settings.colors.title')}
        text={t('settings.colors.text', { theme: t(`settings.themes.names.${draft.theme}`) })}
      >
        <ColorCustomizer
          key={draft.theme}
          theme={draft.theme}
          pair={customPair ?? null}
          isDarkMode={draft.darkMode}
          onChange={setCustomPair}
        />
      </Section>

      <Section title={t('settings.notifications.title')} text={t('settings.notifications.text')}>
        <ToggleRow
          label={t('settings.notifications.email')}
          hint={t('settings.notifications.emailHint')}
          checked={draft.emailNotifications}
          onChange={(emailNotifications) => update({ emailNotifications })}
        />
        <ToggleRow
          label={t('settings.notifications.marketAlerts')}
          hint={t('settings.notifications.marketAlertsHint')}
          checked={draft.marketAlerts}
          onChange={(marketAlerts) => update({ marketAlerts })}
        />
        <div className="flex flex-col gap-1 rounded-md bg-muted px-3 py-2.5">
          <p className="font-medium text-sm">{t('settings.notifications.pushTitle')}</p>
          <p className="text-muted-foreground text-sm">{t('settings.notifications.pushText')}</p>
        </div>
      </Section>

      <Section title={t('settings.display.title')} text={t('settings.display.text')}>
        <SelectRow
          label={t('settings.display.currency')}
          hint={t('settings.display.currencyHint')}
          value={draft.currency}
          options={CURRENCIES.map((code) => ({ value: code, label: currencyName(code, i18n.language) }))}
          onChange={(currency) => update({ currency })}
        />
        <SelectRow
          label={t('settings.display.dateFormat')}
          hint={t('settings.display.dateFormatHint')}
          value={draft.dateFormat}
          options={DATE_FORMATS.map((format) => ({
            value: format,
            label: t('settings.display.dateFormatExample', { format, example: today(format) }),
          }))}
          onChange={(dateFormat) => update({ dateFormat })}
        />
        <SelectRow
          label={t('settings.display.refresh')}
          hint={t('settings.display.refreshHint')}
          value={draft.dashboardRefresh}
          options={REFRESH_OPTIONS.map((minutes) => ({
            value: minutes,
            label:
              minutes === '0'
                ? t('settings.display.refreshManual')
                : t('settings.display.refreshEvery', { count: Number(minutes) }),
          }))}
          onChange={(dashboardRefresh) => update({ dashboardRefresh })}
        />
      </Section>

      <Section title={t('settings.regional.title')} text={t('settings.regional.text')}>
        <SelectRow
          label={t('settings.regional.language')}
          hint={t('settings.regional.languageHint')}
          value={draft.language}
          options={LANGUAGES.map((code) => ({ value: code, label: languageName(code), lang: code }))}
          onChange={(language) => update({ language })}
        />
      </Section>

      {extraSections}

      <div className="sticky bottom-16 z-10 flex flex-col gap-3 rounded-lg border bg-card p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between md:bottom-4">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {isChanged ? t('settings.unsaved') : null}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            onClick={() => setDraft({ ...DEFAULT_SETTINGS })}
            disabled={save.isPending}
          >
            <RotateCcw aria-hidden="true" />
            {t('settings.reset')}
          </Button>
          <Button type="submit" disabled={!isChanged || !isCustomValid || save.isPending}>
            {save.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A currency's name in the interface language, with its code: "US Dollar (USD)", "dólar estadounidense (USD)". */
function currencyName(code: string, language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** A language's name in that language, as language pickers show them: English, Español, Deutsch. */
function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

function today(format: (typeof DATE_FORMATS)[number]): string {
  const now = new Date();
  return writeDate(now.getFullYear(), now.getMonth() + 1, now.getDate(), format);
}

function pickAppearance(settings: TUserSettings) {
  const { darkMode, compactView, theme, customColors } = settings;
  return { darkMode, compactView, theme, customColors };
}

/** Changes made while a save was under way stay in the draft. */
function pickUnsaved(current: TUserSettings, sent: TUserSettings): Partial<TUserSettings> {
  return changedSettings(sent, current) as Partial<TUserSettings>;
}

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card className="gap-4" aria-labelledby={titleId} role="region">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {title}
        </h2>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

type ToggleRowProps = { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void };

function ToggleRow({ label, hint, checked, onChange }: ToggleRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span id={labelId} className="font-medium text-sm">
          {label}
        </span>
        <span id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </span>
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={hintId}
      />
    </div>
  );
}

type SelectRowProps<T extends string> = {
  label: string;
  hint: string;
  value: T;
  options: { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
};

function SelectRow<T extends string>({ label, hint, value, options, onChange }: SelectRowProps<T>) {
  const selectId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={selectId}>{label}</Label>
        <span id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </span>
      </div>
      <div className="sm:w-80 sm:shrink-0">
        <NativeSelect
          id={selectId}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function ThemePicker({ value, onChange }: { value: TTheme; onChange: (theme: TTheme) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('settings.themes.label')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {THEMES.map((theme) => {
          const swatch = THEME_SWATCHES[theme];
          const isSelected = theme === value;
          return (
            <label
              key={theme}
              className={cn(
                'flex cursor-pointer flex-col gap-2 rounded-lg border p-2 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
                isSelected ? 'border-primary bg-accent' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={isSelected}
                onChange={() => onChange(theme)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="flex h-12 items-end justify-end rounded-md p-1.5"
                style={{ backgroundColor: swatch.background }}
              >
                <span className="size-5 rounded-full" style={{ backgroundColor: swatch.accent }} />
              </span>
              <span className="flex items-center justify-between gap-1 font-medium text-sm">
                {t(`settings.themes.names.${theme}`)}
                {isSelected ? <Check className="size-4" aria-label={t('settings.themes.selected')} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type ColorCustomizerProps = {
  theme: TTheme;
  pair: TColorPair | null;
  isDarkMode: boolean;
  onChange: (pair: TColorPair | null) => void;
};

function ColorCustomizer({ theme, pair, isDarkMode, onChange }: ColorCustomizerProps) {
  const { t } = useTranslation();
  const base = THEME_SWATCHES[theme];
  const current = pair ?? { accent: base.accent, background: base.background };
  const isValid = HEX.test(current.accent) && HEX.test(current.background);
  const ratio = isValid ? contrastRatio(current.accent, current.background) : null;
  const isReadable = ratio !== null && ratio >= MIN_TEXT_CONTRAST;
  const statusId = useId();

  function setColor(which: keyof TColorPair, value: string) {
    onChange({ ...current, [which]: value.trim().toUpperCase() });
  }

  return (
    <div className="flex flex-col gap-4">
      <ToggleRow
        label={t('settings.colors.use')}
        hint={isDarkMode ? t('settings.colors.hexHint') : t('settings.colors.darkOnly')}
        checked={pair !== null}
        onChange={(use) => onChange(use ? current : null)}
      />
      {pair ? (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-3">
            {(['accent', 'background'] as const).map((which) => (
              <div key={which} className="flex flex-col gap-2">
                <Label htmlFor={`custom-${which}`}>{t(`settings.colors.${which}`)}</Label>
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={t('settings.colors.picker', { name: t(`settings.colors.${which}`) })}
                    value={HEX.test(current[which]) ? current[which].toLowerCase() : '#000000'}
                    onChange={(event) => setColor(which, event.target.value)}
                    className="h-9 w-12 cursor-pointer rounded-md border bg-transparent p-1"
                  />
                  <Input
                    id={`custom-${which}`}
                    value={current[which]}
                    onChange={(event) => setColor(which, event.target.value)}
                    maxLength={7}
                    spellCheck={false}
                    className="font-mono uppercase"
                    aria-invalid={HEX.test(current[which]) ? undefined : true}
                    aria-describedby={statusId}
                  />
                </div>
              </div>
            ))}
          </div>
          <div className="flex flex-col gap-2">
            <span className="font-medium text-sm">{t('settings.colors.preview')}</span>
            <div
              className="flex flex-1 flex-col gap-2 rounded-lg border p-4"
              style={isValid ? { backgroundColor: current.background } : undefined}
            >
              <span className="font-semibold" style={isValid ? { color: current.accent } : undefined}>
                {t('settings.colors.previewHeading')}
              </span>
              <span
                className="text-sm"
                style={isValid ? { color: textColorOn(current.background) } : undefined}
              >
                {t('settings.colors.previewText')}
              </span>
              <span
                className="mt-1 w-fit rounded-md px-3 py-1.5 font-medium text-sm"
                style={
                  isValid
                    ? { backgroundColor: current.accent, color: textColorOn(current.accent) }
                    : undefined
                }
              >
                {t('settings.colors.previewButton')}
              </span>
            </div>
          </div>
          <div id={statusId} className="md:col-span-2" aria-live="polite">
            {!isValid ? (
              <Alert variant="destructive">
                <CircleAlert aria-hidden="true" />
                <span>{t('settings.colors.invalid')}</span>
              </Alert>
            ) : isReadable ? (
              <p className="text-sm">
                <span className="font-medium">
                  {t('settings.colors.contrast', { ratio: formatRatio(ratio) })}
                </span>{' '}
                <span className="text-muted-foreground">{t('settings.colors.contrastOk')}</span>
              </p>
            ) : (
              <Alert variant="destructive">
                <CircleAlert aria-hidden="true" />
                <span>
                  {t('settings.colors.contrast', { ratio: formatRatio(ratio ?? 1) })}.{' '}
                  {t('settings.colors.contrastLow')}
                </span>
              </Alert>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
