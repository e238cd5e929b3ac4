import { request } from 'node:http';
import { parseJsonBody, type RawResponse } from './harness.ts';

/**
 * A mutation sent from another loopback address (127.0.0.2, 127.0.0.3, …), so the server sees a real
 * different client address without trusting any forwarded header.
 */
export function mutateFrom(
  localAddress: string,
  baseUrl: string,
  path: string,
  input: unknown,
): Promise<RawResponse> {
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}/trpc/${path}`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          resolve({ status: res.statusCode ?? 0, headers, text, json: parseJsonBody(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
