import { moneyDays } from './money-days';
import { foodDays, playedDays, playerDays, playerMonths, spendDays, spendMonths } from './popular-days';
import type { RollupKind } from './rollup-kind';
import { soldDays } from './sold-days';

/** Every kind of day rollup, as the warm-up job fills them. */
export const ROLLUP_KINDS: readonly RollupKind[] = [
  moneyDays,
  soldDays,
  playedDays,
  foodDays,
  spendDays,
  spendMonths,
  playerDays,
  playerMonths,
];
