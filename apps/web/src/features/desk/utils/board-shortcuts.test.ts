import type { BoardBlock, BoardUnit } from '@ruangmain/domain/contracts/board';
import { describe, expect, it } from 'vitest';
import { listBoardColumns } from '@/features/desk/utils/board-grid';
import {
  findWalkInSlot,
  isTypingTarget,
  matchesBoardSearch,
  readBoardShortcut,
} from '@/features/desk/utils/board-shortcuts';

const noMods = { ctrlKey: false, altKey: false, metaKey: false };

describe('readBoardShortcut', () => {
  it.each([
    ['n', 'walk-in'],
    ['N', 'walk-in'],
    ['ArrowLeft', 'previous-day'],
    ['ArrowRight', 'next-day'],
    ['t', 'today'],
    ['/', 'search'],
    ['x', null],
    ['Enter', null],
  ])('%s is %s', (key, expected) => {
    expect(readBoardShortcut({ key, ...noMods })).toBe(expected);
  });

  it.each(['ctrlKey', 'altKey', 'metaKey'])('leaves a key pressed with %s to the browser', (modifier) => {
    expect(readBoardShortcut({ key: 'n', ...noMods, [modifier]: true })).toBeNull();
  });

  it('ignores keys typed into a field', () => {
    expect(isTypingTarget({ tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget)).toBe(
      true,
    );
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(
      false,
    );
    expect(isTypingTarget(null)).toBe(false);
  });
});

// Tuesday 24 November 2026, 10:00–24:00 WIB.
const span = { opensAt: new Date('2026-11-24T03:00:00Z'), closesAt: new Date('2026-11-24T17:00:00Z') };
const columns = listBoardColumns(span, 30);
const unit = (id: number): BoardUnit => ({
  id,
  name: `PS5 Regular ${id}`,
  price_per_hour: 25_000,
  consoles: [],
});
const units = [unit(1), unit(2)];
const block = (overrides: Partial<BoardBlock>): BoardBlock => ({
  id: 1,
  unit_id: 1,
  state: 'upcoming',
  status: 'confirmed',
  booking_type: 'room',
  channel: 'online',
  invoice_number: 'BOOK-20261124-ABCD',
  start_at: '2026-11-24T05:00:00Z',
  end_at: '2026-11-24T07:00:00Z',
  name: 'Rina Kartika',
  phone: '6281234500001',
  total_visitors: 2,
  game: null,
  payment_method: 'midtrans',
  total_price: 50_000,
  checked_in_at: null,
  hold_expires_at: null,
  has_unpaid_extension: false,
  venue_block: null,
  ...overrides,
});

describe('findWalkInSlot', () => {
  const find = (now: string, blocks: BoardBlock[] = []) =>
    findWalkInSlot({ units, blocks, columns, slotMinutes: 30, now: new Date(now) });

  it.each([
    ['at 12:10, the 12:00 column', '2026-11-24T05:10:00Z', '12:00'],
    ['exactly at 12:30, the 12:30 column', '2026-11-24T05:30:00Z', '12:30'],
    ['before opening (a day to come), the first column', '2026-11-23T10:00:00Z', '10:00'],
    ['at 23:45, the last column', '2026-11-24T16:45:00Z', '23:30'],
  ])('%s', (_label, now, label) => {
    expect(find(now)?.column.label).toBe(label);
    expect(find(now)?.unit.id).toBe(1);
  });

  it('skips a unit taken then, and finds none when all are', () => {
    const taken = block({ unit_id: 1 });
    expect(find('2026-11-24T05:10:00Z', [taken])?.unit.id).toBe(2);
    expect(find('2026-11-24T05:10:00Z', [taken, block({ id: 2, unit_id: 2 })])).toBeNull();
  });

  it('takes a unit whose booking was a no-show or has ended', () => {
    expect(find('2026-11-24T05:10:00Z', [block({ state: 'no_show' })])?.unit.id).toBe(1);
    expect(find('2026-11-24T07:10:00Z', [block({})])?.unit.id).toBe(1);
  });

  it('finds none once the day has closed', () => {
    expect(find('2026-11-24T17:30:00Z')).toBeNull();
  });
});

describe('matchesBoardSearch', () => {
  it.each([
    ['', true],
    ['rina', true],
    ['KARTIKA', true],
    ['abcd', true],
    ['081234500001', true],
    ['6281234500001', true],
    ['4500', true],
    ['Budi', false],
    ['0899', false],
    ['77', false],
  ])('%j finds Rina Kartika (08123 4500 001, BOOK-…-ABCD): %s', (search, expected) => {
    expect(matchesBoardSearch(block({}), search)).toBe(expected);
  });
});
