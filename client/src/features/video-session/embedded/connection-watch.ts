/** What the watch asks of the call; only the offering side restarts or starts over, so the two never collide. */
interface WatchActions {
  restartIce: () => void;
  startOver: () => void;
  /** The connection has been down long enough that video may not be kept: offer audio only. */
  videoAtRisk: () => void;
  /** Negotiation began and no media path came of it in time. */
  neverConnected: () => void;
}

/** A 'disconnected' often heals by itself within a second or two (a lost packet burst, a Wi-Fi roam). */
const restartAfterMs = 2000;
/** How long one ICE restart may take before the next attempt. */
const attemptMs = 10_000;
/** After this many restarts without success, a fresh connection (new DTLS too) is tried. */
const restartsBeforeStartOver = 3;
const videoAtRiskAfterMs = 8000;
const connectTimeoutMs = 20_000;

/**
 * The timers around one call's connection: ICE restarts when it drops (the standard answer to a network
 * change: new candidates, same connection and tracks), a fresh connection when restarts keep failing, the
 * audio-only offer when the outage drags on, and a clear failure when a connection never comes up.
 */
export class ConnectionWatch {
  private readonly actions: WatchActions;
  private readonly offerer: boolean;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private riskTimer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private restarts = 0;
  private connected = false;

  constructor(actions: WatchActions, offerer: boolean) {
    this.actions = actions;
    this.offerer = offerer;
  }

  /** A new offer or answer is on its way: a media path should follow within the timeout. */
  negotiating(): void {
    if (this.connected || this.connectTimer !== undefined) return;
    this.connectTimer = setTimeout(() => {
      this.connectTimer = undefined;
      this.actions.neverConnected();
    }, connectTimeoutMs);
  }

  stateChanged(state: RTCPeerConnectionState): void {
    if (state === 'connected') return this.recovered();
    if (state !== 'disconnected' && state !== 'failed') return;
    this.connected = false;
    this.riskTimer ??= setTimeout(() => this.actions.videoAtRisk(), videoAtRiskAfterMs);
    if (!this.offerer) return;
    // A failure restarts at once, unless restarts are already under way at their own pace.
    if (state === 'failed' && this.restarts === 0) return this.restart();
    this.restartTimer ??= setTimeout(() => this.restart(), restartAfterMs);
  }

  /** A fresh connection replaced the old one (someone joined again): its own clock starts. */
  replaced(): void {
    this.clearRecovery();
    clearTimeout(this.connectTimer);
    this.connectTimer = undefined;
    this.connected = false;
  }

  stop(): void {
    this.replaced();
  }

  private restart(): void {
    clearTimeout(this.restartTimer);
    this.restarts += 1;
    if (this.restarts > restartsBeforeStartOver) {
      this.restarts = 0;
      this.restartTimer = undefined;
      return this.actions.startOver();
    }
    this.actions.restartIce();
    this.restartTimer = setTimeout(() => this.restart(), attemptMs);
  }

  private recovered(): void {
    this.clearRecovery();
    clearTimeout(this.connectTimer);
    this.connectTimer = undefined;
    this.connected = true;
  }

  private clearRecovery(): void {
    clearTimeout(this.restartTimer);
    clearTimeout(this.riskTimer);
    this.restartTimer = undefined;
    this.riskTimer = undefined;
    this.restarts = 0;
  }
}
