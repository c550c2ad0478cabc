import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useManageTranslation } from '@/lib/i18n-manage';

/** A table row's edit and delete buttons, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { t } = useManageTranslation();
  return (
    <div className="inline-flex gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${t('table.edit')} ${name}`}>
        <Pencil aria-hidden className="size-4" />
        <span className="hidden lg:inline">{t('table.edit')}</span>
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`${t('table.delete')} ${name}`}
          className="text-danger hover:bg-danger/10"
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </div>
  );
}
