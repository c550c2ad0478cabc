import {
  type AdminUnit,
  type NamedRef,
  reorderUnitGamesEndpoint,
  unitEndpoints,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { useState } from 'react';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCollectionItem, useReorder } from '@/features/manage/api/collection';
import { SortableList } from '@/features/manage/components/sortable-list';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';
import { toast } from '@/lib/toast';

/**
 * The order of a unit's games, as the booking wizard lists them: dragged (or moved with the
 * keyboard) and saved at each drop through POST /api/admin/units/{id}/games/reorder.
 */
export function UnitGamesOrder({ unit, onClose }: { unit: AdminUnit; onClose: () => void }) {
  const { t } = useManageCatalogueTranslation();
  const { t: tm } = useManageTranslation();
  const current = useCollectionItem(unitEndpoints, unit.id);
  const reorder = useReorder(reorderUnitGamesEndpoint, { id: unit.id });
  const [dragged, setDragged] = useState<NamedRef[] | null>(null);
  const games = dragged ?? current.data?.games ?? unit.games;

  const save = (ids: number[]) => {
    const byId = new Map(games.map((game) => [game.id, game]));
    setDragged(ids.flatMap((id) => byId.get(id) ?? []));
    reorder.mutate(ids, {
      onSuccess: () => toast.success(t('units.orderSaved')),
      onError: (error) => toast.error(getServerMessage(error, tm('sortable.saveError'))),
      onSettled: () => setDragged(null),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('units.gamesOrder')}
      description={unit.name}
      closeLabel={tm('form.close')}
      footer={<Button onClick={onClose}>{tm('form.close')}</Button>}
    >
      <div className="overflow-y-auto px-5 py-4 sm:px-6" aria-busy={reorder.isPending}>
        <QueryView
          query={current}
          skeleton={<Skeleton className="h-40 w-full rounded-xl" />}
          errorMessage={(error) => getServerMessage(error, tm('form.loadError'))}
          retryLabel={tm('table.retry')}
        >
          {() =>
            games.length === 0 ? (
              <p className="text-sm text-muted">{t('units.noGames')}</p>
            ) : (
              <SortableList
                label={t('units.gamesOrder')}
                items={games}
                disabled={reorder.isPending}
                onReorder={save}
              />
            )
          }
        </QueryView>
      </div>
    </Dialog>
  );
}
