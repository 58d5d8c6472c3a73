import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [{ type: 'string' }, { type: 'null' }]` (how zod writes `.nullable()`) becomes `type: ['string', 'null']`,
 * which fast-json-stringify serialises directly instead of testing each branch.
 */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullBranch = anyOf.find((b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1);
    const other = anyOf.find((b: JsonSchema) => b !== nullBranch) as JsonSchema | undefined;
    if (nullBranch && other && typeof other.type === 'string' && !('anyOf' in other)) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The response schema as plain JSON Schema, with every part inlined (no $ref). */
export function toResponseJsonSchema(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'any',
    // An empty registry: ids given with .meta() are for the OpenAPI document, not for serialising.
    metadata: z.registry(),
  }) as JsonSchema;
  delete json.$schema;
  return simplifyNullable(json) as JsonSchema;
}

/**
 * Serialises answers with fast-json-stringify compiled from each route's zod response schema. The type provider's
 * own serializer re-validates every answer with zod and then calls JSON.stringify, which was a seventh of a signed-in
 * request. Like it, this writes only the properties the schema declares, so a field the contract does not name (a
 * password hash, say) can never leak; the handlers' return types are checked against the same schemas at compile time.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  const stringify = fastJson(toResponseJsonSchema(schema));
  return (data: unknown) => stringify(data);
};
