import { presentPsychologist } from '@acolhe/shared/crp';
import type { RouterOutputs } from '../../lib/trpc.ts';

/** The consultation as this participant sees it: with whom, when, the join window, their role. */
export type SessionDetails = RouterOutputs['sessions']['details'];
export type SessionRole = SessionDetails['role'];

/** Who the session is with: the patient sees the psychologist's public presentation, with title and CRP. */
export function otherPartyOf(details: SessionDetails): string {
  return details.role === 'patient'
    ? presentPsychologist(details.psychologistName, details.psychologistTitle, details.psychologistCrp)
    : details.patientName;
}
