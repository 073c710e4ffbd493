import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'salon-lock-'));

describe('DATA_DIR lock', () => {
  it('is taken, held with our pid, and released', () => {
    const dataDir = dir();
    const release = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('refuses while a live process holds it', () => {
    const dataDir = dir();
    // pid 1 is always alive: it stands for another server that still runs.
    writeFileSync(path.join(dataDir, 'server.lock'), '1');
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe('1');
  });

  it('takes over a lock left by a process that was killed', () => {
    const dataDir = dir();
    writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
    const release = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
