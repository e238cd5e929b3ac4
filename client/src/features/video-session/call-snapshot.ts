import type { MediaState } from './session-types.ts';

export type CallConnection = 'connecting' | 'connected' | 'reconnecting';

/** What the call screen shows of the embedded call at a given moment. */
export interface CallSnapshot {
  connection: CallConnection;
  remoteStream: MediaStream | null;
  /** The other participant's name while they are in the room. */
  remoteName: string | null;
  remoteMedia: MediaState;
  otherLeft: boolean;
}

export const mediaOn: MediaState = { camera: true, microphone: true };

export const initialSnapshot: CallSnapshot = {
  connection: 'connecting',
  remoteStream: null,
  remoteName: null,
  remoteMedia: mediaOn,
  otherLeft: false,
};

export function connectionOf(state: RTCPeerConnectionState): CallConnection {
  if (state === 'connected') return 'connected';
  if (state === 'disconnected' || state === 'failed') return 'reconnecting';
  return 'connecting';
}
