/**
 * Code-split pages that still hydrate cleanly: before hydration (and before the build renders a
 * page) the page's module is preloaded, so the first render never suspends and matches the HTML.
 * Later navigations load the module on demand behind a Suspense fallback.
 */
import { lazy, type ComponentType } from "react";

/** Route pages take the route's params (or nothing). */
type PageProps = object;

export type PageModule = { default: ComponentType<PageProps> };

export type LazyPage = ComponentType<PageProps> & { preload: () => Promise<void> };

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType<PageProps> | null = null;
  const preload = async () => {
    loaded = (await load()).default;
  };
  const Lazy = lazy(async () => {
    const module = await load();
    loaded = module.default;
    return module;
  });
  const Page = (props: PageProps) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload });
}
