import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat.recommended,
  {
    plugins: { "import-x": importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    rules: {
      "import-x/no-duplicates": "error",
      "import-x/first": "error",
      "import-x/newline-after-import": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  {
    // Only config files and Astro entry points use default exports (pages are .astro).
    files: ["app/**/*.{ts,tsx}"],
    // Astro client directives are default exports; so is an .astro module's
    // declaration, and the editor's Vite config.
    ignores: [
      "app/scripts/client-params.ts",
      "app/astro-components.d.ts",
      "app/admin/vite.config.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportDefaultDeclaration",
          message: "Use named exports outside route modules.",
        },
      ],
    },
  },
  {
    // Node runs these files as they are (type stripping): it knows neither
    // the ~/ alias nor an import without its extension. Only a test that
    // starts Node would otherwise catch either.
    files: ["server/**/*.ts", "scripts/**/*.ts", "tools/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*"],
              message:
                "Node runs this file: import with a relative path ending in .ts (Node does not know the ~/ alias).",
            },
            {
              regex: "^\\.{1,2}/(?!.*\\.(?:ts|tsx|js|mjs|json)$)",
              message:
                "Node runs this file: write the imported file's extension (./module.ts), as Node resolves no other.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures: `use` hands a fixture to the test (not React's
    // hook), and a fixture that needs no other fixture still destructures
    // `{}`, which is how Playwright reads its dependencies.
    files: ["e2e/**/*.ts"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // Translations use typographic spaces on purpose: French puts a no-break
    // space before a colon and inside guillemets.
    files: ["app/content/locales/**/*.ts"],
    rules: { "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }] },
  },
);
