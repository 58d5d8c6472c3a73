import type { TProperty } from '@rentfolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { invalidatePortfolio, useDeleteProperty } from '@/features/portfolio/api';
import { focusMainContent } from '@/features/properties/use-property-form';
import { isApiError } from '@/lib/api';

export type DeletePropertyDialogProps = {
  property: TProperty;
  open: boolean;
  onClose: () => void;
};

/**
 * The confirmation before a property is deleted, shared by its page and its edit form: on success the dashboard with a
 * toast; a property already gone counts as deleted; any other failure keeps the user here with a toast.
 */
export function DeletePropertyDialog({ property, open, onClose }: DeletePropertyDialogProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const deleteProperty = useDeleteProperty();

  function handleDeleted() {
    onClose();
    toast.success(t('properties.edit.deletedTitle'), {
      description: t('properties.edit.deletedText', { address: property.address }),
    });
    navigate('/');
    focusMainContent();
  }

  function handleConfirmDelete() {
    deleteProperty.mutate(property.id, {
      onSuccess: handleDeleted,
      onError: (failure) => {
        // Gone already (deleted elsewhere): that is what the user asked for.
        if (isApiError(failure) && failure.status === 404) {
          void invalidatePortfolio(queryClient);
          handleDeleted();
          return;
        }
        onClose();
        toast.error(t('properties.edit.deleteFailedTitle'), {
          description: t('properties.edit.deleteFailedText'),
        });
      },
    });
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !deleteProperty.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('properties.edit.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('properties.edit.deleteText', { address: property.address })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteProperty.isPending}>
            {t('properties.edit.deleteCancel')}
          </AlertDialogCancel>
          <AlertDialogAction onClick={handleConfirmDelete} disabled={deleteProperty.isPending}>
            {deleteProperty.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {deleteProperty.isPending ? t('properties.edit.deleting') : t('properties.edit.deleteConfirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
