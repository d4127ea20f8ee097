/**
 * Counts the Intl.NumberFormat objects made while `run` runs (with or without `new`). vitest's spyOn cannot stand in
 * for a constructor called with `new` and still make the real object, so the constructor is wrapped in a Proxy.
 */
export function numberFormatsMade(run: () => void): number {
  const original = Intl.NumberFormat
  let made = 0
  Intl.NumberFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++
      return new target(...args)
    },
    apply(target, _self, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++
      return target(...args)
    },
  })
  try {
    run()
  } finally {
    Intl.NumberFormat = original
  }
  return made
}
