import type { FastifyRequest } from 'fastify';
import { currentAuth } from '../../plugins/authenticate';
import { type AuditActor, toAuditActor } from '../audit/record-audit';

/** Who is acting in a staff route: the signed-in user the staff scope let in. */
export const requestActor = (request: FastifyRequest): AuditActor => toAuditActor(currentAuth(request).user);
