import { photoPath } from '@acolhe/shared/photos';

/** The address the client shows a stored photo from, or null when there is none. */
export function photoUrlOf(hash: string | null): string | null {
  return hash ? photoPath(hash) : null;
}
