import { paths } from "../app/content/paths.ts";

import { expect, gotoReady, isPhone, once, test, walkTimeout, type Page } from "./fixtures.ts";
import { keyboardWalkPaths, machineWalkPath, routePaths } from "./site-data.ts";

/**
 * What axe cannot see (e2e/routes.test.ts runs axe and checks the heading
 * outline on every route): a keyboard-only walk with a visible, unobscured
 * focus indicator at 1440 and 390 px, and reduced motion.
 */

interface FocusStyle {
  outline: string;
  outlineVisible: boolean;
  outlineContrast: number;
  border: string;
  borderContrast: number;
  boxShadow: string;
}

/**
 * Marks every element Tab should reach, in document order, with
 * data-walk="0…n" and returns short descriptions of them.
 */
function markTabStops(page: Page) {
  return page.evaluate(() => {
    const focusable = [
      "a[href]",
      "button:not([disabled])",
      "input:not([disabled]):not([type='hidden'])",
      "select:not([disabled])",
      "textarea:not([disabled])",
      "summary",
      "iframe",
      "[contenteditable='true']",
      "[tabindex]",
    ].join(",");
    const radioGroups = new Set<string>();
    const stops = [...document.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
      if (element.tabIndex < 0 || element.closest("[inert]")) return false;
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      // A radio group is one tab stop.
      if (element instanceof HTMLInputElement && element.type === "radio") {
        if (radioGroups.has(element.name)) return false;
        radioGroups.add(element.name);
      }
      return true;
    });
    stops.forEach((element, index) => element.setAttribute("data-walk", String(index)));
    return {
      stops: stops.map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      ),
      positiveTabindex: document.querySelectorAll(
        "[tabindex]:not([tabindex='0']):not([tabindex^='-'])",
      ).length,
    };
  });
}

interface Step {
  /** The data-walk index of the focused element, or null. */
  reached: string | null;
  style: FocusStyle;
  /** Whether some part of the focused element is on top at its own position. */
  unobscured: boolean;
}

/**
 * The focus-relevant computed style of every stop (`at` = "all", read before
 * the walk) or of the focused one, once the page has settled: transitions
 * finished and the (smooth) scroll that focus started come to rest.
 */
function inspect(page: Page, at: "all"): Promise<FocusStyle[]>;
function inspect(page: Page, at: "focused"): Promise<Step>;
function inspect(page: Page, at: "all" | "focused"): Promise<FocusStyle[] | Step> {
  return page.evaluate(async (at) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const styleOf = (element: HTMLElement): FocusStyle => {
      // The first opaque background behind the element (its parent's and up).
      let background = "rgb(255, 255, 255)";
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if ((rgb(color)[3] ?? 1) > 0.5) {
          background = color;
          break;
        }
      }
      const style = getComputedStyle(element);
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        outlineVisible: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        outlineContrast: contrast(style.outlineColor, background),
        border: style.borderTopColor,
        borderContrast: contrast(style.borderTopColor, background),
        boxShadow: style.boxShadow,
      };
    };
    // Colour transitions animate the outline too: judge the settled state,
    // jumping to the end of finite transitions rather than sitting them out.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An infinite animation cannot finish; it has no settled state to judge.
      }
    }
    if (at === "all") {
      return [...document.querySelectorAll<HTMLElement>("[data-walk]")].map(styleOf);
    }
    // Focus may scroll smoothly: wait until the page stands still. The walk
    // runs with reduced motion (no smooth scrolling, transitions of 0.01 ms):
    // a frame for the scroll event and its handlers, one more to see the
    // page still. A smooth scroll would keep the loop going.
    for (let still = 0, last = -1; still < 1;) {
      await new Promise(requestAnimationFrame);
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const element = document.activeElement as HTMLElement | null;
    const reached = element?.getAttribute("data-walk") ?? null;
    if (!element || reached === null) {
      return { reached, style: styleOf(document.body), unobscured: false };
    }
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ] as const;
    const unobscured = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit));
    });
    return { reached, style: styleOf(element), unobscured };
  }, at);
}

test.describe("keyboard only", () => {
  // The walk judges where focus ends up, which motion does not change.
  // Without motion, focus scrolls and transitions end at once instead of
  // being waited out at each of the hundreds of steps.
  test.use({ reducedMotion: "reduce" });
  for (const path of keyboardWalkPaths) {
    test(`${path}: Tab reaches every control in order with a visible, unobscured focus indicator`, async ({
      page,
    }) => {
      // Its parts are the product page's and the catalogue's, walked at both sizes.
      test.skip(path === machineWalkPath && isPhone(page), "walked at desktop size");
      await gotoReady(page, path);
      const { stops, positiveTabindex } = await markTabStops(page);
      expect(positiveTabindex, "positive tabindex reorders the page").toBe(0);
      expect(stops.length).toBeGreaterThan(5);
      // Its limit follows the walk: a step forward and one back per stop,
      // 60–95 ms each measured (two frames and three round trips).
      test.setTimeout(walkTimeout(2 * stops.length, 100));

      const problems: string[] = [];
      // Unfocused, every stop looks as it does before Tab reaches it.
      const unfocused = await inspect(page, "all");
      for (let index = 0; index < stops.length; index++) {
        await page.keyboard.press("Tab");
        const { reached, style: after, unobscured } = await inspect(page, "focused");
        if (reached !== String(index)) {
          problems.push(`Tab ${index + 1}: expected ${stops[index]}, focus is on stop ${reached}`);
          break;
        }
        const before = unfocused[index]!;
        // A 3:1 outline, a 3:1 border that changes on focus, or a new shadow ring.
        const visible =
          (after.outlineVisible && after.outlineContrast >= 3) ||
          (after.border !== before.border && after.borderContrast >= 3) ||
          (after.boxShadow !== before.boxShadow && after.boxShadow !== "none");
        if (!visible) {
          problems.push(
            `${stops[index]}: no visible focus indicator (outline ${after.outline}, contrast ${after.outlineContrast.toFixed(2)})`,
          );
        }
        if (!unobscured) {
          problems.push(`${stops[index]}: focused but hidden behind other content`);
        }
      }
      // And back: Shift+Tab scrolls upwards, where the fixed header could cover focus.
      for (let index = stops.length - 2; index >= 0 && problems.length === 0; index--) {
        await page.keyboard.press("Shift+Tab");
        const { reached, unobscured } = await inspect(page, "focused");
        if (reached !== String(index)) {
          problems.push(`Shift+Tab: expected ${stops[index]}, focus is on stop ${reached}`);
        } else if (!unobscured) {
          problems.push(`${stops[index]}: focused (Shift+Tab) but hidden behind other content`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("reduced motion", once, () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of routePaths) {
    test(`${path} hides no content for a scroll reveal and does not scroll smoothly`, async ({
      page,
    }) => {
      await gotoReady(page, path);
      const state = await page.evaluate(async () => {
        // Scroll through the page as a visitor would, then let a frame pass.
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise(requestAnimationFrame);
        }
        await new Promise((done) => setTimeout(done, 100));
        const reveals = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
        return {
          hidden: reveals.filter(
            (element) =>
              element.dataset.reveal === "hidden" || getComputedStyle(element).opacity !== "1",
          ).length,
          scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
          running: document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === "running" &&
                Number(animation.effect?.getComputedTiming().duration ?? 0) > 10,
            ).length,
        };
      });
      expect(state, "revealed elements not shown, scroll behaviour, animations running").toEqual({
        hidden: 0,
        scrollBehavior: "auto",
        running: 0,
      });
    });
  }
});

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  // The control for the test above: the same checks do see motion when it is on.
  test("scrolling is smooth and content below the fold waits for its reveal", async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    await expect(page.locator("[data-reveal='hidden']").first()).toBeAttached();
  });
});
