import path from 'node:path'

/**
 * ESLint rule `layers/boundaries`: an import whose target lies in a folder the importing file's
 * layer may not reach is an error. Zones are `{ target, from, except?, message }`: `target` and `from`
 * are a folder or a list of them, `except` the folders or files inside `target` the zone spares, all
 * relative to `root`; only relative and absolute specifiers are checked (packages are not our layers).
 * Written here rather than taken from eslint-plugin-import-x: that plugin needs native resolver
 * bindings for every platform in the lockfile, which this registry does not serve, so `npm ci`
 * could not install it.
 */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0]
    const file = context.filename
    const inside = (target, folder) => {
      const relative = path.relative(path.resolve(root, folder), target)
      return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
    }
    const anyOf = (folders) => (Array.isArray(folders) ? folders : [folders])
    const applying = zones.filter(
      (zone) =>
        anyOf(zone.target).some((folder) => inside(file, folder)) &&
        !anyOf(zone.except ?? []).some((folder) => inside(file, folder)),
    )
    if (applying.length === 0) return {}
    const check = (node, source) => {
      if (typeof source !== 'string' || !(source.startsWith('.') || source.startsWith('/'))) return
      const resolved = path.resolve(path.dirname(file), source)
      for (const zone of applying) {
        if (anyOf(zone.from).some((folder) => inside(resolved, folder))) {
          context.report({ node, message: zone.message })
          return
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

export default { rules: { boundaries: layerBoundaries } }
