import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Three layers, one direction: shared code -> features -> app.
const sharedLayer = [
  'src/components/**',
  'src/content/**',
  'src/hooks/**',
  'src/lib/**',
  'src/styles/**',
  'src/utils/**',
];

export default tseslint.config(
  { ignores: ['dist', 'release', 'node_modules', 'pb_data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: sharedLayer,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code may not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features may not import the app.' },
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Features may not import each other; compose them in src/app.',
            },
            { group: ['../../*'], message: 'Import across folders with the @/ alias.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**', 'tests/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright fixtures call their continuation "use", which is not React's hook.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js', 'tests/bench/pb_hooks/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        __hooks: 'readonly',
        $app: 'readonly',
        $os: 'readonly',
        $filepath: 'readonly',
        $security: 'readonly',
        $apis: 'readonly',
        $http: 'readonly',
        $mails: 'readonly',
        $dbx: 'readonly',
        $template: 'readonly',
        routerAdd: 'readonly',
        routerUse: 'readonly',
        cronAdd: 'readonly',
        migrate: 'readonly',
        toString: 'readonly',
        Record: 'readonly',
        Collection: 'readonly',
        MailerMessage: 'readonly',
        BadRequestError: 'readonly',
        NotFoundError: 'readonly',
        TooManyRequestsError: 'readonly',
        ValidationError: 'readonly',
        ForbiddenError: 'readonly',
        ApiError: 'readonly',
        Middleware: 'readonly',
        DateTime: 'readonly',
        DynamicModel: 'readonly',
        arrayOf: 'readonly',
        Field: 'readonly',
        UnauthorizedError: 'readonly',
        TextField: 'readonly',
        NumberField: 'readonly',
        DateField: 'readonly',
        SelectField: 'readonly',
        onBootstrap: 'readonly',
        onRecordCreate: 'readonly',
        onRecordCreateExecute: 'readonly',
        onRecordValidate: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdateRequest: 'readonly',
        onRecordAfterCreateSuccess: 'readonly',
        onRecordAuthWithPasswordRequest: 'readonly',
        onRecordConfirmVerificationRequest: 'readonly',
        onRecordConfirmPasswordResetRequest: 'readonly',
        onMailerSend: 'readonly',
        onMailerRecordVerificationSend: 'readonly',
        onMailerRecordPasswordResetSend: 'readonly',
        onMailerRecordEmailChangeSend: 'readonly',
        onMailerRecordOTPSend: 'readonly',
        onMailerRecordAuthAlertSend: 'readonly',
        onBatchRequest: 'readonly',
        require: 'readonly',
        module: 'writable',
        console: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
      // Hooks share code through CommonJS modules required inside handlers.
      '@typescript-eslint/no-require-imports': 'off',
      // PocketBase's generated hook types are referenced the way its docs show.
      '@typescript-eslint/triple-slash-reference': 'off',
    },
  },
);
