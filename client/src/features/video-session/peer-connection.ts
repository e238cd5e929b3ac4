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
  onTrack: (track: MediaStreamTrack) => void;
  onState: (state: RTCPeerConnectionState) => void;
}

export function createPeerConnection(iceServers: RTCIceServer[], handlers: PeerHandlers): RTCPeerConnection {
  const pc = new RTCPeerConnection({ iceServers });
  window.__acolheCall = { pc };
  pc.onicecandidate = ({ candidate }) => {
    if (!candidate) return;
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

export function candidateOf({ candidate, sdpMid, sdpMLineIndex }: CandidatePayload): RTCIceCandidateInit {
  return { candidate, sdpMid, sdpMLineIndex };
}
