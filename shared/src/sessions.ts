import { z } from 'zod';
import { rowId } from './row-id.ts';

/** Video sessions: a session is an appointment; only its patient and psychologist may join it. */
export const sessionIdInput = z.object({ appointmentId: rowId });

export const sessionMessages = {
  notFound: 'Sessão não encontrada',
  notScheduled: 'Esta consulta não está agendada.',
  closed: 'O horário desta sessão já terminou.',
  /** Followed by the opening date and time, e.g. 'A sala abre em 24/11 às 09:45.' */
  opensAt: (when: string) => `A sala abre em ${when}.`,
  notStartedYet: 'A consulta ainda não começou.',
  markedCompleted: 'Consulta marcada como concluída.',
  markedNoShow: 'Falta registrada: o paciente não compareceu.',
  cameraDenied: 'Não conseguimos acessar sua câmera ou microfone. Você pode entrar só com áudio ou sem dispositivos.',
  waitingOther: 'Aguardando o outro participante...',
  otherLeft: 'O outro participante saiu da sessão.',
  relayRefused:
    'Não foi possível conectar o vídeo: o servidor de retransmissão (TURN) recusou a conexão ou não respondeu. Avise a clínica; continuamos tentando.',
  unreachable: 'Não foi possível conectar o vídeo com o outro participante. Verifique sua internet; continuamos tentando.',
  audioOnlyOffer: 'A conexão está instável e o vídeo pode não se manter. Quer continuar só com áudio?',
} as const;

/** Everything travelling over the embedded engine's signalling channel. */
export const signalPayload = z.discriminatedUnion('kind', [
  // restart: the same connection's ICE restart (a network change), answered on the existing connection.
  z.object({ kind: z.literal('offer'), sdp: z.string().max(20_000), restart: z.boolean().optional() }),
  z.object({ kind: z.literal('answer'), sdp: z.string().max(20_000) }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z.string().max(2_000),
    sdpMid: z.string().max(100).nullable(),
    sdpMLineIndex: z.number().int().min(0).max(100).nullable(),
  }),
  z.object({ kind: z.literal('media'), camera: z.boolean(), microphone: z.boolean() }),
  z.object({ kind: z.literal('hangup') }),
]);
export type SignalPayload = z.infer<typeof signalPayload>;

export const sendSignalInput = sessionIdInput.extend({ payload: signalPayload });

/** The two participants of a session. */
export type SessionRole = 'patient' | 'psychologist';

/** What a participant receives on the signalling subscription. */
export type SignalEvent =
  | { type: 'presence'; peers: { userId: number; name: string; role: SessionRole }[] }
  | { type: 'peer-joined'; userId: number; name: string }
  | { type: 'peer-left'; userId: number; name: string; hungUp: boolean }
  | { type: 'signal'; from: number; payload: SignalPayload };

export const markAttendanceInput = sessionIdInput.extend({ outcome: z.enum(['completed', 'no_show']) });
