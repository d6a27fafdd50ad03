import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { singleKeyT } from '../../lint/singleKeyT.js';

/**
 * `forum/single-key-t` (lint/singleKeyT.js): `t('X', 'X')` of the project's `t` is an error and
 * its fix leaves `t('X')`; other callees named `t`, and defaults that differ, are left alone.
 */
const ROOT = path.resolve(__dirname, '../..');
const inFeature = path.join(ROOT, 'src/features/users/Fixture.tsx');
const inWidget = path.join(ROOT, 'widgets/UserCard/Fixture.tsx');

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
    ecmaVersion: 2022,
    sourceType: 'module',
  },
});

const imported = "import { t } from '../../i18n/translate';\n";
const errors = [{ messageId: 'doubled' }];

tester.run('single-key-t', singleKeyT, {
  valid: [
    { filename: inFeature, code: `${imported}t('Sign In');` },
    { filename: inFeature, code: `${imported}t('Sign In', 'Sign in');` },
    { filename: inFeature, code: `${imported}t(key, key);` },
    { filename: inFeature, code: `${imported}t(\`A \${x}\`, \`A \${x}\`);` },
    // Another `t`: a parameter shadowing the import, a local function, another module's t.
    { filename: inFeature, code: `${imported}[1].map((t) => t('X', 'X'));` },
    { filename: inFeature, code: "const t = (a: string, b: string) => a + b;\nt('X', 'X');" },
    { filename: inFeature, code: "import { t } from 'i18next';\nt('X', 'X');" },
    { filename: inFeature, code: "import { t } from './translate';\nt('X', 'X');" },
  ],
  invalid: [
    {
      filename: inFeature,
      code: `${imported}t('Sign In', 'Sign In');`,
      output: `${imported}t('Sign In');`,
      errors,
    },
    {
      filename: inFeature,
      code: `${imported}t("It's", 'It\\'s');`,
      output: `${imported}t("It's");`,
      errors,
    },
    {
      filename: inFeature,
      code: `${imported}t(\`Share\`, 'Share');`,
      output: `${imported}t(\`Share\`);`,
      errors,
    },
    {
      // The alias, a renamed import, and a call prettier broke over lines.
      filename: inWidget,
      code: "import { t as tr } from '@/i18n/translate';\nconst a = tr(\n  'A long key',\n  'A long key',\n);",
      output: "import { t as tr } from '@/i18n/translate';\nconst a = tr('A long key');",
      errors,
    },
    {
      filename: inFeature,
      code: "import * as i18n from '../../i18n/translate';\n<p>{i18n.t('Tag', 'Tag')}</p>;",
      output: "import * as i18n from '../../i18n/translate';\n<p>{i18n.t('Tag')}</p>;",
      errors,
    },
    {
      // A comment inside the call stays.
      filename: inFeature,
      code: `${imported}t('Tag' /* the verb */, 'Tag');`,
      output: `${imported}t('Tag' /* the verb */);`,
      errors,
    },
    {
      filename: path.join(ROOT, 'src/i18n/translate.ts'),
      code: "export function t(k: string, d?: string): string { return d ?? k; }\nt('X', 'X');",
      output: "export function t(k: string, d?: string): string { return d ?? k; }\nt('X');",
      errors,
    },
  ],
});
