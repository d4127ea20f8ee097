// occt-import-js ships no types: the part of its API the tests use (OpenCascade's STEP reader in WebAssembly).
declare module 'occt-import-js' {
  export type OcctMesh = { name: string; attributes: { position: { array: number[] } } }
  export type OcctResult = { success: boolean; meshes: OcctMesh[] }
  export type Occt = { ReadStepFile: (bytes: Uint8Array, params: null) => OcctResult }
  const load: () => Promise<Occt>
  export default load
}
