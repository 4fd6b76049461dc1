import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir, PID_FILE, serverUsingDataDir } from './data-dir-lock';

let dataDir: string;
const pidFile = () => path.join(dataDir, PID_FILE);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bakrom-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded data folder’s server.pid', () => {
  it('is written by the server and removed when it stops', () => {
    const release = claimDataDir(dataDir);
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.pid));
    // This process is the server: not "another" one.
    expect(serverUsingDataDir(dataDir)).toBeUndefined();
    release();
    expect(existsSync(pidFile())).toBe(false);
  });

  it('refuses a second server while the first one lives, in Norwegian and English', () => {
    writeFileSync(pidFile(), `${process.ppid}\n`);
    expect(serverUsingDataDir(dataDir)).toBe(process.ppid);
    expect(() => claimDataDir(dataDir)).toThrow(/Stopp serveren først[\s\S]*Stop the server first/);
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a file left by a server that is gone, and leaves another process’s file on release', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(pidFile(), `${gone}\n`);
    expect(serverUsingDataDir(dataDir)).toBeUndefined();
    const release = claimDataDir(dataDir);
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.pid));
    writeFileSync(pidFile(), `${process.ppid}\n`);
    release();
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('reads a missing or unreadable file as free', () => {
    expect(serverUsingDataDir(dataDir)).toBeUndefined();
    writeFileSync(pidFile(), 'not a pid');
    expect(serverUsingDataDir(dataDir)).toBeUndefined();
  });
});
