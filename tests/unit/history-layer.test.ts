import { describe, expect, it } from "vitest";
import { createHistoryLayer, layersIn, type HistoryLike } from "../../client/src/lib/history-layer";

/** A session history: entries of state, a current index, back() that lands at once (a browser's is async). */
function fakeHistory(initial: unknown = null) {
  const entries: unknown[] = [initial];
  let index = 0;
  const history: HistoryLike & { forward(): void; entries: unknown[]; index: () => number } = {
    get state() {
      return entries[index];
    },
    pushState(state) {
      entries.splice(index + 1, entries.length, state);
      index += 1;
    },
    replaceState(state) {
      entries[index] = state;
    },
    back() {
      index = Math.max(0, index - 1);
    },
    forward() {
      index = Math.min(entries.length - 1, index + 1);
    },
    entries,
    index: () => index,
  };
  return history;
}

describe("a history layer", () => {
  it("pushes one entry on opening, keeping the page's own state", () => {
    const history = fakeHistory({ page: "kept" });
    const layer = createHistoryLayer(history);
    layer.enter();
    layer.enter(); // a second effect run (StrictMode) pushes nothing more
    expect(history.entries).toHaveLength(2);
    expect(history.state).toMatchObject({ page: "kept" });
    expect(layersIn(history.state)).toHaveLength(1);
  });

  it("closes on Back and then has nothing to take back", () => {
    const history = fakeHistory();
    const layer = createHistoryLayer(history);
    layer.enter();
    history.back();
    expect(layer.leftByHistory()).toBe(true);
    expect(layer.exit()).toBe(false);
    expect(history.index()).toBe(0);
  });

  it("stays open on a popstate that keeps its entry (an inner layer went back)", () => {
    const history = fakeHistory();
    const outer = createHistoryLayer(history);
    const inner = createHistoryLayer(history);
    outer.enter();
    inner.enter();
    history.back();
    expect(inner.leftByHistory()).toBe(true);
    expect(outer.leftByHistory()).toBe(false);
    expect(outer.exit()).toBe(true);
    expect(history.index()).toBe(0);
  });

  it("goes back over its entry when closed by the page, and Forward lands on an entry without it", () => {
    const history = fakeHistory();
    const layer = createHistoryLayer(history);
    layer.enter();
    expect(layer.exit()).toBe(true);
    expect(history.index()).toBe(0);
    history.forward();
    expect(layersIn(history.state)).toEqual([]);
    expect(layer.leftByHistory()).toBe(false);
  });

  it("does not undo a navigation made from inside it", () => {
    const history = fakeHistory();
    const layer = createHistoryLayer(history);
    layer.enter();
    history.pushState(null, ""); // a link to another page
    expect(layer.exit()).toBe(false);
    expect(history.index()).toBe(2);
  });

  it("reuses an entry a closed layer left behind instead of stacking another step", () => {
    const history = fakeHistory();
    const layer = createHistoryLayer(history);
    layer.enter();
    history.back();
    layer.leftByHistory();
    history.forward(); // lands on the closed layer's entry
    layer.enter();
    expect(history.entries).toHaveLength(2);
    expect(layer.exit()).toBe(true);
    expect(history.index()).toBe(0);
  });

  it("uses a new token for every opening, so an old entry never counts as open", () => {
    const history = fakeHistory();
    const layer = createHistoryLayer(history);
    layer.enter();
    history.back();
    layer.leftByHistory();
    history.forward(); // the stale entry of the first opening
    layer.enter();
    history.back();
    expect(layer.leftByHistory()).toBe(true);
  });

  it("ignores state it did not write", () => {
    expect(layersIn(null)).toEqual([]);
    expect(layersIn("text")).toEqual([]);
    expect(layersIn({ openLayers: [1, "a"] })).toEqual(["a"]);
  });
});
