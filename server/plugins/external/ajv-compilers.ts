import { createRequire } from 'node:module'
import type { AjvCompiler } from '@fastify/ajv-compiler'
import type { FastifyServerOptions, FastifySchema, FastifySchemaCompiler } from 'fastify'

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type BuildValidator = NonNullable<Factory['buildValidator']>
type BuildSerializer = NonNullable<Factory['buildSerializer']>
type CompilerOptions = NonNullable<Parameters<ReturnType<typeof AjvCompiler>>[1]>

/**
 * ajv and fast-json-stringify are loaded when the first schema is compiled, not while the server
 * starts (~50 ms of a start on Node 20): a start's first pages need neither, and each schema is
 * compiled on its first use anyway (compiledOnFirstUse).
 */
const requireHere = createRequire(import.meta.url)
let pool: ReturnType<typeof AjvCompiler> | undefined

/** Fastify's own pool of ajv instances (one per set of options). */
const fromPool = (...args: Parameters<ReturnType<typeof AjvCompiler>>) =>
  (pool ??= (requireHere('@fastify/ajv-compiler') as { AjvCompiler: typeof AjvCompiler }).AjvCompiler())(
    ...args,
  )

/**
 * The serializer compiler Fastify uses by default (fast-json-stringify), loaded from Fastify's own
 * dependencies so it is always the copy Fastify was built with.
 */
const defaultSerializers = () =>
  createRequire(requireHere.resolve('fastify'))('@fastify/fast-json-stringify-compiler') as {
    SerializerSelector: () => BuildSerializer
  }

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
  let coercing: FastifySchemaCompiler<FastifySchema> | undefined
  let strict: FastifySchemaCompiler<FastifySchema> | undefined
  const compile: FastifySchemaCompiler<FastifySchema> = (route) =>
    compiledOnFirstUse(() => {
      if (route.httpPart === 'body') {
        strict ??= fromPool(
          externalSchemas as never,
          {
            ...options,
            customOptions: { ...options.customOptions, coerceTypes: false },
          } as CompilerOptions,
        ) as unknown as FastifySchemaCompiler<FastifySchema>
        return strict(route) as Validate
      }
      coercing ??= fromPool(
        externalSchemas as never,
        options,
      ) as unknown as FastifySchemaCompiler<FastifySchema>
      return coercing(route) as Validate
    }) as ReturnType<FastifySchemaCompiler<FastifySchema>>
  return compile
}) as unknown as BuildValidator

/** fast-json-stringify's serializers, each built on the first answer that needs it. */
const buildSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
  let compileNow: ReturnType<BuildSerializer> | undefined
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined
    return (data: unknown) =>
      (serialize ??= (compileNow ??= defaultSerializers().SerializerSelector()(
        externalSchemas,
        serializerOptions,
      ))(route))(data)
  }
}

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator, buildSerializer },
}
