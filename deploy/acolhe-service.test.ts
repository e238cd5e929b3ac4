import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { deployFile, parseEnvironmentFile, parseUnit } from './deploy-files.ts';

const unitText = deployFile('acolhe.service');
const unit = parseUnit(unitText);
const service = unit.Service ?? {};
const environment = parseEnvironmentFile(deployFile('acolhe.env.example'));
const systemdAnalyze = '/usr/bin/systemd-analyze';
const scratch = mkdtempSync(join(tmpdir(), 'acolhe-unit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('deploy/acolhe.service', () => {
  test('runs the executable with the env file, as its own user, with its data under StateDirectory', () => {
    expect(service.ExecStart).toEqual(['/opt/acolhe/acolhe serve']);
    expect(service.EnvironmentFile).toEqual(['/etc/acolhe/acolhe.env']);
    expect(service.User).toEqual(['acolhe']);
    expect(service.StateDirectory).toEqual(['acolhe']);
    expect(service.WorkingDirectory).toEqual(['/var/lib/acolhe']);
    // The database the env file names lives in the one folder the service may write.
    expect(environment.DATABASE_PATH?.startsWith('/var/lib/acolhe/')).toBe(true);
    expect(unit.Install?.WantedBy).toEqual(['multi-user.target']);
  });

  test('is hardened, and keeps what V8 needs (no MemoryDenyWriteExecute)', () => {
    for (const [key, value] of [
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['ProtectHome', 'yes'],
      ['PrivateTmp', 'yes'],
      ['PrivateDevices', 'yes'],
      ['CapabilityBoundingSet', ''],
      ['RestrictAddressFamilies', 'AF_INET AF_INET6 AF_UNIX'],
    ] as const) {
      expect(service[key], key).toEqual([value]);
    }
    expect(service.MemoryDenyWriteExecute).toBeUndefined();
  });

  test.skipIf(!existsSync(systemdAnalyze))('systemd-analyze verify finds nothing to say', () => {
    // verify insists that ExecStart exists: the same unit pointing at a stand-in executable.
    const executable = join(scratch, 'acolhe');
    writeFileSync(executable, '#!/bin/sh\n');
    chmodSync(executable, 0o755);
    const copy = join(scratch, 'acolhe.service');
    writeFileSync(copy, unitText.replace('ExecStart=/opt/acolhe/acolhe ', `ExecStart=${executable} `));
    const result = spawnSync(systemdAnalyze, ['verify', copy], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  test.skipIf(!existsSync(systemdAnalyze))('systemd-analyze security rates its exposure low', () => {
    const copy = join(scratch, 'acolhe.service');
    writeFileSync(copy, unitText);
    const result = spawnSync(systemdAnalyze, ['security', '--offline=true', '--no-pager', copy], { encoding: 'utf8' });
    const exposure = /Overall exposure level for acolhe\.service: ([\d.]+)/.exec(result.stdout);
    expect(exposure, result.stdout.slice(-500)).not.toBeNull();
    expect(Number(exposure?.[1])).toBeLessThanOrEqual(2);
  });
});
