import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const TIPS = [
  'headers',
  'required',
  'money',
  'delimiters',
  'types',
  'dates',
  'roundTrip',
  'limits',
  'retry',
] as const;

/** "Tips": what the importer accepts and promises (property-csv's aliases, cell readers and the import's limits). */
export function ImportTips() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4" data-testid="import-tips">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          {t('importExport.tips.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5 sm:px-6">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-muted-foreground text-sm">
          {TIPS.map((tip) => (
            <li key={tip} className="break-words" data-tip={tip}>
              {t(`importExport.tips.${tip}`)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
