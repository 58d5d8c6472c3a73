import { ArrowRight, ClipboardCheck, House, LineChart } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export type WelcomeStepProps = { onStart: () => void; headingRef?: Ref<HTMLHeadingElement> };

/** Step 1 (25%): what the setup does, and Get Started. */
export function WelcomeStep({ onStart, headingRef }: WelcomeStepProps) {
  const { t } = useTranslation();
  const points = [
    { icon: House, text: t('onboarding.welcome.pointAdd') },
    { icon: ClipboardCheck, text: t('onboarding.welcome.pointReview') },
    { icon: LineChart, text: t('onboarding.welcome.pointTrack') },
  ];
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardContent className="flex flex-col items-center gap-6 px-5 py-4 text-center sm:px-10">
        <span
          aria-hidden="true"
          className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground ring-1 ring-primary/15"
        >
          <House className="size-7" />
        </span>
        <div className="flex flex-col gap-3">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight outline-none sm:text-3xl"
          >
            {t('onboarding.welcome.title')}
          </h2>
          <p className="text-muted-foreground leading-relaxed">{t('onboarding.welcome.text')}</p>
        </div>
        <ul className="flex w-full flex-col gap-3 text-left">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 rounded-lg bg-muted/60 p-3 text-sm">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <Button size="lg" onClick={onStart} className="w-full sm:w-auto">
          {t('onboarding.welcome.getStarted')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}
