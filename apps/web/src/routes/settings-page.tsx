import { ArrowLeft, CircleAlert, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TwoFactorCard } from '@/features/account';
import { usePublicConfig } from '@/features/config';
import { SettingsForm, useServerSettings } from '@/features/settings';

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
              <TwoFactorCard />
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
