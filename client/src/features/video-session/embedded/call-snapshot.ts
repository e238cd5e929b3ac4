import type { MediaState } from '../engine/call-engine.ts';

export type CallConnection = 'connecting' | 'connected' | 'reconnecting';
/** Why no media path could be made: the TURN relay refused us, or nothing answered in time. */
export type CallFailure = 'relay-refused' | 'unreachable';

/** What the call screen shows of the embedded call at a given moment. */
export interface CallSnapshot {
  connection: CallConnection;
  remoteStream: MediaStream | null;
  /** The other participant's name while they are in the room. */
  remoteName: string | null;
  remoteMedia: MediaState;
  otherLeft: boolean;
  /** Cleared as soon as the call connects. */
  failure: CallFailure | null;
  /** The connection dropped long enough that continuing with audio only is offered. */
  audioOnlyOffered: boolean;
}

export const mediaOn: MediaState = { camera: true, microphone: true };

export const initialSnapshot: CallSnapshot = {
  connection: 'connecting',
  remoteStream: null,
  remoteName: null,
  remoteMedia: mediaOn,
  otherLeft: false,
  failure: null,
  audioOnlyOffered: false,
};

export function connectionOf(state: RTCPeerConnectionState): CallConnection {
  if (state === 'connected') return 'connected';
  if (state === 'disconnected' || state === 'failed') return 'reconnecting';
  return 'connecting';
}

/** Gathering found no candidate at all: with a TURN server configured, it turned us away. */
export function failureWithoutCandidates(iceServers: RTCIceServer[]): CallFailure {
  const turn = iceServers.some((server) => [server.urls].flat().some((url) => /^turns?:/.test(url)));
  return turn ? 'relay-refused' : 'unreachable';
}
