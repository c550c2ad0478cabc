import type { Reward } from '@ruangmain/domain/contracts/catalogue';
import type { HeldReward } from '@ruangmain/domain/contracts/rewards';
import { describe, expect, it } from 'vitest';
import { heldIdOfRedeem, listAvailableRewards, viewHeldReward } from './reward-lists';

const reward = (id: number, name: string, type: Reward['type']): Reward => ({
  id,
  name,
  description: '',
  points_required: 40,
  image: null,
  type,
  effects:
    type === 'free_play'
      ? { type, unit_id: 1, duration_hours: 1 }
      : type === 'free_fnb'
        ? { type, fnbs: [] }
        : { type, item: name },
  stock: null,
  validity_days: 30,
  is_active: true,
});

const CATALOGUE = [
  reward(1, 'Free Es Teh Manis', 'free_fnb'),
  reward(2, '1 Jam Main PS5 Gratis', 'free_play'),
  reward(3, 'Gantungan Kunci RuangMain', 'free_merchandise'),
  reward(4, 'Free Indomie + Es Teh', 'free_fnb'),
];

const NOW = new Date('2026-11-25T03:00:00Z');
const held = (
  rewardId: number,
  status: HeldReward['status'],
  expiresAt = '2026-12-25T03:00:00Z',
  type: Reward['type'] = 'free_fnb',
): HeldReward => ({
  id: 100 + rewardId,
  reward_id: rewardId,
  status,
  status_label: '',
  voucher_code: 'RM-AAAAA-BBBBB',
  used_at: status === 'used' ? '2026-11-20T12:00:00Z' : null,
  expires_at: expiresAt,
  created_at: '2026-11-01T00:00:00Z',
  reward: { id: rewardId, name: '', description: '', image: null, type, points_required: 40 },
});

const names = (rewards: Reward[]) => rewards.map((each) => each.name);

describe('listAvailableRewards', () => {
  it.each<[string, Parameters<typeof listAvailableRewards>[2], string[]]>([
    ['All with no search lists every reward', { category: 'All', search: '' }, names(CATALOGUE)],
    [
      'a tab keeps its category',
      { category: 'Food & Drinks', search: '' },
      ['Free Es Teh Manis', 'Free Indomie + Es Teh'],
    ],
    [
      'the search is a case-insensitive part of the name',
      { category: 'All', search: 'es teh' },
      ['Free Es Teh Manis', 'Free Indomie + Es Teh'],
    ],
    [
      'tab and search filter together',
      { category: 'Food & Drinks', search: 'indomie' },
      ['Free Indomie + Es Teh'],
    ],
    ['a search of another tab finds nothing', { category: 'Room', search: 'teh' }, []],
    [
      'spaces around the search are ignored',
      { category: 'Merchandise', search: '  kunci ' },
      ['Gantungan Kunci RuangMain'],
    ],
  ])('%s', (_name, filter, expected) => {
    expect(names(listAvailableRewards(CATALOGUE, [], filter))).toEqual(expected);
  });

  it('leaves out a reward the customer holds unused, and offers it again once used or expired', () => {
    const all = { category: 'All', search: '' } as const;
    expect(names(listAvailableRewards(CATALOGUE, [held(1, 'available')], all))).not.toContain(
      'Free Es Teh Manis',
    );
    expect(names(listAvailableRewards(CATALOGUE, [held(1, 'used'), held(3, 'expired')], all))).toEqual(
      names(CATALOGUE),
    );
  });
});

describe('heldIdOfRedeem', () => {
  it.each<[string, Parameters<typeof heldIdOfRedeem>[0], number | null]>([
    ['user_reward_id first', { user_reward_id: 7, id: 8, data: { id: 9, type: 'free_fnb' } }, 7],
    ['then data.id', { id: 8, data: { id: 9, type: 'free_fnb' } }, 9],
    ['then id', { id: 8 }, 8],
    ['none: the caller falls back to the first held reward', {}, null],
  ])('%s', (_name, answer, expected) => {
    expect(heldIdOfRedeem(answer)).toBe(expected);
  });
});

describe('viewHeldReward', () => {
  const view = (each: HeldReward) => viewHeldReward(each, NOW, 'Asia/Jakarta', 'id');

  it.each<[string, string, number]>([
    ['exactly 30 days ahead', '2026-12-25T03:00:00Z', 30],
    ['a minute over 2 days rounds up to 3', '2026-11-27T03:01:00Z', 3],
    ['an hour ahead is 1 day', '2026-11-25T04:00:00Z', 1],
  ])('counts the days left: %s', (_name, expiresAt, days) => {
    expect(view(held(1, 'available', expiresAt)).daysLeft).toBe(days);
  });

  it('shows an available reward past its expiry as expired, greyed, with 0 days left', () => {
    expect(view(held(1, 'available', '2026-11-25T02:59:00Z'))).toMatchObject({
      state: 'expired',
      label: 'Expired',
      daysLeft: 0,
      isInactive: true,
      canApply: false,
    });
  });

  it('lets an available food or play reward be applied, never merchandise (spec 1 §5)', () => {
    expect(view(held(1, 'available'))).toMatchObject({
      label: 'Available',
      canApply: true,
      isInactive: false,
    });
    expect(view(held(3, 'available', undefined, 'free_merchandise'))).toMatchObject({
      label: 'Pending Claim',
      isMerchandise: true,
      canApply: false,
      isInactive: false,
    });
  });

  it('greys out a used reward and a collected one, with the venue date they were used', () => {
    expect(view(held(1, 'used'))).toMatchObject({
      label: 'Used',
      isInactive: true,
      canApply: false,
      usedOn: 'Jumat, 20 November 2026',
    });
    expect(view(held(3, 'used', undefined, 'free_merchandise')).label).toBe('Collected');
  });

  it('names the expiry by the venue calendar (UTC+7)', () => {
    // 18:30 UTC is 01:30 the next day in Jakarta.
    expect(view(held(1, 'available', '2026-12-24T18:30:00Z')).expiresOn).toBe('Jumat, 25 Desember 2026');
  });
});
