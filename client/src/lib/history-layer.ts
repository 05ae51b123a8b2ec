/**
 * A dialog as a step in the browser history, so the phone's Back button closes it instead of leaving
 * the page. Opening pushes an entry with the same URL whose state lists the open layers (a token per
 * opening); Back takes the visitor off that entry and the layer closes; closing it any other way
 * takes its entry back. No React here, so the rules can be tested with a fake history.
 */

/** The key in history.state under which the open layers' tokens are listed, innermost last. */
export const layersKey = "openLayers";

export type HistoryLike = {
  readonly state: unknown;
  pushState(state: unknown, unused: string): void;
  replaceState(state: unknown, unused: string): void;
  back(): void;
};

function stateObject(state: unknown): Record<string, unknown> {
  return state !== null && typeof state === "object" ? (state as Record<string, unknown>) : {};
}

/** The layer tokens an entry's state carries (none for entries the layers did not make). */
export function layersIn(state: unknown): string[] {
  const layers = stateObject(state)[layersKey];
  return Array.isArray(layers) ? layers.filter((token): token is string => typeof token === "string") : [];
}

function withLayers(state: unknown, layers: string[]): Record<string, unknown> {
  return { ...stateObject(state), [layersKey]: layers };
}

// History state survives reloads, so a token also names the page load that made it.
const pageLoad = Math.random().toString(36).slice(2, 10);
let openings = 0;
/** Tokens of the layers open now: any other token in an entry belongs to a layer closed since. */
const openTokens = new Set<string>();

export type HistoryLayer = {
  /** The layer opened: push its entry (once; a second call while open does nothing). */
  enter(): void;
  /** After a popstate: true when the visitor went back past the layer's entry, so it must close. */
  leftByHistory(): boolean;
  /**
   * The page closed the layer (close button, Escape, a click outside, a sent form). Its entry loses
   * its token first, so Forward never lands on an entry that claims the layer is open, and then, if
   * it is still the current entry, the history goes back over it. True when back() was called. When
   * another entry is current (a link inside the dialog went to another page) nothing is undone.
   */
  exit(): boolean;
};

export function createHistoryLayer(history: HistoryLike): HistoryLayer {
  let token: string | null = null;
  return {
    enter() {
      if (token !== null) return;
      openings += 1;
      token = `${pageLoad}-${openings}`;
      openTokens.add(token);
      const layers = layersIn(history.state);
      const live = layers.filter((other) => openTokens.has(other));
      // On an entry a closed layer left behind (Forward to it, Back to it from a page a link in the
      // dialog went to): reuse it rather than leave a step that shows nothing new.
      if (live.length < layers.length && !openTokens.has(layers.at(-1) ?? "")) history.replaceState(withLayers(history.state, [...live, token]), "");
      else history.pushState(withLayers(history.state, [...layers, token]), "");
    },
    leftByHistory() {
      if (token === null || layersIn(history.state).includes(token)) return false;
      openTokens.delete(token);
      token = null;
      return true;
    },
    exit() {
      if (token === null) return false;
      const mine = token;
      openTokens.delete(mine);
      token = null;
      const layers = layersIn(history.state);
      if (!layers.includes(mine)) return false;
      history.replaceState(
        withLayers(
          history.state,
          layers.filter((other) => other !== mine),
        ),
        "",
      );
      // Only the innermost layer's entry is the current one; an outer layer's stays a plain step.
      if (layers.at(-1) !== mine) return false;
      history.back();
      return true;
    },
  };
}
