import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PIN } from '../playwright.config';

// docs/product.md "Roles and plans": no credential or PIN is ever in the browser bundle. The e2e server runs with a known ADMIN_PIN,
// so the built files must not contain it, nor any hard-coded credential pair. (Help texts may name the setting.)
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? builtFiles(path) : [path];
  });
}

test('the built web bundle holds no PIN, secret or credential', () => {
  const files = builtFiles(dist).filter((file) => /\.(js|html|css|json|map|txt)$/.test(file));
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const forbidden: [string, RegExp][] = [
    ['the ADMIN_PIN of this run', new RegExp(E2E_ADMIN_PIN.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&'))],
    [
      'a credential pair in code',
      /(username|usernameOrEmail)\s*:\s*["'`][^"'`]+["'`]\s*,\s*password\s*:\s*["'`][^"'`]+["'`]/i,
    ],
    ['a PIN assigned in code', /\bpin\s*[:=]\s*["'`][^"'`]{4}["'`]/i],
    ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [what, pattern] of forbidden) {
      expect(pattern.test(text), `${what} found in ${file}`).toBe(false);
    }
  }
});
