import { z } from 'zod';
import type { MediaChoices } from './engine/call-engine.ts';

const storedChoices = z.object({
  audioEnabled: z.boolean(),
  videoEnabled: z.boolean(),
  audioDeviceId: z.string(),
  videoDeviceId: z.string(),
  devices: z.enum(['all', 'audio', 'none']),
});

const keyOf = (appointmentId: number) => `acolhe.session.${appointmentId}`;

/** A reload in the middle of a call goes straight back into it, with the same devices (this tab only). */
export function rememberJoin(appointmentId: number, choices: MediaChoices): void {
  sessionStorage.setItem(keyOf(appointmentId), JSON.stringify(choices));
}

export function recallJoin(appointmentId: number): MediaChoices | null {
  try {
    const parsed = storedChoices.safeParse(
      JSON.parse(sessionStorage.getItem(keyOf(appointmentId)) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetJoin(appointmentId: number): void {
  sessionStorage.removeItem(keyOf(appointmentId));
}
