import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The app's layers, top to bottom (docs/developing.md, "Layers"). A module
 * may import its own layer and any layer below it, never one above; lib/
 * imports nothing of ours. `import-x/no-restricted-paths` enforces it, and
 * its message names the rule.
 */
const layers = [
  ["app/pages", "app/admin"],
  ["app/layouts", "app/templates", "app/islands"],
  ["app/components", "app/scripts"],
  ["app/site"],
  ["app/inventory"],
  ["app/i18n"],
  ["app/content"],
];
const layerRule =
  "Layers import downward only: pages → templates, islands → components → site → inventory → i18n → content, and lib imports nothing of ours (docs/developing.md)";
const layerZones = [
  ...layers.flatMap((layer, index) =>
    layer.map((target) => ({
      target: `./${target}/**`,
      from: [
        ...layers
          .slice(0, index)
          .flat()
          .map((folder) => `./${folder}/**`),
        "./server/**",
        "./scripts/**",
        "./tools/**",
        "./e2e/**",
      ],
      message: `${layerRule}. ${target}/ sits below this import.`,
    })),
  ),
  {
    target: "./app/lib/**",
    from: "./app",
    except: ["./lib"],
    message: `${layerRule}. app/lib/ holds generic helpers: move what needs our data up to a layer that owns it.`,
  },
  // Each island is its own bundle; what two forms share lives in islands/submit/.
  ...["catalogue", "contact-form", "offer-form", "submit"].map((island) => ({
    target: `./app/islands/${island}/**`,
    from: "./app/islands",
    except: [...new Set([`./${island}`, "./submit"])],
    message:
      "An island imports no other island: shared browser code lives in app/islands/submit/ (docs/developing.md).",
  })),
  {
    target: "./app/islands/**",
    from: ["./app/templates/**", "./app/layouts/**"],
    message: `${layerRule}. An island hydrates on its own: it imports no template or layout.`,
  },
];

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
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
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
      "app/scripts/client-interaction.ts",
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
    // server/ by domain (server/README.md): contact/, offers/, cms/ and alerts/
    // never import each other, delivery/ imports none of them, and of http/ only
    // app.ts wires them together.
    files: ["server/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...["contact", "offers", "cms", "alerts"].map((domain, _, domains) => ({
              target: `./server/${domain}`,
              from: domains.filter((other) => other !== domain).map((other) => `./server/${other}`),
              message:
                "server/ domains never import a sibling domain: move the shared code to server/http or server/delivery.",
            })),
            {
              target: "./server/delivery",
              from: ["./server/contact", "./server/offers", "./server/cms", "./server/alerts"],
              message:
                "server/delivery never imports a domain: the domain passes in what delivery needs (as the outbox's mail sources).",
            },
            {
              target: "./server/http/!(app).ts",
              from: ["./server/contact", "./server/offers", "./server/cms", "./server/alerts"],
              message:
                "Only server/http/app.ts wires the domains together: the rest of server/http serves them all and imports none.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests check that the layers fit together: they may import from any of them.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": "off" },
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
