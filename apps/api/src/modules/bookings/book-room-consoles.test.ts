import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, guestBooking, nextWeekday, postBooking, type TestUnit } from '../../../test/bookings';
import { deskCall } from '../../../test/desk';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import {
  consoles,
  gameConsoles,
  games,
  rooms,
  unitConsoles,
  unitGames,
  units,
} from '../../db/schema/catalogue';

/** The titles each console plays, and the consoles each unit holds, by name. */
async function readCatalogue(ctx: TestContext) {
  const unitRows = await ctx.db
    .select({
      id: units.id,
      name: units.name,
      price_per_hour: units.price_per_hour,
      points_per_hour: units.points_per_hour,
      max_visitors: rooms.max_visitors,
      console: consoles.name,
    })
    .from(units)
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .innerJoin(unitConsoles, eq(unitConsoles.unit_id, units.id))
    .innerJoin(consoles, eq(consoles.id, unitConsoles.console_id))
    .where(and(eq(units.is_active, true), eq(units.status, 'available'), eq(rooms.is_available, true)));
  const gameRows = await ctx.db
    .select({ id: games.id, title: games.title, console: consoles.name })
    .from(gameConsoles)
    .innerJoin(games, eq(games.id, gameConsoles.game_id))
    .innerJoin(consoles, eq(consoles.id, gameConsoles.console_id))
    .where(eq(games.is_active, true));
  const consolesOf = (rows: { id: number; console: string }[], id: number) =>
    rows.filter((row) => row.id === id).map((row) => row.console);
  const onlyOn = (name: string) => {
    const game = gameRows.find((row) => {
      const names = consolesOf(gameRows, row.id);
      return names.length === 1 && names[0] === name;
    });
    if (!game) throw new Error(`no ${name}-only game`);
    return game;
  };
  const unitWith = (...names: string[]) => {
    const row = unitRows.find((candidate) => {
      const held = consolesOf(unitRows, candidate.id).sort();
      return held.join() === [...names].sort().join();
    });
    if (!row) throw new Error(`no unit of ${names.join(' + ')}`);
    return row;
  };
  return { onlyOn, unitWith };
}

const asTestUnit = (row: Omit<TestUnit, 'game_id'>, gameId: number): TestUnit => ({
  ...row,
  game_id: gameId,
});

describe('POST /api/book-room: a game only on a console that plays it (spec 2 §3, issue 29)', () => {
  let ctx: TestContext;
  let catalogue: Awaited<ReturnType<typeof readCatalogue>>;
  const date = nextWeekday(3, 2);

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    catalogue = await readCatalogue(ctx);
  });
  afterAll(async () => ctx.close());

  it('books a Switch game on the Switch of a PS5 + Switch unit', async () => {
    const switchGame = catalogue.onlyOn('Nintendo Switch');
    const unit = asTestUnit(catalogue.unitWith('PS5', 'Nintendo Switch'), switchGame.id);
    const response = await postBooking(
      ctx.app,
      guestBooking(unit, date, '12:00', 1, { console_name: 'Nintendo Switch' }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a Switch-only game with PS5 chosen, naming the game and the console', async () => {
    const switchGame = catalogue.onlyOn('Nintendo Switch');
    const unit = asTestUnit(catalogue.unitWith('PS5', 'Nintendo Switch'), switchGame.id);
    const response = await postBooking(
      ctx.app,
      guestBooking(unit, date, '14:00', 1, { console_name: 'PS5' }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      message: `${switchGame.title} cannot be played on PS5.`,
      errors: { game_id: ['validation.exists'] },
    });
  });

  it('refuses a console the unit does not hold', async () => {
    const ps5Game = catalogue.onlyOn('PS5');
    const row = catalogue.unitWith('PS5', 'Nintendo Switch');
    const response = await postBooking(
      ctx.app,
      guestBooking(asTestUnit(row, ps5Game.id), date, '16:00', 1, { console_name: 'PS4' }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      message: `${row.name} has no PS4.`,
      errors: { console_name: ['validation.exists'] },
    });
  });

  it("refuses, with no console named, a listed game none of the unit's consoles plays", async () => {
    const switchGame = catalogue.onlyOn('Nintendo Switch');
    const row = catalogue.unitWith('PS5');
    // The unit's game list edited by hand to hold a Switch-only title.
    await ctx.db.insert(unitGames).values({ unit_id: row.id, game_id: switchGame.id }).onConflictDoNothing();
    const response = await postBooking(
      ctx.app,
      guestBooking(asTestUnit(row, switchGame.id), date, '18:00', 1),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(`${switchGame.title} cannot be played on PS5.`);
  });

  it('refuses the same at the desk (a walk-in), and takes the right console there', async () => {
    const auth = await adminAuth(ctx.app, ctx.db);
    const switchGame = catalogue.onlyOn('Nintendo Switch');
    const unit = asTestUnit(catalogue.unitWith('PS5', 'Nintendo Switch'), switchGame.id);
    const wrong = await postBooking(
      ctx.app,
      guestBooking(unit, date, '20:00', 1, { console_name: 'PS5', payment_method: 'cash' }),
      auth,
    );
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().errors).toHaveProperty('game_id');
    const right = await postBooking(
      ctx.app,
      guestBooking(unit, date, '20:00', 1, { console_name: 'Nintendo Switch', payment_method: 'cash' }),
      auth,
    );
    expect(right.statusCode, right.body).toBe(201);
  });

  it('keeps refusing counter payment to a guest before any game is judged', async () => {
    const switchGame = catalogue.onlyOn('Nintendo Switch');
    const unit = asTestUnit(catalogue.unitWith('PS5', 'Nintendo Switch'), switchGame.id);
    const response = await postBooking(
      ctx.app,
      guestBooking(unit, date, '21:00', 1, { console_name: 'Nintendo Switch', payment_method: 'cash' }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses to move a booking onto a unit none of whose consoles plays its game (the desk)', async () => {
    const auth = await adminAuth(ctx.app, ctx.db);
    const switchGame = catalogue.onlyOn('Nintendo Switch');
    const unit = asTestUnit(catalogue.unitWith('PS5', 'Nintendo Switch'), switchGame.id);
    const moveDate = nextWeekday(4, 2);
    const booked = await postBooking(
      ctx.app,
      guestBooking(unit, moveDate, '12:00', 1, { console_name: 'Nintendo Switch', payment_method: 'cash' }),
      auth,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const move = (unitId: number) =>
      deskCall(ctx.app, auth, 'POST', `/bookings/${booked.json().data.id}/move`, {
        unit_id: unitId,
        start_time: `${moveDate} 12:00`,
        end_time: `${moveDate} 13:00`,
      });
    const ps5Only = catalogue.unitWith('PS5');
    const refused = await move(ps5Only.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(`${switchGame.title} cannot be played on PS5.`);
    const switchOnly = catalogue.unitWith('Nintendo Switch');
    expect((await move(switchOnly.id)).statusCode).toBe(200);
  });
});
