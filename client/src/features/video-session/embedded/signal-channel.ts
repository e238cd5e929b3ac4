import type { SignalEvent, SignalPayload } from '@acolhe/shared/sessions';
import type { useTRPCClient } from '../../../lib/trpc.ts';

type ApiClient = ReturnType<typeof useTRPCClient>;

interface ChannelHandlers {
  onEvent: (event: SignalEvent) => void;
  /** True while the stream is open; false while it reconnects. */
  onLive: (live: boolean) => void;
}

const firstRetryMs = 1000;
const maxRetryMs = 30_000;
/** A stream that stayed open this long counts as healthy: the next drop retries quickly again. */
const healthyAfterMs = 30_000;

/**
 * The session's signalling stream, kept open for as long as the call screen is. EventSource reconnects
 * by itself after a network drop; when the stream ends instead (an error, a server restart, or the same
 * participant opening it in another tab), subscribe again, backing off while it keeps ending at once.
 * The server starts every stream with a fresh 'presence' event, from which the call renegotiates.
 */
export function openSignalChannel(
  client: ApiClient,
  appointmentId: number,
  handlers: ChannelHandlers,
): () => void {
  let stopped = false;
  let retryTimer: number | undefined;
  let retryMs = firstRetryMs;
  let startedAt = 0;
  let subscription: { unsubscribe: () => void } | null = null;

  const retry = () => {
    handlers.onLive(false);
    subscription?.unsubscribe();
    if (stopped) return;
    retryMs = Date.now() - startedAt > healthyAfterMs ? firstRetryMs : Math.min(retryMs * 2, maxRetryMs);
    retryTimer = window.setTimeout(subscribe, retryMs);
  };

  const subscribe = () => {
    startedAt = Date.now();
    subscription = client.sessions.signals.subscribe(
      { appointmentId },
      {
        onStarted: () => handlers.onLive(true),
        onData: (event) => handlers.onEvent(event),
        onConnectionStateChange: (state) => handlers.onLive(state.state === 'pending'),
        onError: retry,
        onComplete: retry,
      },
    );
  };

  subscribe();
  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    subscription?.unsubscribe();
  };
}

/** Sends payloads one after another, so the other side receives an offer before its candidates. */
export function createSignalSender(
  client: ApiClient,
  appointmentId: number,
): (payload: SignalPayload) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  return (payload) => {
    queue = queue
      .then(() => client.sessions.signal.mutate({ appointmentId, payload }))
      .then(
        () => undefined,
        (error: unknown) => console.warn('Falha ao enviar sinal da chamada', error),
      );
    return queue;
  };
}
