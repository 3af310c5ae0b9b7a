import {
  expect,
  expectNoAxeViolations,
  expectStyledClasses,
  gotoReady,
  once,
  test,
  type Page,
} from "./fixtures.ts";

/**
 * "Request a call" (issue 33): the slots in the visitor's zone and the
 * office's, and the request's way to the server with and without script.
 * The server checks the slots against the real clock, so the tests pick
 * among those the page offers.
 */

test.describe("a call request in Arabic from Riyadh", once, () => {
  test.use({ timezoneId: "Asia/Riyadh", locale: "ar-SA" });

  const form = (page: Page) => page.getByRole("form", { name: "اختاروا مواعيدكم" });

  test("offers New York's mornings as Riyadh's evenings, on Riyadh's working days, and answers with a reference", async ({
    page,
  }) => {
    await gotoReady(page, "/ar/request-a-call");
    await expect(form(page).getByRole("combobox", { name: "منطقتكم الزمنية" })).toHaveValue(
      "Asia/Riyadh",
    );

    // By default only what suits a Riyadh day: 16:00 to 20:00 there is 8:00 to 13:00 in New York.
    const days = form(page).getByRole("radio");
    expect(await days.count()).toBeGreaterThan(3);
    const weekend = form(page).getByRole("radio", { name: /الجمعة|السبت/ });
    await expect(weekend).toHaveCount(0);
    const slots = form(page).getByRole("checkbox", { name: /بتوقيتكم/ });
    await expect(slots.first()).toBeAttached();
    for (const name of await slots.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ""),
    )) {
      expect(name).toMatch(/، (1[6-9]|20):00 بتوقيتكم \((0[89]|1[0-3]):00 في مكتبنا\)/);
    }

    await form(page).getByRole("combobox", { name: "موضوع المكالمة" }).selectOption({
      label: "الاستشارات الفنية",
    });
    await form(page).getByRole("textbox", { name: "الاسم" }).fill("فيصل الحربي");
    await form(page).getByRole("textbox", { name: "البريد الإلكتروني" }).fill("faisal@example.sa");
    await form(page).getByRole("textbox", { name: "الهاتف أو واتساب" }).fill("+966 11 000 0000");

    // One time is not enough: the message, and focus back on the times.
    // A slot is a card: its label, around a visually hidden checkbox.
    const pick = (index: number) => slots.nth(index).locator("xpath=..").click();
    await pick(0);
    const send = form(page).getByRole("button", { name: "إرسال طلب المكالمة" });
    await send.click();
    await expect(form(page).getByText("اختاروا موعدين على الأقل، وثلاثة على الأكثر")).toBeVisible();
    await expect(slots.nth(0)).toBeFocused();

    await pick(1);
    await expect(form(page).getByText("اخترتم موعدين من 3")).toBeVisible();
    // "Show all" adds Riyadh's Friday and Saturday (New York's working days), marked as the weekend.
    await form(page)
      .getByRole("checkbox", { name: /اعرضوا أيضًا المواعيد/ })
      .check();
    const friday = form(page)
      .getByRole("radio", { name: /الجمعة/ })
      .first();
    await friday.locator("xpath=..").click();
    await expect(friday).toBeChecked();
    await expect(form(page).getByText("عطلتكم الأسبوعية").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);
    await send.click();
    const status = form(page).getByRole("status");
    await expect(status).toContainText(/R-\d{4}-\d{3}/);
    await expect(status).toContainText(
      "سنؤكد لكم أحد مواعيدكم بالبريد الإلكتروني خلال يوم عمل واحد.",
    );
  });
});

test.describe("without JavaScript", once, () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form asks for a call with the times written out, and thanks with the reference", async ({
    page,
  }) => {
    await page.goto("/request-a-call");
    const form = page.getByRole("form", { name: "Choose Your Times" });
    await form.getByRole("combobox", { name: "Your time zone" }).selectOption("Africa/Lagos");
    await form
      .getByRole("textbox", { name: "Preferred times" })
      .fill("Tuesday or Wednesday, 15:00 to 17:00");
    await form
      .getByRole("combobox", { name: "What is the call about?" })
      .selectOption("procurement");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Chidi Okeke");
    await form.getByRole("textbox", { name: "Email" }).fill("chidi@example.ng");
    await form.getByRole("textbox", { name: "Phone or WhatsApp" }).fill("+234 1 000 0000");
    await form.getByRole("button", { name: "Request the Call" }).click();

    await expect(page).toHaveURL(/\/request-a-call\?sent=1&ref=R-\d{4}-\d{3}#call-requested$/);
    await expect(page.getByText("Thank you! Your call request has reached us.")).toBeVisible();
  });
});
