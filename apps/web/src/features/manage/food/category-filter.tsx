import type { AdminFnbCategory } from '@ruangmain/domain/contracts/admin-food';
import { inputClasses } from '@/components/form/field';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

/** The menu list's category filter, beside its search: all categories, or one. */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly AdminFnbCategory[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useManageContentTranslation();
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold text-fg">
      {t('fnbs.category')}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses({ className: 'sm:w-56' })}
        data-testid="fnb-category-filter"
      >
        <option value="">{t('fnbs.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.category}
          </option>
        ))}
      </select>
    </label>
  );
}
