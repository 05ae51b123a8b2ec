/** A button's own text colour wins over its variant's (a red Void button stays red in the built CSS). */
import { describe, expect, it } from "vitest";
import { buttonClasses } from "../../client/src/components/ui/button";

const classes = (text: string) => text.split(/\s+/);

describe("buttonClasses", () => {
  it("drops the variant's text colour when the caller gives one", () => {
    const names = classes(buttonClasses("ghost", "sm", "text-red-800 hover:bg-red-50"));
    expect(names).toContain("text-red-800");
    expect(names).not.toContain("text-stone-900");
    expect(names).toContain("hover:bg-stone-100");
  });

  it("keeps the variant's colour when the caller gives only a size or none", () => {
    expect(classes(buttonClasses("ghost", "sm", "text-sm w-full"))).toContain("text-stone-900");
    expect(classes(buttonClasses("gold"))).toContain("text-stone-950");
  });
});
