import type { Collection } from '@ruangmain/domain/contracts/collection';
import { useRemoveItem } from '@/features/manage/api/collection';
import { ConfirmDialog } from '@/features/manage/components/confirm-dialog';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { toast } from '@/lib/toast';

/**
 * Asks, then deletes an item of a collection. The server deletes it, or deactivates it when bookings
 * or other rows still refer to it; its message says which and why, and is shown as it is.
 */
export function DeleteItemDialog({
  collection,
  item,
  onClose,
}: {
  collection: Collection;
  /** The item to delete; null keeps the dialog closed. */
  item: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useManageTranslation();
  const remove = useRemoveItem(collection);
  return (
    <ConfirmDialog
      open={item !== null}
      title={t('confirm.deleteTitle', { name: item?.name ?? '' })}
      text={t('confirm.deleteText')}
      confirmLabel={t('table.delete')}
      cancelLabel={t('confirm.cancel')}
      isLoading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: (answer) => {
            if (answer.deleted) toast.success(answer.message);
            else toast(answer.message, { duration: 8000 });
            onClose();
          },
          onError: (error) => toast.error(getServerMessage(error, t('confirm.deleteError'))),
        });
      }}
    />
  );
}
