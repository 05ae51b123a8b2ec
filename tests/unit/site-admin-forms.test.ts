/**
 * The owner's site tools without a browser: the order photos are tapped in (the order on the site),
 * Move up and Move down, the consent rule of a review draft, and field messages by field.
 */
import { describe, expect, it } from "vitest";
import { siteMessages } from "../../shared/site/content";
import { firstErrors } from "../../client/src/features/site-admin/form-errors";
import { moveOne, stillThere, togglePhoto } from "../../client/src/features/site-admin/tap-order";
import { blankProject, checkProject } from "../../client/src/features/site-admin/project-draft";
import { blankReview, changeReview, checkReview } from "../../client/src/features/site-admin/review-draft";

describe("togglePhoto", () => {
  it("adds photos in the order tapped and drops one tapped again, the later ones moving up", () => {
    let chosen = togglePhoto([], "b", 12);
    chosen = togglePhoto(chosen, "a", 12);
    chosen = togglePhoto(chosen, "c", 12);
    expect(chosen).toEqual(["b", "a", "c"]);
    expect(togglePhoto(chosen, "b", 12)).toEqual(["a", "c"]);
  });

  it("adds nothing once the limit is reached, but still lets one go", () => {
    expect(togglePhoto(["a", "b"], "c", 2)).toEqual(["a", "b"]);
    expect(togglePhoto(["a", "b"], "a", 2)).toEqual(["b"]);
  });

  it("forgets photos the job no longer has", () => {
    expect(stillThere(["a", "gone", "c"], ["c", "a"])).toEqual(["a", "c"]);
  });
});

describe("moveOne", () => {
  it("swaps with the neighbour and stays put at either end", () => {
    expect(moveOne(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveOne(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moveOne(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveOne(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveOne(["a", "b"], "x", 1)).toEqual(["a", "b"]);
  });
});

describe("firstErrors", () => {
  it("keeps the first message of each known field, by the first part of its path", () => {
    const errors = firstErrors(
      [
        ["categories.1", "first"],
        ["categories", "second"],
        ["title", "title message"],
        ["unknown", "ignored"],
      ],
      ["title", "categories"] as const,
    );
    expect(errors).toEqual({ categories: "first", title: "title message" });
  });
});

describe("project draft", () => {
  it("asks for each missing field with the shared messages", () => {
    const checked = checkProject(blankProject("2026-05-01"));
    expect("errors" in checked && checked.errors).toMatchObject({
      title: siteMessages.title,
      categories: siteMessages.categories,
      city: siteMessages.city,
    });
  });

  it("passes a complete project", () => {
    const checked = checkProject({
      ...blankProject("2026-05-01"),
      title: "Slate Grey Ashlar Driveway",
      shortDescription: "A stamped ashlar driveway in slate grey with a charcoal border.",
      alt: "Grey stamped driveway in front of a brick house",
      categories: ["Stamped Concrete"],
      city: "Toronto",
    });
    expect("fields" in checked).toBe(true);
  });
});

describe("review draft", () => {
  it("cannot stay published once the consent is taken back", () => {
    let draft = changeReview(blankReview("2026-05-01"), "consentToQuote", true);
    draft = changeReview(draft, "published", true);
    expect(draft.published).toBe(true);
    expect(changeReview(draft, "consentToQuote", false).published).toBe(false);
  });

  it("cannot be published without consent", () => {
    expect(changeReview(blankReview("2026-05-01"), "published", true).published).toBe(false);
  });

  it("asks for a rating until one is chosen", () => {
    const checked = checkReview(blankReview("2026-05-01"));
    expect("errors" in checked && checked.errors.rating).toBe(siteMessages.rating);
  });
});
