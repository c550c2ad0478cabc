// Every table and enum of the database, one module per owning area (schema/*.ts), composed for Drizzle's
// relational queries and for drizzle-kit's view of the whole database.
import * as accounts from './schema/accounts';
import * as audit from './schema/audit';
import * as bookings from './schema/bookings';
import * as catalogue from './schema/catalogue';
import * as content from './schema/content';
import * as desk from './schema/desk';
import * as food from './schema/food';
import * as idempotency from './schema/idempotency';
import * as loginLockouts from './schema/login-lockouts';
import * as messaging from './schema/messaging';
import * as notices from './schema/notices';
import * as paymentSimulator from './schema/payment-simulator';
import * as payments from './schema/payments';
import * as points from './schema/points';
import * as pricing from './schema/pricing';
import * as rateLimits from './schema/rate-limits';
import * as reports from './schema/reports';
import * as reviews from './schema/reviews';
import * as rewards from './schema/rewards';
import * as shifts from './schema/shifts';
import * as venueSettings from './schema/venue-settings';

export const allTables = {
  ...accounts,
  ...audit,
  ...bookings,
  ...catalogue,
  ...content,
  ...desk,
  ...food,
  ...idempotency,
  ...loginLockouts,
  ...messaging,
  ...notices,
  ...paymentSimulator,
  ...payments,
  ...points,
  ...pricing,
  ...rateLimits,
  ...reports,
  ...reviews,
  ...rewards,
  ...shifts,
  ...venueSettings,
};
