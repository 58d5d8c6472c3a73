// Small helpers of the benchmark: free ports, plain HTTP requests, child processes and /proc readings.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export { sleep };

/** A port that is free right now: the OS picks one, we close it again and hand the number to a server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One HTTP request to 127.0.0.1 on a fresh connection (no keep-alive, so nothing stays open between steps).
 * Resolves with { status, headers, body } whatever the status; rejects on a network error or time-out.
 */
export function request(port, path, { method = 'GET', headers = {}, body, timeoutMs = 5000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers, agent: false, timeout: timeoutMs },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Runs `node <args>` as a child process. stdout goes where `stdout` says (a file descriptor or 'ignore'); stderr is
 * kept (its last 20 kB) so that it can be shown when something fails.
 */
export function startNode(name, args, { cwd, env, stdout = 'ignore' }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', stdout, 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  });
  return { name, child, exited, stderr: () => stderr };
}

export function hasExited(proc) {
  return proc.child.exitCode !== null || proc.child.signalCode !== null;
}

/** SIGTERM (the server closes its database cleanly), then SIGKILL if it is still there after `graceMs`. */
export async function stopNode(proc, graceMs = 3000) {
  if (hasExited(proc) || proc.child.pid === undefined) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/**
 * Polls GET `path` every `everyMs` until it answers 200; returns performance.now() of that first 200 answer.
 * Fails at once when the process exits, and after `timeoutMs` at the latest.
 */
export async function waitFor200(proc, port, path, { everyMs = 15, timeoutMs = 30_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (hasExited(proc)) {
      throw new Error(
        `${proc.name} exited (code ${proc.child.exitCode ?? proc.child.signalCode}) before answering`,
      );
    }
    try {
      const answer = await request(port, path, { timeoutMs: 1000 });
      if (answer.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline)
      throw new Error(`${proc.name} did not answer 200 on ${path} in ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** The resident set size of a process in MB, from VmRSS in /proc/<pid>/status (Linux only). */
export function readRssMb(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch (error) {
    throw new Error(`cannot read /proc/${pid}/status (idle RSS needs Linux): ${error.message}`);
  }
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS line in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** A positive number from the environment, or the default; anything else stops the run with a clear message. */
export function envNumber(name, fallback, { integer = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number (got "${raw}")`);
  }
  return value;
}

/** Rows of strings as aligned text: the first column left-aligned, the others right-aligned. */
export function formatTable(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows
    .map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))))
    .map((cells) => cells.join('   ').trimEnd())
    .join('\n');
}
