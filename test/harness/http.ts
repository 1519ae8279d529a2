// Small helpers shared by the loopback fakes: body reading, JSON replies, listening on 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

export interface Listening {
  server: Server
  origin: string
  close(): Promise<void>
}

/** Listens on loopback only, on a free port; `close` also drops kept-alive and hanging sockets. */
export async function listenLoopback(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  onError: (error: unknown, res: ServerResponse) => void,
): Promise<Listening> {
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => onError(error, res))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
