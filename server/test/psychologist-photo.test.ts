import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxPhotoBytes, photoMessages, photoUploadPath } from '@acolhe/shared/photos';
import { type Browser, startTestServer, type TestServer, trpcErrorOf } from './harness.ts';
import { approvedPsychologist, registerPsychologist, signedInPatient, signIn, testPassword, uniqueEmail } from './accounts.ts';
import { countRows } from './rows.ts';
import { photoUploadsPerMinute } from '../src/http/routes/photo-routes.ts';
import { createAdmin } from '../src/modules/auth/create-admin.ts';
import {
  animatedGif,
  gifImage,
  jpegWithGps,
  noisePng,
  pngOfExactly,
  postLargeBody,
  uniquePng,
  uploadPhoto,
  type UploadAnswer,
} from './upload-helpers.ts';

let server: TestServer;
let psychologist: Browser & { id: number };

beforeAll(async () => {
  server = await startTestServer();
  psychologist = await approvedPsychologist(server);
});
afterAll(() => server.close());

const db = () => server.app.services.db;

function photoUrlOf(answer: UploadAnswer): string {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const { photoUrl } = answer.json as { photoUrl: string };
  return photoUrl;
}

async function storedPhotoHash(userId: number) {
  const row = await db()
    .selectFrom('psychologist_profiles')
    .select('photo_hash')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.photo_hash;
}

function refusalOf(answer: UploadAnswer) {
  return { status: answer.status, ...trpcErrorOf(answer.json) };
}

describe('a photo upload', () => {
  test('a JPEG with EXIF GPS comes back as a square WebP with no metadata, cached for ever', async () => {
    const original = await jpegWithGps();
    const originalMetadata = await sharp(original).metadata();
    expect(originalMetadata.exif?.includes('CameraSecreta')).toBe(true);
    expect(originalMetadata.exif?.length).toBeGreaterThan(100);

    const photoUrl = photoUrlOf(await uploadPhoto(server.url, original, psychologist.cookies));
    expect(photoUrl).toMatch(/^\/api\/photos\/[0-9a-f]{64}$/);

    const served = await fetch(`${server.url}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect({ exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    expect(bytes.includes('CameraSecreta')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
    // The name is the hash of the bytes served, so the immutable caching is safe.
    expect(photoUrl.endsWith(createHash('sha256').update(bytes).digest('hex'))).toBe(true);
    expect(await storedPhotoHash(psychologist.id)).toBe(photoUrl.split('/').pop());
  });

  test('the photo shows in the directory, the public profile, the settings, the appointments and the session', async () => {
    const owner = await approvedPsychologist(server);
    const photoUrl = photoUrlOf(await uploadPhoto(server.url, await gifImage(), owner.cookies));
    const patient = await signedInPatient(server);
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const appointment = await db()
      .insertInto('appointments')
      .values({
        patient_id: patient.id,
        psychologist_id: owner.id,
        starts_at: startsAt,
        ends_at: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
        price_cents: 15000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const anonymous = server.client();
    const list = await anonymous.directory.list.query({ sort: 'price-low' });
    expect(list.items.find((card) => card.id === owner.id)?.photoUrl).toBe(photoUrl);
    expect((await anonymous.directory.profile.query({ psychologistId: owner.id })).photoUrl).toBe(photoUrl);
    expect((await owner.client.psychologistSettings.profile.query()).photoUrl).toBe(photoUrl);
    const [listed] = await patient.client.appointments.list.query({ status: 'all' });
    expect(listed?.psychologistPhotoUrl).toBe(photoUrl);
    const details = await patient.client.sessions.details.query({ appointmentId: appointment.id });
    expect(details.psychologistPhotoUrl).toBe(photoUrl);

    const withoutPhoto = list.items.find((card) => card.id !== owner.id && card.id !== psychologist.id);
    expect(withoutPhoto === undefined || withoutPhoto.photoUrl === null).toBe(true);
  });

  test('an animated GIF gives its first frame; a transparent PNG comes back opaque, on white', async () => {
    const fromGif = photoUrlOf(await uploadPhoto(server.url, await animatedGif(), psychologist.cookies));
    const served = Buffer.from(await (await fetch(`${server.url}${fromGif}`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.pages]).toEqual([
      'webp',
      256,
      256,
      undefined,
    ]);
    const { data } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, expect.any(Number)]);
    expect(data[2]).toBeLessThan(20);

    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const fromPng = photoUrlOf(await uploadPhoto(server.url, png, psychologist.cookies));
    expect(fromPng).toMatch(/^\/api\/photos\//);
    const opaque = sharp(Buffer.from(await (await fetch(`${server.url}${fromPng}`)).arrayBuffer()));
    expect((await opaque.metadata()).hasAlpha).toBe(false);
    const pixels = await opaque.raw().toBuffer();
    expect([pixels[0], pixels[1], pixels[2]]).toEqual([255, 255, 255]);
  });

  test('replacing the photo deletes the old one, unless another profile shows the same picture', async () => {
    const owner = await approvedPsychologist(server);
    const other = await approvedPsychologist(server);
    const shared = await uniquePng();
    const first = photoUrlOf(await uploadPhoto(server.url, shared, owner.cookies));
    const photos = await countRows(db(), 'photos');
    const second = photoUrlOf(await uploadPhoto(server.url, await uniquePng(), owner.cookies));
    expect(second).not.toBe(first);
    expect(await countRows(db(), 'photos')).toBe(photos);
    expect((await fetch(`${server.url}${first}`)).status).toBe(404);
    expect(await storedPhotoHash(owner.id)).toBe(second.split('/').pop());

    // The same file twice is one row; it stays while one profile still points to it.
    expect(photoUrlOf(await uploadPhoto(server.url, shared, other.cookies))).toBe(first);
    expect(photoUrlOf(await uploadPhoto(server.url, shared, owner.cookies))).toBe(first);
    expect(await countRows(db(), 'photos')).toBe(photos);
    photoUrlOf(await uploadPhoto(server.url, await uniquePng(), owner.cookies));
    expect((await fetch(`${server.url}${first}`)).status).toBe(200);
  });
});

describe('what is refused, changing nothing', () => {
  async function expectNothingChanged(run: () => Promise<void>) {
    const hash = await storedPhotoHash(psychologist.id);
    const photos = await countRows(db(), 'photos');
    await run();
    expect(await storedPhotoHash(psychologist.id)).toBe(hash);
    expect(await countRows(db(), 'photos')).toBe(photos);
  }

  test('a 2 MB image: 413 with the limit in pt-BR', async () => {
    const large = await noisePng(820);
    expect(large.length).toBeGreaterThan(2_000_000);
    await expectNothingChanged(async () => {
      expect(refusalOf(await uploadPhoto(server.url, large, psychologist.cookies))).toEqual({
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: photoMessages.tooLarge,
        fieldErrors: null,
      });
    });
  });

  test('exactly 1,048,576 bytes pass; one byte more does not', async () => {
    const atLimit = await pngOfExactly(maxPhotoBytes);
    expect(photoUrlOf(await uploadPhoto(server.url, atLimit, psychologist.cookies))).toMatch(
      /^\/api\/photos\//,
    );
    const overLimit = await pngOfExactly(maxPhotoBytes + 1);
    await expectNothingChanged(async () => {
      expect((await uploadPhoto(server.url, overLimit, psychologist.cookies)).status).toBe(413);
    });
  });

  test('a text file renamed to .jpg, whatever type it declares', async () => {
    const text = Buffer.from(
      'Isto não é uma imagem, é um arquivo de texto renomeado para foto.jpg\n'.repeat(20),
    );
    await expectNothingChanged(async () => {
      expect(refusalOf(await uploadPhoto(server.url, text, psychologist.cookies))).toMatchObject({
        status: 400,
        message: photoMessages.wrongType,
      });
      expect(
        refusalOf(await uploadPhoto(server.url, text, psychologist.cookies, 'image/jpeg')),
      ).toMatchObject({
        status: 415,
        message: photoMessages.wrongType,
      });
    });
  });

  test('other image formats and empty files', async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectNothingChanged(async () => {
      for (const bytes of [webp, svg, Buffer.alloc(0)]) {
        expect(refusalOf(await uploadPhoto(server.url, bytes, psychologist.cookies))).toMatchObject({
          status: 400,
          message: photoMessages.wrongType,
        });
      }
    });
  });

  test('a corrupt image: right magic bytes, broken content', async () => {
    const jpeg = await jpegWithGps();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    // Pixel data scrambled inside the first data chunk: the header still says PNG, the checksum fails.
    const garbled = Buffer.from(await noisePng(40));
    for (let index = 100; index < 400; index += 1) garbled[index] = (garbled[index] ?? 0) ^ 0x5a;
    await expectNothingChanged(async () => {
      for (const bytes of [truncated, garbled]) {
        expect(refusalOf(await uploadPhoto(server.url, bytes, psychologist.cookies))).toMatchObject({
          status: 400,
          message: photoMessages.unreadable,
        });
      }
    });
  });

  test('anyone but an approved psychologist', async () => {
    const patient = await signedInPatient(server);
    const pending = await signIn(
      server,
      await registerPsychologist(server.client(), { email: uniqueEmail('pendente') }),
    );
    const adminEmail = uniqueEmail('admin');
    await createAdmin(db(), { email: adminEmail, name: 'Admin da Foto', password: testPassword });
    const admin = await signIn(server, adminEmail);
    const gif = await gifImage();
    await expectNothingChanged(async () => {
      expect(refusalOf(await uploadPhoto(server.url, gif, new Map()))).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
      });
      expect(refusalOf(await uploadPhoto(server.url, gif, patient.cookies))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(refusalOf(await uploadPhoto(server.url, gif, pending.cookies))).toMatchObject({
        status: 403,
        message: 'Seu cadastro ainda está em análise',
      });
      expect(refusalOf(await uploadPhoto(server.url, gif, admin.cookies))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    });
  });
});

describe('the request limit', () => {
  const fiftyMegabytes = 50 * 1024 * 1024;

  test.each([
    ['with its length declared', true],
    ['chunked, with no length', false],
  ])('a 50 MB upload %s gets 413 without being buffered', async (_name, declareLength) => {
    const rssBefore = process.memoryUsage().rss;
    const answer = await postLargeBody(`${server.url}${photoUploadPath}`, {
      totalBytes: fiftyMegabytes,
      declareLength,
      headers: {
        'content-type': 'application/octet-stream',
        cookie: `acolhe_session=${psychologist.cookies.get('acolhe_session')}`,
      },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { message: photoMessages.tooLarge } });
    expect(answer.bytesSent).toBeLessThan(fiftyMegabytes / 2);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(20 * 1024 * 1024);
  });

  test('a 50 MB multipart body is refused unread', async () => {
    const rssBefore = process.memoryUsage().rss;
    const answer = await postLargeBody(`${server.url}${photoUploadPath}`, {
      totalBytes: fiftyMegabytes,
      declareLength: true,
      headers: {
        'content-type': 'multipart/form-data; boundary=----acolhe',
        cookie: `acolhe_session=${psychologist.cookies.get('acolhe_session')}`,
      },
    });
    expect(answer.status).toBe(415);
    expect(answer.bytesSent).toBeLessThan(fiftyMegabytes / 2);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(20 * 1024 * 1024);
  });

  test('a stranger’s 50 MB upload is turned away before its body is read', async () => {
    const answer = await postLargeBody(`${server.url}${photoUploadPath}`, {
      totalBytes: fiftyMegabytes,
      declareLength: true,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(answer.status).toBe(401);
    expect(answer.bytesSent).toBeLessThan(fiftyMegabytes / 2);
  });
});

describe('serving photos', () => {
  test.each(['0'.repeat(64), 'nao-e-um-hash', `${'a'.repeat(63)}G`])('%s is not found', async (name) => {
    const response = await fetch(`${server.url}/api/photos/${name}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(await response.json()).toEqual({ error: photoMessages.notFound });
  });
});

test('uploads are limited per session, with a pt-BR refusal', async () => {
  const own = await startTestServer();
  try {
    const uploader = await approvedPsychologist(own);
    const answers = [];
    for (let attempt = 0; attempt <= photoUploadsPerMinute; attempt += 1) {
      answers.push(await uploadPhoto(own.url, Buffer.alloc(0), uploader.cookies));
    }
    expect(answers.slice(0, photoUploadsPerMinute).every((answer) => answer.status === 400)).toBe(true);
    expect(refusalOf(answers[photoUploadsPerMinute] as UploadAnswer)).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      fieldErrors: null,
    });
    const colleague = await approvedPsychologist(own);
    expect((await uploadPhoto(own.url, await gifImage(), colleague.cookies)).status).toBe(200);
  } finally {
    await own.close();
  }
});
