import type { PublicUser } from '@acolhe/shared/auth';
import type { Db } from '../db/connection.ts';
import { selectPublicUser } from './identity.repository.ts';

export async function loadPublicUser(db: Db, userId: number): Promise<PublicUser> {
  const row = await selectPublicUser(db, userId);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    phone: row.phone,
    companyCode: row.companyCode,
    status: row.approvalStatus ?? 'active',
    specialty: row.specialty,
    bio: row.bio,
    hourlyRate: row.hourlyRateCents === null ? null : row.hourlyRateCents / 100,
    availableHours: row.availableHours,
  };
}
