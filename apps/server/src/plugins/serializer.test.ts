import { ZApiError, ZUser } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, toResponseJsonSchema } from './serializer';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never);

describe('responseSerializerCompiler', () => {
  const user = {
    id: 7,
    username: 'dana',
    email: 'dana@example.com',
    name: 'Dana',
    profilePicture: null,
    plan: null,
    role: 'user',
    joinDate: '2026-11-21T10:00:00.000Z',
    twoFactorEnabled: false,
    emailConfirmed: false,
    pendingEmail: null,
    timeZone: null,
  };

  it('writes exactly what JSON.stringify writes for a valid answer', () => {
    expect(serializerFor(ZUser)(user)).toBe(JSON.stringify(user));
    const error = {
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'No.',
      requestId: 'r1',
      details: { email: 'Bad.' },
    };
    expect(JSON.parse(serializerFor(ZApiError)(error))).toEqual(error);
  });

  it('never writes a property the schema does not declare', () => {
    const text = serializerFor(ZUser)({ ...user, passwordHash: '$argon2id$secret', twoFactorSecret: 'abc' });
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('twoFactorSecret');
  });

  it('keeps nullable values, both null and set', () => {
    const text = serializerFor(ZUser)({
      ...user,
      profilePicture: 'data:image/png;base64,AAAA',
      plan: 'free',
    });
    expect(JSON.parse(text)).toMatchObject({ profilePicture: 'data:image/png;base64,AAAA', plan: 'free' });
  });

  it('inlines named schemas and simplifies nullable ones', () => {
    const schema = toResponseJsonSchema(z.object({ user: ZUser, note: z.string().nullable() }));
    expect(JSON.stringify(schema)).not.toContain('$ref');
    expect((schema.properties as Record<string, unknown>).note).toEqual({ type: ['string', 'null'] });
  });
});
