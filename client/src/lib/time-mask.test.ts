import { describe, expect, test } from 'vitest';
import { completeTime, maskTime, stepTime } from './time-mask.ts';

describe('maskTime', () => {
  test.each([
    ['', ''],
    ['0', '0'],
    ['09', '09'],
    ['093', '09:3'],
    ['0930', '09:30'],
    ['09305', '09:30'],
    ['09:30', '09:30'],
    ['9:', '09:'],
    ['9:3', '09:3'],
    ['09:', '09:'],
    ['1a4h3x0', '14:30'],
    [':30', ''],
  ])('%j shows %j', (typed, shown) => {
    expect(maskTime(typed)).toBe(shown);
  });
});

describe('completeTime', () => {
  test.each([
    ['9', '09:00'],
    ['14', '14:00'],
    ['14:', '14:00'],
    ['14:3', '14:3'],
    ['14:30', '14:30'],
    ['', ''],
  ])('%j becomes %j', (shown, completed) => {
    expect(completeTime(shown)).toBe(completed);
  });
});

describe('stepTime', () => {
  test('moves to the next or previous multiple of the step, within the day', () => {
    expect(stepTime('09:00', 15, '09:00')).toBe('09:15');
    expect(stepTime('09:07', 15, '09:00')).toBe('09:15');
    expect(stepTime('09:07', -15, '09:00')).toBe('09:00');
    expect(stepTime('09:00', -15, '09:00')).toBe('08:45');
    expect(stepTime('23:50', 15, '09:00')).toBe('23:59');
    expect(stepTime('00:00', -15, '09:00')).toBe('00:00');
    expect(stepTime('1', 15, '09:00')).toBe('09:15');
  });
});
