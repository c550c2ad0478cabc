import {
  consoleEndpoints,
  gameEndpoints,
  genreEndpoints,
  reorderUnitGamesEndpoint,
  roomEndpoints,
  unitEndpoints,
} from '@ruangmain/domain/contracts/admin-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { sayAnswer } from '../../texts/request-language';
import { registerCollection } from '../manage/register-collection';
import { requestActor } from '../manage/request-actor';
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
  registerCollection(app, consoleEndpoints, {
    list: listConsoles,
    get: getConsole,
    create: createConsole,
    update: updateConsole,
    remove: removeConsole,
  });
  registerCollection(app, genreEndpoints, {
    list: listGenres,
    get: getGenre,
    create: createGenre,
    update: updateGenre,
    remove: removeGenre,
  });
  registerCollection(app, gameEndpoints, {
    list: listGames,
    get: getGame,
    create: createGame,
    update: updateGame,
    remove: removeGame,
  });
  registerCollection(app, roomEndpoints, {
    list: listRooms,
    get: getRoom,
    create: createRoom,
    update: updateRoom,
    remove: removeRoom,
    reorder: reorderRooms,
  });
  registerCollection(app, unitEndpoints, {
    list: listUnits,
    get: getUnit,
    create: createUnit,
    update: updateUnit,
    remove: removeUnit,
  });
  route(app, reorderUnitGamesEndpoint, { config: ADMINS }, async (request) =>
    sayAnswer(
      request,
      await reorderUnitGames(app.db, requestActor(request), request.params.id, request.body.ids),
    ),
  );
};
