import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface FakeSmtp {
  port: number;
  /** Each message as received after DATA (headers and body, dot-stuffing left in). */
  messages: string[];
  close(): Promise<void>;
}

/**
 * Just enough SMTP (RFC 5321: greeting, EHLO, MAIL, RCPT, DATA, QUIT) for nodemailer to
 * deliver to, on `port` (0: any free one). No STARTTLS and no AUTH are offered.
 */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffered.slice(0, end));
          buffered = buffered.slice(end + 5);
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffered.indexOf('\r\n');
        if (end === -1) return;
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: taken from the system, then given back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
