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

/** From how many games the wizard's game step offers a search (issue 30): two screens of cards. */
export const GAME_SEARCH_FROM = 10;

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The games whose title holds every word of the search, in any order, ignoring case and accents
 * ('pokemon' finds 'Pokémon Scarlet', 'fifa 24' finds 'EA Sports FIFA 24'); all of them for a blank one.
 */
export function searchGames<Game extends { readonly title: string }>(games: readonly Game[], search: string) {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...games];
  return games.filter((game) => {
    const title = folded(game.title);
    return words.every((word) => title.includes(word));
  });
}
