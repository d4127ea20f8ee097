import { createRequire } from 'node:module'
import { AjvCompiler } from '@fastify/ajv-compiler'
import type { FastifyServerOptions, FastifySchema, FastifySchemaCompiler } from 'fastify'

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type BuildValidator = NonNullable<Factory['buildValidator']>
type BuildSerializer = NonNullable<Factory['buildSerializer']>
type CompilerOptions = NonNullable<Parameters<ReturnType<typeof AjvCompiler>>[1]>

/** Fastify's own pool of ajv instances (one per set of options). */
const fromPool = AjvCompiler()

/**
 * The serializer compiler Fastify uses by default (fast-json-stringify), loaded from Fastify's own
 * dependencies so it is always the copy Fastify was built with.
 */
const defaultSerializers = createRequire(createRequire(import.meta.url).resolve('fastify'))(
  '@fastify/fast-json-stringify-compiler',
) as { SerializerSelector: () => BuildSerializer }

/** What Fastify calls to check a request part: ajv's function (its `errors` read after a `false`). */
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown }

/**
 * Fastify compiles every route's schemas while the app starts: ~70 routes' validators and
 * serializers took about 1.2 s of a 2-3 s start. Each is compiled on its first use instead (a few
 * milliseconds once), so a start only pays for what its first requests use; a route never called
 * never costs anything.
 */
function compiledOnFirstUse(compileNow: () => Validate): Validate {
  let compiled: Validate | undefined
  const validate: Validate = (data, context) => {
    compiled ??= compileNow()
    const valid = compiled(data, context)
    validate.errors = compiled.errors
    return valid
  }
  // Fastify hands a function with this mark its parent object, so ajv can write a coerced or
  // defaulted root value back (every function here is ajv's).
  validate.schemaEnv = true
  return validate
}

/**
 * Fastify validates every part of a request with one ajv and one set of options. Query strings
 * and path parameters arrive as text, so they are coerced ('2' -> 2, one value -> [value]); JSON
 * bodies arrive typed, so a number sent where text belongs (`{"name_tr":123}`) is refused
 * rather than stored as "123". Both keep the server's other options (defaults, no removal).
 */
const buildValidator = ((externalSchemas: Record<string, unknown>, serverOptions: CompilerOptions = {}) => {
  const options = serverOptions as CompilerOptions & { customOptions?: Record<string, unknown> }
  const coercing = fromPool(
    externalSchemas as never,
    options,
  ) as unknown as FastifySchemaCompiler<FastifySchema>
  const strict = fromPool(
    externalSchemas as never,
    {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    } as CompilerOptions,
  ) as unknown as FastifySchemaCompiler<FastifySchema>
  const compile: FastifySchemaCompiler<FastifySchema> = (route) =>
    compiledOnFirstUse(
      () => (route.httpPart === 'body' ? strict(route) : coercing(route)) as Validate,
    ) as ReturnType<FastifySchemaCompiler<FastifySchema>>
  return compile
}) as unknown as BuildValidator

/** fast-json-stringify's serializers, each built on the first answer that needs it. */
const buildSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
  const compileNow = defaultSerializers.SerializerSelector()(externalSchemas, serializerOptions)
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined
    return (data: unknown) => (serialize ??= compileNow(route))(data)
  }
}

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator, buildSerializer },
}
