import { describe, expect, test } from 'vitest';
import { blockedAddedMessage } from './agenda.ts';

describe('blockedAddedMessage', () => {
  test('warns of the consultations already booked that day, in the right number', () => {
    expect(blockedAddedMessage(0)).toBe('Data bloqueada adicionada');
    expect(blockedAddedMessage(1)).toBe('Data bloqueada adicionada. Atenção: há 1 consulta agendada neste dia.');
    expect(blockedAddedMessage(3)).toBe('Data bloqueada adicionada. Atenção: há 3 consultas agendadas neste dia.');
  });
});
