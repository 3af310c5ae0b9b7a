import { chromium } from "@playwright/test";
const [port, path, width, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await (await browser.newContext({ viewport: { width: Number(width), height: 844 } })).newPage();
await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)); } window.scrollTo(0, document.body.scrollHeight); });
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
