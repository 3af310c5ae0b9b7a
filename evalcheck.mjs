import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
await page.addInitScript(() => {
  document.addEventListener("securitypolicyviolation", (e) => console.log("CSP", e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, e.columnNumber, e.sample));
});
page.on("console", (m) => console.log("console:", m.text()));
for (const path of ["/fr/machinery/used-equipment", "/machinery/used-equipment"]) {
  console.log("==", path);
  await page.goto(`http://127.0.0.1:4300${path}`, { waitUntil: "networkidle" });
  await page.evaluate(() => { for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]')) island.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true })); });
  await page.waitForTimeout(1500);
  await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)); } });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.waitForTimeout(1000);
  await page.setViewportSize({ width: 1440, height: 900 });
}
await browser.close();
