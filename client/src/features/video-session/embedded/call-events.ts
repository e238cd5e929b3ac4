import type { SignalEvent, SignalPayload } from '@acolhe/shared/sessions';
import type { SessionRole } from '../session-details.ts';

interface CallEventHandlers {
  /** The other participant is in the room (a name), or the room holds nobody else (null). */
  present: (name: string | null) => Promise<void>;
  gone: (hungUp: boolean) => void;
  signal: (payload: SignalPayload) => Promise<void>;
}

/** What one signalling event means to this side of the call; its own echoes are ignored. */
export function routeCallEvent(
  event: SignalEvent,
  self: { id: number; role: SessionRole },
  handlers: CallEventHandlers,
): Promise<void> | void {
  if (event.type === 'presence') {
    const other = event.peers.find((peer) => peer.userId !== self.id && peer.role !== self.role);
    return handlers.present(other?.name ?? null);
  }
  if (event.type === 'peer-joined' && event.userId !== self.id) return handlers.present(event.name);
  if (event.type === 'peer-left' && event.userId !== self.id) return handlers.gone(event.hungUp);
  if (event.type === 'signal' && event.from !== self.id) return handlers.signal(event.payload);
}
