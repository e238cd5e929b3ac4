import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { idOf, isInAreaOf, paths, routePatterns } from './paths.ts';

describe('paths', () => {
  it('builds each page with a parameter so that its route pattern matches it', () => {
    expect(paths.patient.session(42)).toBe('/patient/session/42');
    expect(matchPath(routePatterns.patientSession, paths.patient.session(42))?.params).toEqual({ appointmentId: '42' });
    expect(matchPath(routePatterns.psychologistSession, paths.psychologist.session(7))?.params).toEqual({ appointmentId: '7' });
    expect(matchPath(routePatterns.schedule, paths.schedule(3))?.params).toEqual({ psychologistId: '3' });
    expect(paths.scheduleOn(3, '2026-11-23')).toBe('/schedule/3?data=2026-11-23');
    expect(matchPath(routePatterns.psychologistProfile, paths.psychologistProfile(3))?.params).toEqual({ psychologistId: '3' });
    expect(paths.patient.reschedule(9)).toBe('/patient/appointments/9/remarcar');
    expect(matchPath(routePatterns.patientReschedule, paths.patient.reschedule(9))?.params).toEqual({ appointmentId: '9' });
  });

  it('reads an id parameter only when it can be a row\'s id: a page past the range is not found, as any unknown id', () => {
    expect(idOf('42')).toBe(42);
    expect(idOf('2147483647')).toBe(2147483647);
    for (const param of ['2147483648', '0', '-3', '4.5', 'abc', '', undefined]) expect(idOf(param)).toBe(0);
  });

  it('sends a user back after login only to a page of their own area', () => {
    expect(isInAreaOf('patient', paths.patient.appointments)).toBe(true);
    expect(isInAreaOf('patient', paths.schedule(3))).toBe(true);
    expect(isInAreaOf('patient', paths.patient.reschedule(9))).toBe(true);
    expect(isInAreaOf('patient', paths.scheduleOn(3, '2026-11-23'))).toBe(true);
    expect(isInAreaOf('patient', paths.admin.users)).toBe(false);
    expect(isInAreaOf('psychologist', paths.psychologist.session(7))).toBe(true);
    expect(isInAreaOf('psychologist', paths.schedule(3))).toBe(false);
    expect(isInAreaOf('admin', paths.admin.psychologists)).toBe(true);
    expect(isInAreaOf('admin', paths.patient.dashboard)).toBe(false);
  });
});
