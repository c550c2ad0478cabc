import { BookRoomRequestSchema } from '@ruangmain/domain/contracts/bookings';
import { useMemo } from 'react';
import { z } from 'zod';
import { useServerForm } from '@/hooks/use-server-form';
import { useDeskTranslation } from '@/lib/i18n-desk';

/**
 * The walk-in's form: name, phone, game (and console), people, whole hours up to `maxHours`, cash or
 * QRIS, checked by the over-the-counter booking's own schema (one schema, form and server).
 */
export function useWalkInForm(maxHours: number) {
  const { t } = useDeskTranslation();
  const schema = useMemo(
    () =>
      BookRoomRequestSchema.pick({
        name: true,
        phone: true,
        total_visitors: true,
        payment_method: true,
      }).extend({
        game_id: z.coerce.number().int().positive(t('walkIn.gameRequired')),
        console_name: z.string(),
        hours: z.coerce.number().int().min(1).max(Math.max(1, maxHours)),
      }),
    [t, maxHours],
  );
  return useServerForm({
    schema,
    defaultValues: {
      name: '',
      phone: '',
      game_id: '' as unknown as number,
      console_name: '',
      total_visitors: 1,
      hours: 1,
      payment_method: 'cash',
    },
    serverFields: ['name', 'phone', 'game_id', 'console_name', 'total_visitors', 'payment_method'],
  });
}

export type WalkInForm = ReturnType<typeof useWalkInForm>;
