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
 * Where the SPA speaks Hindi as well as English, its words come from the catalogue (messages/*.json,
 * `m.*()` of src/paraglide), never from English typed into JSX. Each slice or file converted joins
 * this list, so the list grows screen by screen until it covers src.
 */
const TRANSLATED = [
  'src/ui/**/*.tsx',
  'src/features/layouts/**/*.tsx',
  'src/routes/_guest/*.tsx',
  'src/routes/admin/login.tsx',
  'src/routes/superadmin/login.tsx',
  'src/features/accounts/credential-fields.tsx',
  'src/features/accounts/resend-countdown.tsx',
  'src/features/accounts/member/login-form.tsx',
  'src/features/accounts/admin/admin-login-form.tsx',
  'src/features/accounts/admin/code-step.tsx',
  'src/features/accounts/superadmin/superadmin-login-form.tsx',
  'src/features/accounts/superadmin/otp-step.tsx',
  'src/features/accounts/two-factor/code-field.tsx',
  'src/features/purchases/member/buy/*.tsx',
  'src/routes/user/buy-token.tsx',
  'src/features/accounts/member/registration/*.tsx',
  'src/features/accounts/member/password-reset/*.tsx',
  'src/routes/fogot-password.tsx',
  'src/routes/privacy-policy.tsx',
  'src/features/purchases/member/payment/*.tsx',
  'src/routes/user/payment.tsx',
  'src/features/accounts/admin/security-page.tsx',
  'src/features/accounts/admin/enrol-step.tsx',
  'src/features/accounts/superadmin/security-page.tsx',
  'src/features/accounts/two-factor/*.tsx',
  'src/features/companies/superadmin/reset-two-factor-dialog.tsx',
  'src/routes/admin/_console/security.tsx',
  'src/routes/superadmin/_console/security.tsx',
  'src/features/purchases/member/history/*.tsx',
  'src/features/purchases/ledger-columns.tsx',
  'src/routes/user/payment-history.tsx',
  'src/features/dashboard/member/*.tsx',
  'src/features/dashboard/count-card.tsx',
  'src/routes/user/dashboard.tsx',
  'src/routes/user/index.tsx',
  'src/features/referrals/member/*.tsx',
  'src/routes/user/referrals.tsx',
  'src/features/accounts/member/profile/*.tsx',
  'src/features/accounts/sessions/*.tsx',
  'src/routes/user/profile.tsx',
  'src/features/companies/superadmin/manage-companies-page.tsx',
  'src/features/companies/superadmin/add-company-dialog.tsx',
  'src/features/companies/superadmin/add-admin-dialog.tsx',
  'src/features/purchases/superadmin/*.tsx',
  'src/features/dashboard/admin/*.tsx',
  'src/features/dashboard/superadmin/*.tsx',
  'src/routes/superadmin/_console/companymanage.tsx',
  'src/routes/superadmin/_console/transactionmanage.tsx',
  'src/routes/superadmin/_console/dashboard.tsx',
  'src/routes/superadmin/_console/index.tsx',
  'src/routes/admin/_console/dashboard.tsx',
  'src/routes/admin/_console/index.tsx',
  'src/features/members/admin/*.tsx',
  'src/features/purchases/admin/*.tsx',
  'src/features/referrals/admin/*.tsx',
  'src/features/referrals/referral-settings-fields.tsx',
  'src/features/beneficiaries/**/*.tsx',
  'src/routes/admin/_console/usermanage.tsx',
  'src/routes/admin/_console/purchaserequest.tsx',
  'src/routes/admin/_console/referral.tsx',
  'src/routes/admin/_console/beneficiary.tsx',
  'src/routes/superadmin/_console/beneficiarymanage.tsx',
]
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
