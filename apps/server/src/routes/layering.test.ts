import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Routes are thin (ARCHITECTURE.md): they validate, call a service and answer. Reading or writing the database is a
// service's work, so no route file imports the database package.
const routesDir = dirname(fileURLToPath(import.meta.url));
const routeFiles = readdirSync(routesDir).filter((name) => name.endsWith('.routes.ts'));

describe('route files', () => {
  it('are found', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(13);
  });

  it.each(routeFiles)('%s does not import @rentfolio/db', (name) => {
    const source = readFileSync(join(routesDir, name), 'utf8');
    expect(source).not.toMatch(/from '@rentfolio\/db'/);
  });
});
