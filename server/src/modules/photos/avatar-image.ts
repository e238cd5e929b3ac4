import { maxPhotoBytes, photoMessages } from '@acolhe/shared/photos';
import { DomainError } from '../../errors.ts';

export const avatarSide = 256;
export const avatarContentType = 'image/webp';
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** A 1 MB file can still declare a huge canvas; this keeps decoding within memory (64 megapixels). */
const maxInputPixels = 8192 * 8192;

// libvips and file-type cost a server start time and memory (docs/decisions/server-bundle.md
// "The server bundle: names as written, ASCII, code loaded when first used"); only the first photo
// upload pays for them.
let imageLibraries: ReturnType<typeof loadImageLibraries> | undefined;
async function loadImageLibraries() {
  const [{ default: sharp }, { fileTypeFromBuffer }] = await Promise.all([import('sharp'), import('file-type')]);
  // Every upload is a different picture, so libvips' operation cache would only hold memory.
  sharp.cache(false);
  return { sharp, fileTypeFromBuffer };
}

export interface Avatar {
  bytes: Buffer;
  contentType: string;
}

/**
 * Checks an upload by its content (magic bytes, not name or declared type) and draws a new square
 * picture from its pixels. The new file carries no metadata, so no EXIF location or camera survives;
 * an animated GIF gives its first frame; transparency becomes white.
 */
export async function avatarFromUpload(upload: Buffer): Promise<Avatar> {
  if (upload.length > maxPhotoBytes) throw new DomainError('BAD_REQUEST', photoMessages.tooLarge);
  const { sharp, fileTypeFromBuffer } = await (imageLibraries ??= loadImageLibraries());
  const type = await fileTypeFromBuffer(upload);
  if (!type || !acceptedTypes.has(type.mime)) throw new DomainError('BAD_REQUEST', photoMessages.wrongType);
  try {
    const bytes = await sharp(upload, { limitInputPixels: maxInputPixels })
      .autoOrient()
      .resize(avatarSide, avatarSide, { fit: 'cover' })
      // On white: the picture is drawn over the person's initials, which must not show through.
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, contentType: avatarContentType };
  } catch {
    throw new DomainError('BAD_REQUEST', photoMessages.unreadable);
  }
}
