/** The other side's ICE candidates that arrived before its description: added once there is one. */
export class PendingCandidates {
  private waiting: RTCIceCandidateInit[] = [];

  async add(pc: RTCPeerConnection, candidate: RTCIceCandidateInit): Promise<void> {
    if (!pc.remoteDescription) {
      this.waiting.push(candidate);
      return;
    }
    // A candidate of an older generation after a restart is refused by the browser: nothing to do about it.
    await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  async flush(pc: RTCPeerConnection): Promise<void> {
    for (const candidate of this.waiting.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  clear(): void {
    this.waiting = [];
  }
}
