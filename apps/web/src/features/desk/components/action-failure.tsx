import type { Clash, DeskBooking } from '@ruangmain/domain/contracts/desk';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ClashList } from '@/features/desk/components/clash-list';
import { readClashes } from '@/features/desk/utils/clash';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** What every action form of the booking drawer receives: the booking, and what to do once done. */
export type ActionFormProps = { booking: DeskBooking; onDone: () => void };

/** A select of the drawer's forms, as tall as a text input. */
export const actionSelectClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

type Failure = { message: string; clashes: Clash[] | null } | null;

/** A failed action's message, with what is in the way when it clashed. */
export function FailureAlert({ failure }: { failure: Failure }) {
  if (!failure) return null;
  return (
    <Alert tone="error">
      <p>{failure.message}</p>
      {failure.clashes && <ClashList clashes={failure.clashes} />}
    </Alert>
  );
}

/** How a failed action reads: field errors under their fields, else the message and any clash. */
export function useFailure() {
  const { t } = useDeskTranslation();
  const [failure, setFailure] = useState<Failure>(null);
  const fail = (error: unknown) =>
    setFailure({ message: getServerMessage(error, t('drawer.loadError')), clashes: readClashes(error) });
  return { failure, fail, clear: () => setFailure(null) };
}
