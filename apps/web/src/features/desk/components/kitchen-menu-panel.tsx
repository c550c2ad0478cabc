import { UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { FnbAvailabilityButton } from '@/components/fnb-availability-button';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldClasses } from '@/features/desk/components/page-frame';
import { useFnbs } from '@/lib/catalogue/get-fnbs';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

/**
 * The kitchen's Menu: every item with its sold-out switch, one tap each (issue 17), for staff and
 * admins; the customers' menu shows SOLD OUT at once. Items come from the public menu, which staff
 * may read, in the menu's order.
 */
export function KitchenMenuPanel() {
  const { t } = useManageContentTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)} data-testid="kitchen-menu-open">
        <UtensilsCrossed aria-hidden className="size-4" />
        {t('kitchenMenu.open')}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('kitchenMenu.title')}
        description={t('kitchenMenu.text')}
        size="lg"
        closeLabel={t('kitchenMenu.close')}
      >
        {isOpen && <MenuList />}
      </Dialog>
    </>
  );
}

function MenuList() {
  const { t } = useManageContentTranslation();
  const menu = useFnbs();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const items = (menu.data ?? []).filter((item) => !needle || item.name.toLowerCase().includes(needle));
  const categories = [...new Set(items.map((item) => item.category))];

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 px-5 py-4 sm:px-6">
      <input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('kitchenMenu.search')}
        aria-label={t('kitchenMenu.search')}
        className={`${fieldClasses} shrink-0`}
      />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <QueryView
          query={menu}
          skeleton={<Skeleton className="h-64 rounded-xl" />}
          errorMessage={t('kitchenMenu.loadError')}
          retryLabel={t('kitchenMenu.open')}
          empty={{ when: () => items.length === 0, message: t('kitchenMenu.empty') }}
        >
          {() =>
            categories.map((category) => (
              <section key={category} className="mb-4 last:mb-0">
                <h3 className="mb-2 text-xs font-bold tracking-wider text-muted uppercase">{category}</h3>
                <ul className="divide-y divide-line rounded-xl border border-line">
                  {items
                    .filter((item) => item.category === category)
                    .map((item) => (
                      <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
                        <span className="min-w-0 truncate text-sm font-semibold">{item.name}</span>
                        <FnbAvailabilityButton item={item} />
                      </li>
                    ))}
                </ul>
              </section>
            ))
          }
        </QueryView>
      </div>
    </div>
  );
}
