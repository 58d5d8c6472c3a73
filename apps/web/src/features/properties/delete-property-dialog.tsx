import type { TProperty } from '@rentfolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { isApiError } from '@/lib/api';
import { invalidatePortfolio } from '@/lib/api/portfolio';
import { useDeleteProperty } from '@/lib/api/properties';
import { focusMainContent } from './use-property-form';

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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('properties.edit.deleteTitle')}
      description={t('properties.edit.deleteText', { address: property.address })}
      cancelLabel={t('properties.edit.deleteCancel')}
      confirmLabel={t('properties.edit.deleteConfirm')}
      pendingLabel={t('properties.edit.deleting')}
      isPending={deleteProperty.isPending}
      onConfirm={handleConfirmDelete}
    />
  );
}
