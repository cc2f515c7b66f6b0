import type { FastifyRequest } from 'fastify';

/** Who is asking: the address limits are counted on, and the device a new session is named after. */
export interface Client {
  ip: string;
  userAgent: string | undefined;
}

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
