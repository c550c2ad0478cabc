import {
  consoleRoutes,
  gameRoutes,
  genreRoutes,
  reorderUnitGamesRoute,
  roomRoutes,
  unitRoutes,
} from '@ruangmain/domain/contracts/admin-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  app.get('/consoles', { schema: consoleRoutes.list, config: ADMINS }, (request) =>
    listConsoles(app.db, request.query),
  );
  app.get('/consoles/:id', { schema: consoleRoutes.get, config: ADMINS }, (request) =>
    getConsole(app.db, request.params.id),
  );
  app.post('/consoles', { schema: consoleRoutes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return createConsole(app.db, actorOf(request), request.body);
  });
  app.patch('/consoles/:id', { schema: consoleRoutes.update, config: ADMINS }, (request) =>
    updateConsole(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/consoles/:id', { schema: consoleRoutes.delete, config: ADMINS }, (request) =>
    removeConsole(app.db, actorOf(request), request.params.id),
  );

  app.get('/genres', { schema: genreRoutes.list, config: ADMINS }, (request) =>
    listGenres(app.db, request.query),
  );
  app.get('/genres/:id', { schema: genreRoutes.get, config: ADMINS }, (request) =>
    getGenre(app.db, request.params.id),
  );
  app.post('/genres', { schema: genreRoutes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return createGenre(app.db, actorOf(request), request.body);
  });
  app.patch('/genres/:id', { schema: genreRoutes.update, config: ADMINS }, (request) =>
    updateGenre(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/genres/:id', { schema: genreRoutes.delete, config: ADMINS }, (request) =>
    removeGenre(app.db, actorOf(request), request.params.id),
  );

  app.get('/games', { schema: gameRoutes.list, config: ADMINS }, (request) =>
    listGames(app.db, request.query),
  );
  app.get('/games/:id', { schema: gameRoutes.get, config: ADMINS }, (request) =>
    getGame(app.db, request.params.id),
  );
  app.post('/games', { schema: gameRoutes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return createGame(app.db, actorOf(request), request.body);
  });
  app.patch('/games/:id', { schema: gameRoutes.update, config: ADMINS }, (request) =>
    updateGame(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/games/:id', { schema: gameRoutes.delete, config: ADMINS }, (request) =>
    removeGame(app.db, actorOf(request), request.params.id),
  );

  app.get('/rooms', { schema: roomRoutes.list, config: ADMINS }, (request) =>
    listRooms(app.db, request.query),
  );
  app.get('/rooms/:id', { schema: roomRoutes.get, config: ADMINS }, (request) =>
    getRoom(app.db, request.params.id),
  );
  app.post('/rooms', { schema: roomRoutes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return createRoom(app.db, actorOf(request), request.body);
  });
  app.post('/rooms/reorder', { schema: roomRoutes.reorder, config: ADMINS }, (request) =>
    reorderRooms(app.db, actorOf(request), request.body.ids),
  );
  app.patch('/rooms/:id', { schema: roomRoutes.update, config: ADMINS }, (request) =>
    updateRoom(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/rooms/:id', { schema: roomRoutes.delete, config: ADMINS }, (request) =>
    removeRoom(app.db, actorOf(request), request.params.id),
  );

  app.get('/units', { schema: unitRoutes.list, config: ADMINS }, (request) =>
    listUnits(app.db, request.query),
  );
  app.get('/units/:id', { schema: unitRoutes.get, config: ADMINS }, (request) =>
    getUnit(app.db, request.params.id),
  );
  app.post('/units', { schema: unitRoutes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return createUnit(app.db, actorOf(request), request.body);
  });
  app.patch('/units/:id', { schema: unitRoutes.update, config: ADMINS }, (request) =>
    updateUnit(app.db, actorOf(request), request.params.id, request.body),
  );
  app.post('/units/:id/games/reorder', { schema: reorderUnitGamesRoute, config: ADMINS }, (request) =>
    reorderUnitGames(app.db, actorOf(request), request.params.id, request.body.ids),
  );
  app.delete('/units/:id', { schema: unitRoutes.delete, config: ADMINS }, (request) =>
    removeUnit(app.db, actorOf(request), request.params.id),
  );
};
