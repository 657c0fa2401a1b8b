import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { isForeignOrigin } from '../plugins/security';
import { CLOSE_SESSION_ENDED } from '../realtime/hub';
import { socketServer, type RealtimeOptions } from '../realtime/socket-server';
import type { MessageSender } from './messages';

/**
 * /ws: authenticated by the session cookie at the upgrade (never by anything the client sends) and
 * refused for a foreign Origin; the socket server (realtime/socket-server.ts) does the rest, sends
 * (`send_message`) through the same code as POST /api/messages.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  sender: MessageSender,
  options: RealtimeOptions = {},
) {
  // A send_message frame is the route's own send (http/messages.ts), over the open socket.
  const sockets = await socketServer(app, deps, options, sender.overSocket);
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (isForeignOrigin(request, deps.config)) {
          return reply.code(403).send({ message: 'Cross-site WebSocket refused', code: 'forbidden' });
        }
        if (!request.user || !request.sessionToken) {
          return reply.code(401).send({ message: 'Unauthorized', code: 'unauthorized' });
        }
      },
    },
    (socket, request) => {
      if (!request.user || !request.sessionToken) socket.close(CLOSE_SESSION_ENDED, 'Unauthorized');
      else sockets.accept(socket, request.user.id, request.sessionToken);
    },
  );
}
