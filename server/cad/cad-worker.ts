/**
 * The thread CAD models are built on (server/cad/cad-builder.ts): the only thread that loads the OpenCascade kernel.
 * Receives a model spec and its name, answers the STEP and mesh bytes (moved, not copied) or the error's message.
 */
import { serveJobs } from '../workers/serve-jobs.ts'
import { type BuiltModel, buildModel } from './kernel.ts'
import type { ModelSpec } from './model-spec.ts'

export type ModelJob = { spec: ModelSpec; name: string }

serveJobs<ModelJob, BuiltModel>(
  ({ spec, name }) => buildModel(spec, name),
  (model) => [model.step.buffer as ArrayBuffer, model.mesh.buffer as ArrayBuffer],
)
