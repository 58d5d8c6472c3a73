import { ArrowLeft, CircleAlert, Mail, Phone, ShieldCheck, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/features/config/use-public-config';
import { SettingsForm } from '@/features/settings/settings-form';
import { useServerSettings } from '@/features/settings/use-settings';
import { useTwoFactorStatus } from '@/features/two-factor/api';
import { TwoFactorDialog } from '@/features/two-factor/two-factor-dialog';

/** /settings (docs/product.md "Settings"). */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useServerSettings();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        <Button variant="ghost" size="sm" asChild className="-ml-2 text-muted-foreground">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            {t('goals.backToDashboard')}
          </Link>
        </Button>
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('settings.title')}</h1>
          <p className="text-lg text-muted-foreground">{t('settings.text')}</p>
        </div>
      </div>
      {settings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('settings.loading')} />
        </div>
      ) : settings.isError || !settings.data ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <div className="flex flex-col items-start gap-2">
            <p>{t('settings.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </Alert>
      ) : (
        <SettingsForm
          saved={settings.data}
          extraSections={
            <>
              <SecuritySection />
              <SupportSection />
            </>
          }
        />
      )}
    </div>
  );
}

function InfoCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
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

/** Two-factor status with Enable or Manage, which open the two-factor modal here; the status updates in place. */
function SecuritySection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [isOpen, setIsOpen] = useState(false);
  const enabled = status.data?.enabled === true;
  return (
    <InfoCard title={t('settings.security.title')} text={t('settings.security.text')}>
      {status.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 font-medium text-sm" data-testid="settings-two-factor-status">
            {enabled ? (
              <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            ) : (
              <ShieldOff className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            {enabled ? t('settings.security.on') : t('settings.security.off')}
          </p>
          <Button
            type="button"
            variant={enabled ? 'outline' : 'default'}
            size="sm"
            onClick={() => setIsOpen(true)}
            disabled={status.isError}
          >
            {enabled ? t('settings.security.manage') : t('settings.security.enable')}
          </Button>
        </div>
      )}
      <TwoFactorDialog open={isOpen} onOpenChange={setIsOpen} isEnabled={enabled} />
    </InfoCard>
  );
}

function SupportSection() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const phone = config.data?.supportPhone ?? null;
  const email = config.data?.supportEmail ?? null;
  const hours: [string, string][] = [
    [t('settings.support.weekdays'), t('settings.support.weekdaysHours')],
    [t('settings.support.saturday'), t('settings.support.saturdayHours')],
    [t('settings.support.sunday'), t('settings.support.sundayHours')],
  ];
  return (
    <InfoCard title={t('settings.support.title')} text={t('settings.support.text')}>
      {phone || email ? (
        <ul className="flex flex-col gap-2 text-sm">
          {phone ? (
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">{`${t('settings.support.phone')}: `}</span>
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              >
                {phone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">{`${t('settings.support.email')}: `}</span>
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={`mailto:${email}`}
              >
                {email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <h3 className="font-medium text-sm">{t('settings.support.hoursTitle')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {hours.map(([days, time]) => (
            <div key={days} className="contents">
              <dt className="text-muted-foreground">{days}</dt>
              <dd>{time}</dd>
            </div>
          ))}
        </dl>
      </div>
    </InfoCard>
  );
}
