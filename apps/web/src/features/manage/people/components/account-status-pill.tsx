import type { ManagedUser } from '@ruangmain/domain/contracts/people';
import { type PillTone, StatusPill } from '@/features/manage/components/status-pill';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

const TONES: Record<ManagedUser['status'], PillTone> = {
  active: 'success',
  inactive: 'muted',
  blocked: 'danger',
};

/** An account's state: active, not activated yet, blocked. */
export function AccountStatusPill({ status }: { status: ManagedUser['status'] }) {
  const { t } = useManagePeopleTranslation();
  return <StatusPill tone={TONES[status]} label={t(`status.${status}`)} />;
}
