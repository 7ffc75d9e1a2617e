// Which element of a page says that its text is not in the page's language: fixture texts, rendered at an
// English and a German address of the first test owner (en, the default, and de).
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { Text } from "~/content-types";
import { LocalItem, LocalText } from "./local-text";

const project = {
  name: "ReadbackBench",
  description: { en: "An open benchmark.", de: "Ein offener Benchmark." },
};
const untranslated = { name: "AeroSpeak", description: "A mobile app." };

function Projects({ items }: { items: { name: Text; description: Text }[] }) {
  return (
    <>
      <h1>
        <LocalText text={{ en: "Projects", de: "Projekte" }} />
      </h1>
      <ul>
        {items.map((item, index) => (
          <LocalItem as="li" item={item} key={index}>
            <LocalText text={item.name} />: <LocalText text={item.description} />
          </LocalItem>
        ))}
      </ul>
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <Projects items={[project, untranslated]} /> },
    { path: "/de", Component: () => <Projects items={[project, untranslated]} /> },
  ]);
  return render(<Stub initialEntries={[path]} />).container;
}

describe("LocalText and LocalItem", () => {
  test("on a German page, mark an untranslated item once, on the item, and a lone English text on its own", () => {
    const page = renderAt("/de/");
    expect(page.querySelector("h1")!.innerHTML).toBe("Projekte");
    const [translated, english] = page.querySelectorAll("li");
    expect(translated!.getAttribute("lang")).toBeNull();
    expect(translated!.innerHTML).toBe('<span lang="en">ReadbackBench</span>: Ein offener Benchmark.');
    expect(english!.getAttribute("lang")).toBe("en");
    expect(english!.innerHTML).toBe("AeroSpeak: A mobile app.");
  });

  test("on an English page, mark nothing: the markup is what plain strings make", () => {
    const page = renderAt("/");
    expect(page.innerHTML).toBe(
      "<h1>Projects</h1><ul><li>ReadbackBench: An open benchmark.</li><li>AeroSpeak: A mobile app.</li></ul>",
    );
  });
});
