import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The ceiling: the same workload against nothing but `ws` and node:http. POST /send {room, message}
 * broadcasts to the sockets that joined ?room=. No auth, no database, no storage.
 */
const rooms = new Map<string, Set<WebSocket>>();
const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.end('ok');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/send') {
    res.statusCode = 404;
    res.end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      room: string;
      message: Record<string, unknown>;
    };
    const message = { ...body.message, createdAt: new Date().toISOString() };
    const payload = JSON.stringify({ type: 'new_message', conversationId: body.room, message });
    for (const ws of rooms.get(body.room) ?? []) ws.send(payload);
    res.statusCode = 201;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(message));
  });
});

server.on('upgrade', (req, socket, head) => {
  const room = new URL(req.url ?? '/', 'http://x').searchParams.get('room') ?? '';
  wss.handleUpgrade(req, socket, head, (ws) => {
    const set = rooms.get(room) ?? new Set();
    set.add(ws);
    rooms.set(room, set);
    ws.send(JSON.stringify({ type: 'authenticated' }));
    ws.on('close', () => set.delete(ws));
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
