import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const values = [];
for (let i = 0; i < 3; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
console.log("benchmark index (median of 3):", Math.round(values.sort((a, b) => a - b)[1]), values.map(Math.round));
await browser.close();
