/**
 * Code-split pages that still hydrate cleanly: before hydration (and before the build renders a
 * page) the page's module is preloaded, so the first render never suspends and matches the HTML.
 * Later navigations load the module on demand behind a Suspense fallback. Layouts load the same way.
 */
import { lazy, type ComponentType, type ReactNode } from "react";

/** Route pages take the route's params (or nothing). */
type PageProps = object;

export type PageModule = { default: ComponentType<PageProps> };

type Lazy<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

export type LazyPage = Lazy<PageProps>;

/** A layout route's frame: the page goes inside it. */
export type LazyLayout = Lazy<{ children: ReactNode }>;

export function lazyPage<Props extends object = PageProps>(load: () => Promise<{ default: ComponentType<Props> }>): Lazy<Props> {
  let loaded: ComponentType<Props> | null = null;
  const preload = async () => {
    loaded = (await load()).default;
  };
  const Lazy = lazy(async () => {
    const module = await load();
    loaded = module.default;
    return module;
  });
  const Page = (props: Props) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload });
}
