import type { z } from 'zod';
import { messages } from '@acolhe/shared/messages';
import type { profileSettingsInput } from '@acolhe/shared/psychologist-settings';
import { foldText } from '../../db/connection.ts';
import { DomainError, isUniqueViolation } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { photoUrlOf } from '../photos/photo-url.ts';
import * as repository from './profile-settings.repository.ts';

type ProfileSettingsInput = z.output<typeof profileSettingsInput>;

export async function getProfileSettings(services: AppServices, psychologistId: number) {
  const { photoHash, ...profile } = await repository.selectProfileSettings(services.db, psychologistId);
  return { ...profile, photoUrl: photoUrlOf(photoHash) };
}

/**
 * Saves the profile. The directory reads these rows on every request (there is no cache to drop), so the
 * directory and the public profile show the change at once; the folded search text follows name and specialty.
 */
export async function updateProfileSettings(
  services: AppServices,
  psychologistId: number,
  input: ProfileSettingsInput,
) {
  try {
    await services.db.transaction().execute((trx) =>
      repository.updateProfileSettings(trx, psychologistId, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        specialty: input.specialty,
        experience: input.experience,
        hourlyRateCents: Math.round(input.hourlyRate * 100),
        bio: input.bio,
        searchText: foldText(`${input.name} ${input.specialty}`),
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', messages.emailTaken);
    throw error;
  }
  return getProfileSettings(services, psychologistId);
}
