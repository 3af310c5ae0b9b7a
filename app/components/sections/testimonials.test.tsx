import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { Testimonial } from "~/content/testimonial-entries";

import { Testimonials } from "./testimonials";

const samples: Testimonial[] = [
  { quote: "First quote.", author: "Author One", position: "Buyer, a converter" },
  { quote: "Second quote.", author: "Author Two", position: "Export Manager, a film producer" },
  {
    quote: "Third quote.",
    author: "Author Three",
    position: "Plant Manager, a laminator",
    image: "/portrait.jpg",
  },
];

const quote = () => screen.getByRole("blockquote");
const previous = () => screen.getByRole("button", { name: "Previous testimonial" });
const next = () => screen.getByRole("button", { name: "Next testimonial" });

describe("Testimonials", () => {
  it("renders nothing at all without testimonials", () => {
    const { container } = render(<Testimonials items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the first testimonial with its author and position", () => {
    render(<Testimonials items={samples} />);
    expect(screen.getByRole("region", { name: "What Our Partners Say" })).toBeInTheDocument();
    expect(quote()).toHaveTextContent("First quote.");
    expect(screen.getByText("Author One")).toBeInTheDocument();
    expect(screen.getByText("Buyer, a converter")).toBeInTheDocument();
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
  });

  it("next moves forward and wraps from the last to the first", async () => {
    const user = userEvent.setup();
    render(<Testimonials items={samples} />);
    await user.click(next());
    expect(quote()).toHaveTextContent("Second quote.");
    await user.click(next());
    expect(quote()).toHaveTextContent("Third quote.");
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
    await user.click(next());
    expect(quote()).toHaveTextContent("First quote.");
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
  });

  it("previous wraps from the first to the last and moves back", async () => {
    const user = userEvent.setup();
    render(<Testimonials items={samples} />);
    await user.click(previous());
    expect(quote()).toHaveTextContent("Third quote.");
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
    await user.click(previous());
    expect(quote()).toHaveTextContent("Second quote.");
  });

  it("shows a portrait only when the testimonial has one, as decoration", async () => {
    const user = userEvent.setup();
    const { container } = render(<Testimonials items={samples} />);
    expect(container.querySelector("img")).toBeNull();
    await user.click(previous());
    expect(container.querySelector("img")).toHaveAttribute("src", "/portrait.jpg");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("announces changes politely, and only when there is something to move to", () => {
    const { container, rerender } = render(<Testimonials items={samples} />);
    expect(container.querySelector("figure")).toHaveAttribute("aria-live", "polite");
    rerender(<Testimonials items={samples.slice(0, 1)} />);
    expect(quote()).toHaveTextContent("First quote.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("figure")).not.toHaveAttribute("aria-live");
  });
});
