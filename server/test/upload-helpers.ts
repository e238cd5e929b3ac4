import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { photoUploadPath } from '@acolhe/shared/photos';
import { cookieHeaderOf } from './harness.ts';

export interface UploadAnswer {
  status: number;
  headers: Headers;
  json: unknown;
}

/** Sends a file as the browser's upload does: the bytes themselves as the body. */
export async function uploadPhoto(
  baseUrl: string,
  bytes: Uint8Array,
  cookies: ReadonlyMap<string, string>,
  contentType = 'application/octet-stream',
): Promise<UploadAnswer> {
  const headers = new Headers({ 'content-type': contentType });
  if (cookies.size) headers.set('cookie', cookieHeaderOf(cookies));
  const response = await fetch(`${baseUrl}${photoUploadPath}`, { method: 'POST', headers, body: bytes });
  const text = await response.text();
  const json: unknown = text.startsWith('{') ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, json };
}

export interface StreamedAnswer {
  status: number | null;
  body: string;
  /** Bytes the server took before answering or hanging up. */
  bytesSent: number;
}

/**
 * POSTs `totalBytes` of body, generated chunk by chunk from one reused buffer and written only as fast as
 * the socket drains, so the sender itself holds almost nothing in memory. Stops at the server's answer.
 */
export function postLargeBody(
  url: string,
  options: { totalBytes: number; headers: Record<string, string>; declareLength: boolean },
): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const headers = {
      ...options.headers,
      ...(options.declareLength ? { 'content-length': String(options.totalBytes) } : {}),
    };
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? null, body, bytesSent });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) resolve({ status: null, body: String(error), bytesSent });
    });
    const pump = () => {
      while (!answered && !req.destroyed && bytesSent < options.totalBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.totalBytes - bytesSent));
        bytesSent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !req.destroyed) req.end();
    };
    try {
      pump();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** A real JPEG carrying an EXIF GPS position (São Paulo) and a camera model. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CameraSecreta', Model: 'Modelo X' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer();
}

export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#e94e77' } })
    .gif()
    .toBuffer();
}

function solidPng(background: string, side = 60): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Two frames: red, then blue. */
export async function animatedGif(): Promise<Buffer> {
  return sharp([await solidPng('#ff0000'), await solidPng('#0000ff')], { join: { animated: true } })
    .gif({ delay: [200, 200] })
    .toBuffer();
}

let uniqueShade = 0;
/** A picture no other test uploads (its colour is its own), so its stored row belongs to one psychologist. */
export function uniquePng(): Promise<Buffer> {
  uniqueShade += 1;
  return solidPng(`#10${uniqueShade.toString(16).padStart(4, '0')}`, 80);
}

/** An uncompressed PNG of random pixels, about side × side × 3 bytes (820 -> about 2 MB). */
export function noisePng(side: number): Promise<Buffer> {
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG of exactly `size` bytes: a small picture padded with a text chunk before its end. */
export async function pngOfExactly(size: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const iend = png.subarray(png.length - 12);
  const body = png.subarray(0, png.length - 12);
  const overhead = 12 + 'Comment\0'.length;
  const padding = Buffer.concat([
    Buffer.from('Comment\0', 'latin1'),
    Buffer.alloc(size - body.length - iend.length - overhead, 0x20),
  ]);
  const result = Buffer.concat([body, pngChunk('tEXt', padding), iend]);
  if (result.length !== size) throw new Error(`built ${result.length} bytes, wanted ${size}`);
  return result;
}
