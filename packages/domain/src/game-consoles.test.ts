import { describe, expect, it } from 'vitest';
import { filterGamesForConsole, findGameConsoleMismatch, searchGames } from './game-consoles';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('findGameConsoleMismatch', () => {
  it.each([
    // game consoles, unit consoles, chosen console, answer
    [['PS5'], ['PS5'], 'PS5', null],
    [['PS5', 'PS4'], ['PS5', 'Nintendo Switch'], 'PS5', null],
    [['Nintendo Switch'], ['PS5', 'Nintendo Switch'], 'PS5', 'game-not-on-console'],
    [['Nintendo Switch'], ['PS5', 'Nintendo Switch'], 'Nintendo Switch', null],
    [['PS5'], ['PS5'], 'Nintendo Switch', 'console-not-on-unit'],
    [['PS4'], ['PS5'], null, 'game-not-on-console'],
    [['PS4', 'PS5'], ['PS5'], null, null],
    [['Nintendo Switch'], ['PS5', 'PS4', 'Nintendo Switch'], undefined, null],
    [[], ['PS5'], null, 'game-not-on-console'],
    [['PS5'], [], null, 'game-not-on-console'],
    [['PS5'], [], 'PS5', 'console-not-on-unit'],
  ] as const)('game %j on unit %j choosing %s → %s', (game, unit, chosen, expected) => {
    expect(
      findGameConsoleMismatch({
        gameConsoles: named(...game),
        unitConsoles: named(...unit),
        chosenConsole: chosen,
      }),
    ).toBe(expected);
  });
});

describe('filterGamesForConsole', () => {
  const games = [
    { id: 1, consoles: named('PS5') },
    { id: 2, consoles: named('Nintendo Switch') },
    { id: 3, consoles: named('PS5', 'Nintendo Switch') },
    { id: 4, consoles: named('PS4') },
  ];
  it.each([
    ['PS5', [1, 3]],
    ['Nintendo Switch', [2, 3]],
    [null, [1, 2, 3]],
    ['PS4', []],
  ] as const)('a PS5 + Switch unit choosing %s offers %j', (chosen, ids) => {
    expect(
      filterGamesForConsole(games, named('PS5', 'Nintendo Switch'), chosen).map((game) => game.id),
    ).toEqual(ids);
  });
});

// Issue 30: a unit with many games gets a search in the wizard's game step.
describe('searchGames', () => {
  const games = [
    'EA Sports FIFA 24',
    'Pokémon Scarlet',
    'Mario Kart 8 Deluxe',
    'Super Mario Odyssey',
    'Tekken 8',
  ].map((title, id) => ({ id, title }));
  it.each([
    ['', [0, 1, 2, 3, 4]],
    ['   ', [0, 1, 2, 3, 4]],
    ['mario', [2, 3]],
    ['MARIO kart', [2]],
    ['kart mario', [2]],
    ['pokemon', [1]],
    ['Pokémon', [1]],
    ['fifa 24', [0]],
    ['8', [2, 4]],
    ['zelda', []],
  ])('%j finds %j', (search, ids) => {
    expect(searchGames(games, search).map((game) => game.id)).toEqual(ids);
  });
});
