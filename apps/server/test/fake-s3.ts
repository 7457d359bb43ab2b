import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; url: string; authorization: string }[];
  /** While set, every request is answered with this HTTP status and an S3 error body. */
  failWith: number | null;
  close(): Promise<void>;
}

/** Just enough of the S3 REST API (path-style PUT, GET, DELETE object) to talk to the SDK. */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const fake: FakeS3 = {
    endpoint: '',
    objects,
    requests,
    failWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const notFound = (key: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;
  const server: Server = createServer((request: IncomingMessage, response) => {
    void (async () => {
      const body = await buffer(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const objectPath = decodeURIComponent(url.pathname);
      requests.push({
        method: request.method ?? '',
        url: objectPath,
        authorization: request.headers.authorization ?? '',
      });
      if (fake.failWith !== null) {
        response
          .writeHead(fake.failWith, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Please reduce your request rate.</Message></Error>',
          );
        return;
      }
      if (request.method === 'PUT') {
        objects.set(objectPath, {
          body,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(objectPath);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' }).end(notFound(objectPath));
          return;
        }
        response
          .writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.body.length,
          })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(objectPath);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.endpoint = `http://127.0.0.1:${port}`;
  return fake;
}
