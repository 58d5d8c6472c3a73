import { LoaderCircle, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLogout } from './use-auth';

export type LogOutButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/** Ends the session on the server, forgets the user's data and returns to the landing page. */
export function LogOutButton({ variant = 'ghost', size = 'default', className }: LogOutButtonProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useLogout();

  function handleLogOut() {
    logout.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: () => {
        toast.error(t('auth.logOutFailed'));
      },
    });
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={handleLogOut}
      disabled={logout.isPending}
    >
      {logout.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <LogOut aria-hidden="true" />
      )}
      {t('auth.logOut')}
    </Button>
  );
}
