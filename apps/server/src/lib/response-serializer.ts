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

const shapes = new WeakMap<object, ZodType>();

/**
 * The shape of an answer's schema: the same objects (declared fields only: others are stripped), arrays, unions,
 * nullables, records and tuples, of the same kinds of values, without the rules a string or a number must meet
 * on its way in (formats, refinements, integer and length checks). Enums and literals keep their values; a kind not
 * listed here is kept as it is, checks and all. Built once per schema.
 */
export function shapeOnly(schema: ZodType): ZodType {
  const known = shapes.get(schema);
  if (known) return known;
  const def = defOf(schema) as Def;
  const of = (child: unknown) => shapeOnly(child as ZodType);
  let shape: ZodType;
  switch (def.type) {
    case 'object':
      shape = z.object(Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [k, of(v)])));
      break;
    case 'array':
      shape = z.array(of(def.element));
      break;
    case 'nullable':
      shape = of(def.innerType).nullable();
      break;
    case 'optional':
      shape = of(def.innerType).optional();
      break;
    case 'union':
      shape = z.union((def.options as unknown[]).map(of) as [ZodType, ZodType]);
      break;
    case 'record':
      shape = z.record(def.keyType as z.ZodString, of(def.valueType));
      break;
    case 'string':
      shape = z.string();
      break;
    case 'number':
      shape = z.number();
      break;
    default:
      shape = schema;
  }
  shapes.set(schema, shape);
  return shape;
}

/**
 * Answers are checked against the shape of their route's response schema before they are sent (`shapeOnly`) and
 * stripped to its declared fields, so no column leaks. By parsing forward rather than encoding wherever the two agree
 * (every response schema but one with a transform, codec or default): zod's encode runs each checked field twice
 * (a pass without checks, then one with them) and cannot use its compiled fast path, which made the check of a list
 * page six times the cost of the parse. The input rules of the schema's strings and numbers are not run again on
 * the way out: they cost a list page more than the parse itself, and a stored value (an imported or carrier's text)
 * that a rule made later would refuse must not turn every list showing it into a server error. A
 * schema that has a direction keeps the library's encode.
 */
export const responseSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route as { schema: unknown; method: string; url: string };
  const full = responseZod(schema);
  if (!full || !parsesAsItEncodes(full)) return encodingSerializer(route as Parameters<typeof encodingSerializer>[0]);
  const zod = shapeOnly(full);
  return (data) => {
    const result = z.safeParse(zod, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
