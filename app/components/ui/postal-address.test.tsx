import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { company } from "~/content/company";
import { getEdition } from "~/i18n/editions";

import { PostalAddressLines } from "./postal-address";

describe("PostalAddressLines", () => {
  it("keeps the Arabic edition's street and town in Latin, marked English and left to right, and names the country in Arabic", () => {
    const { container } = render(
      <PostalAddressLines address={getEdition("ar").t.company.address} locale="ar" />,
    );
    const address = container.querySelector("address")!;
    expect(address).not.toHaveAttribute("lang");
    const lines = [...address.querySelectorAll("span")];
    expect(lines.map((line) => [line.getAttribute("lang"), line.getAttribute("dir")])).toEqual([
      ["en", "ltr"],
      ["en", "ltr"],
    ]);
    expect(lines[1]).toHaveTextContent(
      `${company.address.locality}, ${company.address.region} ${company.address.postalCode}`,
    );
    expect(address).toHaveTextContent("الولايات المتحدة");
    expect(address).not.toHaveTextContent("United States");
  });

  it("writes an address in Arabic letters with the Arabic comma, in the page's direction", () => {
    const { container } = render(
      <PostalAddressLines
        address={{ ...company.address, locality: "دبي", region: "دبي", country: "الإمارات" }}
        locale="ar"
      />,
    );
    const address = container.querySelector("address")!;
    expect(address).not.toHaveAttribute("lang");
    expect(address).toHaveTextContent("دبي، دبي");
    // Only the street, in Latin letters, is marked English and left to right.
    const latin = [...address.querySelectorAll("span")];
    expect(latin.map((line) => line.textContent)).toEqual([company.address.streetAddress]);
  });

  it("leaves the French address as the edition writes it", () => {
    const { container } = render(
      <PostalAddressLines address={getEdition("fr").t.company.address} locale="fr" />,
    );
    expect(container.querySelector("address")).not.toHaveAttribute("lang");
    expect(container).toHaveTextContent("États-Unis");
  });
});
