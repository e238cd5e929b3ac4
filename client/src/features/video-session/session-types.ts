import type { RouterOutputs } from '../../lib/trpc.ts';

export type SessionDetails = RouterOutputs['sessions']['details'];
export type SessionJoin = RouterOutputs['sessions']['join'];
export type EmbeddedJoin = Extract<SessionJoin, { engine: 'embedded' }>;
export type LiveKitJoin = Extract<SessionJoin, { engine: 'livekit' }>;
export type SessionRole = SessionDetails['role'];

/** What the participant chose in the waiting room: devices, and whether each starts on. */
export interface MediaChoices {
  audioEnabled: boolean;
  videoEnabled: boolean;
  audioDeviceId: string;
  videoDeviceId: string;
  /** Which devices to ask the browser for at all ('none' when the camera and microphone are unavailable). */
  devices: 'all' | 'audio' | 'none';
}

export interface MediaState {
  camera: boolean;
  microphone: boolean;
}
