import { createHash } from 'node:crypto';
import type { AppServices } from '../../services.ts';
import { avatarFromUpload } from './avatar-image.ts';
import { photoUrlOf } from './photo-url.ts';
import * as repository from './photos.repository.ts';

const storedHash = /^[0-9a-f]{64}$/;

/** Re-encodes the upload and makes it the psychologist's photo; the previous one goes when nobody uses it. */
export async function replacePsychologistPhoto(
  services: AppServices,
  psychologistId: number,
  upload: Buffer,
) {
  const avatar = await avatarFromUpload(upload);
  const hash = createHash('sha256').update(avatar.bytes).digest('hex');
  await services.db.transaction().execute(async (trx) => {
    const previous = await repository.selectProfilePhotoHash(trx, psychologistId);
    await repository.insertPhoto(trx, { hash, ...avatar });
    await repository.updateProfilePhoto(trx, psychologistId, hash);
    if (previous && previous !== hash) await repository.deletePhotoIfUnused(trx, previous);
  });
  return { photoUrl: photoUrlOf(hash) };
}

export async function findPhoto(services: AppServices, hash: string) {
  if (!storedHash.test(hash)) return undefined;
  return repository.selectPhoto(services.db, hash);
}
