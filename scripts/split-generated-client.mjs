// The generated client's three big modules, split in the build into one module per declaration, so
// that each chunk carries only the schemas, SDK functions and query options its pages use.
import path from 'node:path'
import { parseAst } from 'vite'

/**
 * src/client's valibot.gen.ts (every schema of the contract), sdk.gen.ts (every operation) and
 * @tanstack/react-query.gen.ts (every operation's query options) are one module each, and a bundler
 * puts a module whole into one chunk: the pages share them, so every page's first load carried all
 * of them, the login's too, which sends one request (1.8 kB gzip of its first load were other
 * forms' schemas, operations and query options; what the routes' loaders and search checks name
 * stays on every page, as the entry imports it). Split,
 * each declaration is a module of its own that imports what it names; the file itself re-exports
 * them, so nothing that imports it changes. hey-api still generates the files as they are, and
 * dev, typecheck and the tests read them as they are; the split is the build's alone.
 *
 * The files are declarations only (imports and `const`/`function` declarations, exported or not);
 * anything else there (a statement run for its effect, `export *`) fails the build, as a file of a
 * shape this no longer understands.
 */
const SPLIT = /[\\/]src[\\/]client[\\/](valibot\.gen|sdk\.gen|@tanstack[\\/]react-query\.gen)\.ts$/
const PREFIX = '\0split-client:'

/** The names a top-level statement declares. */
function declaredNames(statement) {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
  if (declaration?.type === 'VariableDeclaration') {
    // A `let` one unit assigned to would be another unit's import, which cannot be assigned.
    if (declaration.kind !== 'const') throw new Error(`a top-level ${declaration.kind}`)
    return declaration.declarations.map((declarator) => {
      if (declarator.id.type !== 'Identifier') throw new Error(`destructuring at the top level (${declarator.id.type})`)
      return declarator.id.name
    })
  }
  if (declaration?.type === 'FunctionDeclaration' && declaration.id) return [declaration.id.name]
  throw new Error(`a ${statement.type} at the top level`)
}

/** Every identifier under a node that names one of `names` (property keys too: an import too many is dropped unused). */
function namesUsed(node, names, found = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) namesUsed(child, names, found)
  } else if (node && typeof node === 'object') {
    if (node.type === 'Identifier' && names.has(node.name)) found.add(node.name)
    for (const key in node) if (key !== 'type' && key !== 'start' && key !== 'end') namesUsed(node[key], names, found)
  }
  return found
}

/**
 * A module of declarations as one module per declaration: `units` maps each unit's name to its code
 * (which imports the other units and the module's imports it uses), `barrel` re-exports the
 * module's exports from them. `resolved` gives each import's source as the unit modules import it.
 */
export function splitDeclarations(code, resolved, unitId) {
  const program = parseAst(code)
  const imported = new Map()
  const declarations = []
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue
      for (const specifier of statement.specifiers) {
        const source = resolved(statement.source.value)
        if (specifier.type === 'ImportNamespaceSpecifier') imported.set(specifier.local.name, `import * as ${specifier.local.name} from ${JSON.stringify(source)}`)
        else if (specifier.type === 'ImportDefaultSpecifier') imported.set(specifier.local.name, `import ${specifier.local.name} from ${JSON.stringify(source)}`)
        else {
          const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value
          imported.set(specifier.local.name, `import { ${name === specifier.local.name ? name : `${name} as ${specifier.local.name}`} } from ${JSON.stringify(source)}`)
        }
      }
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration && !statement.source && statement.specifiers.length === 0) {
      // `export {}` left by the TypeScript transform: nothing to carry.
    } else {
      const names = declaredNames(statement)
      const body = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
      declarations.push({ names, exported: statement.type === 'ExportNamedDeclaration', text: code.slice(body.start, body.end), node: body })
    }
  }
  const unitOf = new Map(declarations.flatMap((declaration) => declaration.names.map((name) => [name, declaration.names[0]])))
  const topLevel = new Set([...imported.keys(), ...unitOf.keys()])
  const units = new Map()
  for (const declaration of declarations) {
    const own = new Set(declaration.names)
    const used = [...namesUsed(declaration.node, topLevel)].filter((name) => !own.has(name))
    const lines = used.map((name) => imported.get(name) ?? `import { ${name} } from ${JSON.stringify(unitId(unitOf.get(name)))}`)
    units.set(declaration.names[0], `${lines.join('\n')}\n${declaration.text}\nexport { ${declaration.names.join(', ')} }\n`)
  }
  const barrel = declarations
    .filter((declaration) => declaration.exported)
    .map((declaration) => `export { ${declaration.names.join(', ')} } from ${JSON.stringify(unitId(declaration.names[0]))}`)
    .join('\n')
  return { units, barrel: `${barrel}\n` }
}

export function splitGeneratedClient() {
  const units = new Map()
  return {
    name: 'split-generated-client',
    apply: 'build',
    resolveId(source) {
      if (source.startsWith(PREFIX)) return source
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return
      const code = units.get(id)
      if (code === undefined) throw new Error(`${id}: no such unit of the generated client`)
      // Declarations only: a unit whose exports nothing reads is left out.
      return { code, moduleSideEffects: false }
    },
    async transform(code, id) {
      if (!SPLIT.test(id)) return
      const sources = new Map()
      for (const statement of parseAst(code).body) {
        const source = statement.type === 'ImportDeclaration' ? statement.source.value : undefined
        if (source !== undefined && !sources.has(source)) sources.set(source, (await this.resolve(source, id))?.id ?? source)
      }
      const file = path.relative(process.cwd(), id).replaceAll('\\', '/')
      let split
      try {
        split = splitDeclarations(
          code,
          (source) => sources.get(source) ?? source,
          (name) => `${PREFIX}${file}:${name}`,
        )
      } catch (error) {
        throw new Error(`${id}: not the shape of declarations the build splits (scripts/split-generated-client.mjs): ${error.message}`, { cause: error })
      }
      for (const [name, unit] of split.units) units.set(`${PREFIX}${file}:${name}`, unit)
      return { code: split.barrel, moduleSideEffects: false }
    },
  }
}
