import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionWatch } from './connection-watch.ts';

function watchWith(offerer: boolean) {
  const calls: string[] = [];
  const watch = new ConnectionWatch(
    {
      restartIce: () => calls.push('restartIce'),
      startOver: () => calls.push('startOver'),
      videoAtRisk: () => calls.push('videoAtRisk'),
      neverConnected: () => calls.push('neverConnected'),
    },
    offerer,
  );
  return { watch, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ConnectionWatch', () => {
  it('gives a disconnection 2 s to heal by itself before restarting ICE', () => {
    const { watch, calls } = watchWith(true);
    watch.stateChanged('connected');
    watch.stateChanged('disconnected');
    vi.advanceTimersByTime(1999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['restartIce']);
  });

  it('a disconnection that heals within 2 s restarts nothing and offers nothing', () => {
    const { watch, calls } = watchWith(true);
    watch.stateChanged('disconnected');
    vi.advanceTimersByTime(1500);
    watch.stateChanged('connected');
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual([]);
  });

  it('a failure restarts at once, again every 10 s, then starts over after three restarts', () => {
    const { watch, calls } = watchWith(true);
    watch.stateChanged('failed');
    expect(calls).toEqual(['restartIce']);
    vi.advanceTimersByTime(8000);
    expect(calls).toEqual(['restartIce', 'videoAtRisk']);
    vi.advanceTimersByTime(2000);
    expect(calls).toEqual(['restartIce', 'videoAtRisk', 'restartIce']);
    vi.advanceTimersByTime(20_000);
    expect(calls).toEqual(['restartIce', 'videoAtRisk', 'restartIce', 'restartIce', 'startOver']);
  });

  it('failures reported while restarts are under way do not hurry them', () => {
    const { watch, calls } = watchWith(true);
    watch.stateChanged('failed');
    watch.stateChanged('failed');
    vi.advanceTimersByTime(5000);
    watch.stateChanged('failed');
    expect(calls).toEqual(['restartIce']);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(['restartIce', 'videoAtRisk', 'restartIce']);
  });

  it('the answering side never restarts (no glare) but is offered audio only after 8 s down', () => {
    const { watch, calls } = watchWith(false);
    watch.stateChanged('disconnected');
    watch.stateChanged('failed');
    vi.advanceTimersByTime(7999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['videoAtRisk']);
  });

  it('a negotiation that never connects is reported after 20 s, once', () => {
    const { watch, calls } = watchWith(false);
    watch.negotiating();
    watch.negotiating();
    vi.advanceTimersByTime(20_000);
    expect(calls).toEqual(['neverConnected']);
    const connected = watchWith(true);
    connected.watch.negotiating();
    connected.watch.stateChanged('connected');
    vi.advanceTimersByTime(60_000);
    expect(connected.calls).toEqual([]);
  });

  it('stop() silences every timer', () => {
    const { watch, calls } = watchWith(true);
    watch.negotiating();
    watch.stateChanged('disconnected');
    watch.stop();
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual([]);
  });
});
