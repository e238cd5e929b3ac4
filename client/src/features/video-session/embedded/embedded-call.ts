import type { SignalEvent, SignalPayload } from '@acolhe/shared/sessions';
import { routeCallEvent } from './call-events.ts';
import { connectionOf, failureWithoutCandidates, initialSnapshot, mediaOn, type CallSnapshot } from './call-snapshot.ts';
import { ConnectionWatch } from './connection-watch.ts';
import { PendingCandidates } from './pending-candidates.ts';
import {
  answerRestart,
  candidateOf,
  createAnswer,
  createOffer,
  createPeerConnection,
  createRestartOffer,
  sendCamera,
} from './peer-connection.ts';
import type { MediaState } from '../engine/call-engine.ts';
import type { SessionRole } from '../session-details.ts';

interface CallOptions {
  role: SessionRole;
  selfId: number;
  iceServers: RTCIceServer[];
  /** 'relay': only candidates through the TURN server (the server's ICE_TRANSPORT_POLICY). */
  iceTransportPolicy: RTCIceTransportPolicy;
  stream: MediaStream;
  send: (payload: SignalPayload) => void;
  media: () => MediaState;
  onChange: (snapshot: CallSnapshot) => void;
}

/**
 * One side of the embedded engine's peer-to-peer call. The psychologist always offers; the patient
 * always answers. A network change is met with an ICE restart on the same connection; a reload or a
 * dropped signalling stream on either side ends in a fresh RTCPeerConnection and a clean offer/answer
 * instead of a glare.
 */
export class EmbeddedCall {
  private pc: RTCPeerConnection;
  private used = false;
  private readonly pendingCandidates = new PendingCandidates();
  private tasks: Promise<void> = Promise.resolve();
  private snapshot = initialSnapshot;
  private readonly options: CallOptions;
  private readonly watch: ConnectionWatch;

  constructor(options: CallOptions) {
    this.options = options;
    this.watch = new ConnectionWatch(
      {
        restartIce: () => this.enqueue(() => this.restartIce()),
        startOver: () => this.enqueue(() => this.peerPresent(this.snapshot.remoteName)),
        videoAtRisk: () => this.update({ audioOnlyOffered: true }),
        neverConnected: () => this.update({ failure: this.snapshot.failure ?? 'unreachable' }),
      },
      this.offerer,
    );
    this.pc = this.createPeer();
  }

  /** Events are handled one at a time, in arrival order: a candidate never overtakes its offer. */
  handle(event: SignalEvent): void {
    this.enqueue(() => this.process(event));
  }

  /** Sends the camera or, with it off (or audio only), no video at all. */
  cameraChanged(): void {
    this.enqueue(() => this.applyCamera(this.pc));
  }

  dismissAudioOnlyOffer(): void {
    this.update({ audioOnlyOffered: false });
  }

  close(): void {
    this.watch.stop();
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

  private process(event: SignalEvent): Promise<void> | void {
    return routeCallEvent(event, { id: this.options.selfId, role: this.options.role }, {
      present: (name) => this.peerPresent(name),
      gone: (hungUp) => this.peerGone(hungUp),
      signal: (payload) => this.signal(payload),
    });
  }

  /** Someone (re)joined, so any connection so far is stale: start afresh, offering if this side offers. */
  private async peerPresent(name: string | null): Promise<void> {
    this.reset();
    this.update({ remoteName: name, otherLeft: name ? false : this.snapshot.otherLeft });
    if (name && this.offerer) await this.offer();
  }

  private peerGone(hungUp: boolean): void {
    this.reset();
    this.watch.replaced();
    this.update({ remoteName: null, otherLeft: hungUp || this.snapshot.otherLeft, failure: null, audioOnlyOffered: false });
  }

  private async signal(payload: SignalPayload): Promise<void> {
    const pc = this.pc;
    switch (payload.kind) {
      case 'offer':
        if (this.offerer) return;
        if (payload.restart && this.used && pc.remoteDescription) return this.answerRestart(pc, payload.sdp);
        return this.answer(payload.sdp);
      case 'answer':
        if (pc.signalingState === 'have-local-offer') {
          await pc.setRemoteDescription({ type: 'answer', sdp: payload.sdp });
          return this.pendingCandidates.flush(pc);
        }
        // A second answer: the first one answered an older offer (the patient reconnected in between).
        if (this.used) await this.peerPresent(this.snapshot.remoteName);
        return;
      case 'candidate':
        return this.pendingCandidates.add(pc, candidateOf(payload));
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
    await this.applyCamera(pc);
    this.sendDescription(pc, { kind: 'offer', sdp });
  }

  private async answer(offer: string): Promise<void> {
    this.reset();
    const pc = this.pc;
    this.used = true;
    const sdp = await createAnswer(pc, this.options.stream, offer);
    await this.applyCamera(pc);
    this.sendDescription(pc, { kind: 'answer', sdp });
    await this.pendingCandidates.flush(pc);
  }

  /** The offerer's side of a network change; an offer still unanswered means the other side is gone: start over. */
  private async restartIce(): Promise<void> {
    const pc = this.pc;
    if (!this.used || !pc.remoteDescription || pc.signalingState !== 'stable') {
      return this.peerPresent(this.snapshot.remoteName);
    }
    const sdp = await createRestartOffer(pc);
    if (pc === this.pc) this.options.send({ kind: 'offer', sdp, restart: true });
  }

  private async answerRestart(pc: RTCPeerConnection, offer: string): Promise<void> {
    const sdp = await answerRestart(pc, offer);
    this.sendDescription(pc, { kind: 'answer', sdp });
  }

  private async applyCamera(pc: RTCPeerConnection): Promise<void> {
    const camera = this.options.stream.getVideoTracks()[0] ?? null;
    await sendCamera(pc, this.options.media().camera ? camera : null);
  }

  /** The offer or answer (unless a newer connection replaced this one), then this side's camera and microphone. */
  private sendDescription(
    pc: RTCPeerConnection,
    description: Extract<SignalPayload, { kind: 'offer' | 'answer' }>,
  ): void {
    if (pc !== this.pc) return;
    this.watch.negotiating();
    this.options.send(description);
    this.options.send({ kind: 'media', ...this.options.media() });
  }

  /** Swaps a used connection for a fresh one; the old one's late events are ignored. */
  private reset(): void {
    if (!this.used) return;
    this.pc.close();
    this.watch.replaced();
    this.pc = this.createPeer();
    this.used = false;
    this.pendingCandidates.clear();
    this.update({ remoteStream: null, remoteMedia: mediaOn, connection: 'connecting' });
  }

  private createPeer(): RTCPeerConnection {
    const { iceServers, iceTransportPolicy } = this.options;
    const pc = createPeerConnection(
      { iceServers, iceTransportPolicy },
      {
        onCandidate: (payload) => {
          if (pc === this.pc) this.options.send(payload);
        },
        onGatheringDone: (found) => {
          if (pc === this.pc && found === 0) this.update({ failure: failureWithoutCandidates(iceServers) });
        },
        onTrack: (track) => {
          if (pc !== this.pc) return;
          if (this.snapshot.remoteStream) this.snapshot.remoteStream.addTrack(track);
          else this.update({ remoteStream: new MediaStream([track]) });
        },
        onState: (state) => {
          if (pc !== this.pc) return;
          this.update({ connection: connectionOf(state), ...(state === 'connected' ? { failure: null } : {}) });
          this.watch.stateChanged(state);
        },
      },
    );
    return pc;
  }

  private update(change: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}
