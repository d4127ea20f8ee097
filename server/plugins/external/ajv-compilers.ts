import { AjvCompiler } from '@fastify/ajv-compiler'
import type { FastifyServerOptions, FastifySchema, FastifySchemaCompiler } from 'fastify'

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type BuildValidator = NonNullable<Factory['buildValidator']>
type CompilerOptions = NonNullable<Parameters<ReturnType<typeof AjvCompiler>>[1]>

/** Fastify's own pool of ajv instances (one per set of options). */
const fromPool = AjvCompiler()

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
    route.httpPart === 'body' ? strict(route) : coercing(route)
  return compile
}) as unknown as BuildValidator

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator },
}
