import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier/flat'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ROLES = ['member', 'admin', 'superadmin']
const root = import.meta.dirname
const dirsIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/**
 * A domain slice reaches another slice only through that slice's face, its index.ts, never its
 * insides; on the server, features/handlers.ts is the composition and reads every face.
 */
function sliceZones(featuresDir) {
  const slices = dirsIn(featuresDir)
  return slices.map((slice) => ({
    target: `./${featuresDir}/${slice}`,
    from: `./${featuresDir}`,
    except: [`./${slice}`, ...slices.filter((other) => other !== slice).map((other) => `./${other}/index.ts`)],
    message: `A slice imports another slice only through its face (${featuresDir}/<slice>/index.ts).`,
  }))
}

/** In the SPA, a slice's role views never import each other: what two roles share sits at the slice's root, once. */
function roleZones(featuresDir) {
  return dirsIn(featuresDir).flatMap((slice) => {
    const roles = dirsIn(`${featuresDir}/${slice}`).filter((dir) => ROLES.includes(dir))
    return roles.flatMap((role) =>
      roles
        .filter((other) => other !== role)
        .map((other) => ({
          target: `./${featuresDir}/${slice}/${role}`,
          from: `./${featuresDir}/${slice}/${other}`,
          message: `The ${role} view does not import the ${other} view: move what both share to the slice's root.`,
        })),
    )
  })
}

const { 'import-x/resolver': _resolver, ...typeScriptFiles } = importX.flatConfigs.typescript.settings

const zones = [
  ...sliceZones('server/features'),
  ...sliceZones('src/features'),
  ...roleZones('src/features'),
  // Layers point one way on the server: lib knows no plugin and no feature.
  { target: './server/lib', from: './server/plugins', message: 'server/lib does not import a plugin.' },
  { target: './server/lib', from: './server/features', message: 'server/lib does not import a feature.' },
  // scripts/ may import the server, never the reverse.
  { target: './server', from: './scripts', message: 'The server does not import a script.' },
  // Of the SPA's code the server takes only the shared zone: the generated contract and the shared domain rules.
  {
    target: './server',
    from: './src',
    except: ['./client', './shared'],
    message: 'The server imports from src/ only the shared zone (src/client, src/shared).',
  },
  // The shared zone runs in the server too, so it stands on its own.
  {
    target: './src/shared',
    from: './src',
    except: ['./shared', './client'],
    message: 'src/shared runs on the server too: it imports only the shared zone.',
  },
  // Tests may check an agreement between the build and the server (route-pages.test.ts).
  { target: './src/**/!(*.test).{ts,tsx}', from: './server', message: 'The SPA does not import server code.' },
]

/**
 * The SPA speaks English and Hindi: the words of every screen come from the catalogue
 * (messages/*.json, `m.*()` of src/paraglide), never from English typed into JSX.
 */
const TRANSLATED = ['src/**/*.tsx']
const VISIBLE_ATTRIBUTES =
  'label|placeholder|title|aria-label|alt|description|subtitle|heading|pendingLabel|successMessage|emptyMessage|loadingMessage|errorMessage|confirmLabel|doneLabel'
// Sample values (you@example.com, abcde-fghij, 123456) are shapes, not words.
const WORDS = '[value=/\\p{L}/u]:not([value=/@|^[a-z0-9-]+$/])'
const untranslated = 'Words a person reads come from the catalogue (messages/*.json, m.*() of src/paraglide), in English and Hindi.'

export default defineConfig(
  globalIgnores(['node_modules/', 'dist/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'src/client/', 'src/paraglide/', 'src/route-tree.gen.ts']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses as TypeScript; resolving is the TypeScript resolver's, with tsconfig's `@/` paths.
      ...typeScriptFiles,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/\\p{L}/u]', message: untranslated },
        { selector: `JSXAttribute[name.name=/^(${VISIBLE_ATTRIBUTES})$/] > Literal${WORDS}`, message: untranslated },
        { selector: `JSXAttribute[name.name=/^(${VISIBLE_ATTRIBUTES})$/] > JSXExpressionContainer > :matches(Literal${WORDS}, TemplateLiteral)`, message: untranslated },
      ],
    },
  },
  prettier,
)
