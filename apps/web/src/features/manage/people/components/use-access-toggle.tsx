import type { ManagedUser } from '@ruangmain/domain/contracts/people';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/manage/components/confirm-dialog';
import { useSetAccess } from '@/features/manage/people/api/people';
import { getServerMessage } from '@/lib/api-client';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { toast } from '@/lib/toast';

type Texts = { title: string; text: string; confirm: string; done: string; undone: string };

/**
 * Blocking or disabling an account, asked first (its sessions end at once); unblocking at one tap.
 * Returns `toggle(user)` and the confirmation dialog to render.
 */
export function useAccessToggle(texts: (user: ManagedUser) => Texts) {
  const { t } = useManagePeopleTranslation();
  const setAccess = useSetAccess();
  const [asking, setAsking] = useState<ManagedUser | null>(null);

  const run = (user: ManagedUser, blocked: boolean) =>
    setAccess.mutate(
      { id: user.id, blocked },
      {
        onSuccess: () => {
          toast.success(blocked ? texts(user).done : texts(user).undone);
          setAsking(null);
        },
        onError: (error) => {
          toast.error(getServerMessage(error, t('detail.actionError')));
          setAsking(null);
        },
      },
    );

  const toggle = (user: ManagedUser) => (user.status === 'blocked' ? run(user, false) : setAsking(user));

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? texts(asking).title : ''}
      text={asking ? texts(asking).text : ''}
      confirmLabel={asking ? texts(asking).confirm : ''}
      cancelLabel={t('cancel')}
      isLoading={setAccess.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={() => asking && run(asking, true)}
    />
  );
  return { toggle, dialog, isPending: setAccess.isPending };
}
