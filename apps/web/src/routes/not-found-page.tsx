import { ArrowLeft, House, MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** Any path without a screen (docs/product.md "Screens"): 'Page Not Found' with the text '404 Page Not Found', and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();

  function handleGoBack() {
    window.history.back();
  }

  return (
    <div className="flex flex-col items-center justify-center gap-5 py-16 text-center sm:py-24">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground ring-1 ring-primary/15"
      >
        <MapPinOff className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('notFound.text')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/">
            <House aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        </Button>
        <Button variant="outline" onClick={handleGoBack}>
          <ArrowLeft aria-hidden="true" />
          {t('common.goBack')}
        </Button>
      </div>
    </div>
  );
}
