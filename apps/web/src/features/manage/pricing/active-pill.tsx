import { StatusPill } from '@/features/manage/components/status-pill';
import { useManageTranslation } from '@/lib/i18n-manage';

/** Active or inactive, as every list of this area shows it. */
export function ActivePill({ isActive }: { isActive: boolean }) {
  const { t } = useManageTranslation();
  return isActive ? (
    <StatusPill tone="success" label={t('status.active')} />
  ) : (
    <StatusPill tone="muted" label={t('status.inactive')} />
  );
}
