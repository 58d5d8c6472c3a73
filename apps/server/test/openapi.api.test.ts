import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from './setup/test-app';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves an OpenAPI document generated from the zod contracts', async () => {
    const response = await send(t.app, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/user',
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/admin',
      '/api/user/{id}',
      '/api/user/profile',
      '/api/user/usage',
      '/api/properties',
      '/api/properties/bulk',
      '/api/properties/search',
      '/api/properties/{id}',
      '/api/portfolio/metrics',
      '/api/portfolio/goals',
      '/api/goals/progress',
      '/api/user/goals',
      '/api/notifications',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const register = doc.paths['/api/auth/register'].post;
    expect(JSON.stringify(register.requestBody)).toContain('#/components/schemas/RegisterRequest');
    const component = doc.components.schemas.RegisterRequest;
    expect(Object.keys(component.properties).sort()).toEqual(['email', 'name', 'password', 'username']);
    expect(component.required.sort()).toEqual(['email', 'password', 'username']);
    expect(doc.components.schemas).toHaveProperty('User');
    expect(doc.components.schemas).toHaveProperty('ApiError');
  });

  it('shows the documentation page', async () => {
    const response = await send(t.app, 'GET', '/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
