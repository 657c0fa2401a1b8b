import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs two info lines per request, which buried everything else in the terminal (the
 * administrator's password scrolled away). Here each request is one line at debug (LOG_LEVEL=debug
 * shows them); a request that failed still logs at error.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
