import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as encodingSerializer, ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** Schema kinds whose parse and encode differ (a transform, a codec, a default filled in): such an answer is encoded. */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'lazy', 'promise', 'custom']);

interface Def {
  type: string;
  [child: string]: unknown;
}
const defOf = (value: unknown): Def | undefined => (value as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Whether checking `schema` forward (parse) answers exactly what encoding it would: no node of it has a direction. */
export function parsesAsItEncodes(schema: unknown, seen = new Set<unknown>()): boolean {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return true;
  seen.add(schema);
  if (DIRECTIONAL.has(def.type)) return false;
  const children: unknown[] = [];
  for (const [key, value] of Object.entries(def)) {
    // A check (a refine, a format) runs alike both ways; the schemas it holds are not children.
    if (key === 'checks') continue;
    if (defOf(value)) children.push(value);
    else if (Array.isArray(value)) children.push(...value.filter((v) => defOf(v)));
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      // An object's shape: its fields' schemas.
      for (const field of Object.values(value)) if (defOf(field)) children.push(field);
    }
  }
  return children.every((child) => parsesAsItEncodes(child, seen));
}

/** The zod schema of a route's response entry: given as is, or as `{ description, properties }`. */
export const responseZod = (schema: unknown): ZodType | undefined => {
  const zod = defOf(schema) ? schema : (schema as { properties?: unknown } | undefined)?.properties;
  return defOf(zod) ? (zod as ZodType) : undefined;
};

/**
 * Answers are checked against their route's response schema before they are sent, as fastify-type-provider-zod does,
 * but by parsing forward rather than encoding wherever the two agree (every response schema but one with a transform,
 * codec or default): zod's encode runs each checked field twice (a pass without checks, then one with them) and
 * cannot use its compiled fast path, which made the check of a list page six times the cost of the parse
 * (docs/decisions.md, issue 18). A schema that has a direction keeps the library's encode.
 */
export const responseSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route as { schema: unknown; method: string; url: string };
  const zod = responseZod(schema);
  if (!zod || !parsesAsItEncodes(zod)) return encodingSerializer(route as Parameters<typeof encodingSerializer>[0]);
  return (data) => {
    const result = z.safeParse(zod, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
