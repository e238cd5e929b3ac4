import { expect } from 'vitest';
import { cookieHeaderOf, type TestClient, type TestServer } from './harness.ts';

/** Waits until `check` passes (server-side effects of a closed stream land a moment later). */
export async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * The patient consents to online care with the psychologist, through the procedure the waiting room calls:
 * asked once per pair before the patient may enter a room (it needs an appointment between them).
 */
export async function consentToOnlineCare(patient: { client: TestClient }, psychologistId: number): Promise<void> {
  await patient.client.patient.telehealthConsent.give.mutate({ psychologistId });
}

export interface SseMessage {
  event: string;
  data: unknown;
}

/** A raw SSE stream of sessions.signals, read as a browser's EventSource would. */
export interface SignalStream {
  status: number;
  contentType: string | null;
  /** The next message other than tRPC's 'connected' and 'ping' ones. */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** Resolves true when no message other than pings arrives within `ms`. */
  silentFor(ms: number): Promise<boolean>;
  close(): void;
}

function parseMessage(block: string): SseMessage {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  const text = data.join('\n');
  return { event, data: text === '' ? null : (JSON.parse(text) as unknown) };
}

export async function openSignalStream(
  server: TestServer,
  cookies: ReadonlyMap<string, string>,
  appointmentId: number,
): Promise<SignalStream> {
  const controller = new AbortController();
  const input = encodeURIComponent(JSON.stringify({ appointmentId }));
  const response = await fetch(`${server.url}/trpc/sessions.signals?input=${input}`, {
    headers: cookies.size ? { cookie: cookieHeaderOf(cookies) } : {},
    signal: controller.signal,
  });
  const body = response.body;
  if (!body) throw new Error('no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const messages: SseMessage[] = [];
  let buffer = '';
  let pending: Promise<void> | null = null;
  let ended: string | null = null;

  // Never rejects: the end of the stream is remembered and reported by next().
  const readMore = () => {
    pending ??= reader.read().then(
      ({ value, done }) => {
        pending = null;
        if (done) {
          ended = 'stream ended';
          return;
        }
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end).trim();
          buffer = buffer.slice(end + 2);
          if (block) {
            const message = parseMessage(block);
            if (message.event !== 'connected' && message.event !== 'ping') messages.push(message);
          }
          end = buffer.indexOf('\n\n');
        }
      },
      (error: unknown) => {
        pending = null;
        ended = error instanceof Error ? error.message : 'stream failed';
      },
    );
    return pending;
  };

  async function next(timeoutMs = 3_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = messages.shift();
      if (message) return message;
      if (ended) throw new Error(ended);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no SSE message in time');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left);
      });
      const outcome = await Promise.race([readMore(), timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout') throw new Error('no SSE message in time');
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    async silentFor(ms) {
      try {
        const message = await next(ms);
        messages.unshift(message);
        return false;
      } catch (error) {
        if (error instanceof Error && error.message === 'no SSE message in time') return true;
        throw error;
      }
    },
    close() {
      controller.abort();
      reader.cancel().catch(() => undefined);
    },
  };
}

/** Asserts that the next message is a data event equal to `expected`. */
export async function expectEvent(stream: SignalStream, expected: unknown): Promise<void> {
  const message = await stream.next();
  expect(message).toEqual({ event: 'message', data: expected });
}
