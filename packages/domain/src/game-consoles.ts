/**
 * Which games a booking may name (spec 2 §3: a game has its consoles, a unit has its consoles). A unit
 * may hold several consoles; the customer picks one (step 1), so a game is offered, and accepted, only
 * when that console plays it, or when no console is named, when one of the unit's consoles does.
 */

type Named = { readonly name: string };

/**
 * Why a game may not be booked on a unit, or null when it may: the console named is not on the unit,
 * or the game is not played by the console named (by any of the unit's consoles when none is named).
 */
export function findGameConsoleMismatch(input: {
  gameConsoles: readonly Named[];
  unitConsoles: readonly Named[];
  chosenConsole?: string | null | undefined;
}): 'console-not-on-unit' | 'game-not-on-console' | null {
  const unitNames = new Set(input.unitConsoles.map((item) => item.name));
  const chosen = input.chosenConsole ?? null;
  if (chosen !== null && !unitNames.has(chosen)) return 'console-not-on-unit';
  const playable = chosen === null ? unitNames : new Set([chosen]);
  return input.gameConsoles.some((item) => playable.has(item.name)) ? null : 'game-not-on-console';
}

/** The games of a unit that the chosen console plays (the unit's consoles when none is chosen). */
export function filterGamesForConsole<Game extends { readonly consoles: readonly Named[] }>(
  games: readonly Game[],
  unitConsoles: readonly Named[],
  chosenConsole: string | null,
): Game[] {
  return games.filter(
    (game) => findGameConsoleMismatch({ gameConsoles: game.consoles, unitConsoles, chosenConsole }) === null,
  );
}
