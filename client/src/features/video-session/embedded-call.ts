import type { SignalEvent, SignalPayload } from '@acolhe/shared/sessions';
import { connectionOf, initialSnapshot, mediaOn, type CallSnapshot } from './call-snapshot.ts';
import { candidateOf, createAnswer, createOffer, createPeerConnection } from './peer-connection.ts';
import type { MediaState, SessionRole } from './session-types.ts';

interface CallOptions {
  role: SessionRole;
  selfId: number;
  iceServers: RTCIceServer[];
  stream: MediaStream;
  send: (payload: SignalPayload) => void;
  media: () => MediaState;
  onChange: (snapshot: CallSnapshot) => void;
}

/**
 * One side of the embedded engine's peer-to-peer call. The psychologist always offers; the patient
 * always answers. Every (re)negotiation uses a fresh RTCPeerConnection, so a reload or a dropped
 * signalling stream on either side ends in a clean offer/answer instead of a glare.
 */
export class EmbeddedCall {
  private pc: RTCPeerConnection;
  private used = false;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private tasks: Promise<void> = Promise.resolve();
  private snapshot = initialSnapshot;
  private readonly options: CallOptions;

  constructor(options: CallOptions) {
    this.options = options;
    this.pc = this.createPeer();
  }

  /** Events are handled one at a time, in arrival order: a candidate never overtakes its offer. */
  handle(event: SignalEvent): void {
    this.enqueue(() => this.process(event));
  }

  close(): void {
    this.pc.close();
  }

  private enqueue(task: () => Promise<void> | void): void {
    this.tasks = this.tasks
      .then(task)
      .catch((error: unknown) => console.warn('Falha na negociação da chamada', error));
  }

  private get offerer(): boolean {
    return this.options.role === 'psychologist';
  }

  private async process(event: SignalEvent): Promise<void> {
    const { selfId, role } = this.options;
    if (event.type === 'presence') {
      const other = event.peers.find((peer) => peer.userId !== selfId && peer.role !== role);
      return this.peerPresent(other?.name ?? null);
    }
    if (event.type === 'peer-joined' && event.userId !== selfId) return this.peerPresent(event.name);
    if (event.type === 'peer-left' && event.userId !== selfId) return this.peerGone(event.hungUp);
    if (event.type === 'signal' && event.from !== selfId) return this.signal(event.payload);
  }

  /** Someone (re)joined, so any connection so far is stale: start afresh, offering if this side offers. */
  private async peerPresent(name: string | null): Promise<void> {
    this.reset();
    this.update({ remoteName: name, otherLeft: name ? false : this.snapshot.otherLeft });
    if (name && this.offerer) await this.offer();
  }

  private peerGone(hungUp: boolean): void {
    this.reset();
    this.update({ remoteName: null, otherLeft: hungUp || this.snapshot.otherLeft });
  }

  private async signal(payload: SignalPayload): Promise<void> {
    const pc = this.pc;
    switch (payload.kind) {
      case 'offer':
        if (!this.offerer) await this.answer(payload.sdp);
        return;
      case 'answer':
        if (pc.signalingState === 'have-local-offer') {
          await pc.setRemoteDescription({ type: 'answer', sdp: payload.sdp });
          return this.flushCandidates(pc);
        }
        // A second answer: the first one answered an older offer (the patient reconnected in between).
        if (this.used) await this.peerPresent(this.snapshot.remoteName);
        return;
      case 'candidate':
        if (pc.remoteDescription) await pc.addIceCandidate(candidateOf(payload)).catch(() => undefined);
        else this.pendingCandidates.push(candidateOf(payload));
        return;
      case 'media':
        return this.update({ remoteMedia: { camera: payload.camera, microphone: payload.microphone } });
      case 'hangup':
        return this.peerGone(true);
    }
  }

  private async offer(): Promise<void> {
    const pc = this.pc;
    this.used = true;
    const sdp = await createOffer(pc, this.options.stream);
    this.sendDescription(pc, { kind: 'offer', sdp });
  }

  private async answer(offer: string): Promise<void> {
    this.reset();
    const pc = this.pc;
    this.used = true;
    const sdp = await createAnswer(pc, this.options.stream, offer);
    this.sendDescription(pc, { kind: 'answer', sdp });
    await this.flushCandidates(pc);
  }

  /** The offer or answer (unless a newer connection replaced this one), then this side's camera and microphone. */
  private sendDescription(
    pc: RTCPeerConnection,
    description: Extract<SignalPayload, { kind: 'offer' | 'answer' }>,
  ): void {
    if (pc !== this.pc) return;
    this.options.send(description);
    this.options.send({ kind: 'media', ...this.options.media() });
  }

  private async flushCandidates(pc: RTCPeerConnection): Promise<void> {
    for (const candidate of this.pendingCandidates.splice(0))
      await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** Swaps a used connection for a fresh one; the old one's late events are ignored. */
  private reset(): void {
    if (!this.used) return;
    this.pc.close();
    this.pc = this.createPeer();
    this.used = false;
    this.pendingCandidates = [];
    this.update({ remoteStream: null, remoteMedia: mediaOn, connection: 'connecting' });
  }

  private createPeer(): RTCPeerConnection {
    const pc = createPeerConnection(this.options.iceServers, {
      onCandidate: (payload) => {
        if (pc === this.pc) this.options.send(payload);
      },
      onTrack: (track) => {
        if (pc !== this.pc) return;
        if (this.snapshot.remoteStream) this.snapshot.remoteStream.addTrack(track);
        else this.update({ remoteStream: new MediaStream([track]) });
      },
      onState: (state) => {
        if (pc !== this.pc) return;
        this.update({ connection: connectionOf(state) });
        // ICE gave up: the offerer starts over on a fresh connection.
        if (state === 'failed' && this.offerer)
          this.enqueue(() => this.peerPresent(this.snapshot.remoteName));
      },
    });
    return pc;
  }

  private update(change: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}
