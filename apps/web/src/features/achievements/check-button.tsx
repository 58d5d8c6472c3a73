import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useCheckAchievements } from './api';

/**
 * 'Check for New Achievements' (docs/product.md "Achievements"): busy while the server checks; then a toast says how
 * many were newly earned, or that none were.
 */
export function CheckAchievementsButton() {
  const { t } = useTranslation();
  const check = useCheckAchievements();

  function handleCheck() {
    check.mutate(undefined, {
      onSuccess: ({ awarded }) => {
        if (awarded.length > 0)
          toast.success(t('achievements.check.found', { count: awarded.length }), {
            description: t('achievements.check.foundText'),
          });
        else toast(t('achievements.check.none'), { description: t('achievements.check.noneText') });
      },
      onError: () => toast.error(t('achievements.check.failed')),
    });
  }

  return (
    <Button
      onClick={handleCheck}
      disabled={check.isPending}
      aria-busy={check.isPending}
      className="w-full sm:w-auto"
      data-testid="check-achievements"
    >
      {check.isPending ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <RefreshCw aria-hidden="true" />
      )}
      {check.isPending ? t('achievements.check.checking') : t('achievements.check.button')}
    </Button>
  );
}
