import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain JSON. */
export type JsonSchema = { [key: string]: unknown };

const LOCAL_DEF = /^#\/\$defs\/(.+)$/;

/** Replaces every `$ref` of a JSON value through `rename`; other values are copied as they are. */
function rewriteRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  const result: JsonSchema = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = key === '$ref' && typeof item === 'string' ? rename(item) : rewriteRefs(item, rename);
  }
  return result;
}

function hasRef(value: unknown, ref: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasRef(item, ref));
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => (key === '$ref' ? item === ref : hasRef(item, ref)));
}

/**
 * The `components.schemas` of an OpenAPI document, filled while zod schemas are converted.
 * zod puts recursive and `.meta({ id })` schemas under a local `$defs` and points at them with
 * `#/$defs/...` or `#`; embedded in an OpenAPI document those pointers would resolve against the
 * document root, so every definition moves into the components and its references follow.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** Registers a schema under a fresh component name; returns a `$ref` to it. */
  add(base: string, schema: JsonSchema): JsonSchema {
    const name = this.freshName(base);
    this.schemas[name] = schema;
    return { $ref: `#/components/schemas/${name}` };
  }

  /** Converts a zod schema (`input` for what a client sends, `output` for answers) to an embeddable JSON Schema. */
  convert(schema: z.ZodType, io: 'input' | 'output', context: string): JsonSchema {
    const { $defs, ...root } = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      // Dates, transforms' outputs and the like have no JSON form: they are documented as "any value".
      unrepresentable: 'any',
    }) as JsonSchema;
    // The dialect is the document's (OpenAPI 3.1 uses JSON Schema 2020-12); an embedded $schema would only repeat it.
    delete root.$schema;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    const names = new Map<string, string>();
    // Names reserved by this conversion: they hold a placeholder until filled below.
    const fresh = new Set<string>();
    const reserve = (base: string) => {
      const name = this.freshName(base);
      fresh.add(name);
      return name;
    };
    for (const key of Object.keys(defs)) {
      names.set(key, key.startsWith('__schema') ? reserve(`${context}_${key.slice('__schema'.length)}`) : this.sanitize(key));
    }
    const selfName = hasRef(root, '#') ? reserve(context) : undefined;
    const rename = (ref: string): string => {
      if (ref === '#' && selfName) return `#/components/schemas/${selfName}`;
      const local = LOCAL_DEF.exec(ref)?.[1];
      const name = local === undefined ? undefined : names.get(local);
      return name ? `#/components/schemas/${name}` : ref;
    };

    // A named definition may already be in the components with other content (its input and output
    // forms differ): the later one gets its own name, and everything is rewritten again.
    let rewritten = new Map<string, JsonSchema>();
    for (let attempt = 0; attempt <= Object.keys(defs).length; attempt += 1) {
      rewritten = new Map(Object.entries(defs).map(([key, def]) => [key, rewriteRefs(def, rename) as JsonSchema]));
      const clash = [...rewritten].find(([key, def]) => {
        if (fresh.has(names.get(key)!)) return false;
        const existing = this.schemas[names.get(key)!];
        return existing !== undefined && JSON.stringify(existing) !== JSON.stringify(def);
      });
      if (!clash) break;
      names.set(clash[0], reserve(`${names.get(clash[0])}_${io}`));
    }
    for (const [key, def] of rewritten) this.schemas[names.get(key)!] = def;

    const converted = rewriteRefs(root, rename) as JsonSchema;
    if (!selfName) return converted;
    this.schemas[selfName] = converted;
    return { $ref: `#/components/schemas/${selfName}` };
  }

  private sanitize(name: string): string {
    // Component names must match ^[a-zA-Z0-9.\-_]+$ (OpenAPI 3.1, Components Object).
    return name.replace(/[^a-zA-Z0-9._-]/g, '_') || 'Schema';
  }

  private freshName(base: string): string {
    const clean = this.sanitize(base);
    let name = clean;
    for (let n = 2; name in this.schemas; n += 1) name = `${clean}_${n}`;
    // Reserve it now, so that two fresh names asked for before either is filled never coincide.
    this.schemas[name] = {};
    return name;
  }
}

/** The properties an object schema (or each branch of a union of objects) declares, and which are required. */
export function objectProperties(schema: JsonSchema, components: Record<string, JsonSchema> = {}): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const resolved = resolveRef(schema, components);
  const properties: Record<string, JsonSchema> = { ...((resolved.properties ?? {}) as Record<string, JsonSchema>) };
  const required = new Set<string>((resolved.required ?? []) as string[]);
  for (const branch of [...(resolved.anyOf ?? []) as JsonSchema[], ...(resolved.oneOf ?? []) as JsonSchema[]]) {
    // A field of one branch only is never required as such.
    Object.assign(properties, { ...objectProperties(branch, components).properties, ...properties });
  }
  for (const part of (resolved.allOf ?? []) as JsonSchema[]) {
    const inner = objectProperties(part, components);
    Object.assign(properties, inner.properties);
    for (const name of inner.required) required.add(name);
  }
  return { properties, required };
}

/** Follows a `#/components/schemas/...` reference, if the schema is one. */
export function resolveRef(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  return ref && components[ref] ? components[ref] : schema;
}
