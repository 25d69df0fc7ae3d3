// The limit of benchmark 5: a raw `ws` server that echoes every message back, in its own process.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3200) });
wss.on('connection', (ws) => ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary })));
wss.on('listening', () => console.log(`echo listening on ${process.env.PORT ?? 3200}`));
