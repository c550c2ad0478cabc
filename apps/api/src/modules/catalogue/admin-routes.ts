import {
  consoleRoutes,
  gameRoutes,
  genreRoutes,
  reorderUnitGamesRoute,
  roomRoutes,
  unitRoutes,
} from '@ruangmain/domain/contracts/admin-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminCollection } from '../manage/register-collection';
import { requestActor as actorOf } from '../manage/request-actor';
import { createConsole, getConsole, listConsoles, removeConsole, updateConsole } from './consoles';
import { createGame, getGame, listGames, removeGame, updateGame } from './games';
import { createGenre, getGenre, listGenres, removeGenre, updateGenre } from './genres';
import { createRoom, getRoom, listRooms, removeRoom, reorderRooms, updateRoom } from './rooms';
import { createUnit, getUnit, listUnits, removeUnit, reorderUnitGames, updateUnit } from './units';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The catalogue's back office (issue 17 "Manage the venue"), inside the staff scope
 * (plugins/staff-scope.ts): admins only. Each collection answers list, get, create, patch and delete;
 * rooms and a unit's games also take a dragged order.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminCollection(app, 'consoles', consoleRoutes, {
    list: listConsoles,
    get: getConsole,
    create: createConsole,
    update: updateConsole,
    remove: removeConsole,
  });
  registerAdminCollection(app, 'genres', genreRoutes, {
    list: listGenres,
    get: getGenre,
    create: createGenre,
    update: updateGenre,
    remove: removeGenre,
  });
  registerAdminCollection(app, 'games', gameRoutes, {
    list: listGames,
    get: getGame,
    create: createGame,
    update: updateGame,
    remove: removeGame,
  });
  app.post('/rooms/reorder', { schema: roomRoutes.reorder, config: ADMINS }, (request) =>
    reorderRooms(app.db, actorOf(request), request.body.ids),
  );
  registerAdminCollection(app, 'rooms', roomRoutes, {
    list: listRooms,
    get: getRoom,
    create: createRoom,
    update: updateRoom,
    remove: removeRoom,
  });
  registerAdminCollection(app, 'units', unitRoutes, {
    list: listUnits,
    get: getUnit,
    create: createUnit,
    update: updateUnit,
    remove: removeUnit,
  });
  app.post('/units/:id/games/reorder', { schema: reorderUnitGamesRoute, config: ADMINS }, (request) =>
    reorderUnitGames(app.db, actorOf(request), request.params.id, request.body.ids),
  );
};
