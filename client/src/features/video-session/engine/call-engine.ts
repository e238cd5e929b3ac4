import type { RouterOutputs } from '../../../lib/trpc.ts';
import type { SessionDetails } from '../session-details.ts';

/** How the server lets this participant in: an embedded (peer-to-peer) call or a LiveKit room. */
export type SessionJoin = RouterOutputs['sessions']['join'];
export type EngineName = SessionJoin['engine'];

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

/**
 * What the page hands a video engine, whichever the server chose: the session, the engine's own join,
 * the waiting room's choices and who is calling. The engine runs the call and calls onLeave once the
 * participant has hung up.
 */
export interface CallEngineProps<Engine extends EngineName = EngineName> {
  details: SessionDetails;
  join: Extract<SessionJoin, { engine: Engine }>;
  choices: MediaChoices;
  self: { id: number; name: string };
  onLeave: () => void;
}
