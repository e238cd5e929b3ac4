import type { SignalPayload } from '@acolhe/shared/sessions';

declare global {
  interface Window {
    /** The live peer connection, read by the browser tests through getStats(). */
    __acolheCall?: { pc: RTCPeerConnection };
  }
}

type CandidatePayload = Extract<SignalPayload, { kind: 'candidate' }>;

interface PeerHandlers {
  onCandidate: (payload: CandidatePayload) => void;
  /** Gathering ended (also after an ICE restart) having found this many local candidates. */
  onGatheringDone: (found: number) => void;
  onTrack: (track: MediaStreamTrack) => void;
  onState: (state: RTCPeerConnectionState) => void;
}

export function createPeerConnection(configuration: RTCConfiguration, handlers: PeerHandlers): RTCPeerConnection {
  const pc = new RTCPeerConnection(configuration);
  window.__acolheCall = { pc };
  let found = 0;
  pc.onicegatheringstatechange = () => {
    if (pc.iceGatheringState === 'gathering') found = 0;
  };
  pc.onicecandidate = ({ candidate }) => {
    if (!candidate) return handlers.onGatheringDone(found);
    // Chromium also announces the end of a generation with an empty candidate.
    if (!candidate.candidate) return;
    found += 1;
    handlers.onCandidate({
      kind: 'candidate',
      candidate: candidate.candidate,
      sdpMid: candidate.sdpMid,
      sdpMLineIndex: candidate.sdpMLineIndex,
    });
  };
  pc.ontrack = ({ track }) => handlers.onTrack(track);
  pc.onconnectionstatechange = () => handlers.onState(pc.connectionState);
  return pc;
}

/** Offerer: one audio and one video transceiver, sending what exists and receiving either way. */
export async function createOffer(pc: RTCPeerConnection, stream: MediaStream): Promise<string> {
  for (const kind of ['audio', 'video'] as const) {
    const track = stream.getTracks().find((candidate) => candidate.kind === kind);
    pc.addTransceiver(track ?? kind, { direction: track ? 'sendrecv' : 'recvonly', streams: [stream] });
  }
  await pc.setLocalDescription(await pc.createOffer());
  return pc.localDescription?.sdp ?? '';
}

/** Answerer: fills the offer's transceivers with the local tracks of the same kind. */
export async function createAnswer(
  pc: RTCPeerConnection,
  stream: MediaStream,
  offer: string,
): Promise<string> {
  await pc.setRemoteDescription({ type: 'offer', sdp: offer });
  for (const transceiver of pc.getTransceivers()) {
    const track = stream.getTracks().find((candidate) => candidate.kind === transceiver.receiver.track.kind);
    if (track) await transceiver.sender.replaceTrack(track);
    transceiver.direction = track ? 'sendrecv' : 'recvonly';
  }
  await pc.setLocalDescription(await pc.createAnswer());
  return pc.localDescription?.sdp ?? '';
}

/** Offerer, after a network change: new ICE credentials and candidates on the same connection and tracks. */
export async function createRestartOffer(pc: RTCPeerConnection): Promise<string> {
  pc.restartIce();
  await pc.setLocalDescription(await pc.createOffer({ iceRestart: true }));
  return pc.localDescription?.sdp ?? '';
}

/** Answerer of an ICE restart: the same connection takes the new offer and answers it. */
export async function answerRestart(pc: RTCPeerConnection, offer: string): Promise<string> {
  await pc.setRemoteDescription({ type: 'offer', sdp: offer });
  await pc.setLocalDescription(await pc.createAnswer());
  return pc.localDescription?.sdp ?? '';
}

/** Sends the camera's track, or nothing at all (audio only), without renegotiating. */
export async function sendCamera(pc: RTCPeerConnection, camera: MediaStreamTrack | null): Promise<void> {
  for (const transceiver of pc.getTransceivers()) {
    if (transceiver.receiver.track.kind !== 'video' || transceiver.currentDirection === 'stopped') continue;
    if (transceiver.sender.track !== camera) await transceiver.sender.replaceTrack(camera);
  }
}

export function candidateOf({ candidate, sdpMid, sdpMLineIndex }: CandidatePayload): RTCIceCandidateInit {
  return { candidate, sdpMid, sdpMLineIndex };
}
