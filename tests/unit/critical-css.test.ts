import { beforeAll, describe, expect, it } from "vitest";
import { criticalCssFor, htmlClassNames, requiredClassNames } from "../../server/site-pages/first-paint/critical-css";

describe("requiredClassNames", () => {
  it("reads Tailwind's escaped class names, arbitrary values included", () => {
    expect(requiredClassNames(".min-h-\\[640px\\]")).toEqual(["min-h-[640px]"]);
    expect(requiredClassNames(".tracking-\\[0\\.18em\\]")).toEqual(["tracking-[0.18em]"]);
    expect(requiredClassNames(".sm\\:hidden")).toEqual(["sm:hidden"]);
    expect(requiredClassNames(".w-\\[calc\\(100\\%-2rem\\)\\]")).toEqual(["w-[calc(100%-2rem)]"]);
    expect(requiredClassNames(".\\32 xl\\:flex")).toEqual(["2xl:flex"]);
    expect(requiredClassNames(".hover\\:text-white:hover")).toEqual(["hover:text-white"]);
    expect(requiredClassNames(".first-letter\\:uppercase:first-letter")).toEqual(["first-letter:uppercase"]);
  });

  it("requires a single selector inside :where(), but nothing inside :not() or a list", () => {
    expect(requiredClassNames(":where(.space-y-4>:not(:last-child))")).toEqual(["space-y-4"]);
    expect(requiredClassNames(".a:not(.b)")).toEqual(["a"]);
    expect(requiredClassNames(".group-hover\\:x:is(:where(.group):hover *)")).toEqual(["group-hover:x", "group"]);
    expect(requiredClassNames(":is(.a, .b) .c")).toEqual(["c"]);
    expect(requiredClassNames('a[href$=".pdf"]')).toEqual([]);
  });
});

describe("htmlClassNames", () => {
  it("splits class attributes and decodes entities", () => {
    expect([...htmlClassNames('<p class="a  sm:b">x</p><i class="[&amp;&gt;svg]:size-4"></i>')]).toEqual(["a", "sm:b", "[&>svg]:size-4"]);
  });
});

describe("criticalCssFor", () => {
  const css = [
    "@layer theme{:root,:host{--color-used:red;--color-unused:blue;--chain:var(--color-used)}}",
    "@layer base{body{margin:0}}",
    "@layer utilities{.used{color:var(--color-used)}.unused{color:var(--color-unused)}.min-h-\\[640px\\]{min-height:640px}",
    "@media (width>=40rem){.sm\\:hidden{display:none}.sm\\:flex{display:flex}}}",
    '@property --tw-used{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}',
    ".x{box-shadow:var(--tw-used)}",
    "@keyframes fade{from{opacity:0}to{opacity:1}}",
  ].join("");
  let critical: (html: string) => string;
  beforeAll(async () => {
    critical = await criticalCssFor(css);
  });

  it("keeps the rules whose classes the page uses, and those naming no class", () => {
    const result = critical('<div class="used min-h-[640px] sm:hidden x"></div>');
    expect(result).toContain(".used{color:var(--color-used)}");
    expect(result).toContain(".min-h-\\[640px\\]{min-height:640px}");
    expect(result).toContain(".sm\\:hidden{display:none}");
    expect(result).toContain("body{margin:0}");
    expect(result).toContain("@keyframes fade");
    expect(result).not.toContain(".unused");
    expect(result).not.toContain("sm\\:flex");
  });

  it("drops custom properties and @property registrations nothing refers to", () => {
    const result = critical('<div class="used x"></div>');
    expect(result).toContain("--color-used:red");
    expect(result).not.toContain("--color-unused");
    expect(result).not.toContain("--chain");
    expect(result).toContain("@property --tw-used");
    expect(result).not.toContain("@property --tw-unused");
  });

  it("drops an at-rule left empty", () => {
    expect(critical('<div class="used"></div>')).not.toContain("@media");
  });
});
