import { serviceFees } from '../../db/schema/pricing';
import type { ManagedTable } from '../manage/managed-table';
import { chargeOperations } from './charges';

/** The back office's service fees (issue 17): every active one is added to a booking (spec 2 §9). */
export const managedServiceFees: ManagedTable<typeof serviceFees> = {
  table: serviceFees,
  subject: 'service_fee',
  noun: 'service fee',
  label: (row) => row.name,
};

export const serviceFeeOperations = chargeOperations(managedServiceFees, {
  sortColumns: {
    created_at: serviceFees.created_at,
    name: serviceFees.name,
    amount: serviceFees.amount,
    is_active: serviceFees.is_active,
  },
});
