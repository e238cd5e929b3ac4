import { presentPsychologist } from '@acolhe/shared/crp';
import type { SessionDetails } from './session-types.ts';

/** Who the session is with: the patient sees the psychologist's public presentation, with title and CRP. */
export function otherPartyOf(details: SessionDetails): string {
  return details.role === 'patient'
    ? presentPsychologist(details.psychologistName, details.psychologistTitle, details.psychologistCrp)
    : details.patientName;
}
